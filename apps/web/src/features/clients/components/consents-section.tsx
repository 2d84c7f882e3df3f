import { useState } from 'react';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { consentKindLabels, type ConsentEvent, type ConsentKind, type ConsentState } from '@tend/contracts/client-details.contract';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useClientConsents } from '../api/get-client-consents';
import { useRecordClientConsent } from '../api/record-client-consent';
import { useUpdateReminderPreference } from '../api/update-reminder-preference';
import { DetailSection, sectionStatus } from './detail-section';

const by = (name: string | null) => name ?? 'the client';

/** "Given by Dr Alice Moreno on 3/4/2026", or that nothing was recorded. */
function recorded(state: ConsentState, timeZone: string): string {
  if (state.granted === null || !state.recorded_at) return 'Not recorded';
  return `${state.granted ? 'Given' : 'Withdrawn'} by ${by(state.recorded_by_name)} on ${formatDate(state.recorded_at, timeZone)}`;
}

function ConsentHistory({ kind, events, timeZone }: { kind: ConsentKind; events: ConsentEvent[]; timeZone: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = consentKindLabels[kind];
  return (
    <>
      <IconButton
        size="small"
        aria-label={`History of consent to ${label.toLowerCase()}`}
        disabled={events.length === 0}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <History fontSize="small" />
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <List dense aria-label={`${label}: history`} sx={{ maxWidth: 360, px: 1 }}>
          {events.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={`${e.granted ? 'Given' : 'Withdrawn'} on ${formatDate(e.recorded_at, timeZone)}`}
                secondary={[`Recorded by ${by(e.recorded_by_name)}`, e.source].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </Popover>
    </>
  );
}

/** One switch per consent (on: in force), who recorded it and when, its history; and the client's reminder opt-out. */
export function ConsentsSection({ clientId, mayWrite }: { clientId: string; mayWrite: boolean }) {
  const consents = useClientConsents(clientId);
  const record = useRecordClientConsent(clientId);
  const reminders = useUpdateReminderPreference(clientId);
  const timeZone = useTimeZone();
  const failure = record.error ?? reminders.error;
  const busy = record.isPending || reminders.isPending;

  return (
    <DetailSection title="Consents">
      {sectionStatus(consents, 'consents') ?? (
        <Stack spacing={0.5}>
          {failure && <Alert severity="error">{messageOf(failure)}</Alert>}
          {consents.data!.consents.map((state) => (
            <Stack key={state.kind} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <FormControlLabel
                sx={{ ml: -0.75, mr: 0, minWidth: 0 }}
                control={
                  <Switch
                    size="small"
                    checked={state.granted === true}
                    disabled={!mayWrite || busy}
                    onChange={(_, granted) => record.mutate({ kind: state.kind, granted })}
                  />
                }
                label={
                  <span>
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {consentKindLabels[state.kind]}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {recorded(state, timeZone)}
                    </Typography>
                  </span>
                }
              />
              <ConsentHistory kind={state.kind} events={consents.data!.history.filter((e) => e.kind === state.kind)} timeZone={timeZone} />
            </Stack>
          ))}
          <FormControlLabel
            sx={{ pt: 1, borderTop: 1, borderColor: 'divider', ml: -0.75, mr: 0 }}
            control={
              <Switch size="small" checked={consents.data!.reminders_opt_out} disabled={!mayWrite || busy} onChange={(_, optOut) => reminders.mutate(optOut)} />
            }
            label={
              <span>
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  No appointment reminders
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  The client asked not to be reminded by e-mail or text.
                </Typography>
              </span>
            }
          />
        </Stack>
      )}
    </DetailSection>
  );
}
