/** What other features may use of the conversations feature (ESLint holds them to this entry). */
export { conversationKeys } from './api/keys';
