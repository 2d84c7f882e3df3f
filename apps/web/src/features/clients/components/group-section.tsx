import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import PersonRemove from '@mui/icons-material/PersonRemove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { clientGroupKindLabels, type ClientGroup } from '@tend/contracts/client-details.contract';
import type { Client } from '@tend/contracts/clients.contract';
import { RouterLink } from '@/components/router-link';
import { messageOf } from '@/lib/api-error';
import { useClientGroups } from '../api/list-client-groups';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { DetailSection, sectionStatus } from './detail-section';
import { GroupDialog } from './group-dialog';

function Group({ group, client, mayWrite }: { group: ClientGroup; client: Client; mayWrite: boolean }) {
  const remove = useRemoveGroupMember();
  const memberIds = group.members.map((m) => m.client_id);
  const others = group.members.filter((m) => m.client_id !== client.id);
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {group.name}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          ({clientGroupKindLabels[group.kind].toLowerCase()})
        </Typography>
      </Typography>
      {remove.isError && <Alert severity="error">{messageOf(remove.error)}</Alert>}
      <Box component="ul" sx={{ m: 0, pl: 0 }} aria-label={`Members of ${group.name}`}>
        {others.map((m) => (
          <Stack component="li" key={m.client_id} direction="row" sx={{ alignItems: 'center', gap: 0.5, listStyle: 'none' }}>
            <RouterLink to={`/clients/${m.client_id}`} variant="body2">
              {m.name}
            </RouterLink>
            {mayWrite && (
              <Tooltip title="Remove from the group">
                <IconButton
                  size="small"
                  aria-label={`Remove ${m.name} from ${group.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ groupId: group.id, clientId: m.client_id, memberIds })}
                >
                  <PersonRemove fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ))}
        {group.hidden_members > 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none' }}>
            {group.hidden_members === 1 ? 'and 1 client on another caseload' : `and ${group.hidden_members} clients on other caseloads`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The couples and families this client is seen in, with links to the other members. */
export function GroupSection({ client, mayWrite }: { client: Client; mayWrite: boolean }) {
  const groups = useClientGroups(client.id);
  const [creating, setCreating] = useState(false);
  const rows = groups.data?.groups ?? [];
  return (
    <DetailSection
      title="Couple and family"
      action={
        mayWrite &&
        groups.isSuccess && (
          <Button size="small" startIcon={<Add />} onClick={() => setCreating(true)}>
            New group
          </Button>
        )
      }
    >
      {sectionStatus(groups, 'groups') ??
        (rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Not seen with anyone else.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
            {rows.map((g) => (
              <Group key={g.id} group={g} client={client} mayWrite={mayWrite} />
            ))}
          </Stack>
        ))}
      {creating && <GroupDialog client={client} onClose={() => setCreating(false)} />}
    </DetailSection>
  );
}
