/** Chart colours that read on both light and dark backgrounds (Bootstrap's palette). */
export const SERIES_COLOURS = ['#0d6efd', '#dc3545', '#fd7e14', '#20c997', '#6f42c1', '#6c757d', '#198754'];

/**
 * Names of trend fields where a chart draws several; a single series takes the metric's title, a
 * part its label (`MetricDefinition.parts`).
 */
export const FIELD_LABELS: Record<string, string> = {
  duplicate_count: 'Either rule',
  non_res_count: 'All categories',
  blank_unit_count: 'All findings',
  total: 'Total',
  active: 'Active',
  inactive: 'Inactive',
};
