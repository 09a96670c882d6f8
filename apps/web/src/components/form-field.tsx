import { Children, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { ChoiceOptions } from './choice-options';

interface FieldProps {
  label: ReactNode;
  /** With `children`: the id the label points to (react-bootstrap gives it to the child input). */
  controlId?: string | undefined;
  error?: Pick<FieldError, 'message'> | undefined;
  /** The input itself when it is none of the kinds below (a picker, a hand-built select). */
  children?: ReactNode;
  registration?: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  placeholder?: string | undefined;
  className?: string;
  maxLength?: number | undefined;
  readOnly?: boolean;
  disabled?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** A select: its blank first choice and the choices (value and label, or values shown as they are). */
  blank?: string;
  choices?: readonly (readonly [string, string])[] | readonly string[];
}

/**
 * A labelled form input with its message underneath: the message is the contract's zod message,
 * so the words are the spec's. Pass `registration` (or `{...field(name)}`) for a text input, a
 * textarea (`rows`) or a select (`blank` and `choices`), or `children` for anything else.
 */
export function FormField(p: FieldProps) {
  const id = p.controlId ?? (p.registration ? `field-${p.registration.name}` : undefined);
  const invalid = p.error !== undefined;
  return (
    <Form.Group className={p.className ?? 'mb-3'} controlId={id}>
      <Form.Label>{p.label}</Form.Label>
      {p.children ??
        (p.choices ? (
          <Form.Select {...p.registration} disabled={p.disabled} isInvalid={invalid}>
            <ChoiceOptions blank={p.blank ?? ''} choices={p.choices} />
          </Form.Select>
        ) : (
          <Form.Control
            {...p.registration}
            {...(p.rows === undefined ? { type: p.type ?? 'text' } : { as: 'textarea', rows: p.rows })}
            autoComplete={p.autoComplete}
            placeholder={p.placeholder}
            maxLength={p.maxLength}
            readOnly={p.readOnly}
            isInvalid={invalid}
          />
        ))}
      {p.error && (
        <Form.Control.Feedback type="invalid" className="d-block">
          {p.error.message}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/** Fields side by side from the small breakpoint up, stacked below it. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Row>
      {Children.map(children, (field) => (
        <Col sm>{field}</Col>
      ))}
    </Row>
  );
}

/**
 * One form's fields for `FormField`: `field(name)` is the input's registration and its message;
 * with `rewrite`, the value is rewritten as it is typed (see `rewriteOnInput`).
 */
export function fieldsOf<T extends FieldValues>(form: UseFormReturn<T>) {
  return fieldsFrom(form.register, form.formState.errors);
}

/** `fieldsOf` for a part of a form that is given its `register` and `errors`. */
export function fieldsFrom<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>, rewrite?: (value: string) => string) => {
    const registration = register(name);
    return {
      registration: rewrite ? rewriteOnInput(registration, rewrite) : registration,
      error: get(errors, name) as FieldError | undefined,
    };
  };
}

/** The kinds of input the account forms repeat, to spread into `FormField`. */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email' } as const;
export const CURRENT_PASSWORD_INPUT = { type: 'password', autoComplete: 'current-password' } as const;
export const NEW_PASSWORD_INPUT = { type: 'password', autoComplete: 'new-password' } as const;

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
