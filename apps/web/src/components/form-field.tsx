import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  label: ReactNode;
  /** With `children`: the id the label points to (react-bootstrap gives it to the child input). */
  controlId?: string;
  error?: Pick<FieldError, 'message'> | undefined;
  /** The input itself when it is not a plain text input (a select, a textarea). */
  children?: ReactNode;
  registration?: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  className?: string;
  maxLength?: number;
}

/**
 * A labelled form input with its message underneath: the message is the contract's zod message,
 * so the words are the spec's. Pass `registration` for a text input, or `children` for anything else.
 */
export function FormField(p: FieldProps) {
  const id = p.controlId ?? (p.registration ? `field-${p.registration.name}` : undefined);
  return (
    <Form.Group className={p.className ?? 'mb-3'} controlId={id}>
      <Form.Label>{p.label}</Form.Label>
      {p.children ?? (
        <Form.Control
          {...p.registration}
          type={p.type ?? 'text'}
          autoComplete={p.autoComplete}
          placeholder={p.placeholder}
          maxLength={p.maxLength}
          isInvalid={p.error !== undefined}
        />
      )}
      {p.error && (
        <Form.Control.Feedback type="invalid" className="d-block">
          {p.error.message}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/**
 * An input whose value is rewritten as it is typed (names forced to upper case, characters
 * filtered out): the field shows and submits the rewritten value.
 */
export function rewriteOnInput(
  registration: UseFormRegisterReturn,
  rewrite: (value: string) => string,
): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event) => {
      const target = event.target as HTMLInputElement | HTMLTextAreaElement;
      const next = rewrite(target.value);
      if (next !== target.value) {
        const caret = target.selectionStart;
        target.value = next;
        if (caret !== null)
          target.setSelectionRange(Math.min(caret, next.length), Math.min(caret, next.length));
      }
      return registration.onChange(event);
    },
  };
}

export const upperCase = (s: string) => s.toUpperCase();
