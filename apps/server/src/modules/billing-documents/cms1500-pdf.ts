import { dateInZone } from '@tend/contracts/calendar-days';
import type { ClaimInput } from './claim-input';
import { cellHeight, cellWidth, cms1500Fields as box, diagnosisField, serviceLineFields, serviceLinesPerPage, type GridField } from './cms1500-layout';
import { patientRelationship, type PatientRelationship } from './patient-relationship';
import { renderPdf, type Pdf } from './pdf-render';

/** "  170 00": box 24F/28/29 money, right-aligned in 8 cells with a space where the form prints the decimal line. */
export function formMoney(cents: number): string {
  return `${Math.trunc(cents / 100)} ${String(cents % 100).padStart(2, '0')}`.padStart(8, ' ');
}

/** Box 6: the patient's relationship to the insured. */
const relationshipBox: Record<PatientRelationship, GridField> = { self: box.box6Self, spouse: box.box6Spouse, child: box.box6Child, other: box.box6Other };

/**
 * The data of a CMS-1500 (02/12) for the pre-printed red OCR form: capitals in Courier 10 pt spaced
 * to 10 characters per inch, each value at its box's grid cell, no form lines. Six service lines a
 * page; later lines continue on further pages, with the total charge on the last.
 */
export function renderCms1500Pdf(claim: ClaimInput, now: Date): Promise<Buffer> {
  return renderPdf({ title: 'CMS-1500 claim data', author: claim.practice.name, createdAt: now, margin: 0 }, (doc) => {
    const pages = Math.max(1, Math.ceil(claim.lines.length / serviceLinesPerPage));
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage({ size: 'LETTER', margin: 0 });
      drawPage(doc, claim, claim.lines.slice(page * serviceLinesPerPage, (page + 1) * serviceLinesPerPage), page === pages - 1, now);
    }
  });
}

function put(doc: Pdf, field: GridField, value: string | null | undefined) {
  if (!value) return;
  const text = value.toUpperCase().slice(0, field.width);
  doc.text(text, (field.column - 1) * cellWidth, (field.line - 1) * cellHeight + 2, { lineBreak: false, characterSpacing: cellWidth - 6 });
}

const lastFirst = (first: string, last: string) => `${last}, ${first}`;
const cityStateZip = (a: { city?: string; region?: string; postal_code?: string } | null | undefined) =>
  a ? `${a.city ?? ''} ${a.region ?? ''} ${a.postal_code ?? ''}`.replace(/\s+/g, ' ').trim() : '';

function drawPage(doc: Pdf, claim: ClaimInput, lines: ClaimInput['lines'], last: boolean, now: Date) {
  const { client, insurance, provider, practice } = claim;
  doc.font('Courier').fontSize(10).fillColor('#000000');
  put(doc, box.payerName, insurance.payerName);
  put(doc, box.box1GroupHealthPlan, 'X');
  put(doc, box.box1aInsuredId, insurance.memberId);
  put(doc, box.box2PatientName, lastFirst(client.firstName, client.lastName));
  if (client.dateOfBirth) {
    put(doc, box.box3BirthMonth, client.dateOfBirth.slice(5, 7));
    put(doc, box.box3BirthDay, client.dateOfBirth.slice(8, 10));
    put(doc, box.box3BirthYear, client.dateOfBirth.slice(0, 4));
  }
  const self = insurance.subscriberRelationship === 'self';
  put(doc, box.box4InsuredName, self ? lastFirst(client.firstName, client.lastName) : insurance.subscriberName);
  put(doc, box.box5Street, client.address?.line1);
  put(doc, box.box5City, client.address?.city);
  put(doc, box.box5State, client.address?.region);
  put(doc, box.box5Zip, client.address?.postal_code);
  put(doc, relationshipBox[patientRelationship(insurance.subscriberRelationship)], 'X');
  if (self) {
    put(doc, box.box7Street, client.address?.line1);
    put(doc, box.box7City, client.address?.city);
    put(doc, box.box7State, client.address?.region);
    put(doc, box.box7Zip, client.address?.postal_code);
  }
  put(doc, box.box11GroupNumber, insurance.groupNumber);
  put(doc, box.box10aNo, 'X');
  put(doc, box.box10bNo, 'X');
  put(doc, box.box10cNo, 'X');
  put(doc, box.box11dNo, 'X');
  put(doc, box.box12Signature, 'SIGNATURE ON FILE');
  put(doc, box.box13Signature, 'SIGNATURE ON FILE');
  put(doc, box.box21IcdIndicator, '0');
  // NUCC: diagnosis codes without the decimal point.
  claim.diagnoses.forEach((code, i) => put(doc, diagnosisField(i), code.replace('.', '')));

  lines.forEach((line, i) => {
    const at = serviceLineFields(i + 1);
    const c = line.charge;
    const [yyyy, mm, dd] = c.serviceDate.split('-') as [string, string, string];
    for (const [m, d, y] of [
      [at.fromMonth, at.fromDay, at.fromYear],
      [at.toMonth, at.toDay, at.toYear],
    ] as const) {
      put(doc, m, mm);
      put(doc, d, dd);
      put(doc, y, yyyy.slice(2));
    }
    put(doc, at.placeOfService, c.placeOfService ?? '11');
    put(doc, at.cpt, c.serviceCode);
    put(doc, at.modifiers, c.modifiers.join(' '));
    put(doc, at.pointers, line.pointers.map((p) => String.fromCharCode(64 + p)).join(''));
    put(doc, at.charges, formMoney(c.amountCents));
    put(doc, at.units, String(c.units));
    put(doc, at.renderingNpi, provider.npi);
  });

  put(doc, box.box25TaxId, practice.taxId?.replace('-', ''));
  put(doc, box.box25Ein, 'X');
  put(doc, box.box26AccountNo, client.id.replace(/-/g, '').slice(0, 14));
  put(doc, box.box27AcceptYes, 'X');
  if (last) {
    put(doc, box.box28TotalCharge, formMoney(claim.lines.reduce((sum, l) => sum + l.charge.amountCents, 0)));
    put(doc, box.box29AmountPaid, formMoney(claim.lines.reduce((sum, l) => sum + l.paidCents, 0)));
  } else {
    put(doc, box.box28TotalCharge, 'CONTINUE');
  }
  put(doc, box.box33Phone, practice.phone);
  const office = claim.lines.some((l) => l.charge.placeOfService === '11' || l.charge.placeOfService === null);
  if (office) {
    put(doc, box.box32Name, practice.name);
    put(doc, box.box32Street, practice.address?.line1);
    put(doc, box.box32CityStateZip, cityStateZip(practice.address));
    put(doc, box.box32aNpi, practice.npi);
  }
  put(doc, box.box33Name, practice.name);
  put(doc, box.box33Street, practice.address?.line1);
  put(doc, box.box33CityStateZip, cityStateZip(practice.address));
  put(doc, box.box33aNpi, practice.npi);
  put(doc, box.box31Signature, [provider.name, provider.credentials].filter(Boolean).join(' '));
  const today = dateInZone(now, practice.timeZone);
  put(doc, box.box31Date, `${pad(today.month)} ${pad(today.day)} ${String(today.year).slice(2)}`);
}

const pad = (n: number) => String(n).padStart(2, '0');
