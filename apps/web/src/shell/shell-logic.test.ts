import { describe, expect, it } from 'vitest';
import { aiHealthView } from './ai-health';
import { bellSummary, type BellNotification } from './notifications/bell-summary';
import { unreadMessageCount } from './api/get-clients-with-messages';
import { versionText } from './version-text';

describe('AI health badge (spec 4)', () => {
  it('is OK, or degraded with a reason, "unknown" without one, "request" when the poll failed', () => {
    expect(aiHealthView({ ok: true, where: 'builtin' }, false)).toEqual({ state: 'ok', where: 'builtin' });
    expect(aiHealthView({ ok: false, where: 'openai', reason: 'timeout' }, false)).toEqual({ state: 'degraded', reason: 'timeout' });
    expect(aiHealthView({ ok: false, where: 'openai' }, false)).toEqual({ state: 'degraded', reason: 'unknown' });
    expect(aiHealthView(undefined, true)).toEqual({ state: 'degraded', reason: 'request' });
    expect(aiHealthView({ ok: true, where: 'builtin' }, true)).toEqual({ state: 'degraded', reason: 'request' });
    expect(aiHealthView(undefined, false)).toEqual({ state: 'checking' });
  });
});

describe('version stamp (spec 2.8)', () => {
  it("reads 'v<7-char commit> – <date>'", () => {
    expect(versionText({ commit: '0123456789abcdef', build_timestamp: '2026-03-04T05:06:07Z', deployed_at: '2026-03-05T00:00:00Z' }, 'en-US')).toBe(
      'v0123456 – Mar 4, 2026',
    );
  });

  it('falls back to the deployment date, then to the commit alone', () => {
    expect(versionText({ commit: 'abcdef0123', build_timestamp: null, deployed_at: '2026-01-02T10:00:00Z' }, 'en-GB')).toBe('vabcdef0 – 2 Jan 2026');
    expect(versionText({ commit: 'dev', build_timestamp: null })).toBe('vdev');
  });
});

describe('notification bell (spec 4 and 9)', () => {
  const note = (id: number, read = false): BellNotification => ({
    id: String(id),
    timestamp: '2026-01-01T00:00:00Z',
    read,
    type: 'note_created',
    title: `Note ${id}`,
    message: 'ready',
    link: `/notes/${id}`,
  });

  it('counts unread notifications plus unread client messages', () => {
    expect(bellSummary([note(1), note(2, true)], 3).badge).toBe(4);
  });

  it('lists at most 5 unread items and counts the rest', () => {
    const summary = bellSummary(
      [1, 2, 3, 4, 5, 6, 7].map((n) => note(n)),
      0,
    );
    expect(summary.shown.map((n) => n.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(summary.more).toBe(2);
  });

  it('adds up unread_count over clients and tolerates odd answers', () => {
    expect(unreadMessageCount({ clients: [{ unread_count: 2 }, { unread_count: 1 }, {}] })).toBe(3);
    expect(unreadMessageCount({ error: 'not_found' })).toBe(0);
    expect(unreadMessageCount(undefined)).toBe(0);
  });
});
