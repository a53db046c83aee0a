/** One benchmark case: `run()` performs `requests` decisions through the real engine. */
export interface BenchCase {
  /** Stable name, e.g. `sentinel-default-steady`. */
  name: string;
  requests: number;
  /** Builds fresh state and runs the whole workload; returns a checksum so the work can't be optimised away. */
  run(): number;
}
