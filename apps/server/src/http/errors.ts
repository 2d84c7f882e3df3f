import { apiErrorSchema, errorCodes, type ApiError, type ErrorCode } from '@tend/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { isDatabaseError } from './log-safety';

/** A failure the client caused or may see: status, stable code, human message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** From the one registry (@tend/contracts/errors), so the web can match on it. */
    readonly code: ErrorCode,
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

const fastifyStatusCodes: Record<number, ErrorCode> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.badRequest,
  429: errorCodes.tooManyRequests,
};

const internalError: ApiError = { error: errorCodes.internal, message: 'Something went wrong on our side. Please try again.' };

/**
 * Sends an error answer. Under the response check (tests) the answer is held to the ApiError
 * contract first: a code missing from the registry, or a stray field, answers 500 naming it.
 */
function sendError(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, status: number, body: ApiError) {
  if (app.services.checkResponses) {
    const checked = apiErrorSchema.strict().safeParse(body);
    if (!checked.success) {
      const problems = checked.error.issues.map((i) => `${['answer', ...i.path.map(String)].join('.')}: ${i.message}`).join('; ');
      request.log.error({ problems }, 'error answer outside its contract');
      return reply.status(500).send({
        error: errorCodes.internal,
        message: `${request.method} ${request.routeOptions.url ?? request.url} answered an error outside its contract: ${problems}`,
      });
    }
  }
  return reply.status(status).send(body);
}

/**
 * The request's body has been read and parsed: route() marks it when its checks begin. A failure
 * before that on a multipart request is the form data itself (busboy throws plain errors).
 */
const bodiesRead = new WeakSet<FastifyRequest>();
export const markBodyRead = (request: FastifyRequest) => void bodiesRead.add(request);

/** A database "data exception" (SQLSTATE class 22): a value the column cannot hold, such as a year-0 date. */
function isDataException(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) && isDatabaseError(e)) return true;
  }
  return false;
}

/** Never a stack trace in an answer; 5xx are logged as a summary (log-safety), never with SQL parameters, bodies or query strings. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(app, request, reply, error.status, { error: error.code, message: error.message, details: error.details });
    }
    if (request.isMultipart?.() && !bodiesRead.has(request) && (error.statusCode === undefined || error.statusCode === 406 || error.statusCode >= 500)) {
      return sendError(app, request, reply, 400, { error: errorCodes.badRequest, message: 'Malformed multipart form data in request body.' });
    }
    // The edge checks should refuse such values first; this keeps a value they missed a 400, not a 500.
    if (isDataException(error)) {
      request.log.warn({ err: error, route: request.routeOptions.url }, 'value refused by the database');
      return sendError(app, request, reply, 400, {
        error: errorCodes.badRequest,
        message: 'A value in the request is out of range or not valid for its field.',
      });
    }
    const status = error.statusCode ?? 500;
    const code = fastifyStatusCodes[status];
    if (status < 500 && code) {
      const message =
        status === 413
          ? `Request body is too large (limit ${formatLimit(request.routeOptions.bodyLimit)}).`
          : status === 400 && error.code?.includes('JSON')
            ? 'Malformed JSON in request body.'
            : error.message;
      return sendError(app, request, reply, status, { error: code, message });
    }
    request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
    return sendError(app, request, reply, 500, internalError);
  });
}

/** "16 KB", "1 MB", "10 MB": the route's body limit as the 413 names it. */
function formatLimit(bytes: number | undefined): string {
  const limit = bytes ?? 1024 * 1024;
  return limit < 1024 * 1024 ? `${Math.round(limit / 1024)} KB` : `${Math.round(limit / (1024 * 1024))} MB`;
}
