import Box from '@mui/material/Box';

/**
 * The text of a consent or policy exactly as it will be signed (line breaks kept), in a region
 * that scrolls on its own and can be reached and scrolled with the keyboard.
 */
export function DocumentText({ text, label, maxHeight = '50vh' }: { text: string; label: string; maxHeight?: string | number }) {
  return (
    <Box
      role="region"
      aria-label={`Text of ${label}`}
      tabIndex={0}
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        typography: 'body2',
        lineHeight: 1.6,
        maxHeight,
        overflowY: 'auto',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {text}
    </Box>
  );
}
