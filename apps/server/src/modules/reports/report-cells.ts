import { formatCents } from '@tend/contracts/billing-codes';
import type { ReportColumn, ReportRow } from '@tend/contracts/reports.contract';

// Apart from report-pdf.ts so the CSV export does not load pdfkit into the server's main thread.
/** A cell as printed: amounts (columns named *_cents) in dollars, empty for null. */
export function printedCell(column: ReportColumn, value: ReportRow[string] | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.key.endsWith('_cents') && typeof value === 'number') return formatCents(value);
  return String(value);
}
