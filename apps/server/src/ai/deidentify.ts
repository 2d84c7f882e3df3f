import { escapeRegExp } from './text';

const months = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const datePatterns = [
  /\b\d{4}-\d{1,2}-\d{1,2}\b/g,
  /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g,
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${months})\\.?(?:,?\\s+\\d{4})?\\b`, 'gi'),
  new RegExp(`\\b(?:${months})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`, 'gi'),
];
const email = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const phone = /(?:\+\d{1,3}[\s-]?)?(?:\(\d{2,4}\)[\s-]?)?\d{2,4}(?:[\s.-]\d{2,4}){1,3}\b/g;

export interface DeidentifyOptions {
  /** The user's chosen replacements, e.g. Maya → "Client A". */
  pseudonyms: { original: string; replacement: string }[];
  /** Each client's names (full, first, last, preferred): any left unmapped become [name]. */
  clientNames: string[][];
}

/** A pseudonym chosen for one of a client's names stands for the others too ("Sam Lee" → Alex makes "Sam" Alex). */
function withClientVariants(pseudonyms: DeidentifyOptions['pseudonyms'], clientNames: string[][]): DeidentifyOptions['pseudonyms'] {
  const chosen = new Set(pseudonyms.map((p) => p.original.toLowerCase()));
  const extra: DeidentifyOptions['pseudonyms'] = [];
  for (const { original, replacement } of pseudonyms) {
    const variants = clientNames.find((names) => names.some((n) => n.toLowerCase() === original.toLowerCase())) ?? [];
    for (const variant of variants) {
      if (chosen.has(variant.toLowerCase())) continue;
      chosen.add(variant.toLowerCase());
      extra.push({ original: variant, replacement });
    }
  }
  return [...pseudonyms, ...extra];
}

/**
 * Replaces names, dates and contact details before a vault entry is stored. The user's own
 * pseudonyms win; names they did not map, and every date, e-mail and phone number, are masked.
 */
export function deidentify(text: string, options: DeidentifyOptions): string {
  // Contact details and dates first, so a name inside an address is masked with the address.
  let out = text.replace(email, '[email]');
  for (const pattern of datePatterns) out = out.replace(pattern, '[date]');
  out = out.replace(phone, (match) => (match.replace(/\D/g, '').length >= 7 ? '[phone]' : match));
  const byLength = withClientVariants(options.pseudonyms, options.clientNames).sort((a, b) => b.original.length - a.original.length);
  for (const { original, replacement } of byLength) out = out.replace(new RegExp(`\\b${escapeRegExp(original)}\\b`, 'gi'), replacement);
  const names = [...new Set(options.clientNames.flat().filter((n) => n.trim().length > 1))].sort((a, b) => b.length - a.length);
  for (const name of names) out = out.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gi'), '[name]');
  return out;
}
