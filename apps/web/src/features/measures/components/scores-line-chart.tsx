import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { measureDefinitions, type MeasureResult, type ScoredMeasure } from '@tend/contracts/measures.contract';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';

/** The line chart of ScoresChart, in a file of its own so the chart library is loaded lazily. */
export default function ScoresLineChart({ measure, points }: { measure: ScoredMeasure; points: MeasureResult[] }) {
  const theme = useTheme();
  // The CSS variables follow the colour scheme; theme.palette alone is the light one.
  const palette = (theme.vars ?? theme).palette;
  const timeZone = useTimeZone();
  const definition = measureDefinitions[measure];
  return (
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
  );
}
