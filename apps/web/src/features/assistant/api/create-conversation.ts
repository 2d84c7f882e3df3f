import type { NewConversationResponse } from '@tend/contracts/conversations.contract';
import { api } from '@/lib/api';

/** POST /api/conversations/new (spec 7): a fresh conversation; its id is the assistant's session id. */
export async function createConversation(): Promise<string> {
  const answer = await api.post<NewConversationResponse>('/conversations/new');
  return answer.session_id;
}
