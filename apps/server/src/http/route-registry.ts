import type { FastifyInstance } from 'fastify';
import type { RouteDefinition } from './route';

/** A registered route as the API description reads it; tag is the module that registered it. */
export type RegisteredRoute = RouteDefinition<unknown, unknown, unknown> & { tag: string };

// Per app instance (tests build many), and without a Fastify decoration: only route() writes it.
const registries = new WeakMap<FastifyInstance, { tag: string; routes: RegisteredRoute[] }>();

function registryOf(app: FastifyInstance) {
  let registry = registries.get(app);
  if (!registry) registries.set(app, (registry = { tag: 'other', routes: [] }));
  return registry;
}

/** Called by route(): remembers the definition under the module being registered. */
export function recordRoute(app: FastifyInstance, def: RouteDefinition<unknown, unknown, unknown>): void {
  const registry = registryOf(app);
  registry.routes.push({ ...def, tag: registry.tag });
}

/** Every route registered with route(), in order: the source of the OpenAPI description. */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => registryOf(app).routes;

/** Registers a module's routes under its tag (the OpenAPI group), e.g. registerModule(app, 'notes', registerNoteRoutes). */
export function registerModule(app: FastifyInstance, tag: string, ...registers: ((app: FastifyInstance) => void)[]): void {
  const registry = registryOf(app);
  const previous = registry.tag;
  registry.tag = tag;
  try {
    for (const register of registers) register(app);
  } finally {
    registry.tag = previous;
  }
}
