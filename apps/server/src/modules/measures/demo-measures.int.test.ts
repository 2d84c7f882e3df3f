/** The demo client's portal: a due PHQ-9, four monthly scores trending down, none urgent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

async function demo(character: string): Promise<Credentials> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: character } });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
}

describe('the demo portal’s measures', () => {
  it.each(['client', 'parent_of_client'])('%s: a due PHQ-9 and PHQ-9 / GAD-7 histories trending down', async (character) => {
    const who = await demo(character);
    const forms = (await t.app.inject(as(who, { method: 'GET', url: '/api/portal/forms' }))).json();
    expect(forms.forms.map((f: { measure: string; schedule: string }) => [f.measure, f.schedule])).toEqual([['phq9', 'monthly']]);
    const clientId = forms.forms[0].client_id;
    const history = (await t.app.inject(as(who, { method: 'GET', url: `/api/portal/measure-responses?client_id=${clientId}` }))).json();
    const scores = (measure: string) => history.responses.filter((r: { measure: string }) => r.measure === measure).map((r: { score: number }) => r.score);
    expect(scores('phq9')).toEqual([16, 13, 11, 8]);
    expect(scores('gad7')).toEqual([14, 12, 9, 7]);
    expect(history.responses.some((r: { urgent: boolean }) => r.urgent)).toBe(false);
    expect(history.trends).toEqual([
      expect.objectContaining({ measure: 'phq9', from_score: 16, latest_score: 8 }),
      expect.objectContaining({ measure: 'gad7', from_score: 14, latest_score: 7 }),
    ]);
    expect(history.mood_entries.length).toBeGreaterThan(0);
  });
});
