// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ClientDocument, ClientDocumentDetail } from '@tend/contracts/portal-documents.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import { PortalDocuments } from './portal-documents';

const clientId = '44444444-4444-4444-8444-444444444444';
const base: ClientDocument = {
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
const signedDoc: ClientDocument = {
  ...base,
  id: '66666666-6666-4666-8666-666666666666',
  title: 'Informed consent for psychotherapy',
  status: 'signed',
  signed_at: '2026-11-01T15:00:00.000Z',
  signed_name: 'Sam Lee',
  signed_sha256: 'a'.repeat(64),
  has_signed_pdf: true,
};
const sharedFile: ClientDocument = {
  ...base,
  id: '77777777-7777-4777-8777-777777777777',
  kind: 'shared_file',
  title: 'Breathing worksheet',
  status: 'shared',
  requires_signature: false,
  file: { file_name: 'worksheet.pdf', media_type: 'application/pdf', size_bytes: 2048 },
};
const detail: ClientDocumentDetail = { ...base, body: 'The text to sign.\n\nSecond paragraph.', on_behalf_of: null };

function setup(documents: ClientDocument[]) {
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/portal/documents') return json({ documents });
    if (path === `/api/portal/documents/${base.id}`) return json(detail);
    if (path === `/api/portal/documents/${base.id}/sign`) {
      const body = JSON.parse(init?.body as string) as { typed_name: string };
      posted.push(body);
      if (body.typed_name !== 'Sam Lee')
        return json({ error: 'bad_request', message: 'typed_name: type your own full name as it is on your account (Sam Lee).' }, 400);
      return json({ ...detail, status: 'signed', signed_name: 'Sam Lee', signed_at: '2026-11-23T15:00:00.000Z', has_signed_pdf: true });
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { client, wrapper } = withProviders('/client/documents');
  client.setQueryData(meQueryKey, testUser({ name: 'Sam Lee', role: 'client', permissions: ['portal:self'] }));
  render(<PortalDocuments />, { wrapper });
  return { posted };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PortalDocuments', () => {
  it('groups documents to sign, signed ones with their PDF, and shared files', async () => {
    setup([base, signedDoc, sharedFile]);
    const toSign = await screen.findByRole('region', { name: 'To sign' });
    expect(within(toSign).getByRole('button', { name: 'Read and sign Telehealth consent' })).toBeTruthy();
    const signed = screen.getByRole('region', { name: 'Signed' });
    expect(within(signed).getByRole('button', { name: 'Download the signed PDF of Informed consent for psychotherapy' })).toBeTruthy();
    const shared = screen.getByRole('region', { name: 'Shared with you' });
    expect(within(shared).getByRole('button', { name: 'Download Breathing worksheet' })).toBeTruthy();
    expect(screen.getByText('One document is waiting for your signature.')).toBeTruthy();
  });

  it('reads and signs: the name typed and "I agree" are required, the server’s refusal is shown, then it signs', async () => {
    const { posted } = setup([base]);
    fireEvent.click(await screen.findByRole('button', { name: 'Read and sign Telehealth consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telehealth consent' });
    expect((await within(dialog).findByRole('region', { name: 'Text of Telehealth consent' })).textContent).toContain('Second paragraph.');
    expect(within(dialog).getByText(/Signing now:/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('Type your full name to sign')).toBeTruthy();
    expect(within(dialog).getByText('Tick “I agree” to sign')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Type your full name/), { target: { value: 'Someone Else' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText(/type your own full name/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Type your full name/), { target: { value: 'Sam Lee' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      { typed_name: 'Someone Else', agree: true, time_zone: expect.any(String) },
      { typed_name: 'Sam Lee', agree: true, time_zone: expect.any(String) },
    ]);
  });

  it('says plainly when nothing was shared', async () => {
    setup([]);
    expect(await screen.findByText('No documents yet')).toBeTruthy();
  });
});
