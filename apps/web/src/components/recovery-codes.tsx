import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Ten one-time recovery codes, shown once: copy or download before going on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `Tend recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'tend-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 1.5,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 0.5,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => void navigator.clipboard?.writeText(text)}>
          Copy
        </Button>
        <Button size="small" variant="outlined" onClick={download}>
          Download
        </Button>
      </Stack>
    </Stack>
  );
}

/** The QR code the server drew (an SVG), as an image: no QR library in the browser. */
export function TotpQrCode({ svg }: { svg: string }) {
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code to scan with your authenticator app"
      sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1, alignSelf: 'center' }}
    />
  );
}
