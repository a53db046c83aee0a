/**
 * The hot-parameter slot of Sentinel's chain: `ParamFlowSlot.entry` → `checkFlow` (Sentinel 1.8.9; `@Spi(order
 * = -3000)`, between SystemSlot and FlowSlot in the default chain).
 *
 * THE MODEL. For an entry of `resource` with `acquire` permits and arguments `args`:
 *   args null, or no rule for the resource    → pass (this is why adapters that call SphU.entry without
 *                                                arguments never trigger a hot rule: alibaba/Sentinel #3453)
 *   for each rule, in check order (param-flow-rule-manager.ts):
 *     applyRealParamIdx(rule, args.length)     a negative paramIdx −k becomes args.length − k when k <= length,
 *                                              else the positive k; the RULE OBJECT is rewritten, once, so
 *                                              later calls with other lengths keep the index of the first call
 *     initParamMetricsFor(resource, rule)      creates the rule's per-value maps on first use
 *     passCheck(…)                             (param-flow-checker.ts); false → ParamFlowException: blocked,
 *                                              later rules are not checked (earlier ones stay charged)
 *
 * WORKED EXAMPLE (trace `pf-negative-index-resolved-once`): paramIdx −1, first call ("a", "b", "c") → paramIdx
 * becomes 2 for good; a later call ("w", "x", "y", "z") checks "y", not "z"; a call ("p", "q") is not checked.
 * paramIdx −3 first seen with 2 arguments becomes 3, which a later 4-argument call checks.
 *
 * HOW WE DIFFER FROM UPSTREAM. The verdict is a ParamFlowDecision record instead of an exception; the slot does
 * not call the rest of the chain (the caller composes slots). The waits the pacing check would sleep are summed
 * into `waitMs` (also on a blocked entry, when an earlier element or rule already slept).
 */
import { javaToString, type JavaValue } from './java-value';
import type { ParamFlowDecision, RuleCheck } from './decision';
import { passCheck } from './param-flow-checker';
import type { ParamFlowRule } from './param-flow-rule';
import type { ParamFlowRuleManager } from './param-flow-rule-manager';
import type { ParameterMetricStorage } from './parameter-metric';

/** `ParamFlowSlot.applyRealParamIdx`. */
export function applyRealParamIdx(rule: ParamFlowRule, length: number): void {
  const paramIdx = rule.paramIdx;
  if (paramIdx < 0) rule.paramIdx = -paramIdx <= length ? length + paramIdx : -paramIdx;
}

export const PASS_WITHOUT_CHECK: ParamFlowDecision = {
  pass: true,
  waitMs: 0,
  blockedBy: -1,
  triggeredParam: '',
  checks: [],
};

/**
 * Check `rules` in order against `args` (the loop both ParamFlowSlot and GatewayFlowSlot run); `resolveIdx`
 * applies ParamFlowSlot's negative-index rewrite (GatewayFlowSlot has none).
 */
export function checkRules(
  storage: ParameterMetricStorage,
  resource: string,
  rules: readonly ParamFlowRule[],
  nowMs: number,
  acquire: number,
  args: readonly JavaValue[],
  resolveIdx: boolean,
): ParamFlowDecision {
  const checks: RuleCheck[] = [];
  let waitMs = 0;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i];
    const paramIdxBefore = rule.paramIdx;
    if (resolveIdx) applyRealParamIdx(rule, args.length);
    const metric = storage.initParamMetricsFor(resource, rule);
    const check = passCheck(metric, rule, args, { nowMs, acquire, ruleIndex: i, paramIdxBefore });
    checks.push(check);
    waitMs += check.waitMs;
    if (!check.pass) {
      const idx = rule.paramIdx;
      const triggeredParam = args.length > idx ? javaToString(args[idx]) : '';
      return { pass: false, waitMs, blockedBy: i, triggeredParam, checks };
    }
  }
  return { pass: true, waitMs, blockedBy: -1, triggeredParam: '', checks };
}

export class ParamFlowSlot {
  constructor(
    private readonly rules: ParamFlowRuleManager,
    private readonly storage: ParameterMetricStorage,
  ) {}

  /** `entry(…, count = acquire, args)` at `nowMs`. */
  entry(resource: string, nowMs: number, acquire: number, args: readonly JavaValue[] | null): ParamFlowDecision {
    if (args === null) return PASS_WITHOUT_CHECK;
    const rules = this.rules.getRulesOfResource(resource);
    if (rules.length === 0) return PASS_WITHOUT_CHECK;
    return checkRules(this.storage, resource, rules, nowMs, acquire, args, true);
  }
}
