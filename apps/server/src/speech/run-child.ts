import { spawn } from 'node:child_process';
import { SpeechUnavailableError } from './speech-provider';

/** At most `limit` tasks at once; the rest wait their turn (or give up when their signal fires). */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private acquire(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        signal.removeEventListener('abort', giveUp);
        this.running++;
        resolve();
      };
      const giveUp = () => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(signal.reason as Error);
      };
      this.waiting.push(turn);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  }
}

export interface ChildRun {
  command: string;
  args: string[];
  /** Written to the child's stdin (PHI goes here, never into argv where `ps` shows it). */
  input: Buffer | string;
  /** The Debian package to name when the command is missing. */
  debianPackage: string;
  timeoutMs: number;
  /** The limit the time-out error names, when the caller spent part of it before this child (default timeoutMs). */
  limitMs?: number;
  /** The caller's signal: aborting kills the child and rejects with the signal's reason. */
  signal: AbortSignal;
  /**
   * The command opens /dev/stdin by name (pocketsphinx's -infile), which fails on the socket Node
   * gives a child as stdin; `cat |` in a shell turns it into a real pipe.
   */
  stdinByName?: boolean;
}

// "$0" "$@" pass the command and its arguments through untouched: nothing is parsed by the shell.
const throughPipe = 'cat | exec "$0" "$@"';
/** The shell's "command not found" status. */
const notFound = 127;

/**
 * Runs one child to completion and returns its stdout. Missing binary, non-zero exit and the
 * time limit become SpeechUnavailableError; the child is SIGKILLed on time-out and on abort.
 * stderr is discarded: it may echo the text, and the error messages are logged.
 */
export function runChild({ command, args, input, debianPackage, timeoutMs, limitMs = timeoutMs, signal, stdinByName = false }: ChildRun): Promise<Buffer> {
  signal.throwIfAborted();
  const missing = () => new SpeechUnavailableError(`${command} is not installed (apt-get install ${debianPackage})`);
  return new Promise((resolve, reject) => {
    // Its own process group, so one kill reaches the shell's pipeline too.
    const child = stdinByName
      ? spawn('sh', ['-c', throughPipe, command, ...args], { stdio: ['pipe', 'pipe', 'ignore'], detached: true })
      : spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'], detached: true });
    const out: Buffer[] = [];
    let failure: Error | null = null;
    const stop = (error: Error) => {
      failure ??= error;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => stop(new SpeechUnavailableError(`${command} took longer than ${limitMs} ms`)), timeoutMs);
    const onAbort = () => stop(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    // The child may exit before reading all its input (EPIPE); its exit status tells what happened.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    child.on('error', (error: NodeJS.ErrnoException) => {
      stop(error.code === 'ENOENT' ? missing() : new SpeechUnavailableError(`${command} could not start (${error.code ?? error.message})`));
    });
    child.on('close', (code, killedBy) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else if (stdinByName && code === notFound) reject(missing());
      else if (code !== 0) reject(new SpeechUnavailableError(`${command} failed (${killedBy ?? `exit ${code}`})`));
      else resolve(Buffer.concat(out));
    });
  });
}
