import type { Conversation, Message } from '@tend/contracts/conversations.contract';
import type { Insight, Option, Recommendation, SuggestedAction, VaultOffer } from '@tend/contracts/assistant.contract';
import type { conversations, messages } from '@tend/db/schema/conversations';

export const toConversationView = (c: typeof conversations.$inferSelect): Conversation => ({
  id: c.id,
  title: c.title,
  last_updated: c.lastUpdated.toISOString(),
  created_at: c.createdAt.toISOString(),
  client_id: c.clientId,
});

/** Extras stored with an assistant message (the same fields the respond answer carries). */
export interface MessageExtras {
  suggested_action?: SuggestedAction | null;
  options?: Option[];
  insights?: Insight[];
  recommendations?: Recommendation[];
  vault_offer?: VaultOffer | null;
}

export function toMessageView(m: typeof messages.$inferSelect, feedbackGiven: string[]): Message {
  const extras = m.extras as MessageExtras;
  return {
    id: m.id,
    role: m.role,
    content: m.content,
    created_at: m.createdAt.toISOString(),
    suggested_action: extras.suggested_action ?? null,
    options: extras.options ?? [],
    insights: extras.insights ?? [],
    recommendations: extras.recommendations ?? [],
    vault_offer: extras.vault_offer ?? null,
    feedback_given: feedbackGiven as Message['feedback_given'],
  };
}
