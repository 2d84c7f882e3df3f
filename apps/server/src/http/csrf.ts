import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests from another origin are refused. Browsers send Origin on every
 * cross-origin and same-origin POST; a missing Origin (curl, server-to-server) carries no cookie risk.
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
