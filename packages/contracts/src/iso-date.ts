import { z } from 'zod';

/**
 * The years a calendar date in a request may name. "0000-01-01" is a valid ISO string but no
 * PostgreSQL date (there is no year 0), and far years overflow what Temporal and the database
 * hold; no date of birth, visit or filter in a practice falls outside these.
 */
export const dateYears = { min: 1900, max: 2200 } as const;

/** The year of a YYYY-MM… value is in range; a value of another shape is left to its format message. */
function yearInRange(value: string): boolean {
  if (!/^\d{4}-/.test(value)) return true;
  const year = Number(value.slice(0, 4));
  return year >= dateYears.min && year <= dateYears.max;
}
const yearMessage = `Year must be between ${dateYears.min} and ${dateYears.max}`;

/** A calendar date YYYY-MM-DD in a request, its year within dateYears. */
export function isoDate(formatMessage: string) {
  return z.iso.date(formatMessage).refine(yearInRange, yearMessage);
}

/** A month YYYY-MM in a request, its year within dateYears. */
export function isoMonth(formatMessage: string) {
  return z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, formatMessage)
    .refine(yearInRange, yearMessage);
}
