/**
 * One spelling for risk matching: lower case, straight quotes, contractions written out
 * ("wouldn't" → "would not"), clinical acronyms spelled ("SI" → "suicidal ideation"). Acronyms are
 * read in capitals only, so "si" in Spanish or a name is left alone.
 */
const acronyms: [RegExp, string][] = [
  [/\bSI\s*\/\s*HI\b/g, 'suicidal ideation, homicidal ideation'],
  [/\bHI\s*\/\s*SI\b/g, 'homicidal ideation, suicidal ideation'],
  [/\bS\.?I\.?(?=[\s,.;:/)]|$)/g, 'suicidal ideation'],
  [/\bH\.?I\.?(?=[\s,.;:/)]|$)/g, 'homicidal ideation'],
  [/\bNSSI\b/g, 'self-harm'],
  [/\bSIB\b/g, 'self-harm'],
  [/\bS\/?H\b(?= (?:urges|behaviou?rs?|history|thoughts))/g, 'self-harm'],
  [/\b(?:DV|IPV)\b/g, 'domestic violence'],
  [/\bAVH\b/g, 'hallucinations'],
  [/\bOD(?:'?d|ed)\b/g, 'overdosed'],
  [/\bOD\b/g, 'overdose'],
];

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
  for (const [re, to] of acronyms) s = s.replace(re, to);
  s = s.toLowerCase();
  for (const [re, to] of contractions) s = s.replace(re, to);
  return s.replace(/\s+/g, ' ').trim();
}
