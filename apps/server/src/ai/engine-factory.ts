import type { Env } from '../env';
import { BuiltinEngine } from './builtin/builtin-engine';
import type { AssistantEngine } from './engine';

/** GET {base}/models: answers fast, costs no tokens, proves the key and the host. */
function modelsProbe(baseUrl: string, headers: Record<string, string>) {
  return async (signal?: AbortSignal) => {
    try {
      const res = await fetch(`${baseUrl.replace(/\/$/, '')}/models`, { headers, signal: signal ?? AbortSignal.timeout(5000) });
      return res.ok ? { ok: true } : { ok: false, reason: `HTTP ${res.status}` };
    } catch (error) {
      return { ok: false, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable' };
    }
  };
}

const hostOf = (url: string) => new URL(url).host;

/**
 * The engine AI_PROVIDER names; the built-in one by default. Keys never appear in `where`.
 * The AI SDK is loaded only for a model provider: the default install never holds it (~20 MB).
 */
export async function createEngine(env: Env): Promise<AssistantEngine> {
  const model = env.AI_MODEL ?? '';
  if (env.AI_PROVIDER === 'builtin') return new BuiltinEngine();
  const { LlmEngine } = await import('./llm/llm-engine');
  switch (env.AI_PROVIDER) {
    case 'openai-compatible': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      const baseURL = env.AI_BASE_URL!;
      // Chat completions: what Ollama, vLLM and LM Studio serve (the default would call /v1/responses).
      const provider = createOpenAI({ baseURL, apiKey: env.AI_API_KEY ?? 'not-needed' });
      return new LlmEngine({
        name: 'openai-compatible',
        where: `openai-compatible ${model} at ${hostOf(baseURL)}`,
        model: provider.chat(model),
        probe: modelsProbe(baseURL, env.AI_API_KEY ? { authorization: `Bearer ${env.AI_API_KEY}` } : {}),
      });
    }
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      const baseURL = env.AI_BASE_URL ?? 'https://api.openai.com/v1';
      const provider = createOpenAI({ baseURL, apiKey: env.AI_API_KEY });
      return new LlmEngine({
        name: 'openai',
        where: `openai ${model} at ${hostOf(baseURL)}`,
        model: provider(model),
        probe: modelsProbe(baseURL, { authorization: `Bearer ${env.AI_API_KEY}` }),
      });
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      const baseURL = env.AI_BASE_URL ?? 'https://api.anthropic.com/v1';
      const provider = createAnthropic({ baseURL, apiKey: env.AI_API_KEY });
      return new LlmEngine({
        name: 'anthropic',
        where: `anthropic ${model} at ${hostOf(baseURL)}`,
        model: provider(model),
        probe: modelsProbe(baseURL, { 'x-api-key': env.AI_API_KEY ?? '', 'anthropic-version': '2023-06-01' }),
      });
    }
  }
}
