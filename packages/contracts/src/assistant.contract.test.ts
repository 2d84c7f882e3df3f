import { describe, expect, it } from 'vitest';
import { respondAnswerSchema, respondDefaults } from './assistant.contract';

describe('an engine answer as a client reads it', () => {
  it('fills in what a partial answer leaves out', () => {
    const a = respondAnswerSchema.parse({ status: 'degraded', message: 'Later' });
    expect(a).toEqual({ ...respondDefaults, status: 'degraded', message: 'Later' });
  });

  it('keeps a full answer as it is', () => {
    const full = {
      ...respondDefaults,
      response: 'Hi',
      suggested_action: 'soap_note',
      options: [{ label: 'x', value: 'y' }],
      action: 'create_session',
      already_processed: true,
    };
    expect(respondAnswerSchema.parse(full)).toMatchObject({ response: 'Hi', suggested_action: 'soap_note', action: 'create_session', already_processed: true });
  });

  it('drops a malformed field to its default and keeps the rest', () => {
    const a = respondAnswerSchema.parse({ response: 'Hi', vault_offer: { bad: 1 }, options: 'x', status: 'weird' });
    expect(a).toMatchObject({ response: 'Hi', vault_offer: null, options: [], status: 'ok' });
  });

  it('survives junk', () => {
    expect(respondAnswerSchema.parse(null)).toEqual(respondDefaults);
    expect(respondAnswerSchema.parse('text').response).toBe('');
  });

  it('never shares the defaults between answers', () => {
    respondAnswerSchema.parse({}).options.push({ label: 'x', value: 'y' });
    expect(respondAnswerSchema.parse({}).options).toEqual([]);
    expect(respondDefaults.options).toEqual([]);
  });
});
