// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import RegisterPage from './register-page';

const requests: { url: string; body: unknown }[] = [];

function setup(answer: Response) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url: String(url), body: init?.body ? JSON.parse(init.body as string) : undefined });
    return answer;
  });
  renderWithProviders(<RegisterPage />, '/register');
}

const field = (name: RegExp) => screen.getByLabelText<HTMLInputElement>(name);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('the register form', () => {
  it("shows the contract's message under each field, focuses the first, and sends nothing", async () => {
    setup(new Response('{}'));
    expect(screen.getByText('At least 12 characters.')).toBeTruthy();
    fireEvent.change(field(/^Password/), { target: { value: 'short' } });
    submit();

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Practice name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 12 characters')).toBeTruthy();
    expect(field(/^Your name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Your name/));
    expect(requests).toEqual([]);

    // Fixing a field clears its message at once.
    fireEvent.change(field(/^Your name/), { target: { value: 'Morgan Founder' } });
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
  });

  it('sends the values as the contract reads them, and shows the refusal', async () => {
    setup(
      new Response(JSON.stringify({ error: 'conflict', message: 'An account with this e-mail already exists' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    );
    fireEvent.change(field(/^Your name/), { target: { value: ' Morgan Founder ' } });
    fireEvent.change(field(/^Practice name/), { target: { value: 'Founder Practice' } });
    fireEvent.change(field(/^E-mail/), { target: { value: ' Morgan@Example.TEST ' } });
    fireEvent.change(field(/^Password/), { target: { value: 'a-long-enough-password' } });
    submit();

    expect(await screen.findByText('An account with this e-mail already exists')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(/\/auth\/register$/);
    expect(requests[0]?.body).toEqual({
      name: 'Morgan Founder',
      practice_name: 'Founder Practice',
      email: 'morgan@example.test',
      password: 'a-long-enough-password',
      is_provider: true,
    });
  });

  it('asks whether the registrant sees clients, yes unless they untick it', async () => {
    setup(new Response(JSON.stringify({ error: 'conflict', message: 'Taken' }), { status: 409, headers: { 'content-type': 'application/json' } }));
    const seesClients = screen.getByRole('checkbox', { name: 'I see clients' });
    expect((seesClients as HTMLInputElement).checked).toBe(true);
    fireEvent.change(field(/^Your name/), { target: { value: 'Morgan Manager' } });
    fireEvent.change(field(/^Practice name/), { target: { value: 'Managed Practice' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'manager@example.test' } });
    fireEvent.change(field(/^Password/), { target: { value: 'a-long-enough-password' } });
    fireEvent.click(seesClients);
    submit();
    expect(await screen.findByText('Taken')).toBeTruthy();
    expect(requests[0]?.body).toMatchObject({ email: 'manager@example.test', is_provider: false });
  });

  it('grades the password as it is typed, and refuses a common one before sending', async () => {
    setup(new Response('{}'));
    expect(screen.queryByRole('progressbar', { name: 'Strength' })).toBeNull();
    fireEvent.change(field(/^Password/), { target: { value: 'PasswordPassword1!' } });
    expect(screen.getByRole('progressbar', { name: 'Strength' }).getAttribute('aria-valuetext')).toBe('Too common');
    expect(screen.getByText('Strength: Too common')).toBeTruthy();
    submit();
    expect(await screen.findByText('This password is too common')).toBeTruthy();
    expect(requests).toEqual([]);

    fireEvent.change(field(/^Password/), { target: { value: 'Zebra finch, mop & 7 kettles' } });
    expect(screen.getByText('Strength: Strong')).toBeTruthy();
  });
});
