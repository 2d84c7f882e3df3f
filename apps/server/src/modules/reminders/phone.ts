/**
 * A stored phone number as a text's destination in E.164 (+15551234567), or null when it cannot
 * be one. Numbers written with a leading + keep their country code; ten digits without one are
 * taken as North American (+1), the practices this is built for.
 */
export function smsNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** The digits a client's stored phone may have for this sender: with and without North America's leading 1. */
export function phoneDigitVariants(from: string): string[] {
  const digits = from.replace(/\D/g, '');
  if (digits.length < 7) return [];
  return digits.length === 11 && digits.startsWith('1') ? [digits, digits.slice(1)] : [digits];
}
