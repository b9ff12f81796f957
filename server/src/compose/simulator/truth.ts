/**
 * What the simulator really did to vehicles, for measuring the theft detector against it
 * (issue 23 item 2, bench/theftDetection.ts). The fleet feed the server sees carries none of
 * this: only positions, locks and the field team's app reports.
 */
export interface SimulatorTruth {
  /** A thief started carrying this locked vehicle away. */
  carried(vehicleId: string, at: Date): void;
  /** The operations team lifted this locked vehicle back inside its fence. */
  lifted(vehicleId: string, at: Date): void;
  /** A parked vehicle's device reported a fix this far (metres) from where it really stands. */
  jittered(vehicleId: string, metres: number): void;
}

/** Keeps nothing: the demo's simulator has no one to tell. */
export const NO_TRUTH: SimulatorTruth = {
  carried: () => undefined,
  lifted: () => undefined,
  jittered: () => undefined,
};

/** Keeps everything, for the benchmark. */
export class RecordedTruth implements SimulatorTruth {
  readonly carries: Array<{ vehicleId: string; at: Date }> = [];
  readonly lifts: Array<{ vehicleId: string; at: Date }> = [];
  jitterFixes = 0;
  /** Fixes the noise put further than the detector's distance floor from the truth. */
  jitterBeyond: Record<string, number> = {};
  readonly jitterFloors: readonly number[];

  constructor(floors: readonly number[] = [25, 50, 100]) {
    this.jitterFloors = floors;
  }

  carried(vehicleId: string, at: Date): void {
    this.carries.push({ vehicleId, at });
  }

  lifted(vehicleId: string, at: Date): void {
    this.lifts.push({ vehicleId, at });
  }

  jittered(_vehicleId: string, metres: number): void {
    this.jitterFixes += 1;
    for (const floor of this.jitterFloors)
      if (metres > floor) this.jitterBeyond[floor] = (this.jitterBeyond[floor] ?? 0) + 1;
  }
}
