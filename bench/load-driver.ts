/**
 * The load benchmark's client, run in a worker thread so that sending requests and reading answers
 * does not share the server's event loop: one loop per clinician, each on its own keep-alive
 * connection, repeating its workload until the phase's time is up. Posts back every latency by call.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { callsFor, type LoadCall, type LoadClinician, type LoadRanges, type Workload } from './load-calls';

export interface DriverInput {
  workload: Workload;
  seconds: number;
  targets: { app: string; bare: string };
  clinicians: LoadClinician[];
  ranges: LoadRanges;
}

export interface DriverResult {
  elapsedMs: number;
  latencies: Record<string, number[]>;
  errors: Record<string, { count: number; first: string }>;
}

function send(agent: http.Agent, base: URL, call: LoadCall, cookie: string): Promise<{ status: number; body: string }> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = call.target === 'app' ? { cookie } : {};
  // As a browser sends a same-origin write (the CSRF guard wants Origin or Sec-Fetch-Site with the cookie).
  if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', origin: base.origin, 'sec-fetch-site': 'same-origin' });
  return new Promise((resolve, reject) => {
    const request = http.request({ agent, host: base.hostname, port: base.port, method: call.method, path: call.path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function drive(input: DriverInput): Promise<DriverResult> {
  const targets = { app: new URL(input.targets.app), bare: new URL(input.targets.bare) };
  const latencies: Record<string, number[]> = {};
  const errors: DriverResult['errors'] = {};
  const started = performance.now();
  const deadline = started + input.seconds * 1000;
  await Promise.all(
    input.clinicians.map(async (clinician) => {
      // One connection per clinician: 50 clinicians are 50 keep-alive connections.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; performance.now() < deadline; i += 1) {
        for (const call of callsFor(input.workload, clinician, input.ranges, i)) {
          const t0 = performance.now();
          const answer = await send(agent, targets[call.target], call, clinician.cookie).catch((error: Error) => ({ status: 0, body: error.message }));
          const ms = performance.now() - t0;
          if (answer.status >= 200 && answer.status < 300) (latencies[call.label] ??= []).push(ms);
          else (errors[call.label] ??= { count: 0, first: `HTTP ${answer.status} ${answer.body.slice(0, 200)}` }).count += 1;
          if (performance.now() >= deadline) break;
        }
      }
      agent.destroy();
    }),
  );
  return { elapsedMs: performance.now() - started, latencies, errors };
}

parentPort!.postMessage(await drive(workerData as DriverInput));
