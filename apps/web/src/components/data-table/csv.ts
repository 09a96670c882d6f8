import { neutralizeFormula } from '@voterroll/contract/csv-cell';

/**
 * CSV text (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled; text a
 * spreadsheet would run as a formula is neutralized (csv-cell.ts).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    const raw = value === null || value === undefined ? '' : String(value);
    const text = typeof value === 'number' ? raw : neutralizeFormula(raw);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n');
}

/** Saves text as a file, in the browser, without a server round trip. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
