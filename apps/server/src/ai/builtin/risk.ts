/**
 * Risk language with negation: "denies SI/HI" is not a positive, "not sure whether she is
 * suicidal" is. When in doubt the finding counts as positive — a missed risk costs more than a
 * question the clinician answers in a second.
 */
export type RiskCategory = 'suicidal_ideation' | 'self_harm' | 'homicidal_ideation' | 'abuse_or_violence';

export interface RiskFinding {
  category: RiskCategory;
  phrase: string;
  sentence: string;
  negated: boolean;
  /** Plan, intent, means or a timeline in the same clause. */
  acute: boolean;
}

const patterns: { category: RiskCategory; regex: RegExp }[] = [
  // Acronyms only in capitals, so "si" inside Spanish or names does not match.
  { category: 'suicidal_ideation', regex: /\bSI\b/g },
  {
    category: 'suicidal_ideation',
    regex: /\b(suicid(?:al|e)(?: ideation| thoughts| attempts?)?|kill(?:ing)? (?:my|him|her|them)sel(?:f|ves)|end(?:ing)? (?:my|his|her|their) (?:own )?life|take (?:my|his|her|their) (?:own )?life|(?:want(?:s|ed)?|wish(?:es|ed)?) (?:to|they were|she was|he was|i was) (?:die|dead)|better off dead|no reason to live|(?:passive |recurrent )?thoughts of (?:death|dying|suicide|ending (?:it|(?:my|his|her|their) life))|(?:passive )?death wish|not want to be alive|doesn'?t want to be alive)\b/gi,
  },
  { category: 'self_harm', regex: /\b(self[- ]harm(?:ing)?|NSSI|cutting|cut (?:my|him|her|them)sel(?:f|ves)|burn(?:ed|ing)? (?:my|him|her|them)sel(?:f|ves)|overdos(?:e|ed|ing))\b/gi },
  { category: 'homicidal_ideation', regex: /\bHI\b/g },
  {
    category: 'homicidal_ideation',
    regex: /\b(homicidal(?: ideation| thoughts)?|kill(?:ing)? (?:him|her|them|someone|somebody|(?:my|his|her|their) \w+)|hurt(?:ing)? (?:someone|somebody|others|other people)|harm(?:ing)? (?:others|someone|other people))\b/gi,
  },
  { category: 'abuse_or_violence', regex: /\b(abus(?:e|ed|ing|ive)|domestic violence|(?:hits|hit|hitting|beats|beat) (?:me|her|him|them)|unsafe at home|threatened to (?:hurt|kill))\b/gi },
];

const negationCue = /\b(denie[sd]|deny(?:ing)?|no|not|never|without|negative for|absence of|nor|free of|rule[sd]? out)\b|n't\b/i;
const trailingNegation = /^\W*(?:is |was |were )?(denied|none|negative|absent|not present|not reported)\b/i;
// Negation words that do not negate: uncertainty or a refusal to deny counts as positive.
const pseudoNegation = /\b(not sure|not certain|unsure|unclear|can(?:no|')t rule out|could not rule out|not den(?:y|ied|ying)|(?:did|does)(?:n't| not) deny|no longer den(?:ies|y)|not able to contract for safety|not safe)\b/i;
const acuteCue = /\b(plan(?:s|ned)?|intent(?:ion)?|means|access to|gun|firearm|weapon|pills|rope|bridge|tonight|this week|note|rehears(?:al|ed)|attempt(?:ed)?)\b/i;

/** Clauses end at sentence punctuation or a contrast ("but", "however"), which also ends a negation's reach. */
function clauses(sentence: string): string[] {
  return sentence.split(/;|,?\s+\b(?:but|however|although|though|yet)\b\s*/i).filter((c) => c.trim().length > 0);
}

export function detectRisk(sentences: string[]): RiskFinding[] {
  const findings: RiskFinding[] = [];
  for (const sentence of sentences) {
    for (const clause of clauses(sentence)) {
      for (const { category, regex } of patterns) {
        for (const match of clause.matchAll(regex)) {
          const before = clause.slice(0, match.index).split(/\s+/).slice(-6).join(' ');
          const after = clause.slice((match.index ?? 0) + match[0].length);
          const pseudo = pseudoNegation.test(clause);
          const negated = !pseudo && (negationCue.test(before) || trailingNegation.test(after));
          findings.push({ category, phrase: match[0], sentence, negated, acute: !negated && acuteCue.test(clause) });
        }
      }
    }
  }
  return findings;
}

export const positiveFindings = (findings: RiskFinding[]) => findings.filter((f) => !f.negated);

export const riskCategoryLabels: Record<RiskCategory, string> = {
  suicidal_ideation: 'suicidal ideation',
  self_harm: 'self-harm',
  homicidal_ideation: 'homicidal ideation',
  abuse_or_violence: 'abuse or violence',
};
