import { z } from 'zod';

// Secure messaging between a practice and its clients.

/** Which side wrote a message: unread counts and read receipts are per side. */
export const messageSides = ['practice', 'client'] as const;
export type MessageSide = (typeof messageSides)[number];

export const messageSideSchema = z.enum(messageSides);
