import type { ProviderReflectionDocument } from '@tend/contracts/note-documents.contract';
import type { NoteLine } from './compose';
import { screenRisk } from './risk/screen';

/**
 * The documents other than the clinical note, each for its own reader (product description,
 * "documents"): the quick note is a short summary that always carries risk and what was done
 * about it; the provider reflection is about the clinician's own process, never a list of the
 * client's findings.
 */

/** What was done about risk, in any account: the sentences a quick note may never leave out. */
const safetyAction =
  /\b(?:safety plan|crisis line|988|911|emergency (?:services|room|department|evaluation)|\bER\b|\bED\b|mobile crisis|hospitali[sz]|inpatient|mandated report|CPS|APS|child protective|adult protective|duty to (?:warn|protect)|tarasoff|warned|means restriction|lethal means|consult(?:ed|ation) with|notified)\b/i;

const quickNoteSentences = 8;

/** The quick note: the risk and safety lines first in importance, then one line of each kind, in the order said. */
export function quickNoteLines(lines: NoteLine[]): string[] {
  const risky = new Set<NoteLine>();
  const bySource = new Map<string, boolean>();
  for (const line of lines) {
    let found = bySource.get(line.source);
    if (found === undefined) {
      found = screenRisk([line.source]).findings.length > 0;
      bySource.set(line.source, found);
    }
    if (found || safetyAction.test(line.text)) risky.add(line);
  }
  const chosen = new Set<NoteLine>([...risky].slice(0, quickNoteSentences - 2));
  const order: NoteLine['facet'][] = ['report', 'assessment', 'plan', 'intervention', 'measure', 'observation', 'response', 'goal', 'history'];
  for (const facet of order) {
    if (chosen.size >= quickNoteSentences) break;
    const first = lines.find((l) => l.facet === facet && !chosen.has(l));
    if (first) chosen.add(first);
  }
  return lines.filter((l) => chosen.has(l)).map((l) => l.text);
}

const worked =
  /\b(?:helpful|helped|it worked|worked well|engaged|was able to|were able to|calmer|lighter|relieved|dropped|came down|went down|landed|connected|opened up|receptive|laughed|smiled|made sense|clicked|liked it|found it useful|breakthrough|insight)\b/i;
const struggled =
  /\b(?:did not land|didn't land|fell flat|struggled|stuck|resist\w*|pushed back|shut down|hesitant|frustrat\w*|avoid\w*|overwhelm\w*|too much|too fast|did not work|didn't work|hard for (?:her|him|them)|difficult for (?:her|him|them)|disengaged|checked out|went quiet)\b/i;
/** The clinician about themself: "I felt pulled to rescue", "I noticed myself rushing", "I should have slowed down". */
const ownReaction =
  /^(?:Clinician (?:felt|noticed (?:the clinician|herself|himself|themself)|was (?:aware|frustrated|moved|anxious|pulled|tired|distracted|impatient|touched|worried))|Clinician's (?:own|reaction)|countertransference)\b|\bcountertransference\b/i;
const ownChange =
  /^(?:Clinician (?:should|could|would like to|wants to|will try|might|needs to|plans to try|will slow|will be)|Next time,? (?:the )?clinician\b)|\b(?:next time,? (?:the )?clinician|clinician should have|clinician could have|clinician will try)\b/i;

const clinicianActs =
  /^(?:(?:In session|Today|Then|Next|First|After that|Later),? )?(?:the )?[Cc]linician(?: and (?:client|the couple|the family|the group))?\s+(?=[a-z])/;

/** The provider reflection: what the clinician tried and how it landed, their reactions, what they would change. */
export function providerReflection(lines: NoteLine[]): ProviderReflectionDocument {
  const wentWell: string[] = [];
  const challenges: string[] = [];
  const nextTime: string[] = [];
  lines.forEach((line, i) => {
    if (ownChange.test(line.text)) {
      nextTime.push(line.text);
      return;
    }
    if (ownReaction.test(line.text)) {
      challenges.push(line.text);
      return;
    }
    // Only what the clinician did: "Clinician reframed…", "In session the clinician and client did the exposure".
    if (line.facet !== 'intervention' || !clinicianActs.test(line.text)) return;
    // An intervention with how the client took it, as one sentence: what was tried and what it did.
    const response = lines.slice(i + 1, i + 3).find((l) => (l.facet === 'response' || l.facet === 'report') && (worked.test(l.text) || struggled.test(l.text)));
    // Written as what was done, without the subject the note repeats: "Did some cognitive restructuring; she found it helpful."
    const done = line.text.replace(clinicianActs, '');
    const action = done.charAt(0).toUpperCase() + done.slice(1);
    const tried = response ? `${action.replace(/[.!?]$/, '')}; ${response.text.charAt(0).toLowerCase()}${response.text.slice(1)}` : action;
    if (response && struggled.test(response.text) && !worked.test(response.text)) challenges.push(tried);
    else wentWell.push(tried);
  });
  return { what_went_well: wentWell, challenges, for_next_time: nextTime };
}
