/**
 * Whether a National Provider Identifier is well formed: 10 digits whose last is the Luhn check
 * digit of the first nine prefixed with the card-issuer code 80840 (CMS's NPI check-digit rule).
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value.slice(0, 9)}`;
  let sum = 0;
  // Luhn from the right of the payload: every other digit, starting with the rightmost, is doubled.
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}
