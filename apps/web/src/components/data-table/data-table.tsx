import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { downloadText, toCsv } from './csv';
import '../table-stack.css';
import { Pager } from './pager';
import { clampPage, pageCount } from './pager-logic';
import { type SortState, useTableState } from './table-state';

export interface RowSelection<T> {
  /** Rows for which this is false get a disabled checkbox (e.g. already flagged registrations). */
  isSelectable?: (row: T) => boolean;
  selectedIds: ReadonlySet<string>;
  onChange: (ids: Set<string>) => void;
}

export interface DataTableProps<T> {
  data: readonly T[];
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as in TanStack's own API
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** Rows per page: the spec gives one per table (10 for scorecards, 20 or 30 elsewhere). */
  pageSize: number;
  initialSort?: SortState | null;
  /** Keep sorting and paging in the URL query under this prefix (shareable, survives reload). */
  urlKey?: string;
  selection?: RowSelection<T>;
  /** Offer "Export to CSV" of every row (all pages, current sort) under this file name. */
  csvFileName?: string;
  emptyText?: ReactNode;
  caption?: string;
  toolbar?: ReactNode;
  /**
   * On a phone each row stacks as a card of label and value (components/table-stack.css, for any table with the class table-stack and data-label cells); false keeps the
   * table, scrolling sideways in its box, where stacked rows cannot work (a matrix).
   */
  stack?: boolean;
  /** The row shown open under its row (its detail, in place), and what it shows. */
  expandedRowId?: string | null;
  renderExpanded?: (row: T) => ReactNode;
}

/** A column's name as text: its header, or its id when the header is drawn. */
const headerText = (header: unknown, id: string) => (typeof header === 'string' ? header : id);

/** The one table of the product (DESIGN.md section 2): click-to-sort, the spec's pager, selection, CSV. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { data, columns, pageSize, selection } = props;
  const state = useTableState(props.initialSort ?? null, props.urlKey);
  const sorting: SortingState = state.sort ? [state.sort] : [];

  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId: props.getRowId,
    state: { sorting },
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  // First click on a column sorts ascending; each further click on it reverses (spec 1 tables).
  const toggleSort = (id: string) =>
    state.setSort({ id, desc: state.sort?.id === id ? !state.sort.desc : false });

  const rows = table.getRowModel().rows;
  const count = pageCount(rows.length, pageSize);
  const page = clampPage(state.page, count);
  // The rows shrank under the current page (a filter, new data): show and remember the last page.
  useEffect(() => {
    if (page !== state.page && data.length > 0) state.setPage(page);
  });
  const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);

  const selectableOnPage = selection
    ? pageRows.filter((r) => selection.isSelectable?.(r.original) ?? true)
    : [];
  const allOnPageSelected =
    selectableOnPage.length > 0 && selectableOnPage.every((r) => selection?.selectedIds.has(r.id));

  const exportCsv = () => {
    const leaves = table.getVisibleLeafColumns().filter((c) => c.columnDef.meta?.csv !== false);
    const header = leaves.map((c) => headerText(c.columnDef.header, c.id));
    const body = rows.map((r) => leaves.map((c) => r.getValue(c.id)));
    downloadText(props.csvFileName ?? 'export.csv', toCsv(header, body));
  };

  return (
    <div data-testid="data-table">
      {(props.toolbar || props.csvFileName) && (
        <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
          {props.toolbar}
          {props.csvFileName && (
            <Button variant="outline-secondary" size="sm" className="ms-auto" onClick={exportCsv}>
              Export to CSV
            </Button>
          )}
        </div>
      )}
      {/* Positioned, so the hidden caption is held in the box, not placed against the page. */}
      <div
        className="table-responsive position-relative"
        data-scroll-table={props.stack === false ? '' : undefined}
      >
        <Table
          striped
          hover
          size="sm"
          className={`align-middle mb-0${props.stack === false ? '' : ' table-stack'}`}
        >
          {props.caption && <caption className="visually-hidden">{props.caption}</caption>}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th style={{ width: '2rem' }}>
                    <Form.Check
                      aria-label="Select all rows on this page"
                      checked={allOnPageSelected}
                      disabled={selectableOnPage.length === 0}
                      onChange={(e) => {
                        const ids = new Set(selection.selectedIds);
                        for (const r of selectableOnPage) {
                          if (e.currentTarget.checked) ids.add(r.id);
                          else ids.delete(r.id);
                        }
                        selection.onChange(ids);
                      }}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          // Headers wrap between words, so a wide table fits its container
                          // (the Removed tab's at 1280 px); the arrow stays with the last word.
                          className="btn btn-link p-0 fw-semibold text-body text-decoration-none text-start"
                          onClick={() => toggleSort(header.column.id)}
                        >
                          {label}
                          <span aria-hidden="true" className="ms-1 text-body-secondary">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr data-testid="data-table-empty">
                <td
                  colSpan={columns.length + (selection ? 1 : 0)}
                  className="text-center text-body-secondary py-3"
                >
                  {props.emptyText ?? 'No rows.'}
                </td>
              </tr>
            ) : (
              pageRows.flatMap((row) => {
                const selectable = selection?.isSelectable?.(row.original) ?? true;
                const expanded = props.expandedRowId === row.id && props.renderExpanded;
                return [
                  <tr key={row.id} className={expanded ? 'table-active' : undefined}>
                    {selection && (
                      <td data-label="Select">
                        <Form.Check
                          aria-label={`Select row ${row.id}`}
                          disabled={!selectable}
                          checked={selection.selectedIds.has(row.id)}
                          onChange={(e) => {
                            const ids = new Set(selection.selectedIds);
                            if (e.currentTarget.checked) ids.add(row.id);
                            else ids.delete(row.id);
                            selection.onChange(ids);
                          }}
                        />
                      </td>
                    )}
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} data-label={headerText(cell.column.columnDef.header, cell.column.id)}>
                        {/* One box beside the stacked label on a phone (table-stack.css). */}
                        <div className="cell-value">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </div>
                      </td>
                    ))}
                  </tr>,
                  expanded ? (
                    <tr key={`${row.id}-expanded`} className="data-table-expanded">
                      <td colSpan={columns.length + (selection ? 1 : 0)}>{expanded(row.original)}</td>
                    </tr>
                  ) : null,
                ];
              })
            )}
          </tbody>
        </Table>
      </div>
      <Pager
        page={page}
        pageSize={pageSize}
        total={rows.length}
        onPage={state.setPage}
        label={props.caption}
      />
    </div>
  );
}
