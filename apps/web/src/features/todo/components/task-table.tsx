import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { taskPriorityLabels, taskSourceLabels, type Task } from '@tend/contracts/tasks.contract';
import { RouterLink } from '@/components/router-link';
import { formatDateTime } from '@/lib/time/dates';

const priorityColor = { urgent: 'error', high: 'warning', normal: 'default', low: 'default' } as const;

function Due({ task, timeZone }: { task: Task; timeZone: string }) {
  if (!task.due_at) return <>—</>;
  const text = formatDateTime(task.due_at, timeZone);
  return task.overdue ? (
    <Typography component="span" variant="body2" color="error">
      {text} · overdue
    </Typography>
  ) : (
    <>{text}</>
  );
}

export interface TaskTableProps {
  label: string;
  tasks: Task[];
  timeZone: string;
  /** Shown for lists of tasks given to others. */
  showAssignee: boolean;
  busyId: string | null;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** A dense list of tasks: tick, title with where it came from, client, due, priority, actions. */
export function TaskTable({ label, tasks, timeZone, showAssignee, busyId, onToggle, onEdit, onDelete }: TaskTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">Done</TableCell>
              <TableCell>Task</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Client</TableCell>
              <TableCell>Due</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Priority</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tasks.map((t) => {
              const done = t.status === 'done';
              const origin =
                t.source === 'manual'
                  ? t.created_by_name
                    ? `Added by ${t.created_by_name}`
                    : 'Added by hand'
                  : `Created by Tend: ${taskSourceLabels[t.source].toLowerCase()}`;
              return (
                <TableRow key={t.id} hover sx={done ? { opacity: 0.6 } : undefined}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={done}
                      disabled={busyId === t.id}
                      onChange={() => onToggle(t)}
                      slotProps={{ input: { 'aria-label': `${done ? 'Reopen' : 'Mark done'}: ${t.title}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={done ? { textDecoration: 'line-through' } : undefined}>
                      {t.title}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t.client_name && <Box component="span" sx={{ display: { sm: 'none' } }}>{`${t.client_name} · `}</Box>}
                      {origin}
                      {showAssignee && t.assignee_name ? ` · for ${t.assignee_name}` : ''}
                      {t.details ? ` · ${t.details}` : ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t.client_id && t.client_name ? <RouterLink to={`/clients/${t.client_id}`}>{t.client_name}</RouterLink> : '—'}
                  </TableCell>
                  <TableCell>
                    <Due task={t} timeZone={timeZone} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    <Chip
                      size="small"
                      variant={t.priority === 'urgent' ? 'filled' : 'outlined'}
                      color={priorityColor[t.priority]}
                      label={taskPriorityLabels[t.priority]}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton size="small" aria-label={`Edit: ${t.title}`} onClick={() => onEdit(t)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    {t.source === 'manual' && (
                      <IconButton size="small" aria-label={`Delete: ${t.title}`} onClick={() => onDelete(t)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
