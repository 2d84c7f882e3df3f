import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { insuranceRankLabels, maxInsuranceRank, subscriberRelationshipLabels, type InsurancePolicy } from '@tend/contracts/client-details.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { useClientInsurance } from '../api/list-client-insurance';
import { formatCalendarDate } from '@/lib/time/dates';
import { DetailSection, sectionStatus } from './detail-section';
import { InsuranceDialog } from './insurance-dialog';

/** The client's part under the policy, as the dialog asks it: "Copay $25.00", "20% after $500.00 deductible ($120.00 met elsewhere)". */
function costSharing(p: InsurancePolicy): string | null {
  if (p.copay_cents !== null) return `Copay ${formatCents(p.copay_cents)}`;
  const deductible =
    p.deductible_cents !== null
      ? `${formatCents(p.deductible_cents)} deductible${p.deductible_met_cents > 0 ? ` (${formatCents(p.deductible_met_cents)} met elsewhere)` : ''}`
      : null;
  if (p.coinsurance_percent !== null) return `Coinsurance ${p.coinsurance_percent}%${deductible ? ` after ${deductible}` : ''}`;
  return deductible ? `${deductible[0]!.toUpperCase()}${deductible.slice(1)}` : null;
}

const describe = (p: InsurancePolicy) =>
  [
    costSharing(p) ?? 'Client’s share not entered (billed the full fee)',
    `Member ID ${p.member_id}`,
    p.group_number && `Group ${p.group_number}`,
    p.payer_id && `EDI ${p.payer_id}`,
    p.subscriber_relationship !== 'self' &&
      `Subscriber: ${p.subscriber_name ?? '—'} (${subscriberRelationshipLabels[p.subscriber_relationship].toLowerCase()}${
        p.subscriber_date_of_birth ? `, born ${formatCalendarDate(p.subscriber_date_of_birth)}` : ''
      })`,
  ]
    .filter(Boolean)
    .join(' · ');

/** The client's insurance, primary first; add and edit in a dialog. */
export function InsuranceSection({ clientId, mayWrite }: { clientId: string; mayWrite: boolean }) {
  const insurance = useClientInsurance(clientId);
  const [editing, setEditing] = useState<InsurancePolicy | 'new' | null>(null);
  const policies = insurance.data?.policies ?? [];
  const full = policies.length >= maxInsuranceRank;

  return (
    <DetailSection
      title="Insurance"
      action={
        mayWrite &&
        insurance.isSuccess && (
          <Button size="small" startIcon={<Add />} onClick={() => setEditing('new')} disabled={full} title={full ? 'Three policies at most' : undefined}>
            Add insurance
          </Button>
        )
      }
    >
      {sectionStatus(insurance, 'insurance') ??
        (policies.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No insurance recorded (self-pay).
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Insurance policies">
            {policies.map((p) => (
              <ListItem
                key={p.id}
                disableGutters
                sx={{ pr: mayWrite ? 6 : 0 }}
                secondaryAction={
                  mayWrite && (
                    <IconButton edge="end" aria-label={`Edit ${p.payer_name}`} onClick={() => setEditing(p)}>
                      <Edit fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={`${insuranceRankLabels[p.rank] ?? `#${p.rank}`}: ${p.payer_name}`} secondary={describe(p)} />
              </ListItem>
            ))}
          </List>
        ))}
      {editing && <InsuranceDialog clientId={clientId} policy={editing === 'new' ? undefined : editing} policies={policies} onClose={() => setEditing(null)} />}
    </DetailSection>
  );
}
