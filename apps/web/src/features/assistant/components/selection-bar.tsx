import BookmarkAdd from '@mui/icons-material/BookmarkAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface SelectionBarProps {
  count: number;
  onSave: () => void;
  onCancel: () => void;
}

/** Spec 4: selection mode's bar; Save to Vault is offered once at least one message is selected. */
export function SelectionBar({ count, onSave, onCancel }: SelectionBarProps) {
  return (
    <Box
      role="toolbar"
      aria-label="Message selection"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75, borderTop: 1, borderColor: 'divider', bgcolor: 'action.selected' }}
    >
      <Typography variant="body2" role="status" sx={{ flex: 1 }}>
        {count} selected
      </Typography>
      {count > 0 && (
        <Button size="small" variant="contained" startIcon={<BookmarkAdd />} onClick={onSave}>
          Save to Vault
        </Button>
      )}
      <Button size="small" onClick={onCancel}>
        Cancel
      </Button>
    </Box>
  );
}
