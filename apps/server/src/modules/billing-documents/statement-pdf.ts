import { formatCents } from '@tend/contracts/billing-codes';
import type { StatementKind } from '@tend/contracts/billing-documents.contract';
import type { ClientRow, PracticeIdentity } from './billing-docs.repo';
import { addressLines, renderPdf, tableRow, usDate, type Pdf } from './pdf-render';
import type { Statement } from './statement-lines';

export interface InvoiceLine {
  date: string;
  description: string;
  amountCents: number;
  paidCents: number;
  /** What the insurer is still expected to pay on the line. */
  insurerDueCents: number;
  /** What the client still owes on the line. */
  dueCents: number;
}

interface Header {
  kind: StatementKind;
  practice: PracticeIdentity;
  client: ClientRow;
  from: string;
  to: string;
  createdAt: Date;
}

function drawHeader(doc: Pdf, h: Header) {
  const p = h.practice;
  doc.font('Helvetica-Bold').fontSize(14).text(p.name);
  doc.font('Helvetica').fontSize(9);
  for (const line of addressLines(p.address)) doc.text(line);
  if (p.phone) doc.text(`Phone: ${p.phone}`);
  if (p.taxId) doc.text(`Tax ID: ${p.taxId}`);
  doc
    .moveDown()
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(h.kind === 'statement' ? 'Statement' : 'Invoice');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Period: ${usDate(h.from)} to ${usDate(h.to)}`);
  doc.moveDown(0.5).font('Helvetica-Bold').text(`${h.client.firstName} ${h.client.lastName}`);
  doc.font('Helvetica');
  for (const line of addressLines(h.client.address)) doc.text(line);
  doc.moveDown();
}

const title = (h: Header) => `${h.kind === 'statement' ? 'Statement' : 'Invoice'} ${h.from} to ${h.to}`;

/** A statement: opening balance, each movement of the period with the running balance, closing balance and credit. */
export function renderStatementPdf(h: Header, s: Statement): Promise<Buffer> {
  return renderPdf({ title: title(h), author: h.practice.name, createdAt: h.createdAt }, (doc) => {
    drawHeader(doc, h);
    const left = doc.page.margins.left;
    const cols = (date: string, what: string, amount: string, running: string) => [
      { text: date, x: left, width: 70 },
      { text: what, x: left + 75, width: 250 },
      { text: amount, x: left + 330, width: 80, align: 'right' as const },
      { text: running, x: left + 415, width: 90, align: 'right' as const },
    ];
    doc.fontSize(10);
    tableRow(doc, cols('Date', 'Description', 'Amount', 'Balance'), { bold: true });
    tableRow(doc, cols(usDate(h.from), 'Opening balance', '', formatCents(s.openingCents)));
    for (const e of s.entries) tableRow(doc, cols(usDate(e.date), e.description, formatCents(e.amountCents), formatCents(e.runningCents)));
    tableRow(doc, cols(usDate(h.to), 'Closing balance', '', formatCents(s.closingCents)), { bold: true });
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`Balance due: ${formatCents(s.totals.balanceCents)}`);
    // With insurance still to pay, the balance is not all the client's: say which part is theirs.
    if (s.totals.insurerDueCents > 0) {
      doc.text(`${s.audience === 'client' ? 'You owe' : 'Client owes'}: ${formatCents(s.totals.clientDueCents)}`);
      doc.font('Helvetica').text(`Expected from insurance: ${formatCents(s.totals.insurerDueCents)}`);
    }
    doc.font('Helvetica').text(`Credit on account: ${formatCents(s.totals.creditCents)}`);
  });
}

/** An invoice: the period's charges with what was paid and what is due, and the total due. */
export function renderInvoicePdf(h: Header, lines: InvoiceLine[]): Promise<Buffer> {
  return renderPdf({ title: title(h), author: h.practice.name, createdAt: h.createdAt }, (doc) => {
    drawHeader(doc, h);
    const left = doc.page.margins.left;
    // "Due" is the client's: what insurance is still expected to pay has its own column, when there is any.
    const insured = lines.some((l) => l.insurerDueCents > 0);
    const cols = (date: string, what: string, amount: string, paid: string, insurer: string, due: string) =>
      insured
        ? [
            { text: date, x: left, width: 60 },
            { text: what, x: left + 62, width: 150 },
            { text: amount, x: left + 215, width: 70, align: 'right' as const },
            { text: paid, x: left + 290, width: 70, align: 'right' as const },
            { text: insurer, x: left + 365, width: 70, align: 'right' as const },
            { text: due, x: left + 440, width: 70, align: 'right' as const },
          ]
        : [
            { text: date, x: left, width: 65 },
            { text: what, x: left + 70, width: 200 },
            { text: amount, x: left + 275, width: 75, align: 'right' as const },
            { text: paid, x: left + 355, width: 75, align: 'right' as const },
            { text: due, x: left + 435, width: 75, align: 'right' as const },
          ];
    const money = (l: Pick<InvoiceLine, 'amountCents' | 'paidCents' | 'insurerDueCents' | 'dueCents'>) =>
      [formatCents(l.amountCents), formatCents(l.paidCents), formatCents(l.insurerDueCents), formatCents(l.dueCents)] as const;
    doc.fontSize(10);
    tableRow(doc, cols('Date', 'Service', 'Amount', 'Paid', 'Insurance', 'Due'), { bold: true });
    for (const l of lines) tableRow(doc, cols(usDate(l.date), l.description, ...money(l)));
    const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((acc, l) => acc + pick(l), 0);
    const totals = {
      amountCents: sum((l) => l.amountCents),
      paidCents: sum((l) => l.paidCents),
      insurerDueCents: sum((l) => l.insurerDueCents),
      dueCents: sum((l) => l.dueCents),
    };
    tableRow(doc, cols('', 'Total', ...money(totals)), { bold: true });
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .text(`Total due: ${formatCents(sum((l) => l.dueCents))}`);
  });
}
