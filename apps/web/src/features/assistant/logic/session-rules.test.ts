import { describe, expect, it } from 'vitest';
import { isAssistantPath, parseStoredSession, restoredSessionId, sessionToFinalize, shouldCreateSession, type SessionStartFacts } from './session-rules';

const base: SessionStartFacts = { pathname: '/therapist-panel', userId: 'u1', mayUse: true, sessionId: null, creating: false, failed: false };

describe('assistant paths (spec 2.7)', () => {
  it('are the panel routes, /dashboard and anything under /conversations', () => {
    for (const path of ['/therapist-panel', '/assistant', '/ai-assistant', '/dashboard', '/conversations', '/conversations/', '/conversations/abc']) {
      expect(isAssistantPath(path), path).toBe(true);
    }
  });

  it('are not other screens', () => {
    for (const path of ['/', '/notes', '/clients', '/conversationsx', '/dashboard/x', '/admin/chat', '/assistant-x']) {
      expect(isAssistantPath(path), path).toBe(false);
    }
  });
});

describe('when a session is created (spec 4)', () => {
  it('on an assistant route, for a known user, when none exists', () => {
    expect(shouldCreateSession(base)).toBe(true);
  });

  it('never while the user is unknown, on other paths, with a session, or for a role without the assistant', () => {
    expect(shouldCreateSession({ ...base, userId: null })).toBe(false);
    expect(shouldCreateSession({ ...base, pathname: '/notes' })).toBe(false);
    expect(shouldCreateSession({ ...base, sessionId: 's1' })).toBe(false);
    expect(shouldCreateSession({ ...base, mayUse: false })).toBe(false);
  });

  it('never twice at once, and never again after a failure', () => {
    expect(shouldCreateSession({ ...base, creating: true })).toBe(false);
    expect(shouldCreateSession({ ...base, failed: true })).toBe(false);
  });

  it('finalizes only a different previous session', () => {
    expect(sessionToFinalize('a', 'b')).toBe('a');
    expect(sessionToFinalize('a', 'a')).toBeNull();
    expect(sessionToFinalize(null, 'b')).toBeNull();
  });
});

describe('the stored session', () => {
  it('is restored only for the user it belongs to', () => {
    const stored = parseStoredSession(JSON.stringify({ session_id: 's1', user_id: 'u1' }));
    expect(restoredSessionId(stored, 'u1')).toBe('s1');
    expect(restoredSessionId(stored, 'u2')).toBeNull();
    expect(restoredSessionId(stored, null)).toBeNull();
  });

  it('ignores junk', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('not json')).toBeNull();
    expect(parseStoredSession('{"session_id":1}')).toBeNull();
    expect(parseStoredSession('null')).toBeNull();
  });
});
