// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { conversationKeys } from '@/features/conversations';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FakePlayback, FakeSocket } from '../session/fake-voice-ports';
import type { VoiceSessionPorts } from '../session/voice-ports';
import { VoiceOverlay } from './voice-overlay';

const conversationId = '7b0c7d1e-4a55-4f4e-9c1d-0d1f2a3b4c5d';
const noteId = '3f0e2a9c-1b7d-4c1e-8a2f-5d6c7b8a9e0f';

let sockets: FakeSocket[];
let microphoneStopped: boolean;
const ports: VoiceSessionPorts = {
  fetchToken: async () => 'tok',
  streamUrl: (token) => `ws://tend.test/api/voice-mode/stream?token=${token}`,
  createSocket: (url, protocol) => {
    const socket = new FakeSocket(url, protocol);
    sockets.push(socket);
    return socket;
  },
  openMicrophone: async () => ({
    stop: () => {
      microphoneStopped = true;
    },
  }),
  createPlayback: (onDrained) => new FakePlayback(onDrained),
};

beforeEach(() => {
  sockets = [];
  microphoneStopped = false;
  vi.stubGlobal('fetch', async () =>
    jsonResponse({
      enabled: true,
      reason: null,
      recognizer: { provider: 'builtin', quality_note: 'Offline recognition is demo-grade.' },
      speech: { ready: true, detail: null },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The one socket of the session, once the token has come. */
async function openedSocket() {
  await vi.waitFor(() => expect(sockets.length).toBe(1));
  const socket = sockets[0]!;
  act(() => socket.accept());
  return socket;
}

const stateShown = () => screen.getByTestId('voice-state').textContent;

describe('the voice overlay', () => {
  it('shows the state, the captions and the drafted note; P pauses; End closes after session_ended', async () => {
    const onClose = vi.fn();
    const view = renderWithProviders(<VoiceOverlay sessionId={conversationId} onClose={onClose} ports={ports} />);
    const { client } = view;
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const socket = await openedSocket();
    expect(stateShown()).toBe('connected');

    act(() => socket.event({ type: 'session_started', session_id: conversationId, greeting: 'Voice mode is on.' }));
    expect(stateShown()).toBe('listening');
    expect(screen.getByText('Listening')).toBeTruthy();
    act(() => {
      socket.event({ type: 'transcript', speaker: 'user', text: 'Write a SOAP note.', next_action: 'process' });
      socket.event({ type: 'transcript', speaker: 'assistant', text: 'Your SOAP note draft is ready.', next_action: 'listen', note_id: noteId });
    });
    const captions = screen.getByTestId('voice-captions');
    expect([...captions.querySelectorAll('[data-speaker]')].map((line) => line.textContent)).toEqual([
      'AssistantVoice mode is on.',
      'YouWrite a SOAP note.',
      'AssistantYour SOAP note draft is ready. Open the drafted note',
    ]);
    expect(within(captions).getByRole('link', { name: 'Open the drafted note' }).getAttribute('href')).toBe(`/notes/${noteId}`);
    expect(await screen.findByText('Offline recognition is demo-grade.')).toBeTruthy();

    fireEvent.keyDown(screen.getByTestId('voice-overlay'), { key: 'p' });
    expect(stateShown()).toBe('paused');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('voice-overlay'), { key: 'P' });
    expect(stateShown()).toBe('listening');

    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'End' }));
      expect(socket.messages().at(-1)).toEqual({ type: 'end_session' });
      act(() => socket.event({ type: 'session_ended', final_reflection: 'Voice session ended: 1 spoken turn saved to the conversation.' }));
      expect(screen.getByTestId('voice-reflection').textContent).toBe('Voice session ended: 1 spoken turn saved to the conversation.');
      expect(microphoneStopped).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(300));
    } finally {
      vi.useRealTimers();
    }
    expect(onClose).toHaveBeenCalledWith({
      sessionId: conversationId,
      reflection: 'Voice session ended: 1 spoken turn saved to the conversation.',
      drafts: [],
    });
    // Closed (unmounted): the spoken turns are in the conversation now, so its messages are fetched again.
    expect(invalidate).not.toHaveBeenCalled();
    view.unmount();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: conversationKeys.messages(conversationId) });
  });

  it('Escape asks the server to end rather than dropping the session', async () => {
    renderWithProviders(<VoiceOverlay onClose={() => {}} ports={ports} />);
    const socket = await openedSocket();
    act(() => socket.event({ type: 'session_started', session_id: conversationId, greeting: 'Hello.' }));
    fireEvent.keyDown(screen.getByTestId('voice-overlay'), { key: 'Escape' });
    expect(socket.messages()).toEqual([{ type: 'start_session' }, { type: 'end_session' }]);
    expect(screen.getByRole('button', { name: 'Ending…' })).toBeTruthy();
  });

  it('opens one socket under strict mode, whose double mount drops the first session before it connects', async () => {
    renderWithProviders(
      <StrictMode>
        <VoiceOverlay onClose={() => {}} ports={ports} />
      </StrictMode>,
    );
    const socket = await openedSocket();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sockets).toHaveLength(1);
    act(() => socket.event({ type: 'session_started', session_id: conversationId, greeting: 'Hello.' }));
    expect(stateShown()).toBe('listening');
  });

  it('releases the microphone when it is unmounted mid-session', async () => {
    const view = renderWithProviders(<VoiceOverlay onClose={() => {}} ports={ports} />);
    const socket = await openedSocket();
    act(() => socket.event({ type: 'session_started', session_id: conversationId, greeting: 'Hello.' }));
    view.unmount();
    expect(microphoneStopped).toBe(true);
    expect(socket.closedByClient?.code).toBe(1000);
  });
});
