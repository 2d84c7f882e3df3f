import Chip from '@mui/material/Chip';
import { riskLevelLabels, type RiskLevel } from '@tend/contracts/risk.contract';

const colors = { low: 'default', moderate: 'warning', high: 'error' } as const;

/** A level as a chip: outlined so its text keeps its contrast in light and dark mode. */
export function RiskLevelChip({ level, prefix }: { level: RiskLevel | null; prefix?: string }) {
  const label = level ? riskLevelLabels[level] : 'Not yet rated';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={level ? colors[level] : 'default'}
      label={prefix ? `${prefix}: ${label}` : label}
      sx={{ fontWeight: level === 'high' ? 700 : 500 }}
      data-level={level ?? 'none'}
    />
  );
}
