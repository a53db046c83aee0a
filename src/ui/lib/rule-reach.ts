/**
 * Rules that cannot fire, and why. Hot-parameter and gateway rules are checked only by the slot chain
 * (ParamFlowSlot, GatewayFlowSlot): while one flow rule, a Guava limiter or another library is on screen, the
 * page runs that limiter alone and these rules do nothing. Even on the chain, a gateway rule reads what a gateway
 * adapter parses from a request (GatewayParamParser), so it never fires while no request goes through the adapter
 * (no source or injection with `gateway`); and ParamFlowChecker passes a request without arguments (`args` null,
 * or fewer than `paramIdx` + 1), so a hot-parameter rule never fires while no request carries any (a gateway
 * request counts as carrying some: the adapter enters with the values it parsed).
 *
 * Pure and defensive (the draft may hold anything); the page words each reason and offers the fix there is.
 */
import type { Scenario } from '../../engine/scenario';
import { EMPTY_GATEWAY, gatewayOf, withGateway } from './gateway-attrs';

export type ReachKind = 'paramFlowRules' | 'gatewayFlowRules';
export type Unreached = 'not-chain' | 'no-gateway-request' | 'no-arguments';

export interface RuleReach {
  kind: ReachKind;
  /** how many rules of the kind the scenario holds */
  count: number;
  /** every reason none of them can fire, in the order they must be fixed */
  reasons: Unreached[];
}

type Request = { params?: unknown; gateway?: unknown };

function requests(s: Scenario): Request[] {
  const list = (v: unknown): Request[] => (Array.isArray(v) ? (v as Request[]) : []);
  return [...list(s.traffic), ...list(s.injections)];
}

const carriesArguments = (r: Request) => Array.isArray(r.params) && r.params.length > 0;
const throughGateway = (r: Request) => typeof r.gateway === 'object' && r.gateway !== null;

/** For each of the two rule kinds the scenario holds, why its rules cannot fire (empty reasons: they can). */
export function ruleReach(s: Scenario): RuleReach[] {
  const onChain = s.view?.limiter?.kind === 'chain';
  const out: RuleReach[] = [];
  for (const kind of ['paramFlowRules', 'gatewayFlowRules'] as const) {
    const rules = (s as Partial<Record<ReachKind, unknown>>)[kind];
    const count = Array.isArray(rules) ? rules.length : 0;
    if (count === 0) continue;
    const reasons: Unreached[] = [];
    if (!onChain) reasons.push('not-chain');
    if (kind === 'gatewayFlowRules' && !requests(s).some(throughGateway)) reasons.push('no-gateway-request');
    if (kind === 'paramFlowRules' && !requests(s).some((r) => carriesArguments(r) || throughGateway(r)))
      reasons.push('no-arguments');
    out.push({ kind, count, reasons });
  }
  return out;
}

/** The scenario with every traffic source's requests going through the gateway adapter (attributes kept or none). */
export function throughGatewayAdapter(s: Scenario): Scenario {
  const traffic = s.traffic.map((src) => (gatewayOf(src) === null ? withGateway(src, { ...EMPTY_GATEWAY }) : src));
  return { ...s, traffic };
}
