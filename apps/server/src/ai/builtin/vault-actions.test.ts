import { describe, expect, it } from 'vitest';
import type { EngineInput } from '../engine';
import { detectIntent } from './intents';
import { excerptToSave, namesIn, parsePseudonyms, pseudonymAnswer, withoutVaultExchanges } from './vault-actions';

const user = (content: string) => ({ role: 'user' as const, content });
const assistant = (content: string) => ({ role: 'assistant' as const, content });
const input = (text: string, history: EngineInput['history']) => ({ text, history }) as EngineInput;
const clients = [
  ['Sam Lee', 'Sam', 'Lee'],
  ['Jordan Blake', 'Jordan', 'Blake'],
  ['Will Case', 'Will', 'Case'],
];

describe('vault actions', () => {
  it('offer the latest reply with up to 2 messages before it, skipping earlier vault exchanges', () => {
    const history = [user('one'), assistant('two'), user('three'), assistant('four'), user('save this to my vault'), assistant('Save to Vault is open…')];
    expect(excerptToSave(history)).toEqual([assistant('two'), user('three'), assistant('four')]);
    expect(excerptToSave([user('hello')])).toEqual([]);
    expect(excerptToSave([user('hi'), assistant('Hello!')])).toEqual([user('hi'), assistant('Hello!')]);
  });

  it('find each client named in the excerpt once, by their longest name, with one pseudonym each', () => {
    expect(namesIn([assistant('Sam Lee and Jordan talked; later Sam said more. I will make the case.')], clients)).toEqual([
      { original: 'Sam Lee', replacement: 'Client A' },
      { original: 'Jordan', replacement: 'Client B' },
    ]);
  });

  it('read the pseudonyms a clinician types: names only, one per line or separated by semicolons', () => {
    expect(parsePseudonyms('Sam Lee = Alex\nJordan → Riley; Blake -> Jones')).toEqual([
      { original: 'Sam Lee', replacement: 'Alex' },
      { original: 'Jordan', replacement: 'Riley' },
      { original: 'Blake', replacement: 'Jones' },
    ]);
    expect(parsePseudonyms('She described work as stressful.')).toEqual([]);
    expect(parsePseudonyms('PHQ-9 = 14')).toEqual([]);
  });

  it('take "X = Y" as pseudonyms only when the assistant has just asked for them', () => {
    const asked = [assistant('Some advice'), user('yes, ask vault pseudonym'), assistant('Which pseudonym…?')];
    expect(pseudonymAnswer(input('Sam = Alex', asked))).toEqual([{ original: 'Sam', replacement: 'Alex' }]);
    // After a plain save request, or after the exchange moved on, the same words are a narrative.
    const saved = [assistant('Some advice'), user('save this to my vault'), assistant('Save to Vault is open…')];
    expect(pseudonymAnswer(input('Sam = Alex', saved))).toBeNull();
    expect(pseudonymAnswer(input('Sam = Alex', [...asked, user('Sam reported low mood.'), assistant('Noted.')]))).toBeNull();
  });

  it('leave vault exchanges out of the session account', () => {
    const history = [
      user('Sam reported low mood.'),
      assistant('Noted.'),
      user('yes, offer vault deidentify'),
      assistant('Open…'),
      user('Sam Lee = Alex'),
      assistant('Using…'),
      user('He slept better.'),
    ];
    expect(withoutVaultExchanges(history)).toEqual([user('Sam reported low mood.'), assistant('Noted.'), user('He slept better.')]);
  });

  it('recognise a request to save, not a narrative that mentions a vault', () => {
    expect(detectIntent('Please save this to my vault')).toEqual({ kind: 'action', action: 'offer_vault_save' });
    expect(detectIntent('She put the intrusive memories in the vault during the container exercise.').kind).toBe('narrative');
  });
});
