import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PORTAL_DEFAULT_SLOT_MINUTES, type PortalAppointmentsResponse } from '@tend/contracts/portal-appointments.contract';
import { errorCodes } from '@tend/contracts/error-codes';
import { isApiError, messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { dayLabel, slotsByDay, timeLabel } from './format-visit';
import { useCreatePortalRequest } from './portal-request-create';
import { usePortalSlots } from './portal-slots-get';

interface RequestTimeDialogProps {
  data: PortalAppointmentsResponse;
  onClose: () => void;
}

/** Ask for a visit at one of the clinician's open times: type, day, time, an optional note. */
export function RequestTimeDialog({ data, onClose }: RequestTimeDialogProps) {
  const titleId = useId();
  const requestable = data.clients.filter((c) => c.can_request);
  const [clientId, setClientId] = useState(requestable[0]?.id ?? '');
  const [typeId, setTypeId] = useState('');
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const slots = usePortalSlots(clientId || null, typeId);
  const create = useCreatePortalRequest();
  const zone = slots.data?.time_zone ?? data.time_zone;
  const days = slotsByDay(slots.data?.slots ?? [], zone);
  const shownDay = days.find((d) => d.date === day) ?? days[0];
  const client = requestable.find((c) => c.id === clientId);

  function choose(change: () => void) {
    change();
    setDay(null);
    setStart(null);
    create.reset();
  }

  function submit() {
    if (!start) return;
    create.mutate(
      { client_id: clientId, start, type_id: typeId || null, message: message.trim() || undefined },
      {
        onSuccess: () => {
          toast('Request sent — the practice will answer in the portal', 'success');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === errorCodes.slotUnavailable) setStart(null);
        },
      },
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Request a time</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {requestable.length > 1 && (
            <TextField select size="small" label="For" value={clientId} onChange={(e) => choose(() => setClientId(e.target.value))}>
              {requestable.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField select size="small" label="Type of visit" value={typeId} onChange={(e) => choose(() => setTypeId(e.target.value))}>
            <MenuItem value="">Regular session ({PORTAL_DEFAULT_SLOT_MINUTES} min)</MenuItem>
            {data.types.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name} ({t.duration_minutes} min)
              </MenuItem>
            ))}
          </TextField>
          {client?.provider_name && (
            <Typography variant="body2" color="text.secondary">
              Open times of {client.provider_name} over the next four weeks, from tomorrow on. Times in {zone}.
            </Typography>
          )}
          {slots.isPending && clientId && <CircularProgress size={24} aria-label="Loading open times" />}
          {slots.isError && <Alert severity="error">Open times could not be loaded: {messageOf(slots.error)}</Alert>}
          {slots.data && days.length === 0 && (
            <Alert severity="info">No open times in the next four weeks. Send your therapist a message and they can find a time with you.</Alert>
          )}
          {shownDay && (
            <>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={shownDay.date}
                onChange={(_e, next: string | null) => {
                  if (next) {
                    setDay(next);
                    setStart(null);
                  }
                }}
                aria-label="Day"
                sx={{ flexWrap: 'wrap', gap: 0.5, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1 } }}
              >
                {days.map((d) => (
                  <ToggleButton key={d.date} value={d.date} sx={{ px: 1, py: 0.5, textTransform: 'none' }}>
                    {dayLabel(d.slots[0]!.start, zone)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={start}
                onChange={(_e, next: string | null) => setStart(next)}
                aria-label="Time"
                sx={{ flexWrap: 'wrap', gap: 0.5, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1 } }}
              >
                {shownDay.slots.map((s) => (
                  <ToggleButton key={s.start} value={s.start} sx={{ px: 1, py: 0.5, textTransform: 'none' }}>
                    {timeLabel(s.start, zone)}
                    {s.location === 'telehealth' ? ' · video' : ''}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </>
          )}
          <TextField
            size="small"
            label="Message (optional)"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            helperText="Not for emergencies. Your therapist sees this with the request."
          />
          {create.isError && <Alert severity="error">{messageOf(create.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={!start || create.isPending}>
          {start ? `Request ${dayLabel(start, zone)}, ${timeLabel(start, zone)}` : 'Request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
