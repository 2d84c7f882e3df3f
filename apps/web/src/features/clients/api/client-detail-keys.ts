import { clientKeys } from './keys';

/** A client's record beyond the basics, under the client's own key (an edit of the client refreshes them too). */
export const clientDetailKeys = {
  diagnoses: (clientId: string) => [...clientKeys.detail(clientId), 'diagnoses'] as const,
  insurance: (clientId: string) => [...clientKeys.detail(clientId), 'insurance'] as const,
  consents: (clientId: string) => [...clientKeys.detail(clientId), 'consents'] as const,
  guardians: (clientId: string) => [...clientKeys.detail(clientId), 'guardians'] as const,
  groups: (clientId: string) => [...clientKeys.detail(clientId), 'groups'] as const,
  timeline: (clientId: string) => [...clientKeys.detail(clientId), 'timeline'] as const,
  /** The ICD-10-CM list holds no one's record: one cache for every client. */
  diagnosisCodes: (search: string) => [...clientKeys.all, 'diagnosis-codes', search] as const,
};

/** The client path prefix every call here shares. */
export const clientPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}`;
