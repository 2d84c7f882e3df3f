/**
 * One spelling for risk matching: lower case, straight quotes, contractions written out
 * ("wouldn't" → "would not"), clinical acronyms spelled ("SI" → "suicidal ideation"). Acronyms are
 * read in capitals only, so "si" in Spanish or a name is left alone.
 */
const acronyms: [RegExp, string][] = [
  [/\bSI\s*\/\s*HI\b/g, 'suicidal ideation, homicidal ideation'],
  [/\bHI\s*\/\s*SI\b/g, 'homicidal ideation, suicidal ideation'],
  [/\bS\.?I\.?(?=[\s,.;:/)?!-]|$)/g, 'suicidal ideation'],
  [/\bH\.?I\.?(?=[\s,.;:/)?!-]|$)/g, 'homicidal ideation'],
  [/\bNSSI\b/g, 'self-harm'],
  [/\bSIB\b/g, 'self-harm'],
  [/\bS\/?H\b(?= (?:urges|behaviou?rs?|history|thoughts))|(?<=\/)SH\b/g, 'self-harm'],
  [/\b(?:DV|IPV)\b/g, 'domestic violence'],
  [/\bAVH\b/g, 'hallucinations'],
  [/\bOD(?:'?d|ed)\b/g, 'overdosed'],
  [/\bOD\b/g, 'overdose'],
];

/**
 * The name of a group, walk or organisation with "Suicide" in it ("Survivors of Suicide Loss",
 * "Out of the Darkness Suicide Walk", "Suicide Anonymous"): a run of capitalised words holding an
 * organisation's or event's noun. A support or advocacy group is not the client's risk; the name
 * is read as "the group". "Suicide Attempt" as a heading holds no such noun and stays risk.
 */
const capitalised = "[A-Z][\\w'&-]*";
const joiner = '(?:of|for|the|and|&|after|to|in)';
const namedWithSuicide = new RegExp(`(?:${capitalised}\\s+(?:${joiner}\\s+)*)*Suicide(?:\\s+(?:${joiner}\\s+)*${capitalised})*`, 'g');
const organisation =
  /\b(?:Group|Groups|Walk|Loss|Survivors?|Prevention|Awareness|Anonymous|Foundation|Alliance|Coalition|Network|Hotline|Lifeline|Line|Center|Centre|Society|Association|Project|Run|Ride|Vigil|Support|Bereavement|Council|Program|Month|Week|Day|Darkness|Institute|NAMI|AFSP)\b/;

const contractions: [RegExp, string][] = [
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'is not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(i|you|he|she|we|they|it)'d\b/g, '$1 would'],
  [/\b(he|she|it|that|there|what)'s\b/g, '$1 is'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
];

export function normaliseForRisk(sentence: string): string {
  let s = sentence.replace(/[’‘`]/g, "'").replace(/[“”]/g, '"');
  // A name is read before acronyms, whose capitals it would otherwise swallow; a sentence in
  // capitals throughout is a heading, not names.
  if (/[a-z]/.test(s)) s = s.replace(namedWithSuicide, (m) => (m.includes(' ') && organisation.test(m) ? 'the group' : m));
  for (const [re, to] of acronyms) s = s.replace(re, to);
  s = s.toLowerCase();
  for (const [re, to] of contractions) s = s.replace(re, to);
  s = s
    // "Non-suicidal self-injury" is self-harm; "non-suicidal" alone is a negation of suicidal.
    .replace(/\bnon-?suicidal self[- ]?injur(?:y|ies|ious)\b/g, 'self-harm')
    .replace(/\bnon-?suicidal\b/g, 'not suicidal')
    // "SI - denied", "HI — none": a label and its answer, not two clauses.
    .replace(/\s+[-—–]\s+(?=(?:denie[sd]|deny|none|no|negative|not|nil|absent)\b)/g, ': ');
  return s.replace(/\s+/g, ' ').trim();
}
