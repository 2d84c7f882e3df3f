import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { measureDefinitions, type MeasureResult, type ScoredMeasure } from '@tend/contracts/measures.contract';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';

const ScoresLineChart = lazy(() => import('./scores-line-chart'));

/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * One measure's scores over time with its severity bands as reference lines (each band's lower
 * edge, labelled). The chart takes keyboard focus (arrow keys move between points, x-charts 9);
 * the same values are in a table below it, hidden from sight but read by screen readers.
 */
export function ScoresChart({ measure, results, showTable = false }: { measure: ScoredMeasure; results: MeasureResult[]; showTable?: boolean }) {
  const timeZone = useTimeZone();
  const definition = measureDefinitions[measure];
  const points = results.filter((r) => r.measure === measure && r.score !== null);
  if (points.length === 0) return null;
  const titleId = `scores-${measure}-title`;
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography id={titleId} variant="subtitle2" component="figcaption">
        {definition.name} over time
      </Typography>
      {/* The chart library (280 kB) loads with the first chart, not with every screen that shares this feature's chunk. */}
      <Suspense fallback={<Box sx={{ height: 220 }} />}>
        <ScoresLineChart measure={measure} points={points} />
      </Suspense>
      <Table size="small" aria-label={`${definition.name} scores`} sx={showTable ? undefined : visuallyHidden}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">Score</TableCell>
            <TableCell>Severity</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{formatDate(p.submitted_at, timeZone)}</TableCell>
              <TableCell align="right">
                {p.score} / {p.max_score}
              </TableCell>
              <TableCell>{p.severity_label}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
