/**
 * A spreadsheet runs a cell starting with =, +, -, @, tab or carriage return as a formula
 * (OWASP's CSV injection). Such text gets a leading apostrophe, which spreadsheets show as text;
 * plain numbers ("-12", "3.5") stay as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
