import { leadStatuses, type LeadStatus } from '@tend/contracts/leads.contract';

/** The pipeline in order; "closed" is an exit, not a stage reached on the way. */
const pipeline: readonly LeadStatus[] = ['new', 'contacted', 'consultation_booked', 'converted'];

/**
 * How many leads reached each stage: a lead counts for every stage up to the furthest it reached
 * (its status now or any it moved to, from its history), so a lead converted straight from New
 * still counts as contacted. Closed counts the leads closed now; they also count for the stages
 * they reached before closing.
 */
export function stagesReached(leads: { status: LeadStatus; reached: (LeadStatus | null)[] }[]): { status: LeadStatus; count: number }[] {
  const counts = new Map<LeadStatus, number>(leadStatuses.map((s) => [s, 0]));
  for (const lead of leads) {
    const furthest = Math.max(0, ...[lead.status, ...lead.reached].map((s) => (s ? pipeline.indexOf(s) : -1)));
    for (const stage of pipeline.slice(0, furthest + 1)) counts.set(stage, counts.get(stage)! + 1);
    if (lead.status === 'closed') counts.set('closed', counts.get('closed')! + 1);
  }
  return leadStatuses.map((status) => ({ status, count: counts.get(status)! }));
}
