import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createConversation } from '../api/create-conversation';
import { demoLoginAsTherapist } from '../api/demo-login';
import { finalizeSession } from '../api/finalize-session';
import { bindSessionUser, forgetSession, getSessionSnapshot, resetSessionStore, startSession, switchSession } from './session-store';

vi.mock('../api/create-conversation', () => ({ createConversation: vi.fn() }));
vi.mock('../api/demo-login', () => ({ demoLoginAsTherapist: vi.fn() }));
vi.mock('../api/finalize-session', () => ({ finalizeSession: vi.fn(() => Promise.resolve({ queued: true, job_id: null })) }));
vi.mock('@/lib/session/sign-in', () => ({ acceptSignIn: vi.fn() }));

const create = vi.mocked(createConversation);
const demoLogin = vi.mocked(demoLoginAsTherapist);
const finalize = vi.mocked(finalizeSession);
const queryClient = new QueryClient();

beforeEach(() => {
  resetSessionStore();
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  bindSessionUser('u1');
});
afterEach(() => vi.restoreAllMocks());

describe('the assistant session (spec 4)', () => {
  it('creates one conversation even when two panels ask at once', async () => {
    create.mockResolvedValueOnce('s1');
    const [a, b] = await Promise.all([startSession('auto', queryClient), startSession('auto', queryClient)]);
    expect([a, b]).toEqual(['s1', 's1']);
    expect(create).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot()).toMatchObject({ sessionId: 's1', creating: false, failed: false, error: null });
  });

  it('never retries a failed automatic start, but a user may ask for a new one', async () => {
    create.mockRejectedValueOnce(new ApiError(500, 'Down'));
    expect(await startSession('auto', queryClient)).toBeNull();
    expect(getSessionSnapshot()).toMatchObject({ failed: true, error: 'Failed to start session. Please try again.' });
    expect(await startSession('auto', queryClient)).toBeNull();
    expect(await startSession('recover', queryClient)).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);

    create.mockRejectedValueOnce(new ApiError(0, 'Network error', 'network'));
    expect(await startSession('new', queryClient)).toBeNull();
    expect(getSessionSnapshot().error).toBe('Failed to start a new conversation. Please try refreshing the page.');
  });

  it('tries one demo login when not signed in, then asks for it', async () => {
    create.mockRejectedValue(new ApiError(401, 'Sign in'));
    demoLogin.mockRejectedValueOnce(new ApiError(404, 'Demo mode is off'));
    expect(await startSession('auto', queryClient)).toBeNull();
    expect(demoLogin).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot().error).toBe('Please use Demo Login before starting a conversation.');
  });

  it('after a successful demo login, the new conversation belongs to the demo user', async () => {
    create.mockRejectedValueOnce(new ApiError(401, 'Sign in')).mockResolvedValueOnce('s-demo');
    demoLogin.mockResolvedValueOnce({ user: { uuid: 'demo-1' } } as Awaited<ReturnType<typeof demoLoginAsTherapist>>);
    expect(await startSession('auto', queryClient)).toBe('s-demo');
    expect(getSessionSnapshot()).toMatchObject({ userId: 'demo-1', sessionId: 's-demo' });
  });

  it('finalizes the conversation left behind when switching or starting anew', async () => {
    create.mockResolvedValueOnce('s1').mockResolvedValueOnce('s3');
    await startSession('auto', queryClient);
    expect(finalize).not.toHaveBeenCalled();
    switchSession('s2', queryClient);
    expect(finalize).toHaveBeenLastCalledWith('s1');
    switchSession('s2', queryClient);
    expect(finalize).toHaveBeenCalledTimes(1);
    await startSession('new', queryClient);
    expect(finalize).toHaveBeenLastCalledWith('s2');
    expect(getSessionSnapshot().sessionId).toBe('s3');
  });

  it('forgets a conversation that is gone, and another user never sees it', async () => {
    create.mockResolvedValueOnce('s1');
    await startSession('auto', queryClient);
    forgetSession('other');
    expect(getSessionSnapshot().sessionId).toBe('s1');
    forgetSession('s1');
    expect(getSessionSnapshot().sessionId).toBeNull();
    switchSession('s9', queryClient);
    bindSessionUser('u2');
    expect(getSessionSnapshot()).toMatchObject({ userId: 'u2', sessionId: null });
  });
});
