import { voiceStreamPath } from '@tend/contracts/voice.contract';

/**
 * The stream's ws:// or wss:// address: same origin as the page, or the API host when the app is
 * built against another one (VITE_API_URL, as lib/api.ts uses it).
 */
export function voiceStreamUrl(token: string, pageUrl: string, apiOrigin = ''): string {
  const url = new URL(`${apiOrigin.replace(/\/$/, '')}${voiceStreamPath}`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}
