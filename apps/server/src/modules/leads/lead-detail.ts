import type { LeadDetail } from '@tend/contracts/leads.contract';
import type { leadsRepo } from './leads.repo';
import { toLeadEventView, toLeadView } from './lead-view';

/** A visible lead with its history, or null. */
export async function leadDetail(repo: ReturnType<typeof leadsRepo>, id: string): Promise<LeadDetail | null> {
  const row = await repo.get(id);
  if (!row) return null;
  return { lead: toLeadView(row), events: (await repo.events(id)).map(toLeadEventView) };
}
