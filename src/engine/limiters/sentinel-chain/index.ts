/**
 * Every Sentinel rule of the scenario together (flow, degrade, authority, system) through Sentinel's slot chain,
 * as one Sentinel instance runs them: `chain:0`. A request blocked by one slot never reaches the next; origins
 * and contexts select nodes; waits delay the later slots. Engine: sentinel/chain/, run by sim/chain-runner.ts.
 */
import { GATEWAY_VALUE_CHARTS } from '../gateway-flow';
import { HOT_VALUE_CHARTS } from '../param-flow';
import type { LimiterModule } from '../contract';
import { COUNT_QPS, noWarmUpCurve, sentinelCursor, RULE_EDITS } from '../sentinel-common';
import messages from './messages';

export const sentinelChain: LimiterModule<'sentinel-chain'> = {
  kind: 'sentinel-chain',
  upstream: {
    library: 'Alibaba Sentinel',
    className: 'com.alibaba.csp.sentinel.slotchain.ProcessorSlotChain (DefaultSlotChainBuilder)',
    versions: '1.7.2, 1.8.6, 1.8.9',
  },
  family: 'chain',
  config: null,
  columns: [
    {
      name: 'value',
      unit: '',
      shown: null,
      csv: false,
      doc: 'what the stopping check compared (ChainLog.value; CSV `value`)',
    },
    {
      name: 'limit',
      unit: '',
      shown: null,
      csv: false,
      doc: 'what it was compared with (ChainLog.limit; CSV `limit`)',
    },
  ],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: null,
  why: () => null,
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
    bucket: null,
    curve: () => null,
    noCurve: noWarmUpCurve,
    pacingQueue: false,
    slidingWindow: true,
    rateThreshold: true,
    state: [],
  },
  // the chain's sliders edit flow rule 0: the UI shows that rule's module's controls (see Controls.svelte)
  controls: [COUNT_QPS],
  choiceControls: [],
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
};
