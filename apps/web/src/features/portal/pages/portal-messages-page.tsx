import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/lib/api-error';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { Conversation, ConversationHeader, MessagesLayout, ThreadList, portalThreadSubtitle, portalThreadTitle, useThreads } from '@/features/messages';

/** /client/messages: secure messages with the care team; a picker when the user has several threads (own, child's, couple's). */
export default function PortalMessagesPage() {
  const [params, setParams] = useSearchParams();
  const threads = useThreads('portal');

  if (threads.isLoading) return <PageLoading />;
  const list = threads.data?.threads ?? [];
  const asked = params.get('thread');
  // One thread needs no picker; with several, a phone shows the list first.
  const single = list.length === 1 ? list[0]! : null;
  const threadId = single?.id ?? (list.some((t) => t.id === asked) ? asked : null);
  const current = list.find((t) => t.id === threadId) ?? null;
  const select = (id: string | null) => setParams(id ? { thread: id } : {});

  return (
    <PageFrame title="Messages" description="Secure messages with your care team. They are private and kept securely.">
      {threads.isError && <Alert severity="error">{messageOf(threads.error)}</Alert>}
      {threads.isSuccess && list.length === 0 && (
        <EmptyState title="No messages">Once your care team sets up your portal, you can write to them here.</EmptyState>
      )}
      {single && (
        <Box
          sx={{
            height: { xs: 'calc(100dvh - 240px)', md: 'calc(100dvh - 230px)' },
            minHeight: 420,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <Conversation
            scope="portal"
            threadId={single.id}
            header={<ConversationHeader title={portalThreadTitle(single)} subtitle={portalThreadSubtitle(single)} />}
          />
        </Box>
      )}
      {list.length > 1 && (
        <MessagesLayout
          showConversation={!!threadId}
          list={
            <ThreadList
              threads={list.map((t) => ({ ...t, name: portalThreadTitle(t) }))}
              selectedId={threadId}
              onSelect={select}
              secondary={portalThreadSubtitle}
              searchable={false}
            />
          }
          conversation={
            current ? (
              <Conversation
                key={current.id}
                scope="portal"
                threadId={current.id}
                header={<ConversationHeader title={portalThreadTitle(current)} subtitle={portalThreadSubtitle(current)} onBack={() => select(null)} />}
              />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
                <Typography color="text.secondary">Choose a conversation.</Typography>
              </Box>
            )
          }
        />
      )}
    </PageFrame>
  );
}
