import { maxExportBytes } from '@tend/contracts/data-exports.contract';

/** Counts the bytes an export has made so far and stops it past the bound, naming the way around it. */
export class SizeLimit {
  private total = 0;

  constructor(private readonly limit = maxExportBytes) {}

  add(bytes: number): void {
    this.total += bytes;
    if (this.total > this.limit) {
      throw new Error(`The export passed its ${Math.round(this.limit / 1024 / 1024)} MB limit and was stopped. Export clients one at a time instead.`);
    }
  }

  get bytes(): number {
    return this.total;
  }
}

/** Reports progress 0–100 to whoever watches (the export's row). */
export type Progress = (percent: number) => Promise<void>;
