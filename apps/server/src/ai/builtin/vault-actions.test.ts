import { describe, expect, it } from 'vitest';
import type { EngineInput } from '../engine';
import { excerptToSave, namesIn, parsePseudonyms, pseudonymAnswer } from './vault-actions';

const user = (content: string) => ({ role: 'user' as const, content });
const assistant = (content: string) => ({ role: 'assistant' as const, content });
const input = (text: string, history: EngineInput['history']) => ({ text, history }) as EngineInput;

describe('vault actions', () => {
  it('offer the latest reply with up to 2 messages before it, skipping earlier vault exchanges', () => {
    const history = [user('one'), assistant('two'), user('three'), assistant('four'), user('save this to my vault'), assistant('Save to Vault is open…')];
    expect(excerptToSave(history)).toEqual([assistant('two'), user('three'), assistant('four')]);
    expect(excerptToSave([user('hello')])).toEqual([]);
    expect(excerptToSave([user('hi'), assistant('Hello!')])).toEqual([user('hi'), assistant('Hello!')]);
  });

  it('find each client’s names in the excerpt and propose one pseudonym per client', () => {
    const names = namesIn([assistant('Sam Lee and Jordan talked; later Sam said more.')], [
      ['Sam Lee', 'Sam', 'Lee'],
      ['Jordan Blake', 'Jordan', 'Blake'],
      ['Priya Shah', 'Priya', 'Shah'],
    ]);
    expect(names).toEqual([
      { original: 'Sam Lee', replacement: 'Client A' },
      { original: 'Sam', replacement: 'Client A' },
      { original: 'Lee', replacement: 'Client A' },
      { original: 'Jordan', replacement: 'Client B' },
    ]);
  });

  it('read the pseudonyms a clinician types, one per line or separated by semicolons', () => {
    expect(parsePseudonyms('Sam Lee = Alex\nJordan → Riley; call Blake as Jones')).toEqual([
      { original: 'Sam Lee', replacement: 'Alex' },
      { original: 'Jordan', replacement: 'Riley' },
      { original: 'Blake', replacement: 'Jones' },
    ]);
    expect(parsePseudonyms('She talked about her week.')).toEqual([]);
  });

  it('treat "X = Y" as pseudonyms only right after a vault request', () => {
    const asked = [assistant('Some advice'), user('yes, ask vault pseudonym'), assistant('Which pseudonym…?')];
    expect(pseudonymAnswer(input('Sam = Alex', asked))).toEqual([{ original: 'Sam', replacement: 'Alex' }]);
    // In a session narrative, "PHQ-9 = 14" is a score, not a pseudonym.
    expect(pseudonymAnswer(input('PHQ-9 = 14', [user('Sam reported low mood.'), assistant('Noted.')]))).toBeNull();
  });
});
