import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { measureDefinitions, type MeasureResult, type ScoredMeasure } from '@tend/contracts/measures.contract';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';

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
  const theme = useTheme();
  // The CSS variables follow the colour scheme; theme.palette alone is the light one.
  const palette = (theme.vars ?? theme).palette;
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
      <LineChart
        height={220}
        margin={{ left: 0, right: 16, top: 12, bottom: 0 }}
        xAxis={[
          {
            data: points.map((p) => new Date(p.submitted_at)),
            scaleType: 'time',
            valueFormatter: (d: Date) => formatDate(d.toISOString(), timeZone),
            tickNumber: Math.min(points.length, 5),
          },
        ]}
        yAxis={[{ min: 0, max: definition.maxScore!, width: 32 }]}
        series={[
          {
            data: points.map((p) => p.score!),
            label: definition.name,
            showMark: true,
            valueFormatter: (v, { dataIndex }) => `${v ?? ''} — ${points[dataIndex]?.severity_label ?? ''}`,
          },
        ]}
        hideLegend
        aria-label={`${definition.name} scores over time`}
      >
        {definition.bands.slice(1).map((band) => (
          <ChartsReferenceLine
            key={band.key}
            y={band.min}
            label={band.label}
            labelAlign="start"
            lineStyle={{ stroke: palette.divider, strokeDasharray: '4 4' }}
            labelStyle={{ fontSize: 11, fill: palette.text.secondary }}
          />
        ))}
      </LineChart>
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
