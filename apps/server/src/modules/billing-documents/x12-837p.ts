import type { ClaimInput, ClaimLine } from './claim-input';
import { groupBy } from './billable-charges';
import { withPointers } from './claim-input';
import { patientRelationship, x12RelationshipCodes } from './patient-relationship';

/*
 * An 837P (ASC X12 005010X222A1) interchange: one ISA/GS/ST per batch, the billing provider
 * (the practice, type 2 NPI) as the one 2000A HL, a 2000B subscriber HL per client (with a 2000C
 * patient HL when the client is not the subscriber), and one 2300 claim per client per date of
 * service — a visit is what a payer adjudicates, so one denied visit does not hold up the rest.
 * Segments end with "~", elements are separated by "*", components by ":".
 */

export interface InterchangeParties {
  controlNumber: number;
  /** YYYYMMDD and HHMM in the practice's zone. */
  date: string;
  time: string;
  senderId: string;
  receiverId: string;
  receiverName: string;
}

/** X12 text: capitals, no delimiter characters. */
const x = (value: string | null | undefined) =>
  (value ?? '')
    .toUpperCase()
    .replace(/[*~:^]/g, ' ')
    .trim();
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
/** Dollars without needless zeros: 17000 → "170", 12550 → "125.5". */
export const x12Amount = (cents: number) => `${Math.trunc(cents / 100)}${cents % 100 ? `.${String(cents % 100).padStart(2, '0')}`.replace(/0$/, '') : ''}`;
const fixed = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');

export function build837P(parties: InterchangeParties, claims: ClaimInput[]): string {
  const practice = claims[0]!.practice;
  const control = String(parties.controlNumber).padStart(9, '0');
  const segments: string[] = [];
  let claimSeq = 0;
  const seg = (...elements: (string | number)[]) => {
    // Trailing empty elements are dropped, as X12 requires.
    while (elements.length > 1 && elements.at(-1) === '') elements.pop();
    segments.push(elements.join('*'));
  };

  const isa = [
    'ISA',
    '00',
    fixed('', 10),
    '00',
    fixed('', 10),
    'ZZ',
    fixed(x(parties.senderId), 15),
    'ZZ',
    fixed(x(parties.receiverId), 15),
    parties.date.slice(2),
    parties.time,
    '^',
    '00501',
    control,
    '0',
    'P',
    ':',
  ].join('*');
  seg('GS', 'HC', x(parties.senderId), x(parties.receiverId), parties.date, parties.time, parties.controlNumber, 'X', '005010X222A1');
  const stStart = segments.length;
  seg('ST', '837', '0001', '005010X222A1');
  seg('BHT', '0019', '00', control, parties.date, parties.time, 'CH');
  // 1000A submitter and 1000B receiver.
  seg('NM1', '41', '2', x(practice.name), '', '', '', '', '46', digits(practice.taxId));
  seg('PER', 'IC', x(practice.name), 'TE', digits(practice.phone) || '0000000000');
  seg('NM1', '40', '2', x(parties.receiverName), '', '', '', '', '46', x(parties.receiverId));
  // 2000A billing provider.
  let hl = 1;
  const billingHl = hl;
  seg('HL', billingHl, '', '20', '1');
  seg('NM1', '85', '2', x(practice.name), '', '', '', '', 'XX', digits(practice.npi));
  seg('N3', x(practice.address?.line1));
  seg('N4', x(practice.address?.city), x(practice.address?.region), digits(practice.address?.postal_code));
  seg('REF', 'EI', digits(practice.taxId));

  for (const claim of claims) {
    const { client, insurance } = claim;
    const self = insurance.subscriberRelationship === 'self';
    const subscriberHl = ++hl;
    // 2000B subscriber: HL04 says whether a 2000C patient level follows.
    seg('HL', subscriberHl, billingHl, '22', self ? '0' : '1');
    seg('SBR', 'P', self ? '18' : '', x(insurance.groupNumber), '', '', '', '', '', 'CI');
    const [subLast, subFirst] = self ? [client.lastName, client.firstName] : splitName(insurance.subscriberName ?? '');
    seg('NM1', 'IL', '1', x(subLast), x(subFirst), '', '', '', 'MI', x(insurance.memberId));
    if (self) {
      seg('N3', x(client.address?.line1));
      seg('N4', x(client.address?.city), x(client.address?.region), digits(client.address?.postal_code));
      seg('DMG', 'D8', digits(client.dateOfBirth), 'U');
    } else if (insurance.subscriberDateOfBirth) {
      seg('DMG', 'D8', digits(insurance.subscriberDateOfBirth), 'U');
    }
    seg('NM1', 'PR', '2', x(insurance.payerName), '', '', '', '', 'PI', x(insurance.payerId));
    if (!self) {
      seg('HL', ++hl, subscriberHl, '23', '0');
      seg('PAT', x12RelationshipCodes[patientRelationship(insurance.subscriberRelationship)]);
      seg('NM1', 'QC', '1', x(client.lastName), x(client.firstName));
      seg('N3', x(client.address?.line1));
      seg('N4', x(client.address?.city), x(client.address?.region), digits(client.address?.postal_code));
      seg('DMG', 'D8', digits(client.dateOfBirth), 'U');
    }
    for (const visit of groupBy(claim.lines, (l) => l.charge.serviceDate)) claimSegments(seg, claim, visit);
  }
  seg('SE', segments.length - stStart + 1, '0001');
  seg('GE', 1, parties.controlNumber);
  seg('IEA', 1, control);
  return [isa, ...segments].map((s) => `${s}~`).join('');

  function claimSegments(add: typeof seg, claim: ClaimInput, visit: ClaimLine[]) {
    const { provider } = claim;
    // Pointers are renumbered within this visit's claim (HI holds only its own diagnoses).
    const { diagnoses, lines } = withPointers(visit, claim.diagnoses);
    const total = lines.reduce((sum, l) => sum + l.charge.amountCents, 0);
    const pos = lines[0]!.charge.placeOfService ?? '11';
    // CLM01 (patient control number, echoed back on the remittance): the batch's control number and
    // the claim's place in it, unique even for one client's two clinicians on one day.
    add('CLM', `${parties.controlNumber}-${++claimSeq}`, x12Amount(total), '', '', `${pos}:B:1`, 'Y', 'A', 'Y', 'Y');
    add('HI', ...diagnoses.map((code, i) => `${i === 0 ? 'ABK' : 'ABF'}:${code.replace('.', '')}`));
    add('NM1', '82', '1', ...splitName(provider.name), '', '', '', 'XX', digits(provider.npi));
    if (provider.taxonomyCode) add('PRV', 'PE', 'PXC', provider.taxonomyCode);
    lines.forEach((line, i) => {
      const c = line.charge;
      add('LX', i + 1);
      add(
        'SV1',
        ['HC', c.serviceCode!, ...c.modifiers].join(':'),
        x12Amount(c.amountCents),
        'UN',
        c.units,
        c.placeOfService ?? '',
        '',
        line.pointers.join(':'),
      );
      add('DTP', '472', 'D8', digits(c.serviceDate));
    });
  }
}

/** "Dr Alice Moreno" → ["MORENO", "ALICE"]; "Lee, Sam" → ["LEE", "SAM"]. */
function splitName(name: string): [string, string] {
  if (name.includes(',')) {
    const [last, first] = name.split(',', 2);
    return [x(last), x(first)];
  }
  const parts = name
    .replace(/^(dr|mr|mrs|ms|mx)\.?\s+/i, '')
    .trim()
    .split(/\s+/);
  const last = parts.pop() ?? '';
  return [x(last), x(parts.join(' '))];
}
