/**
 * A Sentinel flow rule alone (`sentinel:<i>`): drives its FlowSim exactly as the run does (sentinel-runner.ts:
 * `arrive` at the whole ms Sentinel reads) and explains a decision from the controller's explain record, read
 * right after it was written.
 */
import type { FlowSim } from '../sentinel/flow-sim';
import type { FlowSteps } from '../limiters/flow-part';
import { infoStep, type Explanation, type Step } from './types';
import { flatPhrase, phrase, type Phrase } from '../phrase';

export class FlowExplainer {
  constructor(
    readonly sim: FlowSim,
    readonly limiterId: string,
    /** the run's label for a rule that does nothing (dropped, or not applied to these requests); null otherwise */
    readonly noneLabel: Phrase | null,
    /** the controller's steps, from its module (handed in: see limiters/flow-part.ts) */
    private readonly flowSteps: FlowSteps,
  ) {}

  /** Decide request `index` arriving at epoch ms `tMs`; with `explain` false, only decide. */
  arrive(
    index: number,
    tMs: number,
    acquire: number,
    prioritized: boolean,
    rtMs: number,
    error: boolean,
    explain = true,
  ): Explanation | null {
    const sim = this.sim;
    const d = sim.arrive(tMs, acquire, prioritized, rtMs, error);
    if (!explain) return null;
    const startMs = sim.clock.startMs;
    const c = sim.controller;
    let steps: Step[];
    if (!sim.ruleChecked || c === null) {
      // the run's own words for why the rule does nothing (its summary), as one step
      const none = flatPhrase(this.noneLabel ?? phrase('summary.noFlowRule'));
      steps = [infoStep('rule-none', none.key, none.params)];
    } else {
      steps = this.flowSteps(c, startMs);
    }
    return {
      limiterId: this.limiterId,
      requestIndex: index,
      tMs: tMs - startMs,
      className: c !== null && sim.ruleChecked ? c.className : 'none',
      verdict: { pass: d.pass, waitMs: d.pass ? (d.waitNs > 0 ? d.waitNs / 1e6 : d.waitMs) : 0 },
      steps,
    };
  }
}
