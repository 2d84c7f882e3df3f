import { useRef, useState } from 'react';
import AttachFile from '@mui/icons-material/AttachFile';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { messageAttachmentsMax, messageBodyMaxLength, type MessageAttachment } from '@tend/contracts/messaging.contract';
import { messageOf } from '@/lib/api-error';
import type { MessagesScope } from '../api/keys';
import { useRemoveAttachment } from '../api/remove-attachment';
import { useSendMessage } from '../api/send-message';
import { acceptedAttachmentTypes, useUploadAttachment } from '../api/upload-attachment';
import { formatFileSize, sendsOnKey } from './message-time';

interface ComposerProps {
  scope: MessagesScope;
  threadId: string;
  policyText: string;
}

/** Policy line, attachments, and the text box: Enter sends, Shift+Enter adds a line. */
export function Composer({ scope, threadId, policyText }: ComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<MessageAttachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  // One key per message being written: a retry after a lost answer is not sent twice.
  const clientKey = useRef<string>(crypto.randomUUID());
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage(scope, threadId);
  const upload = useUploadAttachment();
  const removeUpload = useRemoveAttachment();

  const body = text.trim();
  const tooLong = text.length > messageBodyMaxLength;
  const canSend = (body.length > 0 || files.length > 0) && !tooLong && !send.isPending && !upload.isPending;

  function submit() {
    if (!canSend) return;
    setError(null);
    send.mutate(
      { body, attachment_ids: files.map((f) => f.id), client_key: clientKey.current },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          clientKey.current = crypto.randomUUID();
        },
        onError: (e) => setError(messageOf(e)),
      },
    );
  }

  async function attach(list: FileList | null) {
    if (!list) return;
    setError(null);
    for (const file of Array.from(list)) {
      if (files.length >= messageAttachmentsMax) break;
      try {
        const uploaded = await upload.mutateAsync(file);
        setFiles((current) => [...current, uploaded]);
      } catch (e) {
        setError(`${file.name}: ${messageOf(e)}`);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <Box component="form" aria-label="Write a message" onSubmit={(e) => (e.preventDefault(), submit())} sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} data-testid="messaging-policy">
        {policyText}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {files.length > 0 && (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mb: 1 }}>
          {files.map((f) => (
            <Chip
              key={f.id}
              size="small"
              label={`${f.file_name} (${formatFileSize(f.size_bytes)})`}
              onDelete={() => {
                setFiles((current) => current.filter((c) => c.id !== f.id));
                // Deleted on the server too: unsent uploads count against a limit until sent or removed.
                removeUpload.mutate(f.id);
              }}
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 1 }}>
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          accept={acceptedAttachmentTypes}
          onChange={(e) => void attach(e.target.files)}
          data-testid="attach-input"
        />
        <Tooltip title="Attach a PDF or image (up to 10 MB)">
          <span>
            <IconButton
              aria-label="Attach a file"
              onClick={() => fileInput.current?.click()}
              disabled={upload.isPending || files.length >= messageAttachmentsMax}
              sx={{ width: 44, height: 44 }}
            >
              <AttachFile />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (sendsOnKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder="Write a message"
          multiline
          maxRows={6}
          fullWidth
          size="small"
          error={tooLong}
          helperText={text.length > messageBodyMaxLength - 500 ? `${text.length} / ${messageBodyMaxLength}` : undefined}
          slotProps={{ htmlInput: { 'aria-label': 'Message', style: { maxHeight: 160, minHeight: 22 } } }}
        />
        <IconButton type="submit" color="primary" aria-label="Send" disabled={!canSend} sx={{ width: 44, height: 44 }}>
          <Send />
        </IconButton>
      </Stack>
    </Box>
  );
}
