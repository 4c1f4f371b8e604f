/** One tool's offline benchmark: `run(i)` answers the i-th of its varied, realistic inputs. */
export interface OfflineBenchCase {
  tool: string;
  run(i: number): unknown;
}

/** The i-th item of a list, cycling. */
export const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
