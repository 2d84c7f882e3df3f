/**
 * The public inquiry form: the page a practice embeds, and the endpoint it posts to — honeypot,
 * consent, size limits, floods (429), no PHI echoed back, disabled and unknown keys, the bell.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, rateLimitBuckets } from '@tend/db/schema/leads';
import { notifications } from '@tend/db/schema/notifications';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { inquiryLimits } from './submit-inquiry';

let t: TestApp;
let dana: Credentials;
let formKey: string;
let harbor: string;

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.login('dana');
  harbor = t.seeded.practiceIds.harbor;
  formKey = (await t.app.inject(as(dana, { method: 'GET', url: '/api/leads/form' }))).json().form_key;
});
afterAll(() => t.app.close());

/** Each test posts from its own address, so the per-address limit of one does not spill into another. */
const newAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const valid = { first_name: 'Morgan', last_name: 'Quill', email: 'morgan.quill@example.org', reason: 'Grief after a loss', consent: true };
const post = (body: unknown, options: Partial<InjectOptions> = {}, key = formKey) =>
  t.app.inject({ method: 'POST', url: `/api/public/inquiries/${key}`, payload: body as object, remoteAddress: newAddress(), ...options });
const leadsNamed = (lastName: string) =>
  t.app.services.db
    .select()
    .from(leads)
    .where(and(eq(leads.practiceId, harbor), eq(leads.lastName, lastName)));

describe('POST /api/public/inquiries/:formKey', () => {
  it('stores a lead, answers 202 without echoing anything, and rings the bell of everyone who manages leads', async () => {
    const res = await post({ ...valid, last_name: 'Quill-1', referral_source: 'A friend' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });
    expect(res.body).not.toMatch(/Morgan|Quill|example\.org|Grief/);
    const [lead] = await leadsNamed('Quill-1');
    expect(lead).toMatchObject({ source: 'web_form', status: 'new', email: 'morgan.quill@example.org', referralSource: 'A friend' });
    expect(lead!.consentedAt).toBeInstanceOf(Date);

    const { userIds } = t.seeded;
    const rung = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'lead'), inArray(notifications.userId, Object.values(userIds))));
    expect(new Set(rung.map((n) => n.userId))).toEqual(new Set([userIds.alice, userIds.ben, userIds.carla, userIds.dana]));
    for (const n of rung) {
      expect(n.title).toBe('New inquiry from your website');
      expect(`${n.title} ${n.message}`).not.toMatch(/Morgan|Quill|Grief/);
    }
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await post({ ...valid, last_name: 'Quill-bot', website: 'http://spam.example' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });
    expect(await leadsNamed('Quill-bot')).toEqual([]);
  });

  it('requires consent and a way to reach the person, naming the field', async () => {
    const noConsent = await post({ ...valid, last_name: 'Quill-nc', consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().details).toContainEqual({ field: 'body.consent', message: 'Please agree to be contacted' });
    const missing = await post({ ...valid, last_name: 'Quill-nc', consent: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body.consent');
    const unreachable = await post({ ...valid, last_name: 'Quill-nc', email: '' });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().message).toContain('body.email: Give an e-mail address or a phone number');
    expect(await leadsNamed('Quill-nc')).toEqual([]);
  });

  it('refuses a field over its bound (400) and a body over 16 KB (413)', async () => {
    const long = await post({ ...valid, reason: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('body.reason');
    const huge = await post({ ...valid, padding: 'x'.repeat(17 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'payload_too_large', message: 'Request body is too large (limit 16 KB).' });
  });

  it('refuses multipart and other body types (415) before reading them, so the 16 KB limit holds', async () => {
    const boundary = '----tend-test-boundary';
    const field = (name: string, value: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const fields = { first_name: 'Morgan', last_name: 'Quill-multi', email: 'm@example.org', consent: 'true', reason: 'x'.repeat(900 * 1024) };
    const multipart =
      Object.entries(fields)
        .map(([k, v]) => field(k, v))
        .join('') + `--${boundary}--\r\n`;
    const refused = await post(multipart, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toBe('bad_request');
    const small = await post(field('first_name', 'Morgan') + `--${boundary}--\r\n`, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(small.statusCode).toBe(415);
    expect((await post('first_name=Morgan', { headers: { 'content-type': 'text/plain' } })).statusCode).toBe(415);
    expect(await leadsNamed('Quill-multi')).toEqual([]);
    // JSON with a charset is still JSON.
    const charset = await post(JSON.stringify({ ...valid, last_name: 'Quill-utf8' }), { headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(charset.statusCode).toBe(202);
  });

  it('takes a plain HTML form post (urlencoded, consent "on")', async () => {
    const res = await post(new URLSearchParams({ first_name: 'Morgan', last_name: 'Quill-form', phone: '555 0101', consent: 'on' }).toString(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(202);
    expect(await leadsNamed('Quill-form')).toHaveLength(1);
  });

  it('refuses a flood from one address with 429 and Retry-After', async () => {
    const address = '203.0.113.77';
    const answers = [];
    for (let i = 0; i < inquiryLimits.perIp.limit + 2; i++) answers.push(await post({ ...valid, last_name: 'Quill-flood' }, { remoteAddress: address }));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(Number(answers.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers.at(-1)!.json().error).toBe('too_many_requests');
    expect(await leadsNamed('Quill-flood')).toHaveLength(inquiryLimits.perIp.limit);
  });

  it('refuses inquiries past the form’s daily limit, from any address', async () => {
    const otherKey = (await t.app.inject(as(await t.login('omar'), { method: 'GET', url: '/api/leads/form' }))).json().form_key;
    const { limit, windowMs } = inquiryLimits.perForm;
    const windowStart = new Date(Math.floor(t.clock.now.getTime() / windowMs) * windowMs);
    await t.app.services.db.insert(rateLimitBuckets).values({ key: `inquiry:form:${t.seeded.practiceIds.riverside}`, windowStart, count: limit });
    const res = await post(valid, {}, otherKey);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('uses the form’s daily quota only for stored inquiries: honeypot hits leave it alone, and the last place goes to a real one', async () => {
    const omar = await t.login('omar');
    const otherKey = (await t.app.inject(as(omar, { method: 'GET', url: '/api/leads/form' }))).json().form_key;
    const { limit, windowMs } = inquiryLimits.perForm;
    const key = `inquiry:form:${t.seeded.practiceIds.riverside}`;
    // The form's day with one place left.
    const windowStart = new Date(Math.floor(t.clock.now.getTime() / windowMs) * windowMs);
    await t.app.services.db
      .insert(rateLimitBuckets)
      .values({ key, windowStart, count: limit - 1 })
      .onConflictDoUpdate({ target: [rateLimitBuckets.key, rateLimitBuckets.windowStart], set: { count: limit - 1 } });
    for (let i = 0; i < 5; i++) expect((await post({ ...valid, last_name: 'Quill-bot', website: 'http://spam.example' }, {}, otherKey)).statusCode).toBe(202);
    const real = await post({ ...valid, last_name: 'Quill-last' }, {}, otherKey);
    expect(real.statusCode).toBe(202);
    const stored = await t.app.services.db
      .select()
      .from(leads)
      .where(and(eq(leads.practiceId, t.seeded.practiceIds.riverside), eq(leads.lastName, 'Quill-last')));
    expect(stored).toHaveLength(1);
    // The day is now full: the next real one is refused, and the refusal uses no place either.
    expect((await post({ ...valid, last_name: 'Quill-over' }, {}, otherKey)).statusCode).toBe(429);
    const [bucket] = await t.app.services.db
      .select({ count: rateLimitBuckets.count })
      .from(rateLimitBuckets)
      .where(and(eq(rateLimitBuckets.key, key), eq(rateLimitBuckets.windowStart, windowStart)));
    expect(bucket!.count).toBe(limit);
  });

  it('answers 404 for an unknown key, a disabled form and a replaced key', async () => {
    expect((await post(valid, {}, 'no-such-form-key-000')).statusCode).toBe(404);
    const off = await t.app.inject(as(dana, { method: 'PUT', url: '/api/leads/form', payload: { enabled: false } }));
    expect(off.json()).toMatchObject({ enabled: false, form_key: formKey });
    expect((await post(valid, {}, formKey)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/inquiry/${formKey}` })).statusCode).toBe(404);
    const renewed = await t.app.inject(as(dana, { method: 'PUT', url: '/api/leads/form', payload: { enabled: true, regenerate_key: true } }));
    const newKey = renewed.json().form_key;
    expect(newKey).not.toBe(formKey);
    expect(renewed.json().url_path).toBe(`/inquiry/${newKey}`);
    expect((await post(valid, {}, formKey)).statusCode).toBe(404);
    expect((await post({ ...valid, last_name: 'Quill-new' }, {}, newKey)).statusCode).toBe(202);
    formKey = newKey;
  });
});

describe('GET /inquiry/:formKey', () => {
  it('serves a plain page any website may frame, with the intro and the 988 line', async () => {
    await t.app.inject(as(dana, { method: 'PUT', url: '/api/leads/form', payload: { intro: 'We answer within two business days <b>.' } }));
    const page = await t.app.inject({ method: 'GET', url: `/inquiry/${formKey}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.body).toContain('Harbor Counseling Collective');
    expect(page.body).toContain('We answer within two business days &lt;b&gt;.');
    expect(page.body).toContain('call or text 988');
    expect(page.body).toContain('I agree to be contacted');
    expect(page.body).toContain(`/api/public/inquiries/${formKey}`);
    // The app's own pages stay unframeable.
    const api = await t.app.inject(as(dana, { method: 'GET', url: '/api/leads/form' }));
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
