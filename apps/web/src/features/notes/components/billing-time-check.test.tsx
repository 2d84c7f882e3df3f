// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BillingCheck } from '@tend/contracts/billing.contract';
import type { NoteDetail } from '@tend/contracts/notes.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { withProviders } from '@/testing/render-with-providers';
import { ApproveNoteDialog } from './approve-note-dialog';

const appointmentId = '55555555-5555-4555-8555-555555555555';
const note = {
  id: '44444444-4444-4444-8444-444444444444',
  document_type: 'soap_note',
  note_content: 'S: Client reports better sleep.',
  status: 'draft',
  patient_display: 'Sam L.',
  client_name: 'Sam Lee',
  client_id: '66666666-6666-4666-8666-666666666666',
  created_at: '2030-01-08T22:00:00.000Z',
  signed_at: null,
  signed_by: null,
  encounter_id: appointmentId,
  encounter: null,
  author_id: '11111111-1111-4111-8111-111111111111',
  author_name: 'Dr Alice Moreno',
  addenda: [],
  risk_positive: false,
  risk_response: null,
  clinician_sentences: [],
  provenance: { sentences: [], left_out: [], left_out_total: 0 },
  can_approve: true,
  can_edit: true,
  updated_at: '2026-11-24T10:00:00.000Z',
} satisfies NoteDetail;

const mismatch: BillingCheck = {
  appointment_id: appointmentId,
  service_code: '90834',
  minutes: 55,
  proposed_code: '90837',
  matches: false,
  message: 'A 55-minute session is billed as 90837, not 90834.',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The dialog over a stubbed API whose check finds a mismatch until the code is changed. */
function setup(shown: NoteDetail = note) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let code = '90834';
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (path === `/api/appointments/${appointmentId}/service-code` && method === 'PUT') {
      code = (JSON.parse(init?.body as string) as { service_code: string }).service_code;
      return json({ ...mismatch, service_code: code, proposed_code: null, matches: true, message: null });
    }
    if (path === `/api/appointments/${appointmentId}/billing-check`)
      return json(code === '90834' ? mismatch : { ...mismatch, service_code: code, proposed_code: null, matches: true, message: null });
    return json({}, 404);
  });
  const { wrapper } = withProviders(`/notes/${note.id}`);
  render(<ApproveNoteDialog note={shown} onClose={() => undefined} />, { wrapper });
  return calls;
}

describe('the signing time check', () => {
  it('shows the mismatch before signing, proposes the right code and changes it with a PUT', async () => {
    const calls = setup();
    const dialog = screen.getByRole('dialog', { name: 'Approve and Sign' });
    const alert = await within(dialog).findByTestId('billing-time-check');
    expect(alert.textContent).toContain('A 55-minute session is billed as 90837, not 90834.');
    // Signing stays possible while the warning shows.
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Approve and Sign' }).disabled).toBe(false);

    fireEvent.click(within(alert).getByRole('button', { name: 'Use 90837' }));

    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', path: `/api/appointments/${appointmentId}/service-code`, body: { service_code: '90837' } }),
    );
    // The PUT answers the check anew, which now matches: the warning goes.
    await waitFor(() => expect(screen.queryByTestId('billing-time-check')).toBeNull());
  });

  it('asks nothing and says nothing for a note without a visit', async () => {
    const calls = setup({ ...note, encounter_id: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('billing-time-check')).toBeNull();
    expect(calls).toEqual([]);
  });
});
