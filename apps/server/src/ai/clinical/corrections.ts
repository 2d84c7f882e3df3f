/**
 * Self-corrections said aloud: "on Monday, no wait, it was Tuesday", "her brother — sorry, I mean
 * her sister", "34, scratch that, 43". The correction replaces the words it corrects — the last
 * words before the marker of the same kind (a day, a number, a name, "her sister" for "her
 * brother") — and the retracted words are listed as left out. When what it corrects cannot be
 * told, the sentence stays as dictated, correction and all: the reader still sees it corrected.
 */
const correctionMarker =
  /,?\s*(?:—|–|--|\s-)?\s*\b(?:no,? wait|wait,? no|no,? sorry|sorry,? (?:I mean|I meant|no)|sorry(?=,)|I mean(?=,? (?:it was|it's|her|his|their|the|a|on|in|at|\d|[A-Z]))|I meant|scratch that|strike that|correction|actually,? no|no,? actually|or rather|make that|let me correct (?:that|myself))\b[,:]?\s*/i;
const correctionLead = /^(?:it was|it's|it is|that was|that's|I mean|I meant|make that|should be|was|on|it was actually|actually)\s+/i;

const weekday = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday|tonight|morning|afternoon|evening|weekend)$/i;
const month = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;
const numberWord =
  /^(?:\d[\d.,:/]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a couple|a few|half|several)$/i;
const personNoun =
  /^(?:mom|mother|dad|father|brother|sister|son|daughter|husband|wife|partner|boyfriend|girlfriend|aunt|uncle|cousin|grandmother|grandfather|grandma|grandpa|friend|boss|coworker|roommate|stepfather|stepmother|stepdad|stepmom|niece|nephew|teacher|therapist|psychiatrist|doctor|ex)$/i;

type Shape = 'day' | 'month' | 'number' | 'person' | 'name' | 'word';
function shapeOf(word: string, capitalisedInside: boolean): Shape {
  const w = word.replace(/[,.;:!?'’s]+$/, '');
  if (weekday.test(w)) return 'day';
  if (month.test(w)) return 'month';
  if (numberWord.test(w)) return 'number';
  if (personNoun.test(w)) return 'person';
  if (capitalisedInside && /^[A-Z][a-z]+$/.test(w)) return 'name';
  return 'word';
}

export function selfCorrections(sentence: string): { kept: string; dropped: string[] } {
  const dropped: string[] = [];
  let text = sentence;
  for (let guard = 0; guard < 4; guard += 1) {
    const m = correctionMarker.exec(text);
    if (!m || m.index === 0) break;
    const before = text.slice(0, m.index);
    const afterAll = text.slice(m.index + m[0].length);
    // The correction runs to the next comma or the end of the sentence.
    const end = afterAll.search(/,\s|[.;!?](?:\s|$)|\s(?:and|but|so|because)\s/);
    const correction = (end < 0 ? afterAll : afterAll.slice(0, end)).trim();
    const rest = end < 0 ? '' : afterAll.slice(end);
    const core = correction
      .replace(correctionLead, '')
      .replace(/[.!?]+$/, '')
      .trim();
    const coreWords = core.split(/\s+/).filter(Boolean);
    const beforeWords = before.trimEnd().split(/\s+/);
    if (coreWords.length === 0 || coreWords.length > 6) {
      // A whole clause restated ("she'd call her mom, scratch that, she'd text her mom"): it replaces the clause it restates.
      const clauseStart = Math.max(before.lastIndexOf(', '), before.lastIndexOf('; '));
      if (coreWords.length > 0 && /^(?:she|he|they|I|we|her|his|the client|[A-Z][a-z]+)\b/.test(core)) {
        dropped.push(before.slice(clauseStart + 1).trim());
        text = `${before.slice(0, clauseStart + 1)} ${correction}${rest}`.trim();
        continue;
      }
      break;
    }
    const headShape = shapeOf(coreWords.at(-1)!, true);
    if (headShape === 'word' && coreWords.length > 1) break;
    // The words it corrects: as many as the correction has, ending at a word of the same shape.
    let replaced = -1;
    for (let k = beforeWords.length - 1; k >= Math.max(0, beforeWords.length - 8); k -= 1) {
      const shape = shapeOf(beforeWords[k]!, k > 0);
      if (shape === headShape && (shape !== 'word' || k === beforeWords.length - 1)) {
        replaced = k;
        break;
      }
    }
    if (replaced < 0) break;
    const from = Math.max(0, replaced - (coreWords.length - 1));
    // A longer correction must line up with what it replaces ("her brother" / "her sister", "on Monday" / "on Tuesday").
    if (
      coreWords.length > 1 &&
      beforeWords[from]!.toLowerCase() !== coreWords[0]!.toLowerCase() &&
      shapeOf(beforeWords[from]!, from > 0) !== shapeOf(coreWords[0]!, true)
    )
      break;
    // "her brother" → "her sister": a determiner the correction repeats is part of what it replaces.
    const old = beforeWords.slice(from, replaced + 1).join(' ');
    const trailing = beforeWords.slice(replaced + 1).join(' ');
    dropped.push(`${old.replace(/[,;]+$/, '')} (corrected to ${core})`);
    const kept = [...beforeWords.slice(0, from), core, trailing].filter(Boolean).join(' ');
    // "Her brother, sorry, I mean her sister, called": the commas that set the correction off go with it.
    const tail = m[0].startsWith(',') && /^,\s+(?!and\b|but\b|so\b|then\b|which\b|who\b)[a-z]/.test(rest) ? rest.slice(1) : rest;
    text = `${kept}${tail}`;
  }
  return { kept: text.trim(), dropped };
}
