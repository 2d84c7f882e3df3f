/** Adds up the load benchmark's phases and prints them as a markdown table with the ratios to the bare route. */
import type { DriverResult } from './load-driver';
import type { Workload } from './load-calls';

/** Every phase of one workload, merged: the latencies by call, the errors, and the time they ran. */
export interface WorkloadTotals {
  elapsedMs: number;
  latencies: Map<string, number[]>;
  errors: Map<string, { count: number; first: string }>;
}

export function emptyTotals(): WorkloadTotals {
  return { elapsedMs: 0, latencies: new Map(), errors: new Map() };
}

export function addPhase(totals: WorkloadTotals, phase: DriverResult): void {
  totals.elapsedMs += phase.elapsedMs;
  for (const [label, ms] of Object.entries(phase.latencies)) totals.latencies.set(label, [...(totals.latencies.get(label) ?? []), ...ms]);
  for (const [label, error] of Object.entries(phase.errors)) {
    const known = totals.errors.get(label);
    totals.errors.set(label, { count: (known?.count ?? 0) + error.count, first: known?.first ?? error.first });
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const count = (totals: WorkloadTotals) => [...totals.latencies.values()].reduce((sum, ms) => sum + ms.length, 0);
export const requestsPerSecond = (totals: WorkloadTotals) => count(totals) / (totals.elapsedMs / 1000);

/** One phase's line while the run goes on. */
export function phaseLine(workload: Workload, phase: DriverResult): string {
  const all = Object.values(phase.latencies)
    .flat()
    .sort((a, b) => a - b);
  const failed = Object.values(phase.errors).reduce((sum, e) => sum + e.count, 0);
  const rate = all.length / (phase.elapsedMs / 1000);
  return `  ${workload.padEnd(8)} ${String(Math.round(rate)).padStart(6)} req/s   p50 ${percentile(all, 50).toFixed(1)} ms   p99 ${percentile(all, 99).toFixed(1)} ms${failed ? `   ${failed} errors` : ''}`;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function rows(phase: string, totals: WorkloadTotals): string[] {
  const seconds = totals.elapsedMs / 1000;
  const lines = [...totals.latencies.entries()].map(([label, latencies]) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const failed = totals.errors.get(label)?.count ?? 0;
    return `| ${phase} | \`${label}\` | ${sorted.length.toLocaleString('en')} | ${(sorted.length / seconds).toFixed(1)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${failed} |`;
  });
  if (totals.latencies.size > 1) {
    const all = [...totals.latencies.values()].flat().sort((a, b) => a - b);
    const failed = [...totals.errors.values()].reduce((sum, e) => sum + e.count, 0);
    lines.push(
      `| ${phase} | **all calls** | ${all.length.toLocaleString('en')} | **${requestsPerSecond(totals).toFixed(1)}** | ${ms(percentile(all, 50))} | ${ms(percentile(all, 99))} | ${failed} |`,
    );
  }
  return lines;
}

export function printReport(title: string, totals: Record<Workload, WorkloadTotals>): void {
  const bare = requestsPerSecond(totals.bare);
  console.log(`\n${title}\n`);
  console.log('| phase | call | count | req/s | p50 | p99 | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const line of [...rows('bare', totals.bare), ...rows('audited read', totals.audited), ...rows('mixed', totals.mixed)]) console.log(line);
  console.log(
    `\naudited read / bare: ${(requestsPerSecond(totals.audited) / bare).toFixed(2)}×   mixed / bare: ${(requestsPerSecond(totals.mixed) / bare).toFixed(2)}×  (throughput)`,
  );
  for (const [workload, { errors }] of Object.entries(totals)) {
    for (const [label, error] of errors) console.log(`errors in ${workload}, ${label}: ${error.count}, first: ${error.first}`);
  }
}
