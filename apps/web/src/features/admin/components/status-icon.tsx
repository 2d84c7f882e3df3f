import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ComplianceStatus } from '@tend/contracts/compliance.contract';

export const statusLabel: Record<ComplianceStatus, string> = { ok: 'OK', attention: 'Needs attention', unknown: 'Unknown' };
export const statusColor = { ok: 'success', attention: 'warning', unknown: 'default' } as const;

/** The checklist's icon: colour and shape both differ, so the state does not rest on colour alone. */
export function StatusIcon({ status }: { status: ComplianceStatus }) {
  if (status === 'ok') return <CheckCircleIcon color="success" aria-hidden />;
  if (status === 'attention') return <WarningAmberIcon color="warning" aria-hidden />;
  return <HelpOutlineIcon color="disabled" aria-hidden />;
}
