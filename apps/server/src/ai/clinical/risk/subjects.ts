import type { Located } from './context';

/**
 * Whose risk a sentence tells: the client's, or a clear third party's (a relative, a friend, a
 * fellow group member). Only a clear third-party subject moves risk off the client; when a pronoun
 * between the person and the risk could be the client, it stays the client's, marked uncertain.
 */
export type Pronoun = 'she' | 'he' | 'they';

const male =
  /\b(?:brother|father|dad|stepfather|stepdad|husband|boyfriend|son|stepson|uncle|grandfather|grandpa|nephew|grandson|ex-husband|ex-boyfriend|fiance|father-in-law|brother-in-law|man|guy)\b/;
const female =
  /\b(?:sister|mother|mom|stepmother|stepmom|wife|girlfriend|daughter|stepdaughter|aunt|grandmother|grandma|niece|granddaughter|ex-wife|ex-girlfriend|fiancee|fiancée|mother-in-law|sister-in-law|woman)\b/;
const plural = /s$|\b(?:parents|family|in-laws)\b/;
const group = /\b(?:member|participant|peer|resident|group|another client|another patient)\b/;

export const genderOf = (relation: string): Pronoun | null =>
  plural.test(relation) && !/\b(?:boss|ex|witness)$/.test(relation) ? 'they' : male.test(relation) ? 'he' : female.test(relation) ? 'she' : null;

/** "her older brother" → "older brother"; "one of the other group members" → "group member". */
export function relationOf(trigger: string): string {
  let r = trigger
    .replace(
      /^(?:(?:one|two|some|several|many) of (?:her|his|their|the)(?: other)?|her|his|their|there|my|the client's|client's|the patient's|a|an|the|another|other)\s+/,
      '',
    )
    .trim();
  if (/^(?:family (?:history|hx)|fh of|fhx)$/.test(r)) return 'family history';
  const lost = /^(?:lost|losing) (?:her|his|their|a)? ?((?:[a-z-]+ ){0,2}?)to$/.exec(r);
  if (lost) return lost[1]!.trim() || 'someone else';
  if (/^(?:lost|losing) (?:someone|somebody)/.test(r)) return 'someone else';
  if (/^(?:someone|somebody|a person) (?:else )?in (?:the )?group$/.test(r)) return 'group member';
  if (r === 'person') return 'someone else';
  if (/^(?:group )?(?:members?|participants?|peers?|residents?)$|^member of the group$|^group participant$|^fellow group member$/.test(r)) r = 'group member';
  if (/^(?:clients?|patients?)$/.test(r)) r = 'another client';
  // One of several: "two of her friends" → "friend".
  return r.replace(/(?<![sui'])s$/, '');
}

/** The pronoun the account uses for the client: the possessive before their relatives, then sentence subjects. */
export function clientPronounIn(normalised: string[]): Pronoun | null {
  let she = 0;
  let he = 0;
  for (const n of normalised) {
    for (const m of n.matchAll(
      /\b(her|his) (?:husband|wife|boyfriend|girlfriend|partner|mom|mother|dad|father|brother|sister|son|daughter|kids|children|parents|family)\b/g,
    ))
      if (m[1] === 'her') she += 2;
      else he += 2;
    const first = /^(?:and |so )?(she|he)\b/.exec(n)?.[1];
    if (first === 'she') she += 1;
    else if (first === 'he') he += 1;
  }
  if (she >= 2 && she >= 2 * he) return 'she';
  if (he >= 2 && he >= 2 * she) return 'he';
  return null;
}

export type Subject = { person: 'client'; uncertain: boolean } | { person: 'other'; relation: string };

/**
 * Whose a target is when a third-party mention reaches it: the subject pronoun closest before the
 * target decides. A pronoun that can only be the client ("her brother found her after she
 * overdosed") keeps it the client's; one that can be either keeps it the client's, uncertain.
 */
export function subjectOf(n: string, mention: Located, targetStart: number, client: Pronoun | null): Subject {
  const relation = relationOf(mention.text);
  const between = n.slice(mention.end, targetStart);
  if (/\b(?:the client|client|the patient|patient|pt)\b/.test(between)) return { person: 'client', uncertain: false };
  const pronoun = [...between.matchAll(/\b(she|he|they|i)\b/g)].at(-1)?.[1];
  if (!pronoun) return { person: 'other', relation };
  // Reported speech: the speaker's own "I", and a fellow group member speaking of themself.
  if (pronoun === 'i' || group.test(relation)) return { person: 'other', relation };
  const theirs = genderOf(relation);
  if (client && pronoun !== client) return { person: 'other', relation };
  if (theirs && pronoun !== theirs) return { person: 'client', uncertain: false };
  return { person: 'client', uncertain: true };
}

/** A third party named in a sentence, with the pronoun they would take: for "He …" in the next sentence. */
export function mentionsOf(triggers: Located[]): { relation: string; pronoun: Pronoun | null }[] {
  return triggers
    .filter((t) => t.modifier === 'other_person' && !/^(?:family|fh|fhx|lost|losing)\b/.test(t.text))
    .map((t) => {
      const relation = relationOf(t.text);
      return { relation, pronoun: genderOf(relation) };
    });
}
