import { promises as dns, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { isPublicAddress } from './public-address';

/**
 * The one guard for every URL a user gives the server to call (push endpoints today; webhooks,
 * OIDC issuers and the like set from the admin screens must use it too). A URL pointing at the
 * server itself or at its private network would let a caller probe or reach what only the server
 * can (SSRF): https only, no credentials, and every address the host resolves to must be public.
 */

/** All addresses of a name (dns.lookup with all: true unless a test injects another resolver). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundPolicy {
  resolve?: ResolveAll;
  /**
   * Origins (https://127.0.0.1:4433) reachable although their address is not public. For tests and
   * their local servers only: an option of the code that builds the app, never an environment variable.
   */
  allowOrigins?: readonly string[];
}

export type OutboundUrlCheck =
  | { ok: true; url: URL }
  /** refused: never acceptable; unresolved: the name has no address now (may be transient). */
  | { ok: false; why: 'refused' | 'unresolved'; reason: string };

/** Thrown (or handed to a connection's callback) when a connection would reach a non-public address. */
export class OutboundAddressRefused extends Error {
  readonly code = 'OUTBOUND_ADDRESS_REFUSED';
}

const systemResolve: ResolveAll = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1');
/** RFC 6761: localhost and every name under it are the local host, whatever a resolver says. */
const isLocalhostName = (host: string) => /(^|\.)localhost\.?$/i.test(host);
const originOf = (host: string, port: number) => new URL(`https://${isIP(host) === 6 ? `[${host}]` : host}:${port}`).origin;

/** Checks a user-given URL before the server calls it. WHATWG parsing first: 2130706433, 0x7f.1 and 127.1 become 127.0.0.1. */
export async function checkPublicHttpsUrl(input: string, policy: OutboundPolicy = {}): Promise<OutboundUrlCheck> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, why: 'refused', reason: 'not a URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, why: 'refused', reason: 'not https' };
  if (url.username || url.password) return { ok: false, why: 'refused', reason: 'credentials in the URL' };
  if (policy.allowOrigins?.includes(url.origin)) return { ok: true, url };
  const host = bare(url.hostname);
  if (isIP(host)) return isPublicAddress(host) ? { ok: true, url } : { ok: false, why: 'refused', reason: 'not a public address' };
  if (isLocalhostName(host)) return { ok: false, why: 'refused', reason: 'a local name' };
  let addresses: LookupAddress[];
  try {
    addresses = await (policy.resolve ?? systemResolve)(host);
  } catch {
    return { ok: false, why: 'unresolved', reason: 'the name does not resolve' };
  }
  if (addresses.length === 0) return { ok: false, why: 'unresolved', reason: 'the name does not resolve' };
  if (!addresses.every((a) => isPublicAddress(a.address))) return { ok: false, why: 'refused', reason: 'the name resolves to a non-public address' };
  return { ok: true, url };
}

/** net's lookup option, answering only when every address of the name is public. */
function publicOnlyLookup(resolve: ResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const addresses = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        const first = addresses[0];
        if (!first) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '');
        if (!addresses.every((a) => isPublicAddress(a.address))) return callback(new OutboundAddressRefused('The name resolves to a non-public address.'), '');
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * An https.Agent that checks the address at connect time, so a name that resolved to a public
 * address when the URL was checked and to 127.0.0.1 a moment later (DNS rebinding) is refused too.
 * IP literals skip DNS lookups in net, so they are checked here before connecting.
 */
class PublicHttpsAgent extends Agent {
  constructor(
    options: AgentOptions,
    private readonly policy: OutboundPolicy,
  ) {
    super(options);
  }

  override createConnection(options: Parameters<Agent['createConnection']>[0], callback?: (err: Error | null, stream: Duplex) => void) {
    const host = bare(options.host ?? options.hostname ?? 'localhost');
    const allowed = this.policy.allowOrigins?.includes(originOf(host, Number(options.port ?? 443)));
    const refused = !allowed && (isIP(host) ? !isPublicAddress(host) : isLocalhostName(host));
    if (refused) {
      callback?.(new OutboundAddressRefused('Not a public address.'), undefined as unknown as Duplex);
      return undefined;
    }
    const lookup = allowed || isIP(host) ? {} : { lookup: publicOnlyLookup(this.policy.resolve ?? systemResolve) };
    return super.createConnection({ ...options, ...lookup }, callback);
  }
}

/** The agent for calls to user-given URLs; pair it with checkPublicHttpsUrl and the same policy. */
export function publicHttpsAgent(options: AgentOptions = {}, policy: OutboundPolicy = {}): Agent {
  return new PublicHttpsAgent(options, policy);
}
