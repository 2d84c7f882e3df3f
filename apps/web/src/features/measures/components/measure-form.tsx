import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { measureDefinitions, type MeasureItem, type MeasureKind, type SubmitMeasureResponse } from '@tend/contracts/measures.contract';
import { messageOf } from '@/lib/api-error';
import { useSubmitMeasureResponse } from '../api/submit-measure-response';

type Answers = Record<string, number | string>;

const isAnswered = (item: MeasureItem, value: number | string | undefined) =>
  item.kind === 'text' ? typeof value === 'string' && value.trim() !== '' : value !== undefined;

function ChoiceRow({
  item,
  number,
  value,
  error,
  onChange,
}: {
  item: MeasureItem;
  number: number | null;
  value: number | undefined;
  error: boolean;
  onChange: (v: number) => void;
}) {
  const id = `item-${item.id}`;
  return (
    <FormControl component="fieldset" error={error} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', width: '100%' }}>
      <FormLabel component="legend" id={`${id}-label`} sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' }, mb: 0.5 }}>
        {number !== null ? `${number}. ` : ''}
        {item.text}
      </FormLabel>
      <RadioGroup row aria-labelledby={`${id}-label`} name={id} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))} sx={{ columnGap: 1 }}>
        {item.options!.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            control={<Radio size="small" />}
            label={o.label}
            slotProps={{ typography: { variant: 'body2' } }}
            sx={{ mr: 1.5 }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>This question needs an answer.</FormHelperText>}
    </FormControl>
  );
}

/**
 * One form to fill in: one question per row (radio groups, or text for the intake), progress, and
 * a submit that the server scores. Arrow keys move within a question; Tab moves to the next.
 */
export function MeasureForm({
  measure,
  clientId,
  assignmentId,
  onSubmitted,
  onCancel,
}: {
  measure: MeasureKind;
  clientId: string;
  assignmentId?: string;
  onSubmitted: (answer: SubmitMeasureResponse) => void;
  onCancel?: () => void;
}) {
  const definition = measureDefinitions[measure];
  const [answers, setAnswers] = useState<Answers>({});
  const [showMissing, setShowMissing] = useState(false);
  const submit = useSubmitMeasureResponse();
  const required = definition.items.filter((i) => i.required);
  const done = required.filter((i) => isAnswered(i, answers[i.id])).length;
  const missing = required.filter((i) => !isAnswered(i, answers[i.id]));
  const set = (id: string, value: number | string) => setAnswers((a) => ({ ...a, [id]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length > 0) {
      setShowMissing(true);
      document.getElementById(`item-${missing[0]!.id}-label`)?.scrollIntoView?.({ block: 'center' });
      return;
    }
    const given = Object.fromEntries(Object.entries(answers).filter(([, v]) => (typeof v === 'string' ? v.trim() !== '' : true)));
    submit.mutate(
      { client_id: clientId, measure, ...(assignmentId ? { assignment_id: assignmentId } : {}), answers: given },
      {
        onSuccess: onSubmitted,
      },
    );
  };

  // The intake's section headings: shown above the first question of each section.
  const headings = new Map(
    definition.items.map((item, i) => [item.id, item.section && item.section !== definition.items[i - 1]?.section ? item.section : null]),
  );
  const numbers = new Map(definition.items.filter((i) => i.scored).map((item, i) => [item.id, i + 1]));
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={definition.title} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2">
        {definition.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {definition.instructions}
      </Typography>
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', py: 1 }}>
        <Typography variant="caption" id="measure-progress-label">
          {done} of {required.length} {required.length === 1 ? 'question' : 'questions'} answered
        </Typography>
        <LinearProgress variant="determinate" value={required.length === 0 ? 100 : (done / required.length) * 100} aria-labelledby="measure-progress-label" />
      </Box>
      <Stack>
        {definition.items.map((item) => {
          const heading = headings.get(item.id);
          const error = showMissing && item.required && !isAnswered(item, answers[item.id]);
          const number = numbers.get(item.id) ?? null;
          return (
            <Box key={item.id}>
              {heading && (
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
                  {heading}
                </Typography>
              )}
              {item.kind === 'choice' ? (
                <ChoiceRow item={item} number={number} value={answers[item.id] as number | undefined} error={error} onChange={(v) => set(item.id, v)} />
              ) : (
                <TextField
                  id={`item-${item.id}-label`}
                  label={item.text}
                  value={String(answers[item.id] ?? '')}
                  onChange={(e) => set(item.id, e.target.value)}
                  required={item.required}
                  error={error}
                  helperText={error ? 'This question needs an answer.' : undefined}
                  multiline={item.multiline}
                  minRows={item.multiline ? 2 : undefined}
                  size="small"
                  fullWidth
                  margin="dense"
                  slotProps={{ htmlInput: { maxLength: 4000 } }}
                />
              )}
            </Box>
          );
        })}
      </Stack>
      {showMissing && missing.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {missing.length === 1 ? 'One question still needs an answer.' : `${missing.length} questions still need an answer.`}
        </Alert>
      )}
      {submit.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Your answers could not be sent: {messageOf(submit.error)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" loading={submit.isPending}>
          Submit {definition.name}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {definition.source}
      </Typography>
    </Paper>
  );
}
