import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@tend/contracts/errors';

/**
 * Serves the built web app with an SPA fallback to index.html. `/api/*` and `/ws/*` never fall
 * back to HTML: an unknown API path is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  // The build writes .br and .gz beside each asset (apps/web/compress-assets.ts): sent when the browser accepts them.
  if (hasBuild) await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/ws/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: errorCodes.notFound, message: `No such endpoint: ${request.method} ${pathname}` });
    }
    if (!hasBuild) {
      return reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    // The body may be brotli or gzip (preCompressed), so caches must key on Accept-Encoding.
    reply.header('vary', 'Accept-Encoding');
    const file = safeFile(distDir, pathname);
    if (file) {
      // Hashed assets never change; index.html must always be revalidated.
      const immutable = pathname.startsWith('/assets/');
      return reply.sendFile(file, { immutable, maxAge: immutable ? '365d' : 0 });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** A real file inside distDir for this path, or null (paths escaping distDir are refused). */
function safeFile(distDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relative = path.normalize(decoded).replace(/^([/\\])+/, '');
  const absolute = path.join(distDir, relative);
  if (!absolute.startsWith(distDir + path.sep) || !existsSync(absolute) || !statSync(absolute).isFile()) return null;
  return relative;
}
