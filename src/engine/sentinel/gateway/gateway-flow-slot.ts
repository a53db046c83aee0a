/**
 * The gateway slot: `GatewayFlowSlot.entry` → `checkGatewayParamFlow` (Sentinel 1.8.9; `@Spi(order = -4000)`,
 * ahead of ParamFlowSlot, in the chain `GatewaySlotChainBuilder` builds for gateway adapters).
 *
 * THE MODEL. For an entry of `resource` with the parsed `args` (gateway-param-parser.ts):
 *   args null, or no converted rule for the resource → pass
 *   for each converted rule in check order (gateway-rule-manager.ts):
 *     initParamMetricsFor(resource, rule); passCheck(…) (param-flow-checker.ts); false → blocked, stop
 * Each rule takes its tokens before the next is checked, so the rules before the blocking one stay charged
 * (the route-wide bucket drains on requests an IP rule then blocks) and the rules after it are untouched.
 * Unlike ParamFlowSlot there is no negative-index rewrite: the converter's indexes are never negative.
 *
 * WORKED EXAMPLE (`gw-multi-rules-order`): order [route-wide $D, CLIENT_IP, X-Api-Key]; the IP's third request
 * in a second takes a $D token, then the IP rule (count 2) blocks: blockedBy = paramIdx 0, and X-Api-Key keeps
 * its tokens.
 *
 * HOW WE DIFFER FROM UPSTREAM. The verdict is a record, not a ParamFlowException; the rest of the chain is not
 * called.
 */
import type { ParamFlowDecision } from '../param-flow/decision';
import type { ParameterMetricStorage } from '../param-flow/parameter-metric';
import { checkRules, PASS_WITHOUT_CHECK } from '../param-flow/param-flow-slot';
import type { GatewayRuleManager } from './gateway-rule-manager';

export class GatewayFlowSlot {
  constructor(
    private readonly rules: GatewayRuleManager,
    private readonly storage: ParameterMetricStorage,
  ) {}

  entry(resource: string, nowMs: number, acquire: number, args: readonly (string | null)[] | null): ParamFlowDecision {
    if (args === null) return PASS_WITHOUT_CHECK;
    const rules = this.rules.getConvertedParamRules(resource);
    if (rules.length === 0) return PASS_WITHOUT_CHECK;
    return checkRules(this.storage, resource, rules, nowMs, acquire, args, false);
  }
}
