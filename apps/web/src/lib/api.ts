import { createApiClient } from './api-client';
import { sessionTokenStore } from './session/stored-user';

/** The app's one client: same-origin `/api` unless VITE_API_URL points elsewhere. */
export const api = createApiClient({
  baseUrl: `${import.meta.env.VITE_API_URL ?? ''}/api`,
  tokens: sessionTokenStore,
});
