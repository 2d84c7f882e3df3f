import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AiAssistantSettings } from '@tend/contracts/admin.contract';
import type { AiComplianceResponse } from '@tend/contracts/ai-compliance.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useAiHealth } from '@/shell/api/get-ai-health';
import { useAdminSettings } from '@/features/admin/api/get-admin-settings';
import { useAiCompliance, useUpdateAiCompliance } from '@/features/admin/api/ai-compliance';
import { useVoiceStatus } from '@/features/voice';
import { useUpdateAdminSettings } from '@/features/admin/api/update-admin-settings';
import { SettingsSection } from './settings-section';

const assistantFormSchema = z.object({
  global_interface_mode: z.enum(['auto', 'sidebar']),
  voice_mode_enabled: z.boolean(),
  mobile_optimization: z.boolean(),
  ai_personality: z.string().trim().min(1, 'Describe the assistant in a few words').max(500, 'At most 500 characters'),
  allow_client_names_in_prompts: z.boolean(),
});

/** How the assistant behaves for everyone, which engine answers, and the BAA that covers it. */
export function AiAssistantSection() {
  const settings = useAdminSettings(true);
  const compliance = useAiCompliance();
  return (
    <SettingsSection anchor="ai-assistant" title="AI assistant" description="How the assistant behaves for everyone in the practice.">
      <ProviderStatus compliance={compliance.data} />
      {settings.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : settings.isError ? (
        <Alert severity="error">{messageOf(settings.error)}</Alert>
      ) : (
        <AssistantForm settings={settings.data.ai_assistant} compliance={compliance.data} />
      )}
      {compliance.isError && <Alert severity="error">{messageOf(compliance.error)}</Alert>}
      {compliance.data?.baa_required && <BaaAttestation compliance={compliance.data} />}
    </SettingsSection>
  );
}

function ProviderStatus({ compliance }: { compliance: AiComplianceResponse | undefined }) {
  const health = useAiHealth();
  const engine = !compliance
    ? '…'
    : compliance.provider === 'builtin'
      ? 'Built-in offline engine'
      : `${compliance.provider}${compliance.model ? ` · ${compliance.model}` : ''}`;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
      <Typography variant="body2">Engine: {engine}</Typography>
      {health.data && <Chip size="small" color={health.data.ok ? 'success' : 'warning'} label={health.data.ok ? 'Answering' : 'Not answering'} />}
      {health.isError && <Chip size="small" color="warning" label="Status unknown" />}
    </Stack>
  );
}

function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<AiAssistantSettings>;
  name: 'voice_mode_enabled' | 'mobile_optimization' | 'allow_client_names_in_prompts';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />}
    />
  );
}

function AssistantForm({ settings, compliance }: { settings: AiAssistantSettings; compliance: AiComplianceResponse | undefined }) {
  const form = useForm<AiAssistantSettings>({ resolver: zodResolver(assistantFormSchema), defaultValues: settings });
  useEffect(() => form.reset(settings), [form, settings]);
  const save = useUpdateAdminSettings();
  const namesOn = useWatch({ control: form.control, name: 'allow_client_names_in_prompts' });
  const uncovered = namesOn && compliance?.baa_required && !compliance.baa_attested_at;
  const voiceOn = useWatch({ control: form.control, name: 'voice_mode_enabled' });
  const voice = useVoiceStatus();
  const speechMissing = voiceOn && voice.data && !voice.data.speech.ready;
  return (
    <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit((values) => save.mutate({ ai_assistant: values }))(event)}>
      <Controller
        control={form.control}
        name="global_interface_mode"
        render={({ field }) => (
          <TextField select size="small" label="Assistant placement" sx={{ width: { xs: '100%', sm: 260 } }} {...field}>
            <MenuItem value="auto">Automatic</MenuItem>
            <MenuItem value="sidebar">In the desktop sidebar</MenuItem>
          </TextField>
        )}
      />
      <Stack sx={{ mt: 1 }}>
        <SwitchField control={form.control} name="voice_mode_enabled" label="Voice mode" />
        {speechMissing && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="voice-speech-missing">
            Voice mode cannot work on this server: its speech engine is not installed or not answering
            {voice.data?.speech.detail ? ` (${voice.data.speech.detail})` : ''}. Clinicians will see it as off until the server&apos;s operator installs it.
          </Alert>
        )}
        <SwitchField control={form.control} name="mobile_optimization" label="Mobile optimisation" />
        <SwitchField control={form.control} name="allow_client_names_in_prompts" label="Client names in prompts" />
      </Stack>
      {uncovered && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Client names would reach {compliance.provider} without an attested business associate agreement.
        </Alert>
      )}
      <TextField size="small" fullWidth multiline minRows={2} label="Assistant personality" sx={{ mt: 1.5 }} {...fieldProps(form, 'ai_personality')} />
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {messageOf(save.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 1.5 }} loading={save.isPending}>
        Save assistant settings
      </Button>
    </Box>
  );
}

function BaaAttestation({ compliance }: { compliance: AiComplianceResponse }) {
  const [provider, setProvider] = useState(compliance.baa_provider ?? '');
  const update = useUpdateAiCompliance();
  const attested = compliance.baa_attested_at !== null;
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h3">
        Business associate agreement
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {attested
          ? `Attested on ${new Date(compliance.baa_attested_at!).toLocaleDateString()}${compliance.baa_provider ? ` with ${compliance.baa_provider}` : ''}.`
          : `The practice's text goes to ${compliance.provider}. Attest that a signed BAA covers it.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        {!attested && <TextField size="small" label="Agreement with" value={provider} onChange={(e) => setProvider(e.target.value)} />}
        <Button
          variant={attested ? 'outlined' : 'contained'}
          loading={update.isPending}
          onClick={() => update.mutate(attested ? { attested: false } : { attested: true, baa_provider: provider.trim() || null })}
        >
          {attested ? 'Withdraw attestation' : 'Attest BAA'}
        </Button>
      </Stack>
      {update.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messageOf(update.error)}
        </Alert>
      )}
    </Box>
  );
}
