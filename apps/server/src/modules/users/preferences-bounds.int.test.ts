/** Preferences ride on every /api/auth/me answer, so a save past their bounds is refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const save = (preferences: unknown) => t.app.inject(as(alice, { method: 'PATCH', url: '/api/users/me', payload: { preferences } }));
const me = async () => (await t.app.inject(as(alice, { method: 'GET', url: '/api/auth/me' }))).json().user.preferences;

describe('bounded preferences', () => {
  it('saves ordinary preferences and returns them from /api/auth/me', async () => {
    const res = await save({ theme: 'dark', note_layout: { sections: ['S', 'O', 'A', 'P'] } });
    expect(res.statusCode).toBe(200);
    expect(await me()).toMatchObject({ theme: 'dark', note_layout: { sections: ['S', 'O', 'A', 'P'] } });
  });

  it.each([
    ['900 kB of text', { blob: 'x'.repeat(900 * 1024) }, /too large/],
    ['deep nesting', { a: { b: { c: { d: { e: 1 } } } } }, /nested too deeply/],
    ['too many keys', Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])), /too many entries/],
  ])('refuses %s with a 400 naming body.preferences', async (_label, preferences, message) => {
    const before = await me();
    const res = await save(preferences);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.preferences', message: expect.stringMatching(message) }]);
    expect(await me()).toEqual(before);
  });

  it('bounds the merged whole: many small saves cannot grow it past 16 KB', async () => {
    const chunk = 'y'.repeat(4 * 1024);
    for (const key of ['p1', 'p2', 'p3']) expect((await save({ [key]: chunk })).statusCode).toBe(200);
    const res = await save({ p4: chunk });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body\.preferences: Preferences are too large/);
    expect(await me()).not.toHaveProperty('p4');
    // Replacing a key keeps the size, so it is still allowed.
    expect((await save({ p3: 'small' })).statusCode).toBe(200);
  });
});
