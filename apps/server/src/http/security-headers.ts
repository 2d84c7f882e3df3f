import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, its middleware built once at start. (@fastify/helmet
 * rebuilds it — and re-parses the content security policy — on every request: ~4 % of the
 * server's CPU on the load benchmark.) A route that needs other headers (the embeddable inquiry
 * form) replaces them on its reply.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // The superbill preview shows its PDF (an object URL) in a frame, in the browser's own viewer.
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
