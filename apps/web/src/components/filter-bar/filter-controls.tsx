import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** A small filter select named by its aria-label, as the list pages' filter bars show them. */
export function FilterSelect(p: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Form.Select
      size="sm"
      className="w-auto"
      aria-label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.currentTarget.value)}
    >
      {p.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Form.Select>
  );
}

/**
 * The filter bars' free-text search: the typed text (kept by the caller, so Clear can empty it)
 * is searched, trimmed, on Search or Enter.
 */
export function SearchForm(p: {
  label: string;
  typed: string;
  onTyped: (text: string) => void;
  onSearch: (text: string) => void;
  maxLength: number;
}) {
  return (
    <Form
      className="d-flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        p.onSearch(p.typed.trim());
      }}
    >
      <Form.Control
        size="sm"
        placeholder={p.label}
        aria-label={p.label}
        value={p.typed}
        maxLength={p.maxLength}
        onChange={(e) => p.onTyped(e.currentTarget.value)}
      />
      <Button size="sm" type="submit" variant="outline-primary">
        Search
      </Button>
    </Form>
  );
}
