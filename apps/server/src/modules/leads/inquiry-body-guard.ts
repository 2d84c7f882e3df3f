import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors';

const acceptedTypes = ['application/json', 'application/x-www-form-urlencoded'];

/**
 * Refuses, before any body is read, what the public endpoint's body limit cannot hold back: the
 * app-wide multipart support buffers its fields itself (up to 50 × 1 MB), so other content types
 * answer 415, and a declared length above the limit 413.
 */
const refuseOversizedOrForeignBody =
  (limitBytes: number): onRequestAsyncHookHandler =>
  async (request) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!acceptedTypes.includes(type))
      throw new HttpError(415, errorCodes.badRequest, 'Send the inquiry as application/json or application/x-www-form-urlencoded.');
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limitBytes) throw new HttpError(413, errorCodes.payloadTooLarge, `Request body is too large (limit ${Math.round(limitBytes / 1024)} KB).`);
  };

/** Adds the guard as an onRequest hook of the one route (method and URL) registered next. */
export function guardBodyOf(app: FastifyInstance, method: string, url: string, limitBytes: number): void {
  app.addHook('onRoute', (options) => {
    const methods = ([] as string[]).concat(options.method);
    if (options.url !== url || !methods.includes(method)) return;
    const existing = options.onRequest ? ([] as onRequestAsyncHookHandler[]).concat(options.onRequest as onRequestAsyncHookHandler) : [];
    options.onRequest = [refuseOversizedOrForeignBody(limitBytes), ...existing];
  });
}
