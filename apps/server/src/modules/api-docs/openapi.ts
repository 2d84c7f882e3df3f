import type { OpenApiDocument } from '@tend/contracts/api-docs.contract';
import { apiErrorSchema } from '@tend/contracts/errors';
import { sessionPolicy } from '../../auth/session-policy';
import { isJsonContract, type ResponseContract } from '../../http/response-contract';
import type { Access } from '../../http/route';
import type { RegisteredRoute } from '../../http/route-registry';
import { fieldsOf, toJsonSchema } from './json-schema';

/** What each module's group holds (the tags given to registerModule in app.ts). */
const tagDescriptions: Record<string, string> = {
  health: 'Liveness, the build version and whether the AI engine answers.',
  auth: 'Sign-in, registration, sessions, password reset and demo sign-in.',
  users: "The signed-in user's profile and the practice's members.",
  clients: 'Clients of the caseload and their appointments.',
  notes: 'Clinical notes: list, review, save, sign, addenda and exports.',
  search: 'One search over clients, notes and conversations.',
  admin: 'Practice settings.',
  conversations: 'Conversations with the assistant and their messages.',
  assistant: 'The documentation assistant: replies (plain or streamed), finishing a session, feedback.',
  notifications: "The signed-in user's notifications.",
  vault: 'The idea vault: excerpts saved in folders.',
  push: 'Web Push subscriptions of this browser.',
  voice: 'Voice mode: whether it is on, and the single-use token that opens the voice stream (a WebSocket, described in the README).',
  'api-docs': 'This description of the API.',
};

const errorRef = { $ref: '#/components/schemas/ApiError' };
const signedIn = [{ bearerAuth: [] }, { cookieAuth: [] }];

/** Fastify's `/api/notes/:id` as OpenAPI's `/api/notes/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const operationId = (route: RegisteredRoute) =>
  `${route.method.toLowerCase()}_${route.url
    .replace(/^\/api\//, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/_+$/, '')}`;

export function accessText(access: Access): string {
  if (access === 'public') return 'Public: no sign-in needed.';
  if (access === 'session') return 'Any signed-in user.';
  return `Signed-in users holding the permission \`${access}\`.`;
}

function successResponse(contract: ResponseContract<unknown>): Record<string, unknown> {
  if (isJsonContract(contract)) return { description: 'Success.', content: { 'application/json': { schema: toJsonSchema(contract, 'output') } } };
  if (contract.kind === 'raw') {
    return {
      description: contract.description,
      content: Object.fromEntries(contract.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
    };
  }
  // OpenAPI 3.1 has no way to type each event of a stream: the events' data schemas go in an extension.
  const events = Object.fromEntries(Object.entries(contract.events).map(([name, schema]) => [name, toJsonSchema(schema, 'output')]));
  return { description: contract.description, content: { 'text/event-stream': { schema: { type: 'string' }, 'x-events': events } } };
}

function requestBody(route: RegisteredRoute): Record<string, unknown> | undefined {
  if (!route.body) return undefined;
  const schema = toJsonSchema(route.body, 'input');
  const types = route.bodyEncoding === 'form' ? ['application/x-www-form-urlencoded', 'multipart/form-data'] : ['application/json'];
  return { required: !route.body.safeParse({}).success, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

function operation(route: RegisteredRoute): Record<string, unknown> {
  const parameters = [
    ...(route.params ? fieldsOf(route.params).map((f) => ({ name: f.name, in: 'path', required: true, schema: f.schema })) : []),
    ...(route.query ? fieldsOf(route.query).map((f) => ({ name: f.name, in: 'query', required: f.required, schema: f.schema })) : []),
  ];
  const body = requestBody(route);
  return {
    operationId: operationId(route),
    tags: [route.tag],
    description: accessText(route.access),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '2XX': successResponse(route.response),
      default: {
        description: 'An error: 400 bad input (naming the field), 401 not signed in, 403 not permitted, 404 missing, 409 conflict, 413, 429, 5xx.',
        content: { 'application/json': { schema: errorRef } },
      },
    },
    security: route.access === 'public' ? [] : signedIn,
    'x-access': route.access,
  };
}

/** OpenAPI 3.1 for every route registered with route(), built from the contracts they declare. */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = (paths[openApiPath(route.url)] ??= {});
    path[route.method.toLowerCase()] = operation(route);
  }
  const tags = [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, description: tagDescriptions[name] ?? '' }));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Tend API',
      version,
      description:
        'Generated from the zod contracts in packages/contracts that also validate every request and answer. Field names are snake_case on the wire.',
    },
    tags,
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access_token from sign-in or /api/auth/refresh.' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: sessionPolicy.cookieName, description: 'The session cookie set at sign-in.' },
      },
      schemas: { ApiError: toJsonSchema(apiErrorSchema, 'output') },
    },
  };
}
