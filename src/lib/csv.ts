/**
 * The cells of every CSV export (the recovery applications, the built forms' submissions): one
 * rule, so no export can be opened as formulas.
 */

// A spreadsheet runs a cell as a formula when it starts with one of these.
const FORMULA_START = /[=+\-@\t\r]/
// Where a spreadsheet may start a cell inside a value: after any separator it may split on
// (a comma, a semicolon in a Spanish locale, a tab) or a line break, and leading spaces. One
// that splits on ';' ignores the file's quoting, so quoting alone does not keep a cell whole.
const CELL_START_INSIDE = /(?<=(?:^|[,;\t\r\n]) *)[=+\-@\t\r]/g

/**
 * One CSV cell (RFC 4180 quoting). A text whose start, or any place after a separator, holds a
 * formula's first character gets an apostrophe before it, so whichever separator a spreadsheet
 * splits on, it shows text where a visitor typed `=`, `+`, `-` or `@`.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text))
    text = text.replace(CELL_START_INSIDE, "'$&")
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One line of a CSV file, ended as RFC 4180 asks. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`
