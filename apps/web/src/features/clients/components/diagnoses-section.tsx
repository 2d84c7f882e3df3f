import { useState } from 'react';
import TaskAlt from '@mui/icons-material/TaskAlt';
import StarBorder from '@mui/icons-material/StarBorder';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { dateInZone } from '@tend/contracts/calendar-days';
import type { ClientDiagnosis } from '@tend/contracts/client-details.contract';
import { messageOf } from '@/lib/api-error';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useAddClientDiagnosis } from '../api/add-client-diagnosis';
import { useClientDiagnoses } from '../api/list-client-diagnoses';
import { useReorderClientDiagnoses } from '../api/reorder-client-diagnoses';
import { useUpdateClientDiagnosis } from '../api/update-client-diagnosis';
import { formatCalendarDate } from '@/lib/time/dates';
import { DetailSection, sectionStatus } from './detail-section';
import { DiagnosisSearch } from './diagnosis-search';

function Diagnosis({ d }: { d: ClientDiagnosis }) {
  return (
    <ListItemText
      primary={
        <>
          <Box component="span" sx={{ fontWeight: 600, mr: 0.75 }}>
            {d.code}
          </Box>
          {d.description}
          {!d.resolved_on && d.rank === 1 && <Chip size="small" color="primary" variant="outlined" label="Primary" sx={{ ml: 1, height: 20 }} />}
        </>
      }
      secondary={
        d.resolved_on
          ? `Resolved ${formatCalendarDate(d.resolved_on)}`
          : [d.diagnosed_on && `Diagnosed ${formatCalendarDate(d.diagnosed_on)}`, d.added_by_name && `added by ${d.added_by_name}`]
              .filter(Boolean)
              .join(', ') || null
      }
    />
  );
}

/** ICD-10-CM diagnoses: the current ones primary first (make another primary, resolve), the resolved ones on request. */
export function DiagnosesSection({ clientId, mayWrite }: { clientId: string; mayWrite: boolean }) {
  const diagnoses = useClientDiagnoses(clientId);
  const add = useAddClientDiagnosis(clientId);
  const update = useUpdateClientDiagnosis(clientId);
  const reorder = useReorderClientDiagnoses(clientId);
  const timeZone = useTimeZone();
  const [showResolved, setShowResolved] = useState(false);
  const all = diagnoses.data?.diagnoses ?? [];
  const current = all.filter((d) => !d.resolved_on);
  const resolved = all.filter((d) => d.resolved_on);
  const failure = add.error ?? update.error ?? reorder.error;
  const busy = add.isPending || update.isPending || reorder.isPending;
  const resolve = (d: ClientDiagnosis) => update.mutate({ id: d.id, changes: { resolved_on: dateInZone(new Date(), timeZone).toString() } });
  const makePrimary = (d: ClientDiagnosis) => reorder.mutate([d.id, ...current.filter((c) => c.id !== d.id).map((c) => c.id)]);

  return (
    <DetailSection title="Diagnoses">
      {sectionStatus(diagnoses, 'diagnoses') ?? (
        <Stack spacing={1}>
          {failure && <Alert severity="error">{messageOf(failure)}</Alert>}
          {current.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No current diagnoses.
            </Typography>
          ) : (
            <List dense disablePadding aria-label="Current diagnoses">
              {current.map((d) => (
                <ListItem
                  key={d.id}
                  disableGutters
                  sx={{ pr: mayWrite ? 10 : 0 }}
                  secondaryAction={
                    mayWrite && (
                      <>
                        {d.rank !== 1 && (
                          <Tooltip title="Make primary">
                            <IconButton edge="end" aria-label={`Make ${d.code} primary`} disabled={busy} onClick={() => makePrimary(d)}>
                              <StarBorder fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        <Tooltip title="Resolve (today)">
                          <IconButton edge="end" aria-label={`Resolve ${d.code}`} disabled={busy} onClick={() => resolve(d)} sx={{ ml: 0.5 }}>
                            <TaskAlt fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </>
                    )
                  }
                >
                  <Diagnosis d={d} />
                </ListItem>
              ))}
            </List>
          )}
          {mayWrite && <DiagnosisSearch onPick={(code) => add.mutate({ code: code.code })} taken={current.map((d) => d.code)} disabled={add.isPending} />}
          {resolved.length > 0 && (
            <Box>
              <Button size="small" onClick={() => setShowResolved((v) => !v)} aria-expanded={showResolved}>
                {showResolved ? 'Hide resolved' : `Resolved (${resolved.length})`}
              </Button>
              {showResolved && (
                <List dense disablePadding aria-label="Resolved diagnoses">
                  {resolved.map((d) => (
                    <ListItem
                      key={d.id}
                      disableGutters
                      sx={{ pr: mayWrite ? 6 : 0, color: 'text.secondary' }}
                      secondaryAction={
                        mayWrite && (
                          <Tooltip title="Current again">
                            <IconButton
                              edge="end"
                              aria-label={`Restore ${d.code}`}
                              disabled={busy}
                              onClick={() => update.mutate({ id: d.id, changes: { resolved_on: null } })}
                            >
                              <Undo fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )
                      }
                    >
                      <Diagnosis d={d} />
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          )}
        </Stack>
      )}
    </DetailSection>
  );
}
