import { APICallError, generateText, NoObjectGeneratedError, Output, streamText, type LanguageModel } from 'ai';
import { BuiltinEngine } from '../builtin/builtin-engine';
import { detectIntent } from '../builtin/intents';
import { isVaultAction, pseudonymAnswer, withoutVaultExchanges } from '../builtin/vault-actions';
import { renderSections } from '../clinical/compose';
import { noteFormats } from '../clinical/formats';
import { renderClientSummary, renderProviderReflection, renderQuickNote, renderRiskNote, renderSoap } from '../documents';
import { EngineUnavailableError, type AssistantEngine, type EngineInput, type EngineReply } from '../engine';
import { buildPrompt } from './prompt';
import { llmReplySchema, type LlmReply } from './reply-schema';

/**
 * The structured-output spec, made once: Output.object converts the zod schema to JSON Schema when
 * it is created, and it holds nothing per call (this module itself loads only with a model provider).
 */
const replyOutput = Output.object({ schema: llmReplySchema });

export interface LlmEngineOptions {
  name: string;
  where: string;
  model: LanguageModel;
  /** A cheap real request that proves the provider answers (e.g. GET /models). */
  probe: (signal?: AbortSignal) => Promise<{ ok: boolean; reason?: string }>;
}

/**
 * A model behind the Vercel AI SDK. Replies are structured output checked against the contracts'
 * schemas: one that does not parse is asked for once more, then the turn degrades — a broken
 * note is never stored. Questions about practice data are answered from the database, not the model.
 */
export class LlmEngine implements AssistantEngine {
  readonly name: string;
  readonly where: string;
  private readonly rules = new BuiltinEngine();

  constructor(private readonly options: LlmEngineOptions) {
    this.name = options.name;
    this.where = options.where;
  }

  probe(signal?: AbortSignal) {
    return this.options.probe(signal);
  }

  async respond(input: EngineInput, signal?: AbortSignal): Promise<EngineReply> {
    if (answeredFromData(input)) return this.rules.respond(input);
    return this.withOneRetry(async () => {
      const { output } = await generateText({
        model: this.options.model,
        output: replyOutput,
        ...buildPrompt(promptInput(input)),
        abortSignal: signal,
        maxRetries: 0,
      });
      return toReply(output, input);
    });
  }

  async stream(input: EngineInput, onText: (delta: string) => void, signal?: AbortSignal): Promise<EngineReply> {
    if (answeredFromData(input)) return this.rules.stream(input, onText);
    let sent = '';
    const attempt = async (streaming: boolean) => {
      if (!streaming) return this.respond(input, signal);
      let failure: unknown = undefined;
      const result = streamText({
        model: this.options.model,
        output: replyOutput,
        ...buildPrompt(promptInput(input)),
        abortSignal: signal,
        maxRetries: 0,
        onError: ({ error }) => {
          failure = error;
        },
      });
      for await (const partial of result.partialOutputStream) {
        const text = typeof partial?.response === 'string' ? partial.response : '';
        if (text.startsWith(sent) && text.length > sent.length) {
          onText(text.slice(sent.length));
          sent = text;
        }
      }
      if (failure !== undefined) throw failure instanceof Error ? failure : new Error(JSON.stringify(failure));
      const reply = toReply(await result.output, input);
      // The stored message is the final reply; send whatever the partial stream had not shown yet.
      if (reply.response.startsWith(sent)) onText(reply.response.slice(sent.length));
      return reply;
    };
    try {
      return await attempt(true);
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error)) throw classify(error);
      // One more try, not streamed; the client replaces the partial text with the final reply.
      return this.respond(input, signal);
    }
  }

  private async withOneRetry(call: () => Promise<EngineReply>): Promise<EngineReply> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        if (NoObjectGeneratedError.isInstance(error) && attempt < 2) continue;
        throw classify(error);
      }
    }
  }
}

/** Vault exchanges are answered on the server and never go to the model (they name clients). */
const promptInput = (input: EngineInput): EngineInput => ({ ...input, history: withoutVaultExchanges(input.history) });

const answeredFromData = (input: EngineInput) => {
  if (pseudonymAnswer(input)) return true;
  const intent = detectIntent(input.text);
  // Calendar questions and booking proposals come from the calendar itself, never from the model.
  return (
    intent.kind === 'question' || intent.kind === 'book' || (intent.kind === 'action' && (intent.action === 'pending_notes' || isVaultAction(intent.action)))
  );
};

/** Network failures and timeouts mean unreachable; an error answer or an unreadable reply means degraded. */
function classify(error: unknown): EngineUnavailableError {
  if (error instanceof EngineUnavailableError) return error;
  if (NoObjectGeneratedError.isInstance(error)) return new EngineUnavailableError('the model’s reply did not match the expected structure twice');
  if (APICallError.isInstance(error)) {
    return error.statusCode === undefined
      ? new EngineUnavailableError(`cannot reach the model provider (${error.message})`, true)
      : new EngineUnavailableError(`the model provider answered HTTP ${error.statusCode}`);
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return new EngineUnavailableError('the model provider did not answer in time', true);
  return new EngineUnavailableError(error instanceof Error ? error.message : 'unknown model failure');
}

/** The model's structured note as markdown; null when the part for its document type is missing. */
function renderModelNote(n: NonNullable<LlmReply['note']>): string | null {
  switch (n.document_type) {
    case 'dap_note':
      return n.dap && renderSections(noteFormats.dap, n.dap);
    case 'birp_note':
      return n.birp && renderSections(noteFormats.birp, n.birp);
    case 'girp_note':
      return n.girp && renderSections(noteFormats.girp, n.girp);
    case 'intake_note':
      return n.intake && renderSections(noteFormats.intake, n.intake);
    case 'client_summary':
      return n.client_summary && renderClientSummary(n.client_summary);
    case 'provider_reflection':
      return n.provider_reflection && renderProviderReflection(n.provider_reflection);
    case 'risk_note':
      return n.risk_note && renderRiskNote(n.risk_note);
    case 'quick_note':
      return n.quick_note && renderQuickNote(n.quick_note);
    default:
      return n.soap && renderSoap(n.soap);
  }
}

function toReply(output: LlmReply, input: EngineInput): EngineReply {
  const options = output.options.filter((o) => o.label.trim().length > 0);
  let note: EngineReply['note'] = null;
  const n = output.note;
  // A note needs a selected client (spec: notes are written only with note mode and a patient).
  if (n && input.patient) {
    const content = renderModelNote(n);
    if (content) note = { document_type: n.document_type, content };
  }
  return {
    response: output.response,
    suggested_action: output.suggested_action,
    options,
    insights: output.insights,
    recommendations: output.recommendations,
    note,
    vault_offer: null,
    proposal: null,
  };
}
