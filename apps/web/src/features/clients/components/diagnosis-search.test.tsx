// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DiagnosisCode } from '@tend/contracts/client-details.contract';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import { DiagnosisSearch } from './diagnosis-search';

const gad: DiagnosisCode = { code: 'F41.1', description: 'Generalized anxiety disorder' };
const unspecified: DiagnosisCode = { code: 'F41.9', description: 'Anxiety disorder, unspecified' };

/** The server's answers by search; every search sent is recorded. */
function setup(taken: string[] = []) {
  const searches: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const search = new URL(url, 'http://localhost').searchParams.get('search') ?? '';
    searches.push(search);
    return json(search.toLowerCase().startsWith('anx') || search === 'F41' ? [unspecified, gad] : []);
  });
  const onPick = vi.fn();
  const { wrapper } = withProviders('/clients/x');
  render(<DiagnosisSearch onPick={onPick} taken={taken} />, { wrapper });
  const input = screen.getByLabelText<HTMLInputElement>('Add diagnosis');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { searches, onPick, input, type };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DiagnosisSearch', () => {
  it('asks the code list once typing pauses, shows the matches in the server’s order, and hands on a pick', async () => {
    const { searches, onPick, input, type } = setup();
    fireEvent.focus(input);
    type('a');
    type('an');
    type('anx');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['F41.9Anxiety disorder, unspecified', 'F41.1Generalized anxiety disorder']);
    // One character is never sent; the pause between keystrokes collapses the rest into one search.
    expect(searches).toEqual(['anx']);

    fireEvent.click(screen.getByRole('option', { name: /F41\.1/ }));
    expect(onPick).toHaveBeenCalledWith(gad);
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('shows a current diagnosis as such and will not pick it', async () => {
    const { onPick, input, type } = setup(['F41.1']);
    fireEvent.focus(input);
    type('F41');
    const current = await screen.findByRole('option', { name: /F41\.1.*\(current\)/ });
    expect(current.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(current);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    const { input, type } = setup();
    fireEvent.focus(input);
    type('zzz');
    expect(await screen.findByText('No matching ICD-10-CM code')).toBeTruthy();
  });
});
