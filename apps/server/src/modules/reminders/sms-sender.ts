import type { Env } from '../../env';

/** Sends one text; throws when the provider does not accept it. */
export interface SmsSender {
  send(to: string, body: string, signal?: AbortSignal): Promise<void>;
}

export interface SmsConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/** The SMS provider's settings, or null unless the account, token and sender are all set. */
export function smsConfigOf(env: Env): SmsConfig | null {
  const { SMS_API_BASE_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM } = env;
  if (!SMS_ACCOUNT_SID || !SMS_AUTH_TOKEN || !SMS_FROM) return null;
  return { baseUrl: SMS_API_BASE_URL.replace(/\/+$/, ''), accountSid: SMS_ACCOUNT_SID, authToken: SMS_AUTH_TOKEN, from: SMS_FROM };
}

const sendTimeoutMs = 10_000;

/** A Twilio-compatible Messages API: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form fields, basic auth. */
export function createSmsSender(config: SmsConfig): SmsSender {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(to, body, signal) {
      const timeout = AbortSignal.timeout(sendTimeoutMs);
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: config.from, Body: body }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      // The provider's error body may repeat the number: only the status is kept.
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

/** The configured provider's sender, or null when texts are off on this server. */
export function smsSenderFor(env: Env): SmsSender | null {
  const config = smsConfigOf(env);
  return config ? createSmsSender(config) : null;
}
