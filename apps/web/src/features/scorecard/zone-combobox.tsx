import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';

/** The names matching what was typed, in any case: those starting with it first, then the rest. */
export function matchingNames(names: readonly string[], typed: string): string[] {
  const t = typed.trim().toUpperCase();
  if (!t) return [...names];
  const starts = names.filter((n) => n.toUpperCase().startsWith(t));
  const within = names.filter((n) => !n.toUpperCase().startsWith(t) && n.toUpperCase().includes(t));
  return [...starts, ...within];
}

interface ZoneComboboxProps {
  label: string;
  names: readonly string[];
  onPick: (name: string) => void;
  placeholder: string;
  disabled?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A type-to-find list of place names (ARIA combobox): typing filters, Arrow keys move, Enter picks,
 * Escape closes; a click picks too.
 */
export function ZoneCombobox({ label, names, onPick, placeholder, disabled, inputRef }: ZoneComboboxProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const options = matchingNames(names, text);
  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (open) document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);
  const pick = (name: string) => {
    setText(name);
    setOpen(false);
    onPick(name);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      const name = options[active];
      if (open && name) {
        e.preventDefault();
        pick(name);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  const showList = open && !disabled;
  return (
    <div className="position-relative zone-combobox">
      <Form.Label htmlFor={`${id}-input`} className="small mb-1">
        {label}
      </Form.Label>
      <Form.Control
        id={`${id}-input`}
        ref={inputRef}
        size="sm"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-activedescendant={showList && options[active] ? `${id}-${active}` : undefined}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className={`dropdown-menu w-100 overflow-auto${showList ? ' show' : ''}`}
        style={{ maxHeight: '16rem' }}
      >
        {showList && options.length === 0 && (
          <div className="dropdown-item-text small">No {label.toLowerCase()} matches.</div>
        )}
        {showList &&
          options.map((name, i) => (
            <div
              key={name}
              tabIndex={-1}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`dropdown-item${i === active ? ' active' : ''}`}
              // Picked before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(name);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {name}
            </div>
          ))}
      </div>
    </div>
  );
}
