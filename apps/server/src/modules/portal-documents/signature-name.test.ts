import { describe, expect, it } from 'vitest';
import { normalizeName, typedNameMatches } from './signature-name';

describe('typed signature names', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(normalizeName('  José   O’Neil-Smith ')).toBe('jose oneilsmith');
    expect(typedNameMatches('sam lee', { name: 'Sam Lee' })).toBe(true);
    expect(typedNameMatches('JOSE ONEIL', { name: 'José O’Neil' })).toBe(true);
  });

  it('accepts the preferred name with the last name', () => {
    expect(typedNameMatches('Sam Lee', { name: 'Samuel Lee', preferredName: 'Sam' })).toBe(true);
    expect(typedNameMatches('Sam Lee', { name: 'Samuel Lee' })).toBe(false);
  });

  it('refuses another name, a part of the name, or nothing', () => {
    expect(typedNameMatches('Alex Rivera', { name: 'Sam Lee' })).toBe(false);
    expect(typedNameMatches('Sam', { name: 'Sam Lee' })).toBe(false);
    expect(typedNameMatches(' . ', { name: 'Sam Lee' })).toBe(false);
  });
});
