import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Client } from '@tend/contracts/clients.contract';
import { messageOf } from '@/lib/api-error';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { clientName, useClients } from '@/features/clients';
import { useThreads } from '../api/list-threads';
import { useOpenThread } from '../api/open-thread';
import { Conversation } from '../components/conversation';
import { ConversationHeader, MessagesLayout } from '../components/messages-layout';
import { ThreadList } from '../components/thread-list';

/** Spec 2.6 /messages: the clinician's threads with their clients; deep links ?thread=<id> and ?client=<id>. */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const threads = useThreads('practice');
  const open = useOpenThread();
  const [picking, setPicking] = useState(false);

  const threadId = params.get('thread');
  const clientParam = params.get('client');
  const select = (id: string | null) => setParams(id ? { thread: id } : {}, { replace: !threadId });

  // ?client=<id> (a client's id, or a couple's group id from the bell): its thread, opened on first use.
  const resolving = useRef<string | null>(null);
  useEffect(() => {
    if (!clientParam || !threads.data || resolving.current === clientParam) return;
    resolving.current = clientParam;
    const known = threads.data.threads.find((t) => t.client_id === clientParam || t.group_id === clientParam);
    if (known) setParams({ thread: known.id }, { replace: true });
    else open.mutate({ client_id: clientParam }, { onSuccess: (t) => setParams({ thread: t.id }, { replace: true }) });
  }, [clientParam, threads.data, open, setParams]);

  if (threads.isLoading) return <PageLoading />;
  const list = threads.data?.threads ?? [];
  const current = list.find((t) => t.id === threadId) ?? null;

  return (
    <PageFrame
      title="Messages"
      description="Secure messages with your clients."
      actions={
        <Button variant="outlined" startIcon={<Add />} onClick={() => setPicking(true)}>
          New message
        </Button>
      }
    >
      {threads.isError && <Alert severity="error">{messageOf(threads.error)}</Alert>}
      {open.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(open.error)}
        </Alert>
      )}
      {threads.isSuccess && list.length === 0 && !threadId ? (
        <EmptyState title="No conversations yet">
          Start a secure conversation with one of your clients.
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" startIcon={<Add />} onClick={() => setPicking(true)}>
              New message
            </Button>
          </Box>
        </EmptyState>
      ) : (
        <MessagesLayout
          showConversation={!!threadId}
          list={<ThreadList threads={list} selectedId={threadId} onSelect={select} />}
          conversation={
            threadId ? (
              <Conversation
                key={threadId}
                scope="practice"
                threadId={threadId}
                header={
                  <ConversationHeader
                    title={current?.name ?? 'Conversation'}
                    subtitle={current?.kind === 'couple' ? 'Couple thread' : null}
                    onBack={() => select(null)}
                  />
                }
              />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
                <Typography color="text.secondary">Choose a conversation, or start a new one.</Typography>
              </Box>
            )
          }
        />
      )}
      <NewMessageDialog
        open={picking}
        onClose={() => setPicking(false)}
        onChoose={(client) => {
          setPicking(false);
          open.mutate({ client_id: client.id }, { onSuccess: (t) => setParams({ thread: t.id }) });
        }}
      />
    </PageFrame>
  );
}

function NewMessageDialog({ open, onClose, onChoose }: { open: boolean; onClose: () => void; onChoose: (client: Client) => void }) {
  const clients = useClients({ enabled: open });
  const [chosen, setChosen] = useState<Client | null>(null);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>New message</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={clients.data?.clients ?? []}
          loading={clients.isLoading}
          getOptionLabel={clientName}
          value={chosen}
          onChange={(_, value) => setChosen(value)}
          renderInput={(p) => <TextField {...p} autoFocus label="Client" margin="dense" />}
          noOptionsText="No clients found"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onChoose(chosen)}>
          Open conversation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
