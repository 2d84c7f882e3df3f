import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveNote } from './note-calls';

afterEach(() => vi.unstubAllGlobals());

describe('saveNote', () => {
  it('sends the risk response as the contract form fields', async () => {
    let sent: URLSearchParams | undefined;
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      sent = init?.body as URLSearchParams;
      return new Response(JSON.stringify({ note_id: '11111111-1111-4111-8111-111111111111', status: 'approved', created: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    await saveNote({
      user_id: '22222222-2222-4222-8222-222222222222',
      encounter_id: '33333333-3333-4333-8333-333333333333',
      note_content: 'Note',
      document_type: 'dap_note',
      approved: true,
      riskResponse: {
        action: 'mandated_report_filed',
        additional_actions: ['duty_to_warn_assessed', 'consultation'],
        reason: '',
        mandated_report: { agency: 'CPS', reference: '', filed_at: '2025-03-04T14:30:00-05:00' },
        duty_to_warn: { decision: 'not_required', reason: 'No identifiable victim' },
      },
    });
    expect(Object.fromEntries(sent!)).toEqual({
      user_id: '22222222-2222-4222-8222-222222222222',
      encounter_id: '33333333-3333-4333-8333-333333333333',
      note_content: 'Note',
      document_type: 'dap_note',
      approved: 'true',
      risk_response_action: 'mandated_report_filed',
      risk_response_also: 'duty_to_warn_assessed,consultation',
      risk_report_agency: 'CPS',
      risk_report_filed_at: '2025-03-04T14:30:00-05:00',
      risk_duty_to_warn_decision: 'not_required',
      risk_duty_to_warn_reason: 'No identifiable victim',
    });
  });

  it('sends no risk fields without a response', async () => {
    let sent: URLSearchParams | undefined;
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      sent = init?.body as URLSearchParams;
      return new Response(JSON.stringify({ note_id: '11111111-1111-4111-8111-111111111111', status: 'draft', created: true }), { status: 200 });
    });
    await saveNote({
      user_id: '22222222-2222-4222-8222-222222222222',
      encounter_id: '33333333-3333-4333-8333-333333333333',
      note_content: 'Note',
      document_type: 'soap_note',
      approved: false,
    });
    expect([...sent!.keys()].filter((k) => k.startsWith('risk_'))).toEqual([]);
  });
});
