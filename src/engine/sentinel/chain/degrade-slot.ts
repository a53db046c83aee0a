/**
 * DegradeSlot (Sentinel 1.8+): the resource's circuit breakers (degrade/), in degrade-rule order. At entry each
 * breaker's `tryPass`: the first that is OPEN (or HALF_OPEN with its probe out) throws DegradeException
 * (`Reason.DegradeOpen` / `DegradeHalfOpen`, with the ratio or count that opened it and its threshold); a breaker
 * that let the request through as its half-open probe gets the probe back when a later breaker blocks it
 * (`onProbeBlocked`: the probe never ran). At exit every breaker of the resource hears the completion
 * (`onRequestComplete` with the RT from the entry's creation and the business-exception flag).
 *
 * Sentinel 1.7.2 has no circuit breakers: legacy-degrade-slot.ts is its DegradeSlot; the chain picks one of the
 * two when it is built.
 */
import type { SimClock } from '../../clock';
import { newCircuitBreakerFrom } from '../degrade';
import { BreakerState, type CircuitBreaker } from '../degrade/circuit-breaker';
import { DEGRADE_RULE_DEFAULTS, type DegradeRule } from '../degrade/degrade-rule';
import type { LegacyDegradeRule } from '../degrade-legacy/legacy-degrade-rule';
import { Reason, Slot } from './chain-codes';
import type { NodeSelection } from './node-selector-slot';
import { BLOCKED, NEXT, type ChainContext, type ChainSlot, type SlotOutcome, type Walk } from './walk';

/**
 * A degrade rule as the scenario holds it: a 1.8+ DegradeRule, or with version "1.7.2" a 1.7.2 LegacyDegradeRule.
 * The fields they share are required; each version's own are optional, and missing ones are read as that
 * version's defaults (asDegradeRule / asLegacyDegradeRule).
 */
export type ChainDegradeRule = Omit<DegradeRule, 'slowRatioThreshold' | 'statIntervalMs' | 'regex'> &
  Partial<Pick<DegradeRule, 'slowRatioThreshold' | 'statIntervalMs' | 'regex'>> &
  Partial<Pick<LegacyDegradeRule, 'rtSlowRequestAmount'>>;

/** A loaded breaker: its rule's index in the scenario list, its resource. */
export interface ChainBreaker {
  rule: number;
  resource: string;
  cb: CircuitBreaker;
}

export class DegradeSlot implements ChainSlot {
  readonly id = Slot.Degrade;
  readonly idle: boolean;
  /** every breaker, in degrade-rule order */
  readonly breakers: ChainBreaker[] = [];
  /** degrade rules Sentinel dropped */
  readonly dropped: number[] = [];
  /** by resource id */
  private readonly byResource: (ChainBreaker[] | undefined)[] = [];

  constructor(rules: readonly ChainDegradeRule[], clock: SimClock, nodes: NodeSelection) {
    rules.forEach((given, index) => {
      const rule = asDegradeRule(given);
      const cb = newCircuitBreakerFrom(rule, clock);
      if (cb === null) {
        this.dropped.push(index);
        return;
      }
      const id = nodes.resource(rule.resource).id;
      const b = { rule: index, resource: rule.resource, cb };
      (this.byResource[id] ??= []).push(b);
      this.breakers.push(b);
    });
    this.idle = this.breakers.length === 0;
  }

  entry(w: Walk, ctx: ChainContext): SlotOutcome {
    const breakers = this.byResource[w.res.id];
    if (breakers === undefined) return NEXT;
    for (let i = 0; i < breakers.length; i++) {
      const cb = breakers[i].cb;
      if (!cb.tryPass(w.index)) {
        for (let j = 0; j < i; j++) if (breakers[j].cb.lastTry.probe) breakers[j].cb.onProbeBlocked();
        const reason = cb.state === BreakerState.HALF_OPEN ? Reason.DegradeHalfOpen : Reason.DegradeOpen;
        ctx.block(w, Slot.Degrade, breakers[i].rule, reason, cb.lastOpenValue, cb.threshold);
        return BLOCKED;
      }
      if (cb.lastTry.probe) w.probe = true;
    }
    return NEXT;
  }

  exit(w: Walk, rtMs: number): void {
    const breakers = this.byResource[w.res.id];
    if (breakers === undefined) return;
    for (let i = 0; i < breakers.length; i++) breakers[i].cb.onRequestComplete(rtMs, w.req.error, w.index);
  }
}

/** A scenario degrade rule read as 1.8's DegradeRule (a missing 1.8-only field is 1.8's default). */
function asDegradeRule(r: ChainDegradeRule): DegradeRule {
  if (r.slowRatioThreshold !== undefined && r.statIntervalMs !== undefined && r.regex !== undefined) {
    return r as DegradeRule;
  }
  const D = DEGRADE_RULE_DEFAULTS;
  return {
    ...r,
    slowRatioThreshold: r.slowRatioThreshold ?? D.slowRatioThreshold,
    statIntervalMs: r.statIntervalMs ?? D.statIntervalMs,
    regex: r.regex ?? D.regex,
  };
}
