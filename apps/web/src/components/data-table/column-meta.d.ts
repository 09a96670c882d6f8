import '@tanstack/react-table';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** false: leave this column out of the CSV export (icons, buttons). */
    csv?: boolean;
  }
}
