import { formatCents } from '@tend/contracts/billing-codes';
import type { ClientInsurance, ClientRow, PracticeIdentity, ProviderIdentity } from './billing-docs.repo';
import { addressLines, renderPdf, tableRow, usDate } from './pdf-render';

export interface SuperbillLine {
  date: string;
  code: string;
  description: string;
  modifiers: string[];
  placeOfService: string | null;
  units: number;
  amountCents: number;
  paidCents: number;
  /** The client's responsibility under their policy (all of the amount when self-pay). */
  clientShareCents: number;
  clientDueCents: number;
  insurerDueCents: number;
}

export interface SuperbillDocument {
  practice: PracticeIdentity;
  provider: ProviderIdentity | null;
  client: ClientRow;
  insurance: ClientInsurance | null;
  diagnoses: { code: string; description: string }[];
  lines: SuperbillLine[];
  periodStart: string;
  periodEnd: string;
  createdAt: Date;
}

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/**
 * The superbill a client gives their insurer for out-of-network reimbursement: who billed (practice
 * and provider with NPI, tax id and licence), for whom, the diagnoses, each date of service with
 * CPT, modifiers, place of service, units, fee and amount paid, totals and the signature line.
 */
export function renderSuperbillPdf(d: SuperbillDocument): Promise<Buffer> {
  const period = d.periodStart === d.periodEnd ? usDate(d.periodStart) : `${usDate(d.periodStart)} to ${usDate(d.periodEnd)}`;
  return renderPdf({ title: `Superbill ${period}`, author: d.practice.name, createdAt: d.createdAt }, (doc) => {
    const left = doc.page.margins.left;
    doc.font('Helvetica-Bold').fontSize(16).text('Superbill');
    doc.font('Helvetica').fontSize(10).text(`Dates of service: ${period}`);
    doc.moveDown(0.5);

    const top = doc.y;
    doc.font('Helvetica-Bold').text('Practice', left, top);
    doc.font('Helvetica').text(d.practice.name);
    for (const line of addressLines(d.practice.address)) doc.text(line);
    if (d.practice.phone) doc.text(`Phone: ${d.practice.phone}`);
    doc.text(`NPI: ${orDash(d.practice.npi)}`);
    doc.text(`Tax ID: ${orDash(d.practice.taxId)}`);
    const practiceBottom = doc.y;

    const p = d.provider;
    const col2 = left + 260;
    doc.font('Helvetica-Bold').text('Provider', col2, top);
    doc.font('Helvetica').text(p ? [p.name, p.credentials].filter(Boolean).join(', ') : '—', col2);
    doc.text(`NPI: ${orDash(p?.npi)}`, col2);
    doc.text(`Licence: ${orDash(p?.licenseNumber)}${p?.licenseState ? ` (${p.licenseState})` : ''}`, col2);
    if (p?.taxonomyCode) doc.text(`Taxonomy: ${p.taxonomyCode}`, col2);
    doc.x = left;
    doc.y = Math.max(practiceBottom, doc.y) + 10;

    doc.font('Helvetica-Bold').text('Client');
    doc.font('Helvetica').text(`${d.client.firstName} ${d.client.lastName}`);
    doc.text(`Date of birth: ${d.client.dateOfBirth ? usDate(d.client.dateOfBirth) : '—'}`);
    for (const line of addressLines(d.client.address)) doc.text(line);
    if (d.insurance) {
      doc.text(`Insurance: ${d.insurance.payerName}, member ID ${d.insurance.memberId}${d.insurance.groupNumber ? `, group ${d.insurance.groupNumber}` : ''}`);
    }
    doc.moveDown(0.5);

    doc.font('Helvetica-Bold').text('Diagnoses (ICD-10-CM)');
    doc.font('Helvetica');
    d.diagnoses.forEach((dx, i) => doc.text(`${String.fromCharCode(65 + i)}. ${dx.code}  ${dx.description}`));
    if (d.diagnoses.length === 0) doc.text('—');
    doc.moveDown(0.5);

    const cols = (date: string, code: string, mods: string, pos: string, units: string, fee: string, paid: string) => [
      { text: date, x: left, width: 65 },
      { text: code, x: left + 70, width: 150 },
      { text: mods, x: left + 225, width: 55 },
      { text: pos, x: left + 285, width: 35 },
      { text: units, x: left + 325, width: 35, align: 'right' as const },
      { text: fee, x: left + 365, width: 70, align: 'right' as const },
      { text: paid, x: left + 440, width: 70, align: 'right' as const },
    ];
    tableRow(doc, cols('Date', 'CPT', 'Modifiers', 'POS', 'Units', 'Fee', 'Paid'), { bold: true });
    for (const l of d.lines) {
      tableRow(
        doc,
        cols(
          usDate(l.date),
          `${l.code} ${l.description}`,
          l.modifiers.join(' '),
          l.placeOfService ?? '',
          String(l.units),
          formatCents(l.amountCents),
          formatCents(l.paidCents),
        ),
      );
    }
    const total = d.lines.reduce((sum, l) => sum + l.amountCents, 0);
    const paid = d.lines.reduce((sum, l) => sum + l.paidCents, 0);
    tableRow(doc, cols('', 'Totals', '', '', '', formatCents(total), formatCents(paid)), { bold: true });
    // What was not paid, not what is owed: write-offs are the practice's business, not the insurer's.
    doc.font('Helvetica').text(`Unpaid: ${formatCents(total - paid)}`, left);
    // Under a policy with cost sharing, name the two responsibilities, as an explanation of benefits would.
    const clientShare = d.lines.reduce((sum, l) => sum + l.clientShareCents, 0);
    if (clientShare < total) {
      const sumOf = (pick: (l: SuperbillLine) => number) => formatCents(d.lines.reduce((sum, l) => sum + pick(l), 0));
      doc.text(`Client responsibility: ${formatCents(clientShare)} (still owed: ${sumOf((l) => l.clientDueCents)})`, left);
      doc.text(`Insurer responsibility: ${formatCents(total - clientShare)} (still expected: ${sumOf((l) => l.insurerDueCents)})`, left);
    }

    doc.moveDown(3);
    doc.text('Provider signature ______________________________     Date ______________', left);
    doc
      .moveDown(0.3)
      .fontSize(8)
      .fillColor('#444444')
      .text(`${p?.name ?? d.practice.name}. This superbill is for the client to submit to their insurer.`);
  });
}
