import { suggestedActionMessage, type Insight, type SuggestedAction } from '@tend/contracts/assistant.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import { emptyReply, type AssistantEngine, type EngineInput, type EngineReply } from '../engine';
import { splitSentences } from '../text';
import { answerPendingNotes, answerRecentClients, answerTodaysAppointments } from './data-answers';
import { documentFromWords, documentLabels } from './documents-from-words';
import { greetingFor } from './greetings';
import { detectIntent, narrativeOf } from './intents';
import { detectRisk, positiveFindings, riskCategoryLabels } from './risk';
import { draftSoap, followUpQuestions, missingSections } from './soap';
import { isVaultAction, pseudonymAnswer, vaultReply, withoutVaultExchanges } from './vault-actions';

export const noPatientMessage = 'Chat will proceed without saving a note. Select a patient to write a note.';

const helpText = [
  'I am Tend’s built-in assistant. I run on this server without an AI model, using simple rules, so I never send anything elsewhere.',
  'Describe a session in a few sentences and I will sort your own words into a SOAP note, a client summary, a provider reflection, a risk note or a quick note — I never add anything you did not say.',
  'You can also ask “which notes are pending?”, “who am I seeing today?” or “recent clients”, or say “save this to my vault” to keep an answer in your idea vault.',
].join('\n\n');

/** Offline, deterministic: the same conversation always gets the same answer. */
export class BuiltinEngine implements AssistantEngine {
  readonly name = 'builtin';
  readonly where = 'builtin (offline, on this server)';

  async respond(input: EngineInput): Promise<EngineReply> {
    const pseudonyms = pseudonymAnswer(input);
    if (pseudonyms) return vaultReply('pseudonyms', input, pseudonyms);
    const intent = detectIntent(input.text);
    // Vault exchanges (requests, pseudonyms) are not part of the session's account.
    const earlier = withoutVaultExchanges(input.history).filter((m) => m.role === 'user').map((m) => m.content);
    const narrative = narrativeOf(intent.kind === 'narrative' ? [...earlier, input.text] : earlier);
    const sentences = narrative.flatMap(splitSentences);

    switch (intent.kind) {
      case 'greeting':
        return { ...emptyReply(greetingFor(input.conversationId)), options: [{ label: 'Which notes are pending?' }, { label: 'Who am I seeing today?' }] };
      case 'help':
        return emptyReply(helpText);
      case 'question':
        if (intent.topic === 'pending_notes') return answerPendingNotes(input.data, input.timeZone);
        if (intent.topic === 'appointments_today') return answerTodaysAppointments(input.data, input.now, input.timeZone);
        return answerRecentClients(input.data, input.timeZone);
      case 'action':
        return this.act(intent.action, sentences, input);
      case 'narrative':
        return this.acknowledge(splitSentences(input.text), sentences, input);
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

  private acknowledge(newSentences: string[], allSentences: string[], input: EngineInput): EngineReply {
    const draft = draftSoap(allSentences);
    const missing = missingSections(draft);
    const risks = positiveFindings(detectRisk(newSentences));
    const insights: Insight[] = risks.length
      ? [
          {
            title: risks.some((r) => r.acute) ? 'Acute risk indicators' : 'Risk language noted',
            description: `You mentioned ${[...new Set(risks.map((r) => riskCategoryLabels[r.category]))].join(' and ')}: “${risks[0]!.sentence}” Consider a risk assessment and safety plan before the note is signed.`,
            severity: risks.some((r) => r.acute) ? 'critical' : 'warning',
          },
        ]
      : [];
    const parts = [`Noted. I have ${allSentences.length} ${allSentences.length === 1 ? 'sentence' : 'sentences'} about this session so far.`];
    parts.push(missing.length > 0 ? `To complete the note: ${followUpQuestions[missing[0]!]}` : 'That covers Subjective, Objective, Assessment and Plan.');
    const prefs = input.notePrefs;
    const noteMode = !!prefs && (prefs.write_soap || prefs.client_summary || prefs.therapist_reflection);
    if (noteMode && !input.patient) parts.push(noPatientMessage);
    const wanted: SuggestedAction | null = !noteMode || !input.patient ? null : prefs.write_soap ? 'soap_note' : prefs.client_summary ? 'client_summary' : 'therapist_weekly_reflection';
    return {
      ...emptyReply(parts.join('\n\n')),
      suggested_action: risks.length > 0 ? 'risk_assessment' : wanted,
      options: noteMode ? [] : [{ label: 'Write SOAP note', value: suggestedActionMessage('soap_note') }, { label: 'Quick note', value: suggestedActionMessage('quick_note') }],
      insights,
    };
  }

  private async act(action: SuggestedAction, sentences: string[], input: EngineInput): Promise<EngineReply> {
    if (action === 'pending_notes') return answerPendingNotes(input.data, input.timeZone);
    if (action === 'onboarding') return emptyReply(helpText);
    if (isVaultAction(action)) return vaultReply(action, input);
    const label = documentLabels[action] ?? 'note';
    if (sentences.length === 0) {
      return emptyReply(`I do not have an account of a session in this conversation yet. Describe the session in a few sentences, then ask for the ${label} again.`);
    }
    if (!input.patient) return emptyReply(noPatientMessage);
    const subtype = input.notePrefs?.clinical_subtype as DocumentType | undefined;
    const note = documentFromWords(action, sentences, subtype === 'soap_note' ? undefined : subtype);
    if (!note) return emptyReply('I cannot write that kind of document.');
    return {
      ...emptyReply(
        `Here is a draft ${label} for ${input.patient.name}, built only from what you told me. Sections marked “not discussed” were not covered in your account — add them or leave them. Review it before you approve and sign.`,
      ),
      note,
      suggested_action: action === 'soap_note' && positiveFindings(detectRisk(sentences)).length > 0 ? 'risk_assessment' : null,
    };
  }
}
