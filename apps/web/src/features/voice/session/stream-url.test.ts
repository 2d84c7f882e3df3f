import { describe, expect, it } from 'vitest';
import { voiceStreamUrl } from './stream-url';

describe('the voice stream address', () => {
  it('is the page’s own host, ws for http and wss for https', () => {
    expect(voiceStreamUrl('abc', 'http://localhost:5173/voice')).toBe('ws://localhost:5173/api/voice-mode/stream?token=abc');
    expect(voiceStreamUrl('abc', 'https://tend.example/assistant?x=1')).toBe('wss://tend.example/api/voice-mode/stream?token=abc');
  });

  it('is the API host when the app is built against another one, and escapes the token', () => {
    expect(voiceStreamUrl('a+b/c=', 'https://app.example/voice', 'https://api.example/')).toBe('wss://api.example/api/voice-mode/stream?token=a%2Bb%2Fc%3D');
  });
});
