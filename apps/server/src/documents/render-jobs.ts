import { renderCms1500Pdf } from '../modules/billing-documents/cms1500-pdf';
import { renderInvoicePdf, renderStatementPdf } from '../modules/billing-documents/statement-pdf';
import { renderSuperbillPdf } from '../modules/billing-documents/superbill-pdf';
import { renderDocx } from '../modules/notes/exports/render-docx';
import { renderPdf } from '../modules/notes/exports/render-pdf';
import { renderTxt } from '../modules/notes/exports/render-txt';
import { renderSignedPdf } from '../modules/portal-documents/signed-pdf';
import { renderSafetyPlanPdf } from '../modules/risk/safety-plan-pdf';
import { renderReportPdf } from '../modules/reports/report-pdf';

/**
 * Every document the render workers can make, by name. Loaded inside the worker only; the server
 * imports the type, so a job's arguments are checked where it is asked for. Arguments are plain
 * data (strings, numbers, Dates, arrays, objects): they cross to the worker by structured clone.
 */
export const renderJobs = {
  notePdf: renderPdf,
  noteDocx: renderDocx,
  noteTxt: renderTxt,
  statementPdf: renderStatementPdf,
  invoicePdf: renderInvoicePdf,
  superbillPdf: renderSuperbillPdf,
  cms1500Pdf: renderCms1500Pdf,
  signedDocumentPdf: renderSignedPdf,
  safetyPlanPdf: renderSafetyPlanPdf,
  reportPdf: renderReportPdf,
} satisfies Record<string, (...args: never[]) => Buffer | Promise<Buffer>>;

export type RenderJobs = typeof renderJobs;
export type RenderJob = keyof RenderJobs;
