/**
 * Who each logged request of a limiter is, for the flip ledger's groups: its resource (as Sentinel sees the
 * request's traffic source), and, for the slot chain with hot-parameter or gateway rules, the value those rules
 * count by (hot parameter: `String.valueOf(args[paramIdx])` of the first rule's index; gateway: the request's
 * attributes). Read off the scenario's arrivals, with no limiter's own code.
 */
import type { Scenario } from '../scenario/schema';
import { javaToString } from '../sentinel/param-flow/java-value';
import { sourceIdentitiesOf, withRuleLists } from '../sim/inputs';
import type { Arrivals } from '../sim/runner';
import type { RowKeys } from './ledger';

/** Whether two runs' arrivals are the same requests (times, acquires, sources, arguments). */
export function sameArrivals(a: Arrivals, b: Arrivals): boolean {
  if (a === b) return true;
  if (a.count !== b.count) return false;
  for (let i = 0; i < a.count; i++) {
    if (a.tUs[i] !== b.tUs[i] || a.acquire[i] !== b.acquire[i]) return false;
    if ((a.source?.[i] ?? 0) !== (b.source?.[i] ?? 0)) return false;
  }
  return true;
}

function gatewayKey(r: object): string {
  return JSON.stringify(r);
}

/**
 * Group keys for the log rows of limiter `id` of a run of `scenario` on `arrivals`: `resource` always, `value`
 * for `chain:0` when the scenario has hot-parameter or gateway rules. A `sentinel:<i>` limiter decides only
 * the requests entering its rule's resource, all of one resource.
 */
export function rowKeys(given: Scenario, arrivals: Arrivals, id: string): RowKeys {
  const scenario = withRuleLists(given);
  const rule = /^sentinel:(\d+)$/.exec(id);
  if (rule !== null) {
    const resource = scenario.rules[Number(rule[1])]?.resource ?? '';
    return { resource: () => resource };
  }
  const identities = sourceIdentitiesOf(scenario);
  const source = arrivals.source;
  const keys: Record<string, (row: number) => string> = {
    resource: (i) => identities[source?.[i] ?? 0]?.resource ?? '',
  };
  if (id !== 'chain:0') return keys;
  const param = (scenario.paramFlowRules ?? [])[0];
  const { args, argTuples, gatewayRequest, gatewayRequests } = arrivals;
  if ((scenario.gatewayFlowRules ?? []).length > 0 && gatewayRequest !== undefined && gatewayRequests !== undefined) {
    const text = gatewayRequests.map(gatewayKey);
    keys.value = (i) => text[gatewayRequest[i]] ?? '';
  } else if (param !== undefined && args !== undefined && argTuples !== undefined) {
    const idx = param.paramIdx ?? 0;
    const text = argTuples.map((t) => {
      const at = idx < 0 ? t.length + idx : idx;
      return at >= 0 && at < t.length ? javaToString(t[at]) : '(none)';
    });
    keys.value = (i) => text[args[i]] ?? '';
  }
  return keys;
}
