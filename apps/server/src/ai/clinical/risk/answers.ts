/**
 * The answer to a screening question, in the rest of the question's sentence ("I asked about SI;
 * she said no") or the next one ("Asked about SI. She denied."). A denial sets the question's risk
 * aside; a yes, or the client describing it, makes it a finding; anything else is no answer.
 */
export type Answer = 'yes' | 'no' | null;

const speaker =
  /^(?:(?:and|but|so|when asked|asked),? )?(?:(?:she|he|they|the client|client|pt|patient) )?(?:(?:said|says|answered|replied|responded|stated|reported|told me|shared|was clear|insisted)(?: that)?[, ]*)?/;
const no =
  /^(?:no\b(?! one\b| longer\b| matter\b)|nope\b|never\b|not really\b|not at all\b|none\b|nothing\b(?! (?:helps|works|matters)\b)|negative\b|absolutely not\b|definitely not\b|no way\b|not (?:since|in|for|any|lately|recently|currently|now)\b|den(?:ied|ies|y)\b|shook (?:her|his|their) head\b|(?:she|he|they|i) (?:has|have|had|does|did|is|are|was|would|will|do) not\b|(?:she|he|they) (?:denie[sd]|(?:is|are|feels?|felt) (?:fine|ok|okay|safe|good|alright|all right))\b)/;
const yes =
  /^(?:yes\b|yeah\b|yep\b|yup\b|sometimes\b|a little\b|a bit\b|kind of\b|sort of\b|occasionally\b|at times\b|a few times\b|once\b|twice\b|every (?:day|night)\b|most (?:days|nights)\b|daily\b|passive(?:ly)?\b|maybe\b|possibly\b|admitted\b|acknowledged\b|endorsed\b|nodded\b|(?:she|he|they|i) (?:(?:has|have|had)(?: been)? (?:having|had|some|them|it|that|those|thoughts|urges|a few|passive|thinking|thought|cut|burned)|(?:thinks?|thought|thinking|thinks) about (?:it|that|them|this|suicide|dying|killing|hurting|cutting|not waking)|wants?\b|wanted\b|wish(?:es|ed)?\b|cut\b|cuts\b|burned\b|burns\b|scratched\b|hurt (?:herself|himself|themselves)|(?:is|are) having\b|does sometimes\b|did\b|admitted\b|acknowledged\b|endorsed\b|nodded\b))/;

/** A yes or a no at the start of an answer, after its speaker ("she said …"). */
export function answerIn(text: string | undefined): Answer {
  if (!text) return null;
  const t = text.trim().replace(/^["'“]/, '');
  const rest = t.slice(speaker.exec(t)?.[0].length ?? 0).replace(/^["'“]/, '');
  if (/^(?:she|he|they|the client|client) (?:denie[sd]|shook)\b/.test(t) || no.test(rest)) return 'no';
  if (/^(?:she|he|they|the client|client) (?:admitted|acknowledged|endorsed|nodded)\b/.test(t) || yes.test(rest)) return 'yes';
  return null;
}

/**
 * The answer to a question asked at `from` in a normalised sentence: the first clause after it that
 * says yes or no ("I asked about SI, intent or plan; she denied all"), else the next sentence.
 */
export function answerTo(n: string, from: number, next: string | undefined): Answer {
  for (const clause of n
    .slice(from)
    .split(/[;:—?]|\s-\s|,\s|\band\b|\.\s/)
    .slice(1)) {
    const answer = answerIn(clause);
    if (answer) return answer;
  }
  return answerIn(next);
}
