import { describe, expect, it } from 'vitest';
import { insightColor, insightMetric, insightTone } from './severity';

describe('insight severity (spec 3)', () => {
  it('keeps opportunity, warning and critical; anything else is info', () => {
    expect(insightTone('opportunity')).toBe('opportunity');
    expect(insightTone('warning')).toBe('warning');
    expect(insightTone('critical')).toBe('critical');
    for (const other of ['info', 'high', '', null, undefined, 3]) expect(insightTone(other)).toBe('info');
  });

  it('maps to alert colours', () => {
    expect(insightColor('opportunity')).toBe('success');
    expect(insightColor('warning')).toBe('warning');
    expect(insightColor('critical')).toBe('error');
    expect(insightColor('whatever')).toBe('info');
  });

  it('shows the metric with its unit', () => {
    expect(insightMetric(2, 'notes')).toBe('2 notes');
    expect(insightMetric(85, '%')).toBe('85%');
    expect(insightMetric(0, null)).toBe('0');
    expect(insightMetric(null, 'notes')).toBeNull();
    expect(insightMetric(Number.NaN, 'x')).toBeNull();
  });
});
