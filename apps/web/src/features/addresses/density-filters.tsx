import {
  ADDRESS_CATEGORIES,
  ADDRESS_STATUS_FILTERS,
  categoryLabel,
  DEFAULT_THRESHOLD,
  THRESHOLDS,
} from '@voterroll/contract/density-api';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FilterSelect, SearchForm } from '../../components/filter-bar/filter-controls';
import type { DensityFilters } from './addresses-queries';

export const DEFAULT_FILTERS: DensityFilters = {
  threshold: DEFAULT_THRESHOLD,
  status: 'ALL',
  category: 'ALL',
  q: '',
};

const CATEGORY_OPTIONS = [
  { value: 'ALL', label: 'All categories' },
  ...ADDRESS_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) })),
];

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
      <FilterSelect
        label="Registrations"
        value={filters.threshold}
        options={THRESHOLDS}
        onChange={(threshold) => onChange({ ...filters, threshold })}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        options={ADDRESS_STATUS_FILTERS}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterSelect
        label="Category"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <SearchForm
        label="Search address"
        typed={typed}
        onTyped={setTyped}
        onSearch={(q) => onChange({ ...filters, q })}
        maxLength={96}
      />
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
