import { Agent, request } from 'node:https';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPublicHttpsUrl, OutboundAddressRefused, publicHttpsAgent, type ResolveAll } from './outbound-url';

/** A resolver answering from a table, as a DNS server under someone else's control would. */
const resolveFrom =
  (table: Record<string, string[]>): ResolveAll =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('checkPublicHttpsUrl', () => {
  const resolve = resolveFrom({
    'push.example.com': ['142.250.74.110', '2a00:1450:4001:82a::200a'],
    'inside.example.com': ['10.0.0.7'],
    'half.example.com': ['142.250.74.110', '127.0.0.1'],
    'metadata.example.com': ['169.254.169.254'],
    'empty.example.com': [],
  });

  it('accepts a public https URL', async () => {
    expect(await checkPublicHttpsUrl('https://push.example.com/send/abc', { resolve })).toMatchObject({ ok: true });
    expect(await checkPublicHttpsUrl('https://8.8.8.8:8443/x', { resolve })).toMatchObject({ ok: true });
  });

  it.each([
    ['http://push.example.com/send', 'not https'],
    ['ftp://push.example.com/', 'not https'],
    ['https://user:secret@push.example.com/', 'credentials in the URL'],
    ['not a url', 'not a URL'],
    ['https://127.0.0.1:4433/push', 'not a public address'],
    ['https://[::1]/', 'not a public address'],
    ['https://[::]/', 'not a public address'],
    ['https://169.254.169.254/latest/meta-data/', 'not a public address'],
    ['https://[::ffff:127.0.0.1]/', 'not a public address'],
    ['https://[0:0:0:0:0:ffff:a9fe:a9fe]/', 'not a public address'],
    ['https://[fe80::1]/', 'not a public address'],
    // WHATWG URL parsing turns these host forms into 127.0.0.1 (or 0.0.0.0) before the check sees them.
    ['https://2130706433/', 'not a public address'],
    ['https://0x7f.1/', 'not a public address'],
    ['https://017700000001/', 'not a public address'],
    ['https://127.1/', 'not a public address'],
    ['https://%31%32%37.0.0.1/', 'not a public address'],
    ['https://0/', 'not a public address'],
    ['https://localhost/', 'a local name'],
    ['https://LOCALHOST./', 'a local name'],
    ['https://push.localhost:8443/', 'a local name'],
    ['https://inside.example.com/', 'the name resolves to a non-public address'],
    ['https://half.example.com/', 'the name resolves to a non-public address'],
    ['https://metadata.example.com/', 'the name resolves to a non-public address'],
  ])('refuses %s: %s', async (url, reason) => {
    expect(await checkPublicHttpsUrl(url, { resolve })).toEqual({ ok: false, why: 'refused', reason });
  });

  it('tells a name that does not resolve apart from a refused one (it may resolve later)', async () => {
    for (const url of ['https://nowhere.example.com/', 'https://empty.example.com/']) {
      expect(await checkPublicHttpsUrl(url, { resolve })).toEqual({ ok: false, why: 'unresolved', reason: 'the name does not resolve' });
    }
  });

  it('lets through only the exact origins a test allows', async () => {
    const allowOrigins = ['https://127.0.0.1:4433'];
    expect(await checkPublicHttpsUrl('https://127.0.0.1:4433/push/1', { allowOrigins })).toMatchObject({ ok: true });
    expect(await checkPublicHttpsUrl('https://127.0.0.1:4434/push/1', { allowOrigins })).toMatchObject({ ok: false, why: 'refused' });
    expect(await checkPublicHttpsUrl('http://127.0.0.1:4433/push/1', { allowOrigins })).toMatchObject({ ok: false, why: 'refused' });
  });

  it('resolves with the system resolver by default (localhost names in the hosts file included)', async () => {
    expect(await checkPublicHttpsUrl('https://does-not-exist.invalid/')).toMatchObject({ ok: false, why: 'unresolved' });
  });
});

describe('the public-only agent, at connect time', () => {
  /** A plain TCP listener on loopback: it only counts who got as far as connecting. */
  let listener: Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  /** Where one https request through the agent ends, and whether it reached the listener. */
  async function attempt(agent: Agent, host: string): Promise<{ error: unknown; connected: boolean }> {
    const before = connections;
    const error = await new Promise<unknown>((resolve) => {
      const req = request({ hostname: host, port, path: '/push', method: 'POST', agent, timeout: 5000 }, () => resolve(null));
      req.on('error', resolve);
      req.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { error, connected: connections > before };
  }

  it('refuses a name that resolved to a public address when checked and to loopback at connect time (DNS rebinding)', async () => {
    let asked = 0;
    const rebinding: ResolveAll = async () => [{ address: asked++ === 0 ? '142.250.74.110' : '127.0.0.1', family: 4 }];
    expect(await checkPublicHttpsUrl(`https://push.rebind.example:${port}/push`, { resolve: rebinding })).toMatchObject({ ok: true });

    const outcome = await attempt(publicHttpsAgent({}, { resolve: rebinding }), 'push.rebind.example');
    expect(outcome.error).toBeInstanceOf(OutboundAddressRefused);
    expect(outcome.connected).toBe(false);
    expect(asked).toBe(2);
  });

  it('the same request through a plain agent does reach the listener (what the guard prevents)', async () => {
    const plain = new Agent({
      lookup: (_host, options, callback) => (options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)),
    });
    expect((await attempt(plain, 'push.rebind.example')).connected).toBe(true);
  });

  it.each(['127.0.0.1', '::ffff:127.0.0.1', 'localhost', 'push.localhost'])('refuses %s before connecting', async (host) => {
    const outcome = await attempt(publicHttpsAgent(), host);
    expect(outcome.error).toBeInstanceOf(OutboundAddressRefused);
    expect(outcome.connected).toBe(false);
  });

  it('checks what the system resolver makes of a host form the URL parser never saw (web-push uses url.parse)', async () => {
    // getaddrinfo reads 2130706433 as 127.0.0.1.
    const outcome = await attempt(publicHttpsAgent(), '2130706433');
    expect(outcome.error).toBeInstanceOf(OutboundAddressRefused);
    expect(outcome.connected).toBe(false);
  });

  it('connects to an origin a test allows, and to no other port on that address', async () => {
    const agent = publicHttpsAgent({}, { allowOrigins: [`https://127.0.0.1:${port}`] });
    expect((await attempt(agent, '127.0.0.1')).connected).toBe(true);
    const other = publicHttpsAgent({}, { allowOrigins: [`https://127.0.0.1:${port + 1}`] });
    expect((await attempt(other, '127.0.0.1')).connected).toBe(false);
  });
});
