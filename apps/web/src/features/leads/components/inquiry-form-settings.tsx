import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InquiryForm } from '@tend/contracts/leads.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useInquiryForm, useUpdateInquiryForm } from '../api/inquiry-form';
import { NewLinkDialog } from './new-link-dialog';

/** The iframe a practice pastes into its website. */
export const embedSnippet = (url: string) =>
  `<iframe src="${url}" title="Contact us" style="width:100%;max-width:40rem;height:60rem;border:0" loading="lazy"></iframe>`;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast(`${what} copied`, 'success');
  } catch {
    toast(`Could not copy; select the ${what.toLowerCase()} and copy it by hand`, 'error');
  }
}

function Settings({ form }: { form: InquiryForm }) {
  const update = useUpdateInquiryForm();
  const [intro, setIntro] = useState(form.intro ?? '');
  const url = `${window.location.origin}${form.url_path}`;
  const locked = !form.editable;
  const [confirmingNewLink, setConfirmingNewLink] = useState(false);
  return (
    <Stack spacing={2}>
      {locked && <Alert severity="info">Your practice’s administrator turns the form on or off, changes its text and makes new links.</Alert>}
      <FormControlLabel
        disabled={locked}
        control={<Switch checked={form.enabled} onChange={(e) => update.mutate({ enabled: e.target.checked })} />}
        label={form.enabled ? 'The form takes inquiries' : 'The form is off (its page answers “not available”)'}
      />
      <TextField label="Link to the form" value={url} slotProps={{ input: { readOnly: true } }} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void copy(url, 'Link')}>Copy link</Button>
        <Button onClick={() => void copy(embedSnippet(url), 'Embed code')}>Copy embed code</Button>
        <Button href={form.url_path} target="_blank" rel="noopener">
          Preview
        </Button>
        <Button color="warning" disabled={locked} onClick={() => setConfirmingNewLink(true)}>
          New link
        </Button>
      </Stack>
      {confirmingNewLink && (
        <NewLinkDialog
          onClose={() => setConfirmingNewLink(false)}
          onConfirm={() => {
            setConfirmingNewLink(false);
            update.mutate({ regenerate_key: true });
          }}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        A new link stops the old one and any embedded copy: paste the new embed code into your website.
      </Typography>
      <TextField
        label="Text above the form"
        multiline
        minRows={3}
        value={intro}
        disabled={locked}
        onChange={(e) => setIntro(e.target.value)}
        helperText="What happens next, when you answer. The page always says it is not for emergencies (988)."
      />
      <div>
        <Button
          variant="contained"
          disabled={locked}
          onClick={() => update.mutate({ intro }, { onSuccess: () => toast('Form text saved', 'success') })}
          loading={update.isPending}
        >
          Save text
        </Button>
      </div>
      {update.error && <Alert severity="error">{messageOf(update.error)}</Alert>}
    </Stack>
  );
}

/** The practice's website inquiry form: on or off, its text, the link and the embed code. */
export function InquiryFormSettings() {
  const { data, error, isPending } = useInquiryForm();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Website inquiry form
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        People who fill it in appear here as new leads, and everyone who manages leads is notified.
      </Typography>
      {error && <Alert severity="error">{messageOf(error)}</Alert>}
      {isPending && <LinearProgress aria-label="Loading form settings" />}
      {data && <Settings key={data.form_key} form={data} />}
    </Paper>
  );
}
