// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ClientDocument } from '@tend/contracts/portal-documents.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { withProviders } from '@/testing/render-with-providers';
import { ClientDocumentsCard } from './client-documents-card';

const clientId = '44444444-4444-4444-8444-444444444444';
const toSign: ClientDocument = {
  id: '55555555-5555-4555-8555-555555555555',
  client_id: clientId,
  client_name: 'Sam Lee',
  kind: 'consent',
  title: 'Telehealth consent',
  status: 'to_sign',
  requires_signature: true,
  shared_at: '2026-11-20T15:00:00.000Z',
  shared_by_name: 'Dr Alice Moreno',
  file: null,
  signed_at: null,
  signed_name: null,
  signed_on_behalf: false,
  signed_ip: null,
  signed_sha256: null,
  has_signed_pdf: false,
};
const signed: ClientDocument = {
  ...toSign,
  id: '66666666-6666-4666-8666-666666666666',
  title: 'Informed consent for psychotherapy',
  status: 'signed',
  signed_at: '2026-11-21T15:00:00.000Z',
  signed_name: 'Sam Lee',
  has_signed_pdf: true,
};
const templates = [
  { key: 'informed_consent', kind: 'consent', title: 'Informed consent for psychotherapy', summary: 'What therapy involves.', body: 'Consent text.' },
  { key: 'telehealth_consent', kind: 'consent', title: 'Telehealth consent', summary: 'Video sessions.', body: 'Telehealth text.' },
];

function setup() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (path === `/api/clients/${clientId}/documents` && method === 'GET') return json({ documents: [toSign, signed] });
    if (path === '/api/document-templates') return json({ templates });
    if (path === `/api/clients/${clientId}/documents` && method === 'POST') return json({ ...toSign, title: 'Telehealth consent' }, 201);
    if (path === `/api/clients/${clientId}/documents/${toSign.id}` && method === 'DELETE') return json({ withdrawn: true });
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders(`/clients/${clientId}?tab=documents`);
  render(<ClientDocumentsCard clientId={clientId} mayWrite />, { wrapper });
  return { calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientDocumentsCard', () => {
  it('lists documents with their status; a signed one offers its PDF and cannot be withdrawn', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Shared documents' });
    expect(within(list).getByText('To sign')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Download the signed PDF of Informed consent for psychotherapy' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Withdraw Telehealth consent' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Withdraw Informed consent for psychotherapy' })).toBeNull();
  });

  it('shares a template after reading it, and withdraws after a confirmation', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Share to sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a document to sign' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Telehealth consent/ }));
    expect(within(dialog).getByRole('region', { name: 'Text of Telehealth consent' }).textContent).toBe('Telehealth text.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share to sign' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && (c.body as { template?: string })?.template === 'telehealth_consent')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Telehealth consent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdraw' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(toSign.id))).toBe(true));
  });
});
