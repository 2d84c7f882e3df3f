import { describe, expect, it } from 'vitest';
import { passwordFromStdin, passwordInputProblem } from './read-password';

describe('a password read for the users CLI', () => {
  it('is one line: its ending is dropped, a second line stays and is refused', () => {
    expect(passwordFromStdin('correct horse battery\n')).toBe('correct horse battery');
    expect(passwordFromStdin('correct horse battery\r\n')).toBe('correct horse battery');
    expect(passwordInputProblem(passwordFromStdin('correct horse battery\n'))).toBeNull();
    for (const piped of ['correct horse battery\ncorrect horse battery\n', 'a\nb', 'a\rb\n'])
      expect(passwordInputProblem(passwordFromStdin(piped))).toMatch(/^The password contains a line break\. --password-stdin reads one line/);
  });
});
