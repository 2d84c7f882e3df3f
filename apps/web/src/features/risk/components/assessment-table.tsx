import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RiskAssessmentSummary } from '@tend/contracts/risk.contract';
import { RouterLink } from '@/components/router-link';
import { formatDate } from '@/lib/time/dates';
import { RiskLevelChip } from './risk-level-chip';

export const assessmentHref = (id: string) => `/risk-assessment?id=${encodeURIComponent(id)}`;

interface AssessmentTableProps {
  label: string;
  assessments: RiskAssessmentSummary[];
  timeZone: string;
  /** The list of all clients shows the client; a client's own timeline does not. */
  showClient: boolean;
}

/** Assessments newest first: date, (client), level, status, clinician and the note it came from. */
export function AssessmentTable({ label, assessments, timeZone, showClient }: AssessmentTableProps) {
  // On a phone the list of all clients drops the clinician and note columns; a client's timeline has room for them.
  const wide = showClient ? ({ display: { xs: 'none', sm: 'table-cell' } } as const) : undefined;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              {showClient && <TableCell>Client</TableCell>}
              <TableCell>Level</TableCell>
              <TableCell sx={wide}>Clinician</TableCell>
              <TableCell sx={wide}>Note</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {assessments.map((a) => (
              <TableRow key={a.id} hover>
                <TableCell>
                  <RouterLink to={assessmentHref(a.id)}>{formatDate(a.completed_at ?? a.created_at, timeZone)}</RouterLink>
                </TableCell>
                {showClient && (
                  <TableCell>
                    <RouterLink to={`/clients/${a.client_id}?tab=risk`}>{a.client_name}</RouterLink>
                  </TableCell>
                )}
                <TableCell>{a.status === 'draft' ? <Chip size="small" variant="outlined" label="Draft" /> : <RiskLevelChip level={a.level} />}</TableCell>
                <TableCell sx={wide}>{a.clinician_name ?? '—'}</TableCell>
                <TableCell sx={wide}>{a.note_id ? <RouterLink to={`/notes/${a.note_id}`}>Open note</RouterLink> : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
