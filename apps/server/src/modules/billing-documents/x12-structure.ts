/*
 * A structural check of an 837P (ASC X12 005010X222A1) interchange, as a clearinghouse's first
 * pass would do it: envelope control numbers and counts, the HL hierarchy, and each claim's total
 * against its service lines. Pure, so the server's tests and the browser journey share it.
 * Segments end with "~" and elements are separated by "*" (as build837P writes them).
 */

/** The interchange as segments of elements. */
export const parseX12 = (file: string): string[][] =>
  file
    .split('~')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split('*'));

/** An X12 amount ("170", "130.5") in cents, without adding floating-point dollars. */
export const x12Cents = (amount: string): number => Math.round(Number(amount) * 100);

export interface X12Claim {
  clm: string[];
  /** The claim's HI elements (diagnosis codes such as "ABK:F411"). */
  hi: string[];
  lx: number[];
  sv1: string[][];
}

/** Each CLM with the LX, SV1 and HI segments that follow it up to the next claim. */
export function x12Claims(segments: string[][]): X12Claim[] {
  const claims: X12Claim[] = [];
  for (const s of segments) {
    if (s[0] === 'CLM') claims.push({ clm: s, hi: [], lx: [], sv1: [] });
    const claim = claims.at(-1);
    if (!claim) continue;
    if (s[0] === 'SV1') claim.sv1.push(s);
    else if (s[0] === 'LX') claim.lx.push(Number(s[1]));
    else if (s[0] === 'HI') claim.hi = s.slice(1);
  }
  return claims;
}

/** What is structurally wrong with the interchange; empty when it is sound. */
export function x12StructureProblems(file: string): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const segments = parseX12(file);
  const ids = segments.map((s) => s[0]);
  const isa = segments[0];
  const iea = segments.at(-1);
  if (!isa || isa[0] !== 'ISA' || !iea || iea[0] !== 'IEA') return ['the interchange must start with ISA and end with IEA'];
  // ISA is fixed-width: 106 characters with its terminator, 16 elements after the id.
  check(file.trimStart().indexOf('~') + 1 === 106, 'ISA must be 106 characters long');
  check(isa.length === 17, 'ISA must have 16 elements');
  check(isa[13] === iea[2], 'ISA13 and IEA02 must be the same control number');
  check(Number(iea[1]) === ids.filter((id) => id === 'GS').length, 'IEA01 must count the functional groups');

  segments.forEach((gs, g) => {
    if (gs[0] !== 'GS') return;
    const geAt = ids.indexOf('GE', g);
    if (geAt < 0) return problems.push(`GS ${gs[6]} has no GE`);
    check(gs[8] === '005010X222A1', 'GS08 must be 005010X222A1');
    check(gs[6] === segments[geAt]![2], 'GS06 and GE02 must be the same control number');
    check(Number(segments[geAt]![1]) === ids.slice(g, geAt).filter((id) => id === 'ST').length, 'GE01 must count the transaction sets');
  });

  segments.forEach((st, start) => {
    if (st[0] !== 'ST') return;
    const end = ids.indexOf('SE', start);
    if (end < 0) return problems.push(`ST ${st[2]} has no SE`);
    const se = segments[end]!;
    check(st[2] === se[2], 'ST02 and SE02 must be the same control number');
    check(Number(se[1]) === end - start + 1, `SE01 must count the ${end - start + 1} segments from ST to SE`);
    const transaction = segments.slice(start, end + 1);

    // HL: numbered 1.. in order; the first is the billing provider (20); a subscriber (22) hangs
    // from a billing provider, a patient (23) from a subscriber.
    const hls = transaction.filter((s) => s[0] === 'HL');
    const levels = new Map<string, string>();
    hls.forEach((hl, i) => {
      check(Number(hl[1]) === i + 1, `HL ${hl[1]} must be numbered ${i + 1}`);
      const parent = hl[2] ? levels.get(hl[2]) : undefined;
      if (hl[3] === '20') check(!hl[2], `HL ${hl[1]} (billing provider) must have no parent`);
      else if (hl[3] === '22') check(parent === '20', `HL ${hl[1]} (subscriber) must hang from a billing provider HL`);
      else if (hl[3] === '23') check(parent === '22', `HL ${hl[1]} (patient) must hang from a subscriber HL`);
      else problems.push(`HL ${hl[1]} has an unknown level ${hl[3]}`);
      levels.set(hl[1]!, hl[3]!);
    });
    check(hls[0]?.[3] === '20', 'the first HL must be the billing provider (20)');

    // Each claim: its total is the sum of its lines, lines numbered 1.., and at least one diagnosis.
    for (const claim of x12Claims(transaction)) {
      const id = claim.clm[1];
      check(claim.sv1.length > 0, `claim ${id} has no service line`);
      check(x12Cents(claim.clm[2]!) === claim.sv1.reduce((sum, s) => sum + x12Cents(s[2]!), 0), `CLM02 of claim ${id} must equal its SV1 amounts`);
      check(claim.lx.length === claim.sv1.length && claim.lx.every((n, i) => n === i + 1), `LX of claim ${id} must be numbered 1..`);
      check(claim.hi.length > 0, `claim ${id} has no diagnosis (HI)`);
    }
  });
  return problems;
}
