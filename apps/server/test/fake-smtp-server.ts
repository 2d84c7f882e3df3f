/**
 * A minimal SMTP server on 127.0.0.1 standing in for the mail relay: real TCP and the plain SMTP
 * dialogue nodemailer speaks (no TLS, no auth). It records each message's raw data; while `down`
 * it accepts connections and says nothing, as a hung relay does.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface FakeSmtpServer {
  url: string;
  /** Raw DATA of each accepted message (headers and body). */
  received: string[];
  /** True: connections are accepted and never greeted. */
  down: boolean;
  close(): Promise<void>;
}

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const sockets = new Set<Socket>();
  const fake: FakeSmtpServer = { url: '', received: [], down: false, close: async () => {} };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (fake.down) return;
    let buffer = '';
    let inData = false;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          fake.received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          say('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) say('250 fake-smtp');
        else if (command.startsWith('DATA')) {
          inData = true;
          say('354 end with .');
        } else if (command.startsWith('QUIT')) {
          say('221 bye');
          socket.end();
        } else say('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
