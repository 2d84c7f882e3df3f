import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { sweepAutoTasksJob } from './task-sweeps.job';

describe('automatic task sweep configuration', () => {
  it("sweeps every 5 minutes unless TASK_SWEEP_EVERY says otherwise, in the job runner's duration format", () => {
    expect(sweepAutoTasksJob(loadEnv({})).every).toBe('5m');
    expect(sweepAutoTasksJob(loadEnv({ TASK_SWEEP_EVERY: '3s' })).every).toBe('3s');
    expect(() => loadEnv({ TASK_SWEEP_EVERY: '5 minutes' })).toThrow(/TASK_SWEEP_EVERY/);
    expect(() => loadEnv({ TASK_SWEEP_EVERY: '0m' })).toThrow(/TASK_SWEEP_EVERY/);
  });
});
