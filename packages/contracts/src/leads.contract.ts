import { z } from 'zod';

// Leads: people who asked about therapy, from the practice's website form or entered by hand, until
// they become clients (keeping their history) or the inquiry is closed.

export const leadStatuses = ['new', 'contacted', 'consultation_booked', 'converted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  consultation_booked: 'Consultation booked',
  converted: 'Converted',
  closed: 'Closed',
};

export const leadSources = ['web_form', 'manual'] as const;
export type LeadSource = (typeof leadSources)[number];

/** What can happen on a lead's history. */
export const leadEventKinds = ['created', 'status', 'note', 'converted', 'updated'] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

export const leadStatusSchema = z.enum(leadStatuses);
