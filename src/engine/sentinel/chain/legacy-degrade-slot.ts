/**
 * DegradeSlot of Sentinel 1.7.2 (`version` "1.7.2"): no circuit breakers. DegradeRuleManager.checkDegrade runs
 * `DegradeRule.passCheck` (degrade-legacy/legacy-degrade.ts) of each of the resource's rules in list order against
 * the resource's ClusterNode, at the walk's time: the first that says no throws DegradeException
 * (`Reason.DegradeOpen`). A check that sets `cut` queues the rule's reset task, due timeWindow × 1000 ms later (it
 * clears `cut` and `passCount`): a chain timer, ranked by (due time, creation) in the same event queue as the walks —
 * created by the check that cut, so it runs after completions due at the same ms that were queued earlier and
 * before the arrival at its due time, exactly legacy-degrade-sim.ts's order. Nothing tells the rules about
 * completions (no exit): they read the node.
 *
 * HOW WE DIFFER FROM UPSTREAM. 1.7.2 keeps a resource's degrade rules in a HashSet (iteration order unspecified);
 * we check them in list order. The reset task runs exactly at its due time (a real executor runs it a little
 * later).
 */
import type { SimClock } from '../../clock';
import { LegacyDegradeChecker, LegacyReason } from '../degrade-legacy/legacy-degrade';
import {
  isValidLegacyDegradeRule,
  LEGACY_DEGRADE_RULE_DEFAULTS,
  LEGACY_GRADE_EXCEPTION_COUNT,
  LEGACY_GRADE_EXCEPTION_RATIO,
  LEGACY_GRADE_RT,
  type LegacyDegradeRule,
} from '../degrade-legacy/legacy-degrade-rule';
import { Reason, Slot } from './chain-codes';
import type { ChainDegradeRule } from './degrade-slot';
import type { NodeSelection } from './node-selector-slot';
import { BLOCKED, NEXT, type ChainContext, type ChainSlot, type SlotOutcome, type TimedSlot, type Walk } from './walk';

/** A 1.7.2 degrade rule Sentinel loaded: its passCheck state, and the number its latest cut compared. */
export interface LegacyDegradeEntry {
  /** index into `degradeRules` */
  rule: number;
  resource: string;
  checker: LegacyDegradeChecker;
  /** what the check that set `cut` compared (avgRt, exception ratio or exception count); NaN before any cut */
  cutValue: number;
  /** every change of `cut`: true at a cut (the compared value, the request), false when the reset task runs (NaN, -1) */
  onCutChange: ((cut: boolean, nowMs: number, value: number, requestIndex: number) => void) | null;
}

export class LegacyDegradeSlot implements ChainSlot, TimedSlot {
  readonly id = Slot.Degrade;
  readonly idle: boolean;
  /** every loaded legacy degrade rule, in degrade-rule order */
  readonly entries: LegacyDegradeEntry[] = [];
  /** degrade rules Sentinel dropped */
  readonly dropped: number[] = [];
  /** by resource id */
  private readonly byResource: (LegacyDegradeEntry[] | undefined)[] = [];

  constructor(rules: readonly ChainDegradeRule[], clock: SimClock, nodes: NodeSelection) {
    rules.forEach((given, index) => {
      const rule = asLegacyDegradeRule(given);
      if (!isValidLegacyDegradeRule(rule)) {
        this.dropped.push(index);
        return;
      }
      const entry: LegacyDegradeEntry = {
        rule: index,
        resource: rule.resource,
        checker: new LegacyDegradeChecker(rule, clock),
        cutValue: NaN,
        onCutChange: null,
      };
      (this.byResource[nodes.resource(rule.resource).id] ??= []).push(entry);
      this.entries.push(entry);
    });
    this.idle = this.entries.length === 0;
  }

  entry(w: Walk, ctx: ChainContext): SlotOutcome {
    const list = this.byResource[w.res.id];
    if (list === undefined) return NEXT;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i];
      const checker = entry.checker;
      if (checker.passCheck(w.res.cluster)) continue;
      const x = checker.lastCheck;
      const limit = checker.rule.count;
      if (x.reason === LegacyReason.TRIPPED) {
        // the rule read a value and found it over the line
        const value = legacyComparedValue(checker);
        if (!Number.isNaN(x.resetDueMs)) {
          entry.cutValue = value;
          ctx.schedule(x.resetDueMs, this, this.entries.indexOf(entry));
          entry.onCutChange?.(true, ctx.clock.nowMs, value, w.index);
        }
        ctx.block(w, Slot.Degrade, entry.rule, Reason.DegradeOpen, value, limit);
      } else {
        // cut: nothing is compared; the row shows what the cut was about
        ctx.block(w, Slot.Degrade, entry.rule, Reason.DegradeOpen, entry.cutValue, limit);
      }
      return BLOCKED;
    }
    return NEXT;
  }

  /** The reset task of entry `payload`. */
  onTimer(payload: number, dueMs: number): void {
    const entry = this.entries[payload];
    entry.checker.reset();
    entry.onCutChange?.(false, dueMs, NaN, -1);
  }
}

/** A scenario degrade rule read as 1.7.2's DegradeRule (its fields only; `rtSlowRequestAmount` defaults to 5). */
function asLegacyDegradeRule(r: ChainDegradeRule): LegacyDegradeRule {
  return {
    resource: r.resource,
    limitApp: r.limitApp,
    grade: r.grade,
    count: r.count,
    timeWindow: r.timeWindow,
    rtSlowRequestAmount: r.rtSlowRequestAmount ?? LEGACY_DEGRADE_RULE_DEFAULTS.rtSlowRequestAmount,
    minRequestAmount: r.minRequestAmount,
  };
}

/**
 * The number a tripping legacy check compared with `count`: grade 0 the average RT, grade 1 exceptionQps /
 * successQps, grade 2 the minute window's exceptions; NaN for a grade that matches no strategy (it trips unread).
 */
function legacyComparedValue(checker: LegacyDegradeChecker): number {
  const x = checker.lastCheck;
  switch (checker.rule.grade) {
    case LEGACY_GRADE_RT:
      return x.avgRt;
    case LEGACY_GRADE_EXCEPTION_RATIO:
      return x.exceptionQps / x.successQps;
    case LEGACY_GRADE_EXCEPTION_COUNT:
      return x.totalException;
    default:
      return NaN;
  }
}
