import { describe, expect, it } from 'vitest';
import { initialsFrom } from './initials';

describe('avatar initials (spec 5)', () => {
  it('two parts split on dot, underscore or hyphen give two initials', () => {
    expect(initialsFrom('alice.moreno@harbor.test')).toBe('AM');
    expect(initialsFrom('ben_okafor@harbor.test')).toBe('BO');
    expect(initialsFrom('carla-reyes@harbor.test')).toBe('CR');
  });

  it('otherwise the first two letters', () => {
    expect(initialsFrom('sam@harbor.test')).toBe('SA');
    expect(initialsFrom('x@harbor.test')).toBe('X');
    expect(initialsFrom('.dana@harbor.test')).toBe('.D');
  });

  it("'?' when there is no e-mail", () => {
    expect(initialsFrom('')).toBe('?');
    expect(initialsFrom(null)).toBe('?');
    expect(initialsFrom(undefined)).toBe('?');
    expect(initialsFrom('@harbor.test')).toBe('?');
  });

  it('uses the first two of more parts', () => {
    expect(initialsFrom('mary.jane.watson@x.test')).toBe('MJ');
  });
});
