import { createInterface } from 'node:readline';

/**
 * Why a password is refused before it is checked against the rules, or null. A line break cannot be
 * typed at a sign-in form, so a password holding one could never be used; piping the password twice
 * (as the terminal asks for it twice) used to store both lines as one password.
 */
export function passwordInputProblem(password: string): string | null {
  if (!/[\r\n]/.test(password)) return null;
  return 'The password contains a line break. --password-stdin reads one line: pipe the password once, on a single line (e.g. printf \'%s\\n\' "$PASSWORD" | npm run users -- create …).';
}

/** What --password-stdin reads: one line; its ending (\n or \r\n) is not part of the password, anything after it is refused. */
export function passwordFromStdin(input: string): string {
  return input.replace(/\r?\n$/, '');
}

/** From standard input (--password-stdin, for scripts) or asked twice at the terminal without echo. */
export async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return passwordFromStdin(Buffer.concat(chunks).toString('utf8'));
  }
  const first = await askHidden('Password (at least 12 characters): ');
  const second = await askHidden('Repeat password: ');
  if (first !== second) {
    console.error('The passwords do not match.');
    process.exit(2);
  }
  return first;
}

function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    // Echo nothing while the password is typed.
    output._writeToOutput = () => undefined;
  });
}
