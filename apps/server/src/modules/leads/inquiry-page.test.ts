// @vitest-environment jsdom
/**
 * The public inquiry page as a browser runs it: labelled fields, the 988 line, the consent box;
 * after a 202 only the thank-you shows (nothing the person typed); errors are announced.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inquiryPage } from './inquiry-page';

/** Loads the page into the document and runs its script, as the browser would. */
function open(intro: string | null = null) {
  const page = inquiryPage({ practiceName: 'Harbor Counseling Collective', intro, formKey: 'abcdefghijkl' });
  document.documentElement.innerHTML = page.html.replace(/^<!doctype html><html lang="en">/, '').replace(/<\/html>$/, '');
  const script = document.querySelector('script')!.textContent;
  // The page's own inline script, run as the browser would (jsdom here does not run scripts).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(script)();
  const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const fill = (values: Record<string, string>) => Object.entries(values).forEach(([k, v]) => (input(k).value = v));
  const submit = () => document.getElementById('inquiry')!.dispatchEvent(new Event('submit', { cancelable: true }));
  return { input, fill, submit, status: () => document.getElementById('status')!.textContent };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.unstubAllGlobals());

describe('the inquiry page', () => {
  it('labels every field, says it is not for emergencies, and hides the honeypot from people', () => {
    const { input } = open('We answer within two days.');
    for (const name of ['first_name', 'last_name', 'email', 'phone', 'reason', 'insurance', 'preferred_times', 'referral_source']) {
      const field = document.querySelector(`[name="${name}"]`)!;
      expect(document.querySelector(`label[for="${field.id}"]`), name).not.toBeNull();
    }
    expect(document.body.textContent).toContain('Not for emergencies');
    expect(document.body.textContent).toContain('call or text 988');
    expect(document.body.textContent).toContain('We answer within two days.');
    expect(input('consent').closest('label')!.textContent).toContain('I agree to be contacted');
    expect(input('website').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input('website').tabIndex).toBe(-1);
  });

  it('asks for an e-mail or a phone before sending', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { fill, submit, status } = open();
    fill({ first_name: 'Morgan', last_name: 'Quill' });
    submit();
    expect(status()).toBe('Please give an e-mail address or a phone number.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the fields as JSON and then shows only the thank-you', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ received: true }), { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    const { fill, input, submit } = open();
    fill({ first_name: 'Morgan', last_name: 'Quill', email: 'morgan@example.org', reason: 'Grief' });
    input('consent').checked = true;
    submit();
    await settle();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/inquiries/abcdefghijkl');
    expect(JSON.parse(init.body as string)).toMatchObject({ first_name: 'Morgan', email: 'morgan@example.org', consent: true, website: '' });
    expect(document.querySelector('h1')!.textContent).toBe('Thank you — the practice will contact you.');
    expect(document.body.textContent).not.toMatch(/Morgan|Quill|Grief/);
    expect(document.body.textContent).toContain('988');
  });

  it('announces the server’s message, and a gentler one for 429', async () => {
    const answers = [
      new Response(JSON.stringify({ error: 'validation_error', message: 'body.consent: Please agree to be contacted' }), { status: 400 }),
      new Response(JSON.stringify({ error: 'too_many_requests', message: 'Too many' }), { status: 429 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!),
    );
    const { fill, submit, status } = open();
    fill({ first_name: 'Morgan', last_name: 'Quill', phone: '555 0100' });
    submit();
    await settle();
    expect(status()).toBe('body.consent: Please agree to be contacted');
    submit();
    await settle();
    expect(status()).toContain('Too many inquiries from here just now');
    expect(document.getElementById('status')!.getAttribute('role')).toBe('alert');
  });
});
