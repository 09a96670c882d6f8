import {
  ADDRESS_KEY_MIN,
  addressesResponse,
  type addressSuggestion,
  toSearchKey,
} from '@voterroll/contract/addresses-api';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';
import type { z } from 'zod';
import { apiGet, errorText } from '../../lib/api-client';

type Suggestion = z.infer<typeof addressSuggestion>;

/** Spec 1 section 5: the type-ahead starts at 6 characters, waits 500 ms, and keeps no cache. */
const DELAY_MS = 500;

/**
 * The sign-up step's address type-ahead: the typed text becomes the search key (trimmed, spaces
 * removed, upper-cased), and choosing a suggestion hands its full_address_hash to the form.
 * (Replaced by the shared AddressSearch component once it is on main.)
 */
export function AddressPicker(props: {
  chosen: Suggestion | null;
  onChoose: (s: Suggestion | null) => void;
  invalid: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const key = toSearchKey(typed.trim());

  useEffect(() => {
    setProblem(null);
    if (props.chosen || key.length < ADDRESS_KEY_MIN) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiGet(`/api/addresses?key=${encodeURIComponent(key)}`, addressesResponse, controller.signal)
        .then((r) => {
          setSuggestions(r.addresses);
          if (r.addresses.length === 0) setProblem('No addresses found in voter file matching this address.');
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) setProblem(errorText(e));
        });
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, props.chosen]);

  if (props.chosen)
    return (
      <InputGroup>
        <Form.Control value={props.chosen.full_address} readOnly />
        <Button
          variant="outline-secondary"
          aria-label="Clear address"
          onClick={() => {
            props.onChoose(null);
            setTyped('');
          }}
        >
          ✕
        </Button>
      </InputGroup>
    );

  return (
    <div className="position-relative">
      <Form.Control
        value={typed}
        maxLength={96}
        placeholder="Search for address ..."
        autoComplete="off"
        isInvalid={props.invalid}
        onChange={(e) => setTyped(e.currentTarget.value)}
        aria-describedby="address-help"
      />
      <Form.Text id="address-help">
        Type at least {ADDRESS_KEY_MIN} characters and choose your address.
      </Form.Text>
      {problem && <div className="small text-danger">{problem}</div>}
      {suggestions.length > 0 && (
        <ListGroup className="position-absolute w-100 shadow" style={{ zIndex: 10 }} role="listbox">
          {suggestions.map((s) => (
            <ListGroup.Item
              key={s.full_address_hash}
              action
              role="option"
              onClick={() => {
                props.onChoose(s);
                setSuggestions([]);
              }}
            >
              {s.full_address}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
