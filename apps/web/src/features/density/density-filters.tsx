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
import type { DensityFilters } from './density-queries';

export const DEFAULT_FILTERS: DensityFilters = {
  threshold: DEFAULT_THRESHOLD,
  status: 'ALL',
  category: 'ALL',
  q: '',
};

/** The filters' URL parameters (the page's link carries them, so Back returns to them). */
export const FILTER_KEYS = ['threshold', 'status', 'category', 'q'] as const;
export const filtersOf = (params: URLSearchParams): DensityFilters => ({
  threshold: params.get('threshold') ?? DEFAULT_FILTERS.threshold,
  status: params.get('status') ?? DEFAULT_FILTERS.status,
  category: params.get('category') ?? DEFAULT_FILTERS.category,
  q: params.get('q') ?? DEFAULT_FILTERS.q,
});

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
  /** Only the filters changed: two quick changes must not undo each other (see ZoneDensity). */
  onChange: (changed: Partial<DensityFilters>) => void;
}) {
  const [typed, setTyped] = useState(filters.q);
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-2" data-testid="density-filters">
      <FilterSelect
        label="Registrations"
        value={filters.threshold}
        options={THRESHOLDS}
        onChange={(threshold) => onChange({ threshold })}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        options={ADDRESS_STATUS_FILTERS}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Category"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ category })}
      />
      <SearchForm
        label="Search address"
        typed={typed}
        onTyped={setTyped}
        onSearch={(q) => onChange({ q })}
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
