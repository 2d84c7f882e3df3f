import { suggestedActions, type SuggestedAction } from '@tend/contracts/assistant.contract';
import type { AppointmentLocation } from '@tend/contracts/calendar.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import { readWhen, type ClockTime, type DayRef } from './when';

/** "book Maya next Tuesday at 3": who (as written; null for "her", "him", "them": the client in view), and the day, time, length and place named. */
export interface BookingRequest {
  name: string | null;
  day: DayRef | null;
  time: ClockTime | null;
  minutes: number | null;
  location: AppointmentLocation | null;
}

/**
 * What a message is. A command or a question is a short request; an account of a session stays
 * an account even when it says "today", "session", "risk assessment" or "save". When a narrative
 * also carries a request, it is read as narrative and the request is offered back as a chip.
 */
export type Intent =
  | { kind: 'action'; action: SuggestedAction; format?: DocumentType }
  | { kind: 'question'; topic: 'pending_notes' | 'appointments_today' | 'recent_clients' | 'next_appointment' | 'tasks_today' }
  /** A day's calendar; without a day, the day in view on the calendar, else today. */
  | { kind: 'question'; topic: 'appointments_on'; day: DayRef | null }
  | { kind: 'book'; request: BookingRequest }
  | { kind: 'greeting' }
  | { kind: 'help' }
  | { kind: 'narrative'; offer?: SuggestedAction };

const actionPhrase = new Map(suggestedActions.map((a) => [a.replace(/_/g, ' '), a]));

/** At most this many words: longer messages are accounts, whatever words they contain. */
const shortRequestWords = 14;

const politeStart =
  /^(?:(?:ok(?:ay)?|alright|great|thanks|thank you|cool|perfect|sure|yes|yeah|yep|good)[,.!]?\s+)?(?:please\s+)?(?:(?:can|could|would|will) you(?: please)?\s+|(?:i(?:'d| would) like(?: you)? to|i want(?: you)? to|i need(?: you)? to|let'?s|go ahead and|now)\s+)?(?:please\s+)?/i;
const requestVerb =
  /^(?:write|draft|make|create|generate|do|start|prepare|give me|produce|put together|turn (?:this|that|it) into|complete|finish|run|open|begin|save|keep|add|put|store|de-?identify|anonymi[sz]e|show|list|tell)\b/i;

/** Document requests, matched after the polite start is removed. */
const documentRequests: [RegExp, SuggestedAction, DocumentType?][] = [
  [/\b(?:dap)(?: note)?\b/i, 'soap_note', 'dap_note'],
  [/\b(?:birp)(?: note)?\b/i, 'soap_note', 'birp_note'],
  [/\b(?:girp)(?: note)?\b/i, 'soap_note', 'girp_note'],
  [/\bintake(?: note| assessment)\b/i, 'soap_note', 'intake_note'],
  [/\bsoap(?: note)?\b|\bprogress note\b/i, 'soap_note'],
  [/\b(?:client|session) summary\b|\bsummar(?:y|ise|ize)(?: (?:the|this|of the|of this) session)?\b/i, 'client_summary'],
  [/\bquick note\b/i, 'quick_note'],
  [/\brisk (?:assessment|note)\b/i, 'risk_assessment'],
  [/\b(?:weekly )?reflection\b/i, 'therapist_weekly_reflection'],
];

const vaultRequests: [RegExp, SuggestedAction][] = [
  [/\b(?:de-?identify|anonymi[sz]e)\b.*\bvault\b|\bvault\b.*\b(?:de-?identif(?:y|ied)|anonymi[sz]ed?)\b/i, 'offer_vault_deidentify'],
  [/^(?:save|keep|add|put|store)\b.*\b(?:to|in|into) (?:the |my )?(?:idea )?vault\b/i, 'offer_vault_save'],
];

const questionStart =
  /^(?:who|what|what'?s|whats|which|when|how many|how much|do i|am i|have i|any|is there|are there|show|list|tell me|give me|check|pull up|anything)\b/i;

/** Words that make a question with a day in it a question about the clinician's calendar ("did she see her doctor on Friday?" is not). */
const calendarWords =
  /\b(?:appointments?|schedule|sessions?|calendar|booked|visits?|clients?)\b|\b(?:am|do|did|will) i (?:see|seeing|saw|have|meet|meeting)\b|\bwho(?:'s| is) on\b|\bwhat(?:'s| is) on\b|\b(?:am|are) i (?:on|in|working)\b/i;

const bookingVerb = /^(?:book|schedule|set up|pencil in|make an? (?:appointment|session) (?:for|with))\s+/i;
const bookingFiller = /\b(?:an?|the|in|for|on|at|with|appointment|session|visit|follow-?up|slot|please)\b/gi;
/** Words no client's name is made of: "Schedule next Tuesday at 3 with her psychiatrist" is an account, not a booking. */
const notAName =
  /^(?:i|me|my|we|us|our|you|your|he|him|his|she|her|hers|they|them|their|it|its|this|that|there|who|what|was|were|is|are|be|been|to|and|of|because|about|after|before|when|if|so|but|not|no)$/i;
const pronoun = /^(?:her|him|them)$/i;

/**
 * A booking request: a short message that starts with book or schedule, names a day or a time,
 * and has one to four words left for the client's name. The name is checked against the
 * clinician's clients later (booking-proposal.ts).
 */
function asBooking(body: string): Intent | null {
  const verb = bookingVerb.exec(body);
  if (!verb) return null;
  const when = readWhen(body.slice(verb[0].length));
  if (!when.day && !when.time) return null;
  const words = when.rest
    .replace(bookingFiller, ' ')
    .replace(/[,.;:!?"“”]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const request = { day: when.day, time: when.time, minutes: when.minutes, location: when.location };
  // "book her in on Friday at 3": the client of the page or of note settings.
  if (words.length === 1 && pronoun.test(words[0]!)) return { kind: 'book', request: { ...request, name: null } };
  if (words.length === 0 || words.length > 4 || words.some((w) => notAName.test(w))) return null;
  return { kind: 'book', request: { ...request, name: words.join(' ') } };
}

function asQuestion(text: string, body: string, words: number): Intent | null {
  // "recent clients", "pending notes": a few words are a question even without a question mark.
  const asks = text.endsWith('?') || questionStart.test(body) || words <= 5;
  if (!asks) return null;
  if (
    /\b(?:pending|unsigned|undocumented|outstanding|overdue|missing|unfinished|incomplete)\b.*\bnotes?\b|\bnotes?\b.*\b(?:pending|unsigned|outstanding|to (?:write|sign|finish)|left|due)\b/i.test(
      body,
    )
  ) {
    return { kind: 'question', topic: 'pending_notes' };
  }
  // "what's on my list today?", "what are my tasks", "my to-dos": the task list, before "what's on" reads as the calendar.
  if (/\b(?:my|the) (?:task|to-?do) ?list\b|\bon my (?:list|plate)\b|\bmy (?:tasks|to-?dos)\b|\btasks? (?:for|due) today\b/i.test(body))
    return { kind: 'question', topic: 'tasks_today' };
  if (/\bwho(?:'s|s| is)? (?:up )?next\b|\bwho(?:'s| is) my next\b|\bnext (?:client|session|appointment|patient|visit)\b/i.test(body))
    return { kind: 'question', topic: 'next_appointment' };
  const { day } = readWhen(body);
  if (day && calendarWords.test(body)) {
    return day.kind === 'offset' && day.days === 0 ? { kind: 'question', topic: 'appointments_today' } : { kind: 'question', topic: 'appointments_on', day };
  }
  if (/\bwho (?:am i|do i|is|are) (?:seeing|see|on)\b|\bmy (?:schedule|calendar|day)\b|\bwhat(?:'s| is) on\b/i.test(body)) {
    return { kind: 'question', topic: 'appointments_on', day: null };
  }
  if (/\brecent(?:ly seen)? clients?\b|\bclients? i(?:'ve| have) seen\b|\bwho (?:did|have) i see\b/i.test(body))
    return { kind: 'question', topic: 'recent_clients' };
  return null;
}

export function detectIntent(text: string): Intent {
  const trimmed = text.trim();
  const chip = /^yes,?\s+(.+?)[.!]?$/i.exec(trimmed);
  const chipAction = chip && actionPhrase.get(chip[1]!.toLowerCase());
  if (chipAction) return { kind: 'action', action: chipAction };

  const words = trimmed.split(/\s+/).length;
  const body = trimmed
    .replace(politeStart, '')
    .replace(/[.!?]+$/, '')
    .trim();
  const short = words <= shortRequestWords;

  if (short) {
    const booking = asBooking(body);
    if (booking) return booking;
    const question = asQuestion(trimmed, body, words);
    if (question) return question;
    for (const [re, action] of vaultRequests) if (re.test(body)) return { kind: 'action', action };
    // "SOAP note please", "write a DAP note", "risk assessment": a request verb or the bare name.
    const bare = body.replace(/^(?:a|an|the)\s+/i, '').replace(/\s*(?:please|now|for (?:this|that|the) session|for (?:her|him|them)|for this client)$/i, '');
    for (const [re, action, format] of documentRequests) {
      const match = re.exec(body);
      if (!match) continue;
      const isBareName =
        bare
          .replace(re, '')
          .replace(/\b(?:note|please|a|an|the|yes|ok|okay)\b/gi, '')
          .trim().length === 0;
      if (requestVerb.test(body) || isBareName) return { kind: 'action', action, format };
    }
    if (/^(?:hi|hello|hey|good (?:morning|afternoon|evening))\b[\s!.,]*(?:there)?[\s!.,]*$/i.test(trimmed)) return { kind: 'greeting' };
    if (/^(?:help|what can you do|how do(?:es)? (?:this|you) work|what do you do)\b/i.test(body) || (trimmed.endsWith('?') && words <= 10))
      return { kind: 'help' };
  }

  // A narrative. If it also carries a request ("… Can you write the SOAP note?"), offer it.
  const lastSentence = trimmed.split(/(?<=[.!?])\s+/).at(-1) ?? '';
  const request = lastSentence.replace(politeStart, '');
  for (const [re, action] of documentRequests) if (requestVerb.test(request) && re.test(request)) return { kind: 'narrative', offer: action };
  return { kind: 'narrative' };
}

/** The clinician's account of the session: their narrative messages, not questions or commands. */
export const narrativeOf = (userMessages: string[]): string[] => userMessages.filter((m) => detectIntent(m).kind === 'narrative');
