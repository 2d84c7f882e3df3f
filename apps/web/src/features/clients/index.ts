/** What other features may use of the clients feature (ESLint holds them to this entry). */
export { clientKeys } from './api/keys';
export { clientsQueryOptions, listClients, useClients } from './api/list-clients';
export { useClinicians } from './api/list-clinicians';
export { clientName } from './components/client-name';
