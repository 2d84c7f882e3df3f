import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { RouterLink } from '@/components/router-link';
import { newAssessmentHref } from '@/features/risk';
import { useNoteSettings } from '@/lib/note-settings/use-note-settings';
import type { ChatMessage } from '../api/get-messages';
import { actionChip, usableOptions } from '../logic/options';

interface MessageActionsProps {
  message: Pick<ChatMessage, 'suggested_action' | 'options'>;
  onSend: (text: string) => void;
  disabled: boolean;
}

/** The suggested action as a chip and the options as buttons; each sends its message. */
export function MessageActions({ message, onSend, disabled }: MessageActionsProps) {
  const chip = actionChip(message.suggested_action);
  const options = usableOptions(message.options);
  // Risk language: offer the assessment itself, for the conversation's client when one is chosen.
  const [{ patientId }] = useNoteSettings();
  const assess = chip?.action === 'risk_assessment' ? (patientId ? newAssessmentHref(patientId) : '/risk-assessment?new=1') : null;
  if (!chip && options.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} aria-label="Suggested replies" role="group">
      {chip && <Chip color="primary" label={chip.label} onClick={() => onSend(chip.message)} disabled={disabled} data-action={chip.action} />}
      {assess && (
        <Button size="small" variant="outlined" component={RouterLink} to={assess} sx={{ textTransform: 'none' }}>
          Start risk assessment
        </Button>
      )}
      {options.map((option, i) => (
        <Button
          key={`${option.label}-${i}`}
          size="small"
          variant="outlined"
          onClick={() => onSend(option.message)}
          disabled={disabled}
          sx={{ textTransform: 'none' }}
        >
          {option.label}
        </Button>
      ))}
    </Stack>
  );
}
