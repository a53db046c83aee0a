/**
 * The token server's sliding window for one flowId, with a side counter for tokens that prioritized requests
 * have occupied ahead of time. Models `com.alibaba.csp.sentinel.cluster.flow.statistic.metric.ClusterMetricLeapArray`
 * (a `LeapArray<ClusterMetricBucket>`), `ClusterMetricBucket` and the `ClusterFlowEvent` enum.
 *
 * THE WINDOW. `sampleCount` buckets of `intervalInMs / sampleCount` ms, absolute-aligned, exactly Sentinel's
 * LeapArray (see ../leap-array.ts: buckets are created or reset only when touched). The rule's ClusterFlowConfig
 * gives the geometry (default 10 × 100 ms); a bucket row holds the seven ClusterFlowEvent counters:
 *
 *   PASS, BLOCK          permits (the request's acquireCount) admitted / refused
 *   PASS_REQUEST,        requests (1 per token request) admitted / refused
 *   BLOCK_REQUEST
 *   OCCUPIED_PASS,       permits of PRIORITIZED requests admitted / refused
 *   OCCUPIED_BLOCK
 *   WAITING              permits occupied from the next bucket (SHOULD_WAIT answers), counted where they were asked
 *
 * THE OCCUPY COUNTER. A SHOULD_WAIT does not touch PASS: its permits go to `occupyPass` (and 1 to
 * `occupyPassRequest`), and `hasOccupied` is raised. They are moved into the window only inside
 * `resetWindowTo`, i.e. the next time a slot that held an OLDER bucket is reused:
 *
 *   OCCUPIED_PASS += occupyPass;  PASS += occupyPass;  PASS_REQUEST += occupyPassRequest;  both counters → 0
 *
 * A slot touched for the first time is CREATED (`newEmptyBucket`), not reset, and receives nothing; and no
 * touch means no transfer. So occupied tokens land "at the next bucket reset", which need not be the next
 * bucket in time (conformance `cl-server-prioritized-occupy`: the second round lands only at +5000 ms).
 *
 *   10 × 100 ms; occupy 5 at t=930 (slot 9); next touch t=1010 → slot 0 held [0,100) → reset → PASS 5 there
 *   same, but slot 0 had never been used → created → still pending (`occupyPending` 5)
 *
 * THE HEAD. `getFirstCountOfWindow(now, event)` reads the bucket in the slot the NEXT bucket will reuse,
 * `slot((now + bucketLength) / bucketLength)`: the oldest bucket of the window, whose counts expire first.
 * It is 0 if that slot is empty or deprecated (`now − start > intervalInMs`). No side effect.
 *
 * HOW WE DIFFER FROM UPSTREAM. Rows in the shared typed-array LeapArray; the LongAdders of the occupy
 * counter are two numbers (the other five events are never occupied); the time is passed in.
 */
import { LeapArray } from '../leap-array';

/** Column of each counter (`ClusterFlowEvent` ordinals). */
export const ClusterFlowEvent = {
  PASS: 0,
  BLOCK: 1,
  PASS_REQUEST: 2,
  BLOCK_REQUEST: 3,
  OCCUPIED_PASS: 4,
  OCCUPIED_BLOCK: 5,
  WAITING: 6,
} as const;
export type ClusterFlowEvent = (typeof ClusterFlowEvent)[keyof typeof ClusterFlowEvent];
export const CLUSTER_FLOW_EVENT_COUNT = 7;

const EMPTY_ROW = new Array<number>(CLUSTER_FLOW_EVENT_COUNT).fill(0);

export class ClusterMetricLeapArray extends LeapArray {
  /** Occupied permits (PASS) not yet transferred to a bucket. */
  private occupyPass = 0;
  /** Occupied requests (PASS_REQUEST) not yet transferred. */
  private occupyPassRequest = 0;
  private hasOccupied = false;

  constructor(sampleCount: number, intervalInMs: number) {
    super(sampleCount, intervalInMs, EMPTY_ROW);
  }

  /** `addOccupyPass(count)`: `count` permits and one request wait for the next bucket reset. */
  addOccupyPass(count: number): void {
    this.occupyPass += count;
    this.occupyPassRequest += 1;
    this.hasOccupied = true;
  }

  /** `getOccupiedCount(event)`: what is pending for PASS (permits) or PASS_REQUEST (requests); 0 otherwise. */
  getOccupiedCount(event: ClusterFlowEvent): number {
    if (event === ClusterFlowEvent.PASS) return this.occupyPass;
    if (event === ClusterFlowEvent.PASS_REQUEST) return this.occupyPassRequest;
    return 0;
  }

  /** `getFirstCountOfWindow(event)` at `timeMs`: `event` in the valid head bucket (the oldest), else 0. */
  getFirstCountOfWindow(timeMs: number, event: ClusterFlowEvent): number {
    const slot = this.slotOf(timeMs + this.windowLengthInMs);
    if (this.starts[slot] < 0 || this.isWindowDeprecated(timeMs, slot)) return 0;
    return this.get(slot, event);
  }

  protected override resetWindowTo(slot: number, startMs: number): void {
    this.starts[slot] = startMs;
    this.clearRow(slot);
    if (!this.hasOccupied) return;
    this.add(slot, ClusterFlowEvent.OCCUPIED_PASS, this.occupyPass);
    this.add(slot, ClusterFlowEvent.PASS, this.occupyPass);
    this.add(slot, ClusterFlowEvent.PASS_REQUEST, this.occupyPassRequest);
    this.occupyPass = 0;
    this.occupyPassRequest = 0;
    this.hasOccupied = false;
  }
}
