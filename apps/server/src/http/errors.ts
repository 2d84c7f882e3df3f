import { errorCodes, type ApiError } from '@tend/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';

/** A failure the client caused or may see: status, stable code, human message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, errorCodes.badRequest, message, details);
export const unauthorized = (message = 'Please sign in.') => new HttpError(401, errorCodes.unauthorized, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, errorCodes.forbidden, message);
export const notFound = (what = 'Record') => new HttpError(404, errorCodes.notFound, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);

/** 400 naming every field that failed, e.g. "body.email: Enter a valid e-mail address". */
export function validationError(where: string, error: ZodError): HttpError {
  const details = error.issues.map((issue) => ({
    field: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const message = details.map((d) => `${d.field}: ${d.message}`).join('; ');
  return new HttpError(400, errorCodes.validation, message, details);
}

const fastifyStatusCodes: Record<number, string> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.badRequest,
  429: errorCodes.tooManyRequests,
};

/** Never a stack trace in an answer; 5xx are logged without request bodies. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = { error: error.code, message: error.message, details: error.details };
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && fastifyStatusCodes[status]) {
      const message =
        status === 413 ? 'Request body is too large (limit 1 MB).' : status === 400 && error.code?.includes('JSON') ? 'Malformed JSON in request body.' : error.message;
      return reply.status(status).send({ error: fastifyStatusCodes[status], message } satisfies ApiError);
    }
    request.log.error({ err: { type: error.name, message: error.message, stack: error.stack } }, 'request failed');
    return reply
      .status(500)
      .send({ error: errorCodes.internal, message: 'Something went wrong on our side. Please try again.' } satisfies ApiError);
  });
}
