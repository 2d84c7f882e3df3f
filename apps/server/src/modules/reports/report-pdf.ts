import { reportRowLimit, type ReportColumn, type ReportRow } from '@tend/contracts/reports.contract';
import { renderPdf, tableRow } from '../billing-documents/pdf-render';
import { printedCell } from './report-cells';

export interface ReportPdfInput {
  title: string;
  practiceName: string;
  /** "2026-03-01 to 2026-03-31", a provider's name… as printed under the title. */
  subtitle: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  truncated: boolean;
  createdAt: Date;
}

/** A report as a table, its header repeated on every page. Runs on a render worker (documents/render-jobs.ts). */
export function renderReportPdf(r: ReportPdfInput): Promise<Buffer> {
  return renderPdf({ title: r.title, author: r.practiceName, createdAt: r.createdAt, margin: 40 }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const colWidth = width / r.columns.length;
    const cells = (texts: string[]) => texts.map((text, i) => ({ text, x: left + i * colWidth, width: colWidth - 4 }));
    const header = () => tableRow(doc, cells(r.columns.map((c) => c.label)), { bold: true });

    doc.font('Helvetica-Bold').fontSize(14).text(r.title);
    doc.font('Helvetica').fontSize(9).text(`${r.practiceName} · ${r.subtitle}`);
    doc.text(`Made ${r.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${r.rows.length} rows`);
    if (r.truncated) doc.text(`Only the first ${reportRowLimit} rows are shown: narrow the dates or choose a provider.`);
    doc.moveDown().fontSize(8);
    header();
    // tableRow starts a page when one fills; the next row then goes under a fresh header.
    let newPage = false;
    doc.on('pageAdded', () => (newPage = true));
    for (const row of r.rows) {
      tableRow(doc, cells(r.columns.map((c) => printedCell(c, row[c.key]))));
      if (newPage) {
        newPage = false;
        header();
      }
    }
    if (r.rows.length === 0) doc.text('No rows match these filters.');
  });
}
