// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataExport } from '@tend/contracts/data-exports.contract';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DataExportsPanel } from './data-exports-panel';

const base: DataExport = {
  id: '00000000-0000-4000-8000-000000000001',
  scope: 'practice',
  client_id: null,
  client_name: null,
  format: 'fhir',
  status: 'running',
  progress: 40,
  size_bytes: null,
  file_name: null,
  error: null,
  requested_by_name: 'Dana Whitfield',
  created_at: '2026-11-24T08:00:00.000Z',
  finished_at: null,
  downloaded_at: null,
};

let exportsNow: DataExport[];
const createObjectURL = vi.fn(() => 'blob:export');
const linkClick = vi.fn();
const calls: { method: string; url: string; body: unknown; key: string | null }[] = [];

beforeEach(() => {
  calls.length = 0;
  createObjectURL.mockClear();
  linkClick.mockClear();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow the save link; the click is what saving does.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(linkClick);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : null, key: headers.get('idempotency-key') });
    if (url.endsWith('/download')) {
      exportsNow = exportsNow.map((e) =>
        url.includes(e.id) ? { ...e, status: 'downloaded', size_bytes: null, downloaded_at: '2026-11-24T08:05:00.000Z' } : e,
      );
      return new Response('{"resourceType":"Bundle"}', {
        headers: { 'content-type': 'application/fhir+json', 'content-disposition': 'attachment; filename="tend-export-practice-2026-11-24.fhir.json"' },
      });
    }
    if (method === 'POST') {
      const created = { ...base, id: '00000000-0000-4000-8000-000000000009', status: 'queued' as const, progress: 0 };
      exportsNow = [created, ...exportsNow];
      return jsonResponse({ export: created }, 202);
    }
    return jsonResponse({ exports: exportsNow });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataExportsPanel', () => {
  it('shows progress while building, polls until ready, then downloads once and shows Downloaded', async () => {
    exportsNow = [base, { ...base, id: '00000000-0000-4000-8000-000000000002', status: 'failed', progress: 20, error: 'The export passed its 100 MB limit' }];
    renderWithProviders(<DataExportsPanel />);

    const progress = await screen.findByRole('progressbar', { name: 'Export progress 40%' }, { timeout: 5000 });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/Failed: The export passed its 100 MB limit/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();

    // The job finishes: the next poll (every 2 s while one is running) shows it ready.
    exportsNow = [{ ...base, status: 'ready', progress: 100, size_bytes: 2048, file_name: 'x.fhir.json' }, exportsNow[1]!];
    const download = await screen.findByRole('button', { name: 'Download' }, { timeout: 5000 });
    expect(screen.getByText('Ready')).toBeTruthy();

    fireEvent.click(download);
    await waitFor(() => expect(screen.getByText(/^Downloaded/)).toBeTruthy());
    expect(calls.filter((c) => c.url.endsWith(`/admin/exports/${base.id}/download`))).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(linkClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('starts an export of the chosen format with an Idempotency-Key and lists it', async () => {
    exportsNow = [];
    renderWithProviders(<DataExportsPanel />);
    expect(await screen.findByText('No exports yet', {}, { timeout: 5000 })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Format' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'FHIR R4 Bundle (JSON)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start export' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ scope: 'practice', format: 'fhir' });
    expect(post.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/Queued · 0%/)).toBeTruthy();
  });

  it('asks for the client before a client export can start', async () => {
    exportsNow = [];
    renderWithProviders(<DataExportsPanel clientId={undefined} />);
    await screen.findByText('No exports yet', {}, { timeout: 5000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Records' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'One client' }));
    expect(screen.getByRole('combobox', { name: 'Client' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start export' }).disabled).toBe(true);
  });
});
