import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { can } from '@tend/contracts/permissions';
import { useCurrentUser } from '@/lib/session/me-query';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useAdminSettings } from '../api/get-admin-settings';
import { ServerRefusal } from '../components/server-refusal';

const yesNo = (value: boolean) => (value ? 'On' : 'Off');

export default function AdminSettingsPage() {
  const user = useCurrentUser();
  const allowed = can(user, 'admin:settings');
  const settings = useAdminSettings(allowed);
  const title = 'Practice Settings';
  if (!allowed) {
    return (
      <PageFrame title={title}>
        <NoAccess what="the practice settings" />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} description="How the AI assistant behaves for everyone in the practice.">
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <ServerRefusal error={settings.error} what="the practice settings" />
      ) : (
        <Paper variant="outlined">
          <Table aria-label="AI assistant settings">
            <TableBody>
              {(
                [
                  ['Assistant placement', settings.data.ai_assistant.global_interface_mode === 'sidebar' ? 'In the sidebar' : 'Automatic'],
                  ['Voice mode', yesNo(settings.data.ai_assistant.voice_mode_enabled)],
                  ['Mobile optimisation', yesNo(settings.data.ai_assistant.mobile_optimization)],
                  ['Assistant personality', settings.data.ai_assistant.ai_personality],
                  ['Client names in prompts', yesNo(settings.data.ai_assistant.allow_client_names_in_prompts)],
                ] as const
              ).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ width: 240, fontWeight: 600 }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </PageFrame>
  );
}
