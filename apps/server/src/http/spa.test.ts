import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

/** Issue 18 item 7: the built app goes out compressed (the build writes .br and .gz beside each asset). */
let app: FastifyInstance;
let dist: string;
const script = `console.log(${JSON.stringify('tend '.repeat(500))});`;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'tend-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  const html = '<!doctype html><title>Tend</title>';
  for (const [name, body] of [
    ['index.html', html],
    ['assets/app.js', script],
  ]) {
    writeFileSync(path.join(dist, name!), body!);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body!));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body!));
  }
  app = Fastify();
  await registerSpa(app, dist);
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app', () => {
  it('sends an asset in brotli to a browser that accepts it, keyed on Accept-Encoding', async () => {
    const res = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends gzip to a gzip-only client, and the plain file to one that accepts neither', async () => {
    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('falls back to a compressed index.html for app paths', async () => {
    const res = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Tend</title>');
  });
});
