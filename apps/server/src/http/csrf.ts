import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionPolicy } from '../auth/session-policy';
import { HttpError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests from another origin are refused. Browsers send Origin (and Sec-Fetch-Site)
 * on every cross-origin and same-origin POST, PUT, PATCH and DELETE, so a request that carries the
 * session cookie but neither header did not come from our page as a browser sends it (an old
 * browser, a privacy proxy that strips headers, a forged request): it is refused rather than trusted.
 * Without the cookie there is nothing ambient to abuse: a bearer token, curl's sign-in and the
 * public inquiry form keep working without either header.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const foreignOrigin = origin !== undefined && !sameHost(origin, request.headers.host);
    if (foreignOrigin || fetchSite === 'cross-site') {
      throw new HttpError(403, errorCodes.crossOriginRefused, 'Cross-origin request refused.');
    }
    if (origin === undefined && fetchSite === undefined && request.cookies[sessionPolicy.cookieName] !== undefined) {
      throw new HttpError(
        403,
        errorCodes.crossOriginRefused,
        'Request refused: it carries the session cookie but neither an Origin nor a Sec-Fetch-Site header, so where it came from cannot be checked.',
      );
    }
  });
}

/** Compares hosts as URLs do, so `Host: example.org:443` matches `Origin: https://example.org`. */
export function sameHost(origin: string, host: string | undefined): boolean {
  try {
    const from = new URL(origin);
    return !!host && from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false; // "null" or garbage
  }
}

/**
 * A socket handshake from another site's page is refused before the upgrade (cross-site WebSocket
 * hijacking): browsers send Origin on every handshake, and "null" or garbage is foreign too.
 */
export function refuseForeignSocketOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !sameHost(origin, request.headers.host)) throw new HttpError(403, errorCodes.crossOriginRefused, 'Cross-origin request refused.');
}
