import { z } from 'zod';

/** What a client consents to (or withdraws), each recorded with who and when. */
export const consentKinds = ['telehealth', 'ai_assistance', 'recording', 'sms_reminders'] as const;
export type ConsentKind = (typeof consentKinds)[number];

/** Clients seen together. */
export const clientGroupKinds = ['couple', 'family'] as const;
export type ClientGroupKind = (typeof clientGroupKinds)[number];

export const consentKindSchema = z.enum(consentKinds);
