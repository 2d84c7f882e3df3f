/**
 * A Twilio-compatible Messages API on 127.0.0.1 standing in for the SMS provider: real HTTP, form
 * bodies and basic auth. It records every message it accepted; a test may make it refuse.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  /** The account in the path, /2010-04-01/Accounts/{sid}/Messages.json. */
  accountSid: string;
  /** user:password from the basic auth header. */
  credentials: string;
  to: string;
  from: string;
  body: string;
}

export interface FakeSmsServer {
  baseUrl: string;
  received: ReceivedSms[];
  /** The status the next messages are answered with (201 accepts, as Twilio does). */
  status: number;
  close(): Promise<void>;
}

const messagesPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

const readBody = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

export async function startFakeSmsServer(): Promise<FakeSmsServer> {
  const fake = { received: [] as ReceivedSms[], status: 201 } as FakeSmsServer;
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const match = req.method === 'POST' ? messagesPath.exec(req.url ?? '') : null;
    if (!match) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20404, message: 'The requested resource was not found' }));
      return;
    }
    const auth = req.headers.authorization ?? '';
    const credentials = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : '';
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') || !credentials) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20003, message: 'Authenticate' }));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    if (fake.status >= 300) {
      res
        .writeHead(fake.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 21211, message: `The 'To' number ${form.get('To')} is not valid.` }));
      return;
    }
    const message = {
      accountSid: decodeURIComponent(match[1]!),
      credentials,
      to: form.get('To') ?? '',
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
    };
    fake.received.push(message);
    res.writeHead(201, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        sid: `SM${fake.received.length.toString().padStart(32, '0')}`,
        status: 'queued',
        to: message.to,
        from: message.from,
        body: message.body,
      }),
    );
  };
  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
