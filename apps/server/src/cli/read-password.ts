import { createInterface } from 'node:readline';

/** From standard input (--password-stdin, for scripts) or asked twice at the terminal without echo. */
export async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
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
