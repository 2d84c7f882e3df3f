/**
 * A small OpenAI-compatible server on 127.0.0.1 standing in for a model provider: real HTTP,
 * real Server-Sent Events. Each test queues how the next chat completion should behave.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour =
  | { kind: 'json'; content: unknown; delayMs?: number }
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'stream'; content: unknown; chunkSize?: number; chunkDelayMs?: number };

export interface FakeOpenAi {
  baseUrl: string;
  /** Bodies of the chat completion requests received, oldest first. */
  requests: Record<string, unknown>[];
  queue(...behaviours: Behaviour[]): void;
  /** Answers GET /models with this status (default 200). */
  modelsStatus: number;
  close(): Promise<void>;
}

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'test-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

const readBody = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const pending: Behaviour[] = [];
  const fake = { requests: [] as Record<string, unknown>[], modelsStatus: 200 } as FakeOpenAi;
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      res
        .writeHead(fake.modelsStatus, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data: [{ id: 'test-model', object: 'model' }] }));
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    fake.requests.push(JSON.parse(await readBody(req)) as Record<string, unknown>);
    const behaviour = pending.shift() ?? { kind: 'status', status: 500 };
    switch (behaviour.kind) {
      case 'status':
        res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      case 'text':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(behaviour.content)));
        return;
      case 'json':
        if (behaviour.delayMs) await sleep(behaviour.delayMs);
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(JSON.stringify(behaviour.content))));
        return;
      case 'stream': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const text = JSON.stringify(behaviour.content);
        const size = behaviour.chunkSize ?? 12;
        res.write(`data: ${JSON.stringify(chunk({ role: 'assistant', content: '' }, null))}\n\n`);
        for (let i = 0; i < text.length; i += size) {
          res.write(`data: ${JSON.stringify(chunk({ content: text.slice(i, i + size) }, null))}\n\n`);
          if (behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
        }
        res.write(`data: ${JSON.stringify({ ...chunk({}, 'stop'), usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } })}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
    }
  };
  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.queue = (...behaviours) => pending.push(...behaviours);
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A well-formed structured reply, overridable per test. */
export const modelReply = (over: Record<string, unknown> = {}) => ({
  response: 'Thanks — what did you observe in session?',
  suggested_action: null,
  options: [],
  insights: [],
  recommendations: [],
  note: null,
  ...over,
});

/** A model's SOAP note: every other document part present and null, as strict schemas require. */
export const modelSoapNote = (soap: { subjective: string[]; objective: string[]; assessment: string[]; plan: string[] }) => ({
  document_type: 'soap_note',
  soap,
  dap: null,
  birp: null,
  girp: null,
  intake: null,
  client_summary: null,
  provider_reflection: null,
  risk_note: null,
  quick_note: null,
});
