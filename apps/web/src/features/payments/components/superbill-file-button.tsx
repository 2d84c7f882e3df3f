import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';

interface ActionButtonProps {
  label: string;
  /** Names the action for a screen reader ("Download superbill of Sam Lee, Mar 2026"). */
  accessibleLabel: string;
  icon?: ReactNode;
  /** Only the icon (narrow screens), the label as its tooltip; needs `icon`. */
  iconOnly?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A row's action: a small text button, or on a phone its icon alone. */
export function ActionButton({ label, accessibleLabel, icon, iconOnly = false, disabled, onClick }: ActionButtonProps) {
  if (iconOnly && icon)
    return (
      <Tooltip title={label}>
        <span>
          <IconButton size="small" color="primary" aria-label={accessibleLabel} disabled={disabled} onClick={onClick}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Button size="small" startIcon={icon} aria-label={accessibleLabel} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}

/** An action that fetches a file with the session; it is busy meanwhile, and a failure says why in a toast. */
export function FileButton({ run, ...props }: Omit<ActionButtonProps, 'onClick' | 'disabled'> & { run: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <ActionButton
      {...props}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        run()
          .catch((error: unknown) => toast(`The file could not be opened: ${messageOf(error)}`, 'error'))
          .finally(() => setBusy(false));
      }}
    />
  );
}

/** Opens a PDF fetched with the session in a new tab; the tab opens on the click itself, so it is not blocked. */
export async function openPdfInNewTab(fetchPdf: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchPdf());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
