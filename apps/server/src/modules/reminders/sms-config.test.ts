import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { smsConfigOf } from './sms-sender';

describe('reminder configuration', () => {
  it('sends no texts unless the account, token and sender are all set', () => {
    expect(smsConfigOf(loadEnv({}))).toBeNull();
    expect(
      smsConfigOf(loadEnv({ SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 'token', SMS_FROM: '+15550001111', SMS_API_BASE_URL: 'http://127.0.0.1:9/' })),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:9',
      accountSid: 'AC1',
      authToken: 'token',
      from: '+15550001111',
    });
    expect(loadEnv({}).SMS_API_BASE_URL).toBe('https://api.twilio.com');
  });

  it('refuses half an SMS configuration at boot, naming what is missing', () => {
    expect(() => loadEnv({ SMS_ACCOUNT_SID: 'AC1' })).toThrow(/SMS_AUTH_TOKEN: required[\s\S]*SMS_FROM: required/);
  });

  it("sweeps every 5 minutes unless told otherwise, in the job runner's duration format", () => {
    expect(loadEnv({}).REMINDER_SWEEP_EVERY).toBe('5m');
    expect(loadEnv({ REMINDER_SWEEP_EVERY: '30s' }).REMINDER_SWEEP_EVERY).toBe('30s');
    expect(() => loadEnv({ REMINDER_SWEEP_EVERY: '5 minutes' })).toThrow(/REMINDER_SWEEP_EVERY/);
    expect(() => loadEnv({ REMINDER_SWEEP_EVERY: '0m' })).toThrow(/REMINDER_SWEEP_EVERY/);
  });
});
