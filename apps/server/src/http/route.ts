import type { Permission } from '@tend/contracts/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodType } from 'zod';
import type { Db } from '@tend/db/client';
import type { Actor } from '../auth/actor';
import { sessionPolicy } from '../auth/session-policy';
import { resolveActor } from '../auth/sessions';
import { recordAudit, type AuditEntry } from '../audit/audit';
import { forbidden, markBodyRead, unauthorized, validationError } from './errors';
import { refuseNulCharacters } from './nul-guard';
import { conformAnswer } from './response-check';
import { isJsonContract, type ResponseContract } from './response-contract';
import { recordRoute } from './route-registry';

/** Who may call a route: anyone, any signed-in user, or holders of one permission. */
export type Access = 'public' | 'session' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export interface RouteContext<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller; present on every route that is not public. */
  actor: Actor;
  now: Date;
  /**
   * Records an audit event for this request's caller and address. Inside a transaction pass it
   * as `db`: the event then commits with the write, and the embedded database (one connection)
   * is not asked for a second transaction while the first is open.
   */
  audit: Audit;
}

/** A route's audit function, for the services a handler passes it to. */
export type Audit = (entry: AuditEntry, db?: Db) => Promise<void>;

export interface RouteDefinition<B, Q, P, R = unknown> {
  method: HTTPMethods;
  url: string;
  access: Access;
  body?: ZodType<B>;
  /** The body arrives as form fields (urlencoded or multipart), as spec section 7 sends some calls. */
  bodyEncoding?: 'form';
  query?: ZodType<Q>;
  params?: ZodType<P>;
  /** A larger body than the app's 1 MB, for the routes that take a file. */
  bodyLimit?: number;
  /** What a success answers: a contract schema (checked, see response-check) or a raw/stream marker. */
  response: ResponseContract<R>;
  handler(ctx: RouteContext<B, Q, P>): Promise<NoInfer<R>>;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** The caller from the session cookie or bearer token, or null. */
export function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  return resolveActor(
    app.services.db,
    { cookie: request.cookies[sessionPolicy.cookieName], bearer: bearerToken(request) },
    app.services.clock(),
    app.services.sessionCache,
  );
}

function parse<T>(schema: ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value ?? (where === 'body' ? {} : value));
  if (!result.success) throw validationError(where, result.error);
  return result.data;
}

/**
 * Registers one route: access is checked first, then body, query and params are validated by
 * their contracts, and a JSON answer is held to its response contract.
 */
export function route<B = undefined, Q = undefined, P = undefined, R = unknown>(app: FastifyInstance, def: RouteDefinition<B, Q, P, R>): void {
  recordRoute(app, def);
  const routeName = `${def.method} ${def.url}`;
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access },
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    preHandler: async (request) => {
      markBodyRead(request);
      if (def.access === 'public') return;
      request.actor = await callerOf(app, request);
      if (!request.actor) throw unauthorized();
      if (def.access !== 'session' && !request.actor.permissions.includes(def.access)) {
        await recordAudit(
          app.services.db,
          { actor: request.actor, ip: request.ip, now: app.services.clock() },
          {
            action: 'access_denied',
            recordType: 'route',
            recordId: routeName,
            outcome: 'denied',
          },
        );
        throw forbidden();
      }
    },
    handler: async (request, reply) => {
      refuseNulCharacters({ body: request.body, query: request.query, params: request.params });
      const now = app.services.clock();
      const ctx: RouteContext<B, Q, P> = {
        body: parse(def.body, request.body, 'body'),
        query: parse(def.query, request.query, 'query'),
        params: parse(def.params, request.params, 'params'),
        request,
        reply,
        get actor() {
          if (!request.actor) throw unauthorized();
          return request.actor;
        },
        now,
        audit: (entry, db = app.services.db) => recordAudit(db, { actor: request.actor, ip: request.ip, now }, entry),
      };
      const answer = await def.handler(ctx);
      // Raw and streamed answers are written by the handler itself; so is any reply it sent.
      if (!isJsonContract(def.response) || reply.sent || answer === reply) return answer;
      return conformAnswer(def.response, answer, { route: routeName, strict: app.services.checkResponses, log: request.log });
    },
  });
}
