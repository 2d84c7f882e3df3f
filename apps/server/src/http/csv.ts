/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell starting with
 * = + - @ or a tab is prefixed with ' so a spreadsheet shows it rather than running it (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: (string | number | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;
