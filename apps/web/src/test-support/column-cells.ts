import { fireEvent, screen } from '@testing-library/react';

/** The text of each cell of a DataTable's column (its data-label is the header), top to bottom. */
export const columnCells = (header: string): string[] =>
  Array.from(document.querySelectorAll(`td[data-label="${header}"]`)).map((td) => td.textContent ?? '');

/** Clicks a sortable column's header (the button that names it). */
export const clickHeader = (header: string) =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${header}\\b`) }));
