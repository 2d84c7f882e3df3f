import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Guardian } from '@tend/contracts/client-details.contract';
import { useClientGuardians } from '../api/list-client-guardians';
import { DetailSection, sectionStatus } from './detail-section';
import { GuardianDialog } from './guardian-dialog';

interface GuardiansSectionProps {
  clientId: string;
  mayWrite: boolean;
  /** The client's age when under 18: the section then comes first and asks for a guardian. */
  minorAge: number | null;
}

/** Parents and legal guardians: prominent for a minor, addable for anyone. */
export function GuardiansSection({ clientId, mayWrite, minorAge }: GuardiansSectionProps) {
  const guardians = useClientGuardians(clientId);
  const [editing, setEditing] = useState<Guardian | 'new' | null>(null);
  const rows = guardians.data?.guardians ?? [];
  const minor = minorAge !== null;

  return (
    <DetailSection
      title={minor ? 'Parents and guardians (minor)' : 'Parents and guardians'}
      emphasised={minor}
      action={
        mayWrite &&
        guardians.isSuccess && (
          <Button size="small" startIcon={<Add />} onClick={() => setEditing('new')}>
            Add guardian
          </Button>
        )
      }
    >
      {sectionStatus(guardians, 'guardians') ?? (
        <Stack spacing={1}>
          {minor && (
            <Alert severity={rows.length === 0 ? 'warning' : 'info'} sx={{ py: 0 }}>
              {rows.length === 0
                ? `This client is ${minorAge}: record a parent or legal guardian who consents to care.`
                : `This client is ${minorAge}; consent to care comes from a parent or legal guardian.`}
            </Alert>
          )}
          {rows.length === 0 ? (
            !minor && (
              <Typography variant="body2" color="text.secondary">
                None recorded.
              </Typography>
            )
          ) : (
            <List dense disablePadding aria-label="Parents and guardians">
              {rows.map((g) => (
                <ListItem
                  key={g.id}
                  disableGutters
                  sx={{ pr: mayWrite ? 6 : 0 }}
                  secondaryAction={
                    mayWrite && (
                      <IconButton edge="end" aria-label={`Edit ${g.name}`} onClick={() => setEditing(g)}>
                        <Edit fontSize="small" />
                      </IconButton>
                    )
                  }
                >
                  <ListItemText
                    primary={`${g.name} (${g.relationship})`}
                    secondary={
                      (g.phone || g.email) && (
                        <>
                          {g.phone && <Link href={`tel:${g.phone}`}>{g.phone}</Link>}
                          {g.phone && g.email && ' · '}
                          {g.email && <Link href={`mailto:${g.email}`}>{g.email}</Link>}
                        </>
                      )
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
      {editing && <GuardianDialog clientId={clientId} guardian={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </DetailSection>
  );
}
