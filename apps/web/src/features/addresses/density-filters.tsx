import {
  ADDRESS_CATEGORIES,
  ADDRESS_STATUS_FILTERS,
  categoryLabel,
  DEFAULT_THRESHOLD,
  THRESHOLDS,
} from '@voterroll/contract/density-api';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { DensityFilters } from './density-api';

export const DEFAULT_FILTERS: DensityFilters = {
  threshold: DEFAULT_THRESHOLD,
  status: 'ALL',
  category: 'ALL',
  q: '',
};

/** The four filters of spec 2 section 2.4: threshold range, status, category, free-text address. */
export function DensityFilterBar({
  filters,
  onChange,
}: {
  filters: DensityFilters;
  onChange: (f: DensityFilters) => void;
}) {
  const [typed, setTyped] = useState(filters.q);
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-2" data-testid="density-filters">
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label="Registrations"
        value={filters.threshold}
        onChange={(e) => onChange({ ...filters, threshold: e.currentTarget.value })}
      >
        {THRESHOLDS.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label="Status"
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.currentTarget.value })}
      >
        {ADDRESS_STATUS_FILTERS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label="Category"
        value={filters.category}
        onChange={(e) => onChange({ ...filters, category: e.currentTarget.value })}
      >
        <option value="ALL">All categories</option>
        {ADDRESS_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {categoryLabel(c)}
          </option>
        ))}
      </Form.Select>
      <Form
        className="d-flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...filters, q: typed.trim() });
        }}
      >
        <Form.Control
          size="sm"
          placeholder="Search address"
          aria-label="Search address"
          value={typed}
          maxLength={96}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <Button size="sm" type="submit" variant="outline-primary">
          Search
        </Button>
      </Form>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => {
          setTyped('');
          onChange(DEFAULT_FILTERS);
        }}
      >
        Clear
      </Button>
    </div>
  );
}
