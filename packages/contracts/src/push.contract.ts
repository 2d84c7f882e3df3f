import { z } from 'zod';

/** A browser PushSubscription as JSON (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url('subscription.endpoint must be a URL').max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** Spec section 7: body subscription and userId. */
export const pushSubscriptionRequestSchema = z.object({ subscription: pushSubscriptionSchema, userId: z.uuid('User ID missing. Please log in again.') });
export const pushTestRequestSchema = z.object({
  userId: z.uuid('User ID missing. Please log in again.'),
  message: z.string().trim().max(200).default('Test notification from Tend'),
});
export const pushPublicKeyResponseSchema = z.object({ public_key: z.string() });
export const pushUnsubscribeResponseSchema = z.object({ ok: z.literal(true), removed: z.number().int() });
/** Sent to this many of the user's browsers; removed counts subscriptions the push service said are gone. */
export const pushTestResponseSchema = z.object({ ok: z.literal(true), sent: z.number().int(), removed: z.number().int() });
export const notSubscribedMessage = 'Must be subscribed to push notifications to send test';
/** The server calls the endpoint, so it must be a push service on the public internet, never the server's own network. */
export const pushEndpointRefusedMessage = 'subscription.endpoint must be a public https:// address';
