import type { ClientsWithMessagesResponse } from '@tend/contracts/clients.contract';
import { actingRole, isClientLike } from '@tend/contracts/permissions';
import type { User } from '@tend/contracts/users.contract';
import { unreadMessageCount, useUnreadMessages } from '@/features/messages';

/** Spec 3: clients, each with unread_count. */
export type ClientsWithMessages = ClientsWithMessagesResponse;

export { unreadMessageCount };

/**
 * Spec 6 and 9: polled every 30 s for therapists, admins and demo users; client-like users get
 * their own unread messages from the same call (issue 13), so the bell counts them too.
 */
export function pollsMessages(user: User): boolean {
  const role = actingRole(user);
  return user.role === 'demo' || role === 'therapist' || role === 'admin' || isClientLike(user);
}

/** The unread client messages for the bell: the count and one entry per client (or couple, or own thread). */
export function useUnreadClientMessages(enabled: boolean) {
  return useUnreadMessages(enabled);
}
