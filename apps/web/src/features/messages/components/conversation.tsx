import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageSide, SecureMessage } from '@tend/contracts/messaging.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { openAttachment } from '../api/download-attachment';
import { allMessages, useThreadMessages } from '../api/get-thread';
import type { MessagesScope } from '../api/keys';
import { useLiveMessages } from '../api/live-messages';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { Composer } from './composer';
import { formatFileSize, formatMessageTime, receiptText } from './message-time';

interface ConversationProps {
  scope: MessagesScope;
  threadId: string;
  /** Shown above the messages (a back button on a phone, the thread's name). */
  header?: ReactNode;
}

/** Spec 9: auto-scroll holds while the reader is within 200 px of the bottom. */
const stickPx = 200;

/**
 * One thread: its messages (newest last, older on demand), read receipts under the viewer's own
 * messages, the practice's policy and the composer. Marks the thread read as the other side's
 * messages arrive while it is open.
 */
export function Conversation({ scope, threadId, header }: ConversationProps) {
  const timeZone = useTimeZone();
  const thread = useThreadMessages(scope, threadId);
  const markRead = useMarkThreadRead(scope);
  useLiveMessages();
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);

  const first = thread.data?.pages[0];
  const messages = allMessages(thread.data?.pages);
  const viewerSide: MessageSide = first?.viewer_side ?? (scope === 'practice' ? 'practice' : 'client');
  const lastFromOther = [...messages].reverse().find((m) => m.sender_side !== viewerSide)?.id;
  const unread = first?.thread.unread_count ?? 0;
  const lastReadOwn = [...messages].reverse().find((m) => m.sender_side === viewerSide && m.read_at)?.id;

  // Read on open, and again when a new message from the other side arrives.
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (thread.isSuccess && (unread > 0 || lastFromOther)) mark(threadId);
  }, [thread.isSuccess, threadId, lastFromOther, unread, mark]);

  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && nearBottom.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  useEffect(() => {
    nearBottom.current = true;
  }, [threadId]);

  const now = new Date();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {header}
      <Box
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < stickPx;
        }}
        sx={{ flex: 1, overflowY: 'auto', px: { xs: 1, sm: 2 }, py: 1 }}
        // Focusable so a keyboard can scroll the history.
        tabIndex={0}
        role="log"
        aria-live="polite"
        aria-label="Messages"
      >
        {thread.isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading messages" />
          </Box>
        )}
        {thread.isError && <Alert severity="error">{messageOf(thread.error)}</Alert>}
        {thread.hasNextPage && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
              Load older messages
            </Button>
          </Box>
        )}
        {thread.isSuccess && messages.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            No messages yet. Write the first one below.
          </Typography>
        )}
        <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              own={m.sender_side === viewerSide}
              receipt={receiptText(m, viewerSide, now, timeZone, m.id === lastReadOwn)}
              time={formatMessageTime(m.created_at, now, timeZone)}
            />
          ))}
        </Stack>
      </Box>
      {first && <Composer scope={scope} threadId={threadId} policyText={first.policy_text} />}
    </Box>
  );
}

function MessageBubble({ message, own, receipt, time }: { message: SecureMessage; own: boolean; receipt: string | null; time: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' }}>
      <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
        {own ? 'You' : (message.sender_name ?? 'Former user')} · {time}
      </Typography>
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? 'primary.main' : 'action.hover',
          color: own ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.body && <Typography variant="body2">{message.body}</Typography>}
        {message.attachments.length > 0 && (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: message.body ? 0.75 : 0 }}>
            {message.attachments.map((a) => (
              <Chip
                key={a.id}
                icon={<AttachFile />}
                label={`${a.file_name} (${formatFileSize(a.size_bytes)})`}
                size="small"
                clickable
                onClick={() => void openAttachment(a).catch((e: unknown) => toast(messageOf(e), 'error'))}
                sx={own ? { bgcolor: 'background.paper', color: 'text.primary' } : undefined}
              />
            ))}
          </Stack>
        )}
      </Box>
      {receipt && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
          {receipt}
        </Typography>
      )}
    </Box>
  );
}
