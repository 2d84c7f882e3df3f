import { useState } from 'react';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';

/** A button that fetches a file with the session and saves it; a failure says why in a toast. */
export function DocumentDownloadButton({ label, accessibleLabel, fetchFile }: { label: string; accessibleLabel: string; fetchFile: () => Promise<string> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<Download />}
      aria-label={accessibleLabel}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        fetchFile()
          .catch((error: unknown) => toast(`The file could not be downloaded: ${messageOf(error)}`, 'error'))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? 'Downloading…' : label}
    </Button>
  );
}
