import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCents } from '@tend/contracts/billing-codes';
import type { ReportResponse } from '@tend/contracts/reports.contract';

/** The rows shown on screen; the downloads hold them all. */
export const previewRows = 50;

const cell = (key: string, value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : key.endsWith('_cents') && typeof value === 'number' ? formatCents(value) : String(value);

/** The first rows of a report, as they will be downloaded. */
export function ReportPreview({ report }: { report: ReportResponse }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`${report.title} preview`}>
        <TableHead>
          <TableRow>
            {report.columns.map((c) => (
              <TableCell key={c.key} align={c.key.endsWith('_cents') || c.key === 'age_days' ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.slice(0, previewRows).map((row, i) => (
            <TableRow key={i} hover>
              {report.columns.map((c) => (
                <TableCell key={c.key} align={c.key.endsWith('_cents') || c.key === 'age_days' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {cell(c.key, row[c.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
