import type { Lead } from '@tend/contracts/leads.contract';

export const leadName = (lead: Pick<Lead, 'first_name' | 'last_name'>) => `${lead.first_name} ${lead.last_name}`;

/** How to reach the person: e-mail and phone, whichever were given. */
export const leadContact = (lead: Pick<Lead, 'email' | 'phone'>) => [lead.email, lead.phone].filter(Boolean).join(' · ');
