import { crisisLine988, safetyPlanSectionKeys, safetyPlanSectionTitles, type SafetyPlanSections } from '@tend/contracts/risk.contract';
import { renderPdf, type Pdf } from '../billing-documents/pdf-render';

export interface SafetyPlanPdf {
  practiceName: string;
  clientName: string;
  sections: SafetyPlanSections;
  /** "November 23, 2026", in the reader's zone. */
  updatedOn: string;
  createdAt: Date;
}

const contactLine = (c: { name: string; phone: string }) => (c.phone ? `${c.name} — ${c.phone}` : c.name);

function lines(sections: SafetyPlanSections, key: (typeof safetyPlanSectionKeys)[number]): string[] {
  const value = sections[key];
  return value.map((v) => (typeof v === 'string' ? v : contactLine(v)));
}

function section(doc: Pdf, title: string, items: string[]) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(title);
  doc.moveDown(0.2).font('Helvetica').fontSize(11);
  if (items.length === 0) doc.fillColor('#666666').text('(nothing written yet)').fillColor('#000000');
  else doc.list(items, { bulletRadius: 2, textIndent: 12, paragraphGap: 2 });
}

/** The Stanley–Brown plan on one or two letter pages, with 988 and 911 on it whatever the sections hold. */
export function renderSafetyPlanPdf(d: SafetyPlanPdf): Promise<Buffer> {
  return renderPdf({ title: 'Safety Plan', author: d.practiceName, createdAt: d.createdAt, margin: 56 }, (doc) => {
    doc.font('Helvetica').fontSize(10).fillColor('#444444').text(d.practiceName);
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(18).fillColor('#000000').text('My Safety Plan');
    doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#444444').text(`${d.clientName} · updated ${d.updatedOn}`);
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#000000')
      .text(`In a crisis: ${crisisLine988.name} — ${crisisLine988.note}. In immediate danger, call 911.`);
    for (const key of safetyPlanSectionKeys) section(doc, safetyPlanSectionTitles[key], lines(d.sections, key));
  });
}
