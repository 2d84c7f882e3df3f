import { useState } from 'react';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ChatMessage } from '../api/get-messages';
import { useSendFeedback, type FeedbackKind } from '../api/send-feedback';
import { FeedbackDialog } from './feedback-dialog';

const buttons: { kind: FeedbackKind; label: string; icon: typeof ThumbUpOutlined }[] = [
  { kind: 'Positive', label: 'Helpful', icon: ThumbUpOutlined },
  { kind: 'Negative', label: 'Not helpful', icon: ThumbDownOutlined },
  { kind: 'Message', label: 'Write feedback', icon: ChatBubbleOutline },
];

/** Spec 4: each kind once per message; afterwards its button is disabled. */
export function FeedbackBar({ message, sessionId }: { message: Pick<ChatMessage, 'id' | 'feedback_given'>; sessionId: string }) {
  const mutation = useSendFeedback(sessionId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sendingKind, setSendingKind] = useState<FeedbackKind | null>(null);

  const give = (kind: FeedbackKind, text = '') => {
    setSendingKind(kind);
    mutation.mutate(
      { feedback_type: kind, message: text, message_id: message.id },
      {
        // Only the written feedback closes the dialog: a thumb still in flight must not close one opened since.
        onSuccess: () => kind === 'Message' && setDialogOpen(false),
        onSettled: () => setSendingKind(null),
      },
    );
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }} role="group" aria-label="Feedback on this reply">
      {buttons.map(({ kind, label, icon: Icon }) => {
        const given = message.feedback_given.includes(kind);
        const title = given ? `${label} — feedback sent` : label;
        return (
          <Tooltip key={kind} title={title}>
            {/* The span keeps the tooltip working on a disabled button. */}
            <span>
              <IconButton
                size="small"
                aria-label={label}
                disabled={given || sendingKind === kind}
                onClick={() => (kind === 'Message' ? setDialogOpen(true) : give(kind))}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
      {dialogOpen && (
        <FeedbackDialog
          open
          sending={sendingKind === 'Message'}
          messageId={message.id}
          onClose={() => setDialogOpen(false)}
          onSubmit={(feedback) => give('Message', feedback.message)}
        />
      )}
    </Stack>
  );
}
