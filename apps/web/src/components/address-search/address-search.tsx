import './address-search.css';
import type { addressSuggestion } from '@voterroll/contract/addresses-api';
import { ADDRESS_SUGGEST_DELAY_MS } from '@voterroll/contract/ui-values';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import type { z } from 'zod';
import { errorText } from '../../lib/api-client';
import { canSuggest, typedToKey } from './search-key';

export type AddressSuggestion = z.infer<typeof addressSuggestion>;

/** The chosen address; from a URL only the hashes may be known, so the text may be missing. */
export interface AddressChoice {
  full_address_hash: string;
  address_hash: string;
  full_address?: string;
}

export interface AddressSearchProps {
  /** Asks the server for addresses matching the key; called afresh each time (no cache). */
  suggest: (key: string, signal: AbortSignal) => Promise<AddressSuggestion[]>;
  /** The one chosen address, or null: Search is enabled only with exactly one. */
  chosen: AddressChoice | null;
  onChosenChange: (chosen: AddressChoice | null) => void;
  /**
   * The Search button's action. Without it the widget is one field of the caller's form (sign-up):
   * no form or Search button of its own, and the caller's label (a Form.Group's controlId) names it.
   */
  onSearch?: (chosen: AddressChoice) => void;
  onClear?: () => void;
  busy?: boolean;
  label?: string;
  /** Shown red, as a field the caller's form refused. */
  invalid?: boolean;
  /** What the list says when no address matches. */
  noMatchText?: string;
  /** A hint under the box, which describes it. */
  help?: string;
}

/** A dwelling reads as its address; a whole building says so and how many units it holds. */
export const suggestionText = (option: AddressSuggestion) =>
  option.units === undefined
    ? option.full_address
    : `${option.full_address} (whole building, ${option.units} units)`;

type SuggestState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; options: AddressSuggestion[] }
  | { kind: 'error'; message: string };

/**
 * The address type-ahead of every address page (spec 1 "Address search widget" and section 5):
 * suggestions from 6 characters on, 500 ms after the last keystroke, each time from the server.
 */
export function AddressSearch(props: AddressSearchProps) {
  const { chosen, suggest, onSearch } = props;
  const [text, setText] = useState(chosen?.full_address ?? '');
  const [state, setState] = useState<SuggestState>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // A choice made elsewhere (the URL, a clear) shows in the box.
  useEffect(() => {
    if (chosen?.full_address !== undefined) setText(chosen.full_address);
  }, [chosen?.full_address]);

  useEffect(() => {
    if (chosen || !canSuggest(text)) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ kind: 'loading' });
      suggest(typedToKey(text), controller.signal).then(
        (options) => {
          setState({ kind: 'done', options });
          setActive(options.length > 0 ? 0 : -1);
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          setState({ kind: 'error', message: errorText(e) });
        },
      );
    }, ADDRESS_SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, chosen, suggest]);

  const options = state.kind === 'done' ? state.options : [];

  const pick = (option: AddressSuggestion) => {
    setText(suggestionText(option));
    setOpen(false);
    props.onChosenChange({
      full_address_hash: option.full_address_hash,
      address_hash: option.address_hash,
      full_address: suggestionText(option),
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && options.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === 'ArrowUp' && options.length > 0) {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      const option = options[active];
      if (open && option) {
        e.preventDefault();
        pick(option);
      } else if (onSearch) {
        e.preventDefault();
        if (chosen) onSearch(chosen);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const clear = () => {
    setText('');
    setState({ kind: 'idle' });
    props.onChosenChange(null);
    props.onClear?.();
    inputRef.current?.focus();
  };

  const showList = open && !chosen && state.kind !== 'idle';
  const activeOption = options[active];

  const field = (
    <>
      <div className="position-relative">
        <InputGroup>
          <Form.Control
            id={onSearch ? `${listId}-input` : undefined}
            ref={inputRef}
            type="text"
            placeholder="Search for address ..."
            autoComplete="off"
            role="combobox"
            aria-expanded={showList}
            aria-controls={`${listId}-list`}
            aria-autocomplete="list"
            aria-activedescendant={showList && activeOption ? `${listId}-${active}` : undefined}
            aria-describedby={props.help ? `${listId}-help` : undefined}
            isInvalid={props.invalid}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setOpen(true);
              if (chosen) props.onChosenChange(null);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          <Button
            variant="outline-secondary"
            onClick={clear}
            aria-label="Clear address"
            disabled={text === '' && !chosen}
          >
            ✕
          </Button>
          {onSearch && (
            <Button type="submit" variant="primary" disabled={!chosen || props.busy}>
              Search
            </Button>
          )}
        </InputGroup>
        {showList && (
          <div
            id={`${listId}-list`}
            role="listbox"
            aria-label="Matching addresses"
            className="dropdown-menu show w-100 shadow-sm address-suggestions"
          >
            {state.kind === 'loading' && (
              <div className="dropdown-item-text text-body-secondary">
                <Spinner animation="border" size="sm" className="me-2" />
                Searching...
              </div>
            )}
            {state.kind === 'error' && <div className="dropdown-item-text text-danger">{state.message}</div>}
            {state.kind === 'done' && options.length === 0 && (
              <div className="dropdown-item-text text-body-secondary">
                {props.noMatchText ?? 'No matching addresses'}
              </div>
            )}
            {options.map((option, i) => (
              <div
                key={option.full_address_hash}
                tabIndex={-1}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`dropdown-item${i === active ? ' active' : ''}`}
                // Before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(option);
                }}
                onMouseEnter={() => setActive(i)}
              >
                {suggestionText(option)}
              </div>
            ))}
          </div>
        )}
      </div>
      {props.help && <Form.Text id={`${listId}-help`}>{props.help}</Form.Text>}
    </>
  );
  if (!onSearch) return field;
  return (
    <Form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) onSearch(chosen);
      }}
    >
      <Form.Label htmlFor={`${listId}-input`} className="visually-hidden">
        {props.label ?? 'Address'}
      </Form.Label>
      {field}
    </Form>
  );
}
