import { useEffect, useRef } from 'react';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface PlanItemsFieldProps {
  /** The section's title, for labels ("Warning signs 2"). */
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  disabled?: boolean;
}

/** A section's list: one row per item, Enter adds the next row, × removes one. */
export function PlanItemsField({ label, items, onChange, disabled }: PlanItemsFieldProps) {
  const focusIndex = useRef<number | null>(null);
  const rows = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (focusIndex.current === null) return;
    rows.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  });
  const add = (at: number) => {
    focusIndex.current = at;
    onChange([...items.slice(0, at), '', ...items.slice(at)]);
  };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {items.map((item, i) => (
        <Stack key={i} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            fullWidth
            value={item}
            inputRef={(el: HTMLInputElement | null) => {
              rows.current[i] = el;
            }}
            onChange={(e) => onChange(items.map((v, j) => (j === i ? e.target.value : v)))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add(i + 1);
              }
            }}
            disabled={disabled}
            slotProps={{ htmlInput: { 'aria-label': `${label} ${i + 1}`, maxLength: 500 } }}
          />
          <IconButton aria-label={`Remove ${label} ${i + 1}`} onClick={() => onChange(items.filter((_, j) => j !== i))} disabled={disabled}>
            <Close fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button size="small" startIcon={<Add />} onClick={() => add(items.length)} disabled={disabled || items.length >= 30} sx={{ alignSelf: 'flex-start' }}>
        Add to {label.toLowerCase()}
      </Button>
    </Stack>
  );
}
