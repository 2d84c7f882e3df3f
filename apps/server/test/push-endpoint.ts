/**
 * A local Web Push endpoint (what a browser vendor's push service is): real TLS with a throwaway
 * certificate, and a real browser-side key pair, so the encrypted payload can be decrypted and read.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ece from 'http_ece';

export interface ReceivedPush {
  headers: Record<string, string | string[] | undefined>;
  payload: Record<string, unknown>;
}

export async function startPushEndpoint() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tend-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  // The browser's side of the subscription.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const received: ReceivedPush[] = [];
  let answer = 201;

  const server = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (answer === 201) {
        const plaintext = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret });
        received.push({ headers: req.headers, payload: JSON.parse(plaintext.toString('utf8')) as Record<string, unknown> });
      }
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  return {
    received,
    /** For createTestApp: this origin alone is let through the server's public-address guard, and its certificate trusted. */
    service: { origin, ca: cert },
    subscription: {
      endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    /** The status the push service answers with next (410 = subscription gone). */
    answerWith(status: number) {
      answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
