/** One benchmark case: `run()` performs `requests` decisions through the real engine. */
export interface BenchCase {
  /** Stable name, e.g. `sentinel-default-steady`. */
  name: string;
  requests: number;
  /** Builds fresh state and runs the whole workload; returns a checksum so the work can't be optimised away. */
  run(): number;
  /**
   * The run may reuse the previous run's traffic (src/engine/sim/traffic-memo.ts), as the worker does while a rule
   * is dragged. Without it, every run generates its traffic afresh (the runner clears the memo before each).
   */
  keepsTraffic?: boolean;
  /**
   * `run()` returns the number of requests that passed (the peer cases): the line prints it as `passed`, so a
   * figure can be set beside another harness's only when both did the same work.
   */
  returnsPassed?: boolean;
  /**
   * Run this case in a fresh process of its own (bench/run.ts starts one per such case), as JMH runs each benchmark
   * in its own forked JVM: the figure then does not depend on which cases ran before it in the same isolate.
   */
  ownProcess?: boolean;
}
