import type { MessageThread } from '@tend/contracts/messaging.contract';

/** How the portal names a thread: the user's own, a child's they are guardian of, or their couple's. */
export function portalThreadTitle(thread: Pick<MessageThread, 'relation' | 'name'>): string {
  switch (thread.relation) {
    case 'guardian':
      return `${thread.name} (your child)`;
    case 'couple':
      return `${thread.name} (shared)`;
    default:
      return 'Your messages';
  }
}

export function portalThreadSubtitle(thread: Pick<MessageThread, 'clinician_name'>): string {
  return thread.clinician_name ? `With ${thread.clinician_name}` : 'With your care team';
}
