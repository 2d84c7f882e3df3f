import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { canSend, composerHeight, composerKeyAction, composerMaxPx, composerMinPx } from '../logic/composer';

interface ComposerProps {
  /** Answers whether the text was taken (then the box empties). */
  onSend: (text: string) => boolean;
  busy: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Shown just before Send (the voice mode button). */
  beforeSend?: ReactNode;
}

/** Spec 2.7: Enter sends, Shift+Enter adds a newline, Send is disabled while empty, 44–160 px tall. */
export function Composer({ onSend, busy, disabled = false, placeholder = 'Describe a session or ask a question…', beforeSend }: ComposerProps) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${composerHeight(box.scrollHeight)}px`;
  }, [text]);

  const submit = () => {
    if (disabled || !canSend(text, busy)) return;
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (composerKeyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) === 'send') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box
        component="textarea"
        ref={ref}
        rows={1}
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        aria-label="Message the assistant"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        sx={{
          flex: 1,
          resize: 'none',
          minHeight: composerMinPx,
          maxHeight: composerMaxPx,
          boxSizing: 'border-box',
          overflowY: 'auto',
          px: 1.5,
          py: 1.25,
          font: 'inherit',
          lineHeight: 1.4,
          color: 'text.primary',
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          outline: 'none',
          '&:focus-visible': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
        }}
      />
      {beforeSend}
      <Button variant="contained" endIcon={<SendIcon />} onClick={submit} disabled={disabled || !canSend(text, busy)} sx={{ minHeight: composerMinPx }}>
        Send
      </Button>
    </Box>
  );
}
