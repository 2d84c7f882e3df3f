import type { ErrorCode } from '@tend/contracts/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Services } from '../services';
import { HttpError, registerErrorHandler } from './errors';
import { contractDrift } from './response-check';
import { route } from './route';

const userAnswer = z.object({ user: z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) }) });

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A bare app with public routes only: route() and the error handler, nothing else. */
async function tinyApp(checkResponses: boolean, register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  app.decorate('services', { checkResponses, clock: () => new Date() } as Services);
  app.decorateRequest('actor', null);
  registerErrorHandler(app);
  register(app);
  await app.ready();
  return app;
}

const answering = (answer: unknown) => (a: FastifyInstance) =>
  route(a, { method: 'GET', url: '/api/probe', access: 'public', response: userAnswer, handler: async () => answer as z.input<typeof userAnswer> });

describe('response check (tests: strict)', () => {
  it('answers 500 naming the route and the path when a route answers an undeclared field', async () => {
    const probe = await tinyApp(true, answering({ user: { id: 'u1', tags: [{ name: 'a' }, { name: 'b', secret: 'x' }], password_hash: 'h' } }));
    const res = await probe.inject({ method: 'GET', url: '/api/probe' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe('internal_error');
    expect(res.json().message).toBe(
      'GET /api/probe answered outside its contract: answer.user.tags[1].secret: not in the contract; answer.user.password_hash: not in the contract',
    );
  });

  it('answers 500 naming the path of a value of the wrong type', async () => {
    const probe = await tinyApp(true, answering({ user: { id: 42, tags: [] } }));
    const res = await probe.inject({ method: 'GET', url: '/api/probe' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/^GET \/api\/probe answered outside its contract: answer\.user\.id: Invalid input: expected string/);
  });

  it('passes an answer that keeps to its contract, as JSON (a Date is checked as the string it is sent as)', async () => {
    const dated = z.object({ at: z.iso.datetime() });
    const probe = await tinyApp(true, (a) =>
      route(a, {
        method: 'GET',
        url: '/api/dated',
        access: 'public',
        response: dated,
        handler: async () => ({ at: new Date('2030-01-02T03:04:05Z') }) as unknown as z.input<typeof dated>,
      }),
    );
    const res = await probe.inject({ method: 'GET', url: '/api/dated' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ at: '2030-01-02T03:04:05.000Z' });
  });

  it('answers 500 for an error code missing from the registry', async () => {
    const probe = await tinyApp(true, (a) =>
      route(a, {
        method: 'GET',
        url: '/api/fails',
        access: 'public',
        response: userAnswer,
        handler: async () => {
          throw new HttpError(409, 'made_up_code' as ErrorCode, 'No.');
        },
      }),
    );
    const res = await probe.inject({ method: 'GET', url: '/api/fails' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/^GET \/api\/fails answered an error outside its contract: answer\.error: Invalid option/);
  });
});

describe('response check (production)', () => {
  it('strips undeclared fields instead of failing', async () => {
    const probe = await tinyApp(false, answering({ user: { id: 'u1', tags: [{ name: 'a', secret: 'x' }], password_hash: 'h' } }));
    const res = await probe.inject({ method: 'GET', url: '/api/probe' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: 'u1', tags: [{ name: 'a' }] } });
  });

  it('sends an answer that does not parse as it is', async () => {
    const probe = await tinyApp(false, answering({ user: { id: 42, tags: [] } }));
    const res = await probe.inject({ method: 'GET', url: '/api/probe' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: 42, tags: [] } });
  });
});

describe('contractDrift', () => {
  it('accepts the extra keys a contract allows (catchall, record)', () => {
    const open = z.object({ prefs: z.object({ theme: z.string() }).catchall(z.unknown()), counts: z.record(z.string(), z.number()) });
    expect(contractDrift(open, { prefs: { theme: 'dark', beta: true }, counts: { a: 1 } }).problems).toEqual([]);
  });

  it('ignores undefined fields, which JSON does not send', () => {
    expect(contractDrift(z.object({ a: z.string() }), { a: 'x', b: undefined }).problems).toEqual([]);
  });

  it('finds undeclared keys in the branch of a union that matched', () => {
    const either = z.union([z.object({ kind: z.literal('a'), x: z.number() }), z.object({ kind: z.literal('b') })]);
    expect(contractDrift(either, { kind: 'b', x: 1 }).problems).toEqual(['answer.x: not in the contract']);
  });
});
