// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NoteDetail } from '@tend/contracts/notes.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ApproveNoteDialog } from './approve-note-dialog';

const clientId = '44444444-4444-4444-8444-444444444444';
const noteId = '99999999-9999-4999-8999-999999999999';
const assessmentId = '55555555-5555-4555-8555-555555555555';

const note = {
  id: noteId,
  document_type: 'soap_note',
  note_content: 'S: Client reports passive thoughts of death.',
  status: 'draft',
  patient_display: 'Sam Lee',
  client_name: 'Sam Lee',
  client_id: clientId,
  created_at: '2026-03-02T15:00:00.000Z',
  signed_at: null,
  signed_by: null,
  encounter_id: null,
  encounter: null,
  author_id: '11111111-1111-4111-8111-111111111111',
  author_name: 'Dr Alice Moreno',
  addenda: [],
  risk_positive: true,
  risk_response: null,
  clinician_sentences: [],
  provenance: { sentences: [], left_out: [], left_out_total: 0 },
  can_approve: true,
  can_edit: true,
  updated_at: '2026-11-24T10:00:00.000Z',
} as unknown as NoteDetail;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ApproveNoteDialog', () => {
  it('attaches the completed assessment made from this note to the recorded response', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === `/api/clients/${clientId}/risk-assessments`)
        return json({
          assessments: [
            {
              id: assessmentId,
              client_id: clientId,
              client_name: 'Sam Lee',
              status: 'completed',
              screener_level: 'low',
              level: 'low',
              clinician_id: null,
              clinician_name: 'Dr Alice Moreno',
              note_id: noteId,
              created_at: '2026-03-02T15:05:00.000Z',
              completed_at: '2026-03-02T15:10:00.000Z',
            },
          ],
        });
      if (path === `/api/notes/${noteId}/approve`) {
        bodies.push(JSON.parse(init?.body as string));
        return json({ ok: true });
      }
      return json({ notes: [], total: 0 });
    });
    const onClose = vi.fn();
    renderWithProviders(<ApproveNoteDialog note={note} onClose={onClose} />);

    const attach = await screen.findByRole('combobox', { name: 'Attach a risk assessment' });
    await waitFor(() => expect(attach.textContent).toContain('from this note'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Safety plan reviewed or made' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve and Sign' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ risk_response: { action: 'safety_plan_reviewed', assessment_id: assessmentId } });
  });
});
