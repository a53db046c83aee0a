/**
 * The part a Sentinel flow-rule module adds to the contract: how Sentinel's loaded controller is recognised as
 * this module's, what the run logs and samples for it, and the explain steps of its decisions.
 *
 * Every flow rule runs through one FlowSim (sentinel/flow-sim.ts); what differs per controller is declared
 * here, so the runner (sim/sentinel-runner.ts), the rule builder (sim/sentinel-limiter.ts), the explainer
 * (explain/flow.ts, explain/chain.ts) and the slot chain's runner (sim/chain-runner.ts) never test a controller's class.
 *
 * They find a controller's module through `FlowParts`, which simulate() and explainRequest hand them in their
 * context (limiters/engines.ts builds it from the table of every module): a module's engine half never imports
 * that table, so the arrows point one way.
 */
import type { Step } from '../explain/types';
import type { WarmUpController } from '../sentinel/controllers/warm-up';
import type { FlowRule } from '../sentinel/flow-rule';
import type { FlowState } from '../sentinel/flow-sim';
import type { TrafficShapingController } from '../sentinel/types';
import type { LimiterSeries } from '../sim/result';
import type { Phrase } from '../phrase';

/** Writes one flow module's decision columns and tick samples; created once per run. */
export interface FlowRecorder {
  /**
   * What the decision read that no explain record keeps (DefaultController's passQps, THREAD's curThreadNum):
   * the runner peeks it just before `arrive`, for logged rows only. null: nothing.
   */
  readonly readsBefore: 'passQps' | 'curThreadNum' | null;
  /** WarmUp controllers: the controller whose token sync the run charts (syncBranch), and warningToken */
  readonly warmUp: { readonly c: WarmUpController; readonly warningToken: number } | null;
  /** Row `i` of the log, right after its decision; `before` is what `readsBefore` named (else NaN). */
  record(i: number, before: number): void;
  /** The controller's state at the end of tick `k` (`st` peeked, nothing touched) into the series. */
  sample(st: FlowState, s: LimiterSeries, k: number, endMs: number): void;
}

export interface RecorderContext {
  /** the run's named columns (RequestLog.columns) */
  readonly columns: Readonly<Record<string, Float64Array>>;
  readonly count: number;
  /** scenario start, epoch ms (latestPassedTime is written as ms since it) */
  readonly startMs: number;
}

/**
 * What the slot chain logs for a refusal of this controller (its `value` and `limit` columns, flow-slot.ts's
 * `flowNumbers`), so the slot view names the right quantities: `count` passQps + acquire against count,
 * `thread` curThreadNum + acquire against count, `warm-up` passQps + acquire against the warm-up limit in
 * force (warningQps), `pacing` the expected wait against maxQueueingTimeMs; null: it never refuses.
 */
export type FlowRefusal = 'count' | 'thread' | 'warm-up' | 'pacing' | null;

export interface FlowPart {
  /**
   * A loaded rule (one FlowRuleChecker applies) is this module's when its controller is of this class and the
   * rule has this grade (a THREAD rule's controller is a DefaultController too).
   */
  readonly controllerClass: string;
  readonly grade: 0 | 1;
  /** the quantities of a refusal as the slot chain logs them */
  readonly refusal: FlowRefusal;
  /**
   * Its constants by their Java names (the builder puts count and grade first) and its label after
   * `Rule i (resource): `, e.g. `QPS, count 20, WARM_UP: warm-up 10 s, coldFactor 3` (`summary.qps.warmUp`).
   */
  describe(rule: FlowRule, c: TrafficShapingController): { constants: Record<string, number>; label: Phrase };
  recorder(c: TrafficShapingController, ctx: RecorderContext): FlowRecorder;
  /** The explain steps of the decision the controller just made (read from its `lastDecision`). */
  steps(c: TrafficShapingController, startMs: number): Step[];
  /**
   * The slot chain's view of the main resource's first flow rule at a tick end (chain-runner.ts): the stored
   * tokens, limit and queue tail it shows, read from the controller's fields.
   */
  chainSample(
    c: TrafficShapingController,
    rule: FlowRule,
    s: LimiterSeries,
    k: number,
    startMs: number,
    endMs: number,
  ): void;
}

/** A flow controller's explain steps for the decision it just made (its module's `steps`). */
export type FlowSteps = (c: TrafficShapingController, startMs: number) => Step[];

/** What the flow modules answer, handed to a runner or an explainer in its context (`flowParts` in engines.ts). */
export interface FlowParts {
  /** the flow part of a loaded rule's controller (by its class and the rule's grade), if a module models it */
  of(rule: FlowRule, c: TrafficShapingController): FlowPart | undefined;
  /** the steps of the controller's last decision (an unknown controller's: one step that says so) */
  readonly steps: FlowSteps;
}
