import { describe, expect, it } from 'vitest';
import { changeText, hoursText, percent } from './measure-format';

describe('dashboard figures', () => {
  it('shows rates as percentages and hours, a dash when nothing was due', () => {
    expect(percent(1 / 7)).toBe('14%');
    expect(percent(0.05)).toBe('5.0%');
    expect(percent(null)).toBe('—');
    expect(hoursText(4)).toBe('4.0 h');
    expect(hoursText(72)).toBe('3.0 d');
  });

  it('compares with the previous period by the kind of figure', () => {
    expect(changeText(10, 7, 'count')).toBe('+43%');
    expect(changeText(5, 7, 'count')).toBe('−29%');
    expect(changeText(3, 0, 'count')).toBe('+3');
    expect(changeText(1_000, 0, 'money')).toBe('+$10.00');
    expect(changeText(0.1, 0, 'rate')).toBe('+10.0 pts');
    expect(changeText(4, 6, 'hours')).toBe('−2.0 h');
    expect(changeText(2, 2, 'count')).toBe('no change');
    expect(changeText(null, 2, 'hours')).toBeNull();
  });
});
