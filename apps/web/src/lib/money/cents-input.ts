import { z } from 'zod';

/**
 * Money typed by a person ("12.50", "$1,200", "7.5") read into integer cents by string
 * arithmetic, so no amount ever passes through a binary fraction. Null when unreadable or
 * with more than two decimals.
 */
export function parseCents(input: string): number | null {
  const text = input
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,9})?(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || (!match[1] && !match[2])) return null;
  const dollars = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(dollars) * 100 + Number(fraction);
}

/** Cents as an input shows them: "12.50", no currency sign or grouping. */
export function centsToInput(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A form's money field: the typed text, read into cents, with the field's own message. */
export const centsField = (label: string, { allowZero = false } = {}) =>
  z.string().transform((text, ctx) => {
    const cents = parseCents(text);
    if (cents === null) ctx.addIssue({ code: 'custom', message: `${label} must be an amount such as 12.50` });
    else if (!allowZero && cents === 0) ctx.addIssue({ code: 'custom', message: `${label} must be more than zero` });
    return cents ?? 0;
  });
