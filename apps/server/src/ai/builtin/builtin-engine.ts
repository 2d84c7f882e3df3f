import { suggestedActionMessage, type Option, type SuggestedAction } from '@tend/contracts/assistant.contract';
import { dateInZone } from '@tend/contracts/calendar-days';
import { describeTrend } from '@tend/contracts/measures.contract';
import { documentTypeLabels, type DocumentType } from '@tend/contracts/notes.contract';
import { missingSectionTitles, readAccount, sectionsFor } from '../clinical/compose';
import { formatFor } from '../clinical/formats';
import { sentencesOf } from '../clinical/nlp';
import { screenRisk } from '../clinical/risk/screen';
import { emptyReply, type AssistantEngine, type EngineInput, type EngineReply } from '../engine';
import { accountOf } from '../risk-guard';
import { proposeBooking } from './booking-proposal';
import { answerDay, answerNext, dayInView, dayOf } from './calendar-answers';
import { answerPendingNotes, answerRecentClients } from './data-answers';
import { documentFromAccount, documentLabels } from './documents-from-account';
import { greetingFor } from './greetings';
import { detectIntent } from './intents';
import { answerTasksToday } from './task-answers';
import { isVaultAction, pseudonymAnswer, vaultReply } from './vault-actions';

/** The client's latest scores as recorded ("PHQ-9 14 → 9 since March"), cited beside a draft, never written into it. */
async function measureLine(input: EngineInput, clientId: string): Promise<string> {
  const trends = (await input.data.measureTrends?.(clientId).catch(() => [])) ?? [];
  if (trends.length === 0) return '';
  const month = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', timeZone: input.timeZone });
  return `\n\nLatest measures on record: ${trends.map((t) => describeTrend(t, month)).join('; ')}.`;
}

export const noPatientMessage = 'Chat will proceed without saving a note. Select a patient to write a note.';

const helpText = [
  'I am Tend’s built-in assistant. I run on this server without an AI model, using rules, so I never send anything elsewhere.',
  'Tell me about a session the way you would dictate it, in one message or several. I write it up as a SOAP, DAP, BIRP, GIRP or intake note, a client summary, a provider reflection, a risk note or a quick note — in a clinical voice, from your words only, never adding anything you did not say. Every message is screened for risk language.',
  'You can also ask “which notes are pending?”, “what’s on my list today?”, “who am I seeing tomorrow?”, “who’s next?” or “recent clients”, say “book Maya next Tuesday at 3” to get a booking to confirm (I never book on my own), or say “save this to my vault” to keep an answer in your idea vault.',
].join('\n\n');

/** What to ask for each missing section, in a clinician's vocabulary. */
const followUps: Record<string, string> = {
  Subjective: 'What did the client report — their week, symptoms, and what they wanted to work on?',
  Data: 'What did the client report and what did you observe?',
  Behavior: 'How did the client present, and what did they report?',
  Goal: 'Which treatment goal did the session address?',
  'Presenting problem': 'What brings the client in — the presenting problem in their words?',
  History: 'What history did you gather — psychiatric, medical, substance use, family and social?',
  Objective: 'What did you observe — appearance, affect, engagement, and any measures such as a PHQ-9 or GAD-7?',
  'Mental status': 'What did you observe on mental status — appearance, mood and affect, thought process, insight and judgment?',
  Intervention: 'What interventions did you use in the session?',
  Response: 'How did the client respond to the interventions?',
  Assessment: 'How would you assess where things stand — progress, the working formulation, and risk?',
  'Assessment and diagnosis': 'What is your impression — the working diagnosis and risk?',
  Plan: 'What is the plan — next session, homework, referrals or changes to treatment?',
};

const quoteList = (items: string[]) => items.map((i) => `“${i.replace(/[.!?]+$/, '')}”`).join(', ');

/** Offline, deterministic: the same conversation always gets the same answer. */
export class BuiltinEngine implements AssistantEngine {
  readonly name = 'builtin';
  readonly where = 'builtin (offline, on this server)';

  async respond(input: EngineInput): Promise<EngineReply> {
    const pseudonyms = pseudonymAnswer(input);
    if (pseudonyms) return vaultReply('pseudonyms', input, pseudonyms);
    const intent = detectIntent(input.text);
    const notUsed = (reply: EngineReply) => this.sayWhenNotUsed(reply, input);

    switch (intent.kind) {
      case 'greeting':
        return { ...emptyReply(greetingFor(input.conversationId)), options: [{ label: 'Which notes are pending?' }, { label: 'Who am I seeing today?' }] };
      case 'help':
        return emptyReply(helpText);
      case 'question':
        switch (intent.topic) {
          case 'pending_notes':
            return notUsed(await answerPendingNotes(input.data, input.timeZone));
          case 'appointments_today':
            return notUsed(await answerDay(input.data, dateInZone(input.now, input.timeZone), input.now, input.timeZone));
          case 'appointments_on': {
            const date = intent.day ? dayOf(intent.day, input.now, input.timeZone) : (dayInView(input) ?? dateInZone(input.now, input.timeZone));
            if (!date) return emptyReply('That date does not exist. Which day did you mean?');
            return notUsed(await answerDay(input.data, date, input.now, input.timeZone));
          }
          case 'next_appointment':
            return notUsed(await answerNext(input));
          case 'recent_clients':
            return notUsed(await answerRecentClients(input.data, input.timeZone));
          case 'tasks_today':
            return notUsed(await answerTasksToday(input.data, input.now, input.timeZone));
        }
        break;
      case 'book':
        return proposeBooking(intent.request, input);
      case 'action':
        return this.act(intent.action, intent.format, accountOf(input), input);
      case 'narrative':
        return this.acknowledge(accountOf(input), input, intent.offer);
    }
  }

  async stream(input: EngineInput, onText: (delta: string) => void): Promise<EngineReply> {
    const reply = await this.respond(input);
    for (const word of reply.response.match(/\S+\s*/g) ?? []) onText(word);
    return reply;
  }

  async probe() {
    return { ok: true };
  }

  /** A question that also carried words of a session is answered, and the clinician is told it was not added. */
  private sayWhenNotUsed(reply: EngineReply, input: EngineInput): EngineReply {
    if (input.text.trim().split(/\s+/).length < 8) return reply;
    return {
      ...reply,
      response: `${reply.response}\n\nI read your message as a question, so it was not added to the session account. If it was part of the session, send it again with more detail and I will add it.`,
    };
  }

  private noteType(input: EngineInput, format?: DocumentType): DocumentType {
    return format ?? (input.notePrefs?.clinical_subtype as DocumentType | undefined) ?? 'soap_note';
  }

  private acknowledge(account: string[], input: EngineInput, offer: SuggestedAction | undefined): EngineReply {
    const type = this.noteType(input);
    const format = formatFor(type);
    const reading = readAccount(account, { intake: type === 'intake_note' });
    const missing = missingSectionTitles(format, sectionsFor(format, reading.lines));
    // The account ends with this message (it is a narrative): its own points and asides are the last ones read.
    const latest = account.length - 1;
    const newPoints = reading.lines.filter((l) => l.message === latest).length;
    const newAsides = reading.leftOut.filter((l) => l.message === latest).map((l) => l.text);
    const parts = [`Noted — ${newPoints} ${newPoints === 1 ? 'point' : 'points'} from this message; ${reading.lines.length} in this session’s account so far.`];
    if (newAsides.length > 0) parts.push(`Left out of the note as not clinical: ${quoteList(newAsides)}.`);
    const formatName = documentTypeLabels[type].replace(/ note$/i, '');
    parts.push(
      missing.length > 0
        ? `To complete the ${formatName} note: ${followUps[missing[0]!] ?? `what belongs under ${missing[0]}?`}`
        : `That covers every section of the ${formatName} note.`,
    );
    const prefs = input.notePrefs;
    const noteMode = !!prefs && (prefs.write_soap || prefs.client_summary || prefs.therapist_reflection);
    if (noteMode && !input.patient) parts.push(noPatientMessage);
    const wanted: SuggestedAction | null =
      !noteMode || !input.patient ? null : prefs.write_soap ? 'soap_note' : prefs.client_summary ? 'client_summary' : 'therapist_weekly_reflection';
    const options: Option[] = noteMode
      ? []
      : [
          { label: 'Write SOAP note', value: suggestedActionMessage('soap_note') },
          { label: 'Quick note', value: suggestedActionMessage('quick_note') },
        ];
    // A request inside a narrative is offered back, not acted on: the narrative is kept first.
    if (offer && !options.some((o) => o.value === suggestedActionMessage(offer)))
      options.unshift({ label: `Write ${documentLabels[offer] ?? 'note'}`, value: suggestedActionMessage(offer) });
    const risky = screenRisk(account.flatMap(sentencesOf)).findings.length > 0;
    return { ...emptyReply(parts.join('\n\n')), suggested_action: risky ? 'risk_assessment' : wanted, options };
  }

  private async act(action: SuggestedAction, format: DocumentType | undefined, account: string[], input: EngineInput): Promise<EngineReply> {
    if (action === 'pending_notes') return answerPendingNotes(input.data, input.timeZone);
    if (action === 'onboarding') return emptyReply(helpText);
    if (isVaultAction(action)) return vaultReply(action, input);
    const type = action === 'soap_note' ? this.noteType(input, format) : undefined;
    const label = type ? documentTypeLabels[type] : (documentLabels[action] ?? 'note');
    if (account.length === 0) {
      return emptyReply(
        `I do not have an account of a session in this conversation yet. Describe the session in a few sentences, then ask for the ${label} again.`,
      );
    }
    if (!input.patient) return emptyReply(noPatientMessage);
    // A client summary also draws on the client's chart (an audited read); one that cannot be read is left out, and the reply says so.
    const chart = action === 'client_summary' ? await input.data.clientChart(input.patient.id).catch(() => null) : null;
    const note = documentFromAccount(action, account, type, chart && { chart, timeZone: input.timeZone, now: input.now });
    if (!note) return emptyReply('I cannot write that kind of document.');
    const leftOut = note.leftOut.length > 0 ? ` Left out as not clinical: ${quoteList(note.leftOut)}.` : '';
    const risky = action !== 'risk_assessment' && screenRisk(account.flatMap(sentencesOf)).findings.length > 0;
    // A summary with the chart has the scores in it already.
    const scores = chart ? '' : await measureLine(input, input.patient.id);
    const source = chart ? 'your account and their chart (diagnoses, measures, visits)' : 'your account only';
    return {
      ...emptyReply(
        `Here is a draft ${label} for ${input.patient.name}, written from ${source}, in the third person. Sections marked “not discussed” were not covered — add them or leave them.${leftOut} Review it before you approve and sign.${scores}`,
      ),
      note: { document_type: note.document_type, content: note.content },
      suggested_action: risky ? 'risk_assessment' : null,
    };
  }
}
