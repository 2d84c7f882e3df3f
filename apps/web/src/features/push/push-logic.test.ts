import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushPermission, pushSupported } from './push-logic';

describe('push logic', () => {
  it('detects support and permission', () => {
    expect(pushSupported({})).toBe(false);
    expect(pushPermission({ navigator: {} })).toBe('unsupported');
    const env = (permission: string) => ({ navigator: { serviceWorker: {} }, PushManager: {}, Notification: { permission } });
    expect(pushPermission(env('default'))).toBe('default');
    expect(pushPermission(env('granted'))).toBe('granted');
    expect(pushPermission(env('denied'))).toBe('denied');
  });

  it('decodes a base64url VAPID key', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
