// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { VoiceStatusResponse } from '@tend/contracts/voice.contract';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import VoicePage from './voice-page';

let status: VoiceStatusResponse;

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: string) => {
    if (String(input).endsWith('/api/voice/status')) return jsonResponse(status);
    return jsonResponse({ error: 'not_found' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the voice page', () => {
  it('says why voice mode is off and offers no Start button', async () => {
    status = {
      enabled: false,
      reason: 'Voice mode is turned off for this practice. An administrator can turn it on in Settings → AI assistant.',
      recognizer: { provider: 'builtin', quality_note: 'Offline recognition is demo-grade.' },
      speech: { ready: true, detail: null },
    };
    renderWithProviders(<VoicePage />, '/voice');
    expect((await screen.findByTestId('voice-disabled')).textContent).toBe(
      'Voice mode is turned off for this practice. An administrator can turn it on in Settings → AI assistant.',
    );
    expect(screen.queryByRole('button', { name: /start/i })).toBeNull();
    expect(screen.queryByText('Offline recognition is demo-grade.')).toBeNull();
  });

  it('shows the recognizer’s quality note beside the Start button when it is on', async () => {
    status = {
      enabled: true,
      reason: null,
      recognizer: { provider: 'builtin', quality_note: 'Offline recognition is demo-grade: speak clearly.' },
      speech: { ready: true, detail: null },
    };
    renderWithProviders(<VoicePage />, '/voice');
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Start voice session' })).disabled).toBe(false);
    expect(screen.getByTestId('voice-quality-note').textContent).toBe('Offline recognition is demo-grade: speak clearly.');
    expect(screen.queryByTestId('voice-disabled')).toBeNull();
  });

  it('opens the overlay on Start, which says plainly when this browser cannot capture audio', async () => {
    status = { enabled: true, reason: null, recognizer: { provider: 'openai-compatible', quality_note: null }, speech: { ready: true, detail: null } };
    renderWithProviders(<VoicePage />, '/voice');
    fireEvent.click(await screen.findByRole('button', { name: 'Start voice session' }));
    const overlay = await screen.findByTestId('voice-overlay');
    // jsdom has neither Web Audio nor a microphone: the session fails before asking for a token.
    expect((await within(overlay).findByTestId('voice-error')).textContent).toContain('This browser cannot record or play audio for Voice Mode.');
    expect(within(overlay).getByTestId('voice-state').textContent).toBe('error');
    fireEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByTestId('voice-overlay')).toBeNull());
  });
});
