import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Lead } from '@tend/contracts/leads.contract';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { leadContact, leadName } from './lead-name';
import { LeadStatusChip } from './lead-status-chip';

/** The leads as cards, newest first: who, how to reach them, where they came from, their stage. */
export function LeadList({ leads, onOpen }: { leads: Lead[]; onOpen: (id: string) => void }) {
  const timeZone = useTimeZone();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Leads">
      {leads.map((lead) => (
        <li key={lead.id}>
          <Card variant="outlined">
            <CardActionArea onClick={() => onOpen(lead.id)} sx={{ p: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{leadName(lead)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[leadContact(lead), lead.referral_source && `via ${lead.referral_source}`, lead.source === 'web_form' ? 'website form' : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </div>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {lead.assignee_name && (
                    <Typography variant="body2" color="text.secondary">
                      {lead.assignee_name}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(lead.created_at, timeZone)}
                  </Typography>
                  <LeadStatusChip status={lead.status} />
                </Stack>
              </Stack>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
