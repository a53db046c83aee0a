/**
 * Every Sentinel rule of the scenario together (flow, degrade, authority, system) through Sentinel's slot chain,
 * as one Sentinel instance runs them: `chain:0`. A request blocked by one slot never reaches the next; origins
 * and contexts select nodes; waits delay the later slots. Engine: sentinel/chain/, run by sim/chain-runner.ts.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/sentinel-chain/index.ts).
 */
import { GATEWAY_VALUE_CHARTS } from '../gateway-flow/view';
import { HOT_VALUE_CHARTS } from '../param-flow/view';
import { COUNT_QPS, noWarmUpCurve, sentinelCursor, RULE_EDITS } from '../sentinel-view';
import messages from './messages';
import { defineView } from '../view';

export const sentinelChainView = defineView({
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'passQps', 'limitQps'] },
      { chart: 'requests', reads: ['value', 'limit'] },
      { chart: 'breaker', reads: ['chain.breakers'] },
      { chart: 'system', reads: ['chain.system'] },
      // the hot-parameter rules' per-value charts, as the param-flow rule module declares them
      ...HOT_VALUE_CHARTS,
      // and the gateway rules' (their converted rules), as the gateway-flow rule module declares them
      ...GATEWAY_VALUE_CHARTS,
    ],
    noCurve: noWarmUpCurve,
    slidingWindow: true,
  },
  controls: [COUNT_QPS],
  panels: {
    sentinelVersion: true,
    sourceIdentity: true,
    breakerPresets: true,
    degradeControls: true,
    systemInputs: true,
  },
  cursor: sentinelCursor({ warm: false, threads: false }),
  choice: {
    value: 'sentinel-chain',
    group: 'Sentinel',
    labelKey: 'limiter.sentinel-chain',
    // the chain runs the rules as they are; its sliders edit flow rule 0 and degrade rule 0
    apply: (s) => ({ ...s, view: { ...s.view, limiter: { kind: 'chain', index: 0 } } }),
  },
  compare: { defaultPreset: 'edited-copy', edits: RULE_EDITS },
  messages,
});
