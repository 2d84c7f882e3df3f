// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testUser } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ProfileForm } from './profile-form';

const requests: { method?: string; body: unknown }[] = [];
const user = testUser();

function setup(onSaved = vi.fn()) {
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    requests.push({ method: init?.method, body });
    return new Response(JSON.stringify({ user: { ...user, ...body } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithProviders(<ProfileForm user={user} submitLabel="Save profile" preferences={{ profile_completed: true }} onSaved={onSaved} />);
  return onSaved;
}

const name = () => screen.getByLabelText<HTMLInputElement>(/^Full name/);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('ProfileForm', () => {
  it('starts from the saved names and marks an emptied name at once', async () => {
    setup();
    expect(name().value).toBe('Dr Alice Moreno');
    expect(screen.getByLabelText<HTMLInputElement>(/^Preferred name/).value).toBe('Alice');
    fireEvent.change(name(), { target: { value: '  ' } });
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(document.activeElement).toBe(name()));
    expect(requests).toEqual([]);
  });

  it('saves trimmed names, no preferred name as null, and the extra preferences', async () => {
    const onSaved = setup();
    fireEvent.change(name(), { target: { value: ' Alice Moreno ' } });
    fireEvent.change(screen.getByLabelText(/^Preferred name/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([{ method: 'PATCH', body: { name: 'Alice Moreno', preferred_name: null, preferences: { profile_completed: true } } }]);
  });
});
