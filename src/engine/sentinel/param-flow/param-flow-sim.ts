/**
 * The event loop for hot-parameter flow control on one resource: rules loaded once, then arrivals with
 * argument values on a simulated clock — what the conformance harness drove (ParamFlowRuleManager.loadRules,
 * the real ParamFlowSlot.entry and the module's two StatisticSlot callbacks).
 *
 * PER ARRIVAL at t (`arrive`):
 *   0. run every callback due ≤ t (statistic-callbacks.ts), each at its own due time;
 *   1. ParamFlowSlot.entry(resource, t, acquire, args) decides (param-flow-slot.ts);
 *   2. admitted with wait w: onPass at t + w, onExit at t + w + rt; blocked: nothing else changes;
 *   3. callbacks due ≤ t run again (a zero-wait booking is in the arrival's own state);
 *   4. the caller may read the state at t (`valueStates`, `paramIdx`).
 *
 * WORKED EXAMPLE (THREAD grade, count 1): arrive(1000, ["u"], 1, rt 30) → pass, u: 1; arrive(1010, ["u"]) →
 * blocked (1 + 1 > 1); arrive(1030, ["u"]) → the exit due at 1030 runs first, so u: 0 and it passes.
 *
 * HOW WE DIFFER FROM UPSTREAM. No threads and no sleeping: a pacing wait is returned and the booking deferred;
 * time may stand still but never goes back. Only the hot-parameter slot is modelled (no FlowSlot or node
 * statistics: the traces drive the slot alone).
 */
import type { ParamFlowDecision } from './decision';
import type { JavaValue } from './java-value';
import type { ParamFlowRule, ParamFlowRuleJson } from './param-flow-rule';
import { ParamFlowRuleManager } from './param-flow-rule-manager';
import { ParamFlowSlot } from './param-flow-slot';
import { ParameterMetricStorage } from './parameter-metric';
import { ParamStatisticCallbacks } from './statistic-callbacks';
import { checkedValues, readValueState, type ValueState } from './value-state';

export const SIM_RESOURCE = 'sim-resource';

export class ParamFlowSim {
  readonly storage = new ParameterMetricStorage();
  readonly manager = new ParamFlowRuleManager(this.storage);
  readonly slot = new ParamFlowSlot(this.manager, this.storage);
  readonly callbacks = new ParamStatisticCallbacks(this.storage);
  /** Per input rule: null when loaded, else why Sentinel ignored it. */
  readonly problems: (string | null)[];
  private lastMs = -Infinity;

  constructor(
    rules: readonly (ParamFlowRuleJson | null)[],
    readonly resource: string = SIM_RESOURCE,
  ) {
    this.problems = this.manager.loadRules(rules);
  }

  /** The rules checked for this resource, in check order. */
  get rules(): ParamFlowRule[] {
    return this.manager.getRulesOfResource(this.resource);
  }

  arrive(tMs: number, args: readonly JavaValue[] | null, acquire: number, rtMs: number): ParamFlowDecision {
    if (tMs < this.lastMs) throw new Error(`time went back: ${tMs} < ${this.lastMs}`);
    this.lastMs = tMs;
    this.callbacks.runDue(tMs);
    const d = this.slot.entry(this.resource, tMs, acquire, args);
    if (d.pass) this.callbacks.schedule(this.resource, args, tMs, d.waitMs, rtMs);
    this.callbacks.runDue(tMs);
    return d;
  }

  /** The state of every value the checker is given for `args` under `rule` (default: the first rule). */
  valueStates(args: readonly JavaValue[] | null, rule: ParamFlowRule | undefined = this.rules[0]): ValueState[] {
    if (rule === undefined) return [];
    const metric = this.storage.getParamMetric(this.resource);
    return checkedValues(args, rule.paramIdx).map((v) => readValueState(metric, rule, v));
  }
}
