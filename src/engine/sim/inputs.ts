/**
 * The simulation's inputs, read off a scenario: its arrivals (`trafficOf`), who each traffic source's requests
 * are (`sourceIdentitiesOf`), the requests a rule alone sees (`requestsOf`), the system load and CPU
 * (`systemInputsOf`) and the slot chain as the run builds it (`chainSimOf`).
 *
 * WHY A LEAF. Every limiter's runner and explainer needs some of these, and simulate.ts needs the table of every
 * limiter (limiters/engines.ts). Kept here, below both, they let a module's engine half read its inputs without
 * importing the simulation that imports it: arrows point one way, from the limiter cores down to their inputs
 * and algorithms (CONTRIBUTING.md, "Layers"). Nothing here names a limiter kind or reads the registries.
 */
import type { Scenario } from '../scenario';
import { generateTraffic, sourceIdentity } from '../traffic';
import { systemInputAt } from '../traffic/system-inputs';
import { gatewayModesOf } from './gateway-args';
import type { Arrivals } from './runner';
import { trafficMemo } from './traffic-memo';

/** Who a traffic source's requests are, as Sentinel sees them. */
export interface SourceIdentity {
  resource: string;
  origin: string;
  context: string;
  entryIn: boolean;
  /** a gateway source's resourceMode (the adapter parses its requests' attributes into the arguments); else null */
  gatewayMode?: number | null;
}

/** The scenario with the lists added after format version 1 first shipped, for callers that build one by hand. */
export function withRuleLists(s: Scenario): Scenario {
  return {
    ...s,
    degradeRules: s.degradeRules ?? [],
    authorityRules: s.authorityRules ?? [],
    systemRules: s.systemRules ?? [],
    paramFlowRules: s.paramFlowRules ?? [],
    incidents: s.incidents ?? [],
    systemInputs: s.systemInputs ?? { load: [], cpu: [] },
    limiters: s.limiters ?? [],
  };
}

/** The first rule's resource (flow, then degrade, then authority, then gateway), else "demo". */
export function mainResourceOf(
  s: Pick<Scenario, 'rules' | 'degradeRules' | 'authorityRules'> & Partial<Pick<Scenario, 'gatewayFlowRules'>>,
): string {
  return (
    s.rules[0]?.resource ??
    s.degradeRules[0]?.resource ??
    s.authorityRules[0]?.resource ??
    s.gatewayFlowRules?.[0]?.resource ??
    'demo'
  );
}

/**
 * The scenario's arrivals (seeded: the same every time). The last ones are kept for the next scenario with the
 * same traffic (traffic-memo.ts): shared, so read them, never write into them.
 */
export function trafficOf(scenario: Scenario): Arrivals {
  const { traffic, injections, incidents, durationMs, seed } = scenario;
  const mainResource = mainResourceOf(withRuleLists(scenario));
  return trafficMemo.get({ traffic, injections, incidents, durationMs, seed, mainResource }, generateTraffic);
}

/** Who each traffic source's requests are, as Sentinel sees them (a source without a resource enters the main one). */
export function sourceIdentitiesOf(given: Scenario): SourceIdentity[] {
  const scenario = withRuleLists(given);
  const main = mainResourceOf(scenario);
  const modes = gatewayModesOf([...scenario.traffic, ...scenario.injections]);
  const identities: SourceIdentity[] = sourceIdentity(scenario).map((id, k) => ({
    resource: id.resource ?? main,
    origin: id.origin,
    context: id.context,
    entryIn: id.entryType === 'IN',
    gatewayMode: modes[k] ?? null,
  }));
  if (identities.length === 0)
    identities.push({ resource: main, origin: '', context: 'sentinel_default_context', entryIn: true });
  return identities;
}

/** The scenario's system load and CPU usage at ms since the start (what SystemStatusListener samples). */
export function systemInputsOf(scenario: Scenario): (relMs: number) => { load: number; cpu: number } {
  return (relMs) => ({
    load: systemInputAt(scenario.systemInputs.load, relMs),
    cpu: systemInputAt(scenario.systemInputs.cpu, relMs),
  });
}

/** The requests that enter `resource` (all of them, uncopied, when every source does): what a rule alone sees. */
export function requestsOf(a: Arrivals, identities: readonly SourceIdentity[], resource: string): Arrivals {
  if (a.source === undefined || identities.every((id) => id.resource === resource)) return a;
  const keep = identities.map((id) => id.resource === resource);
  let n = 0;
  for (let i = 0; i < a.count; i++) if (keep[a.source[i]]) n++;
  const out = {
    count: n,
    tUs: new Float64Array(n),
    acquire: new Int32Array(n),
    prioritized: new Uint8Array(n),
    rtMs: new Int32Array(n),
    error: new Uint8Array(n),
    source: new Uint16Array(n),
  };
  let j = 0;
  for (let i = 0; i < a.count; i++) {
    if (!keep[a.source[i]]) continue;
    out.tUs[j] = a.tUs[i];
    out.acquire[j] = a.acquire[i];
    out.prioritized[j] = a.prioritized[i];
    out.rtMs[j] = a.rtMs[i];
    out.error[j] = a.error[i];
    out.source[j] = a.source[i];
    j++;
  }
  return out;
}
