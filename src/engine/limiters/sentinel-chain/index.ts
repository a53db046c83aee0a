/**
 * Every Sentinel rule of the scenario together (flow, degrade, authority, system) through Sentinel's slot chain,
 * as one Sentinel instance runs them: `chain:0`. A request blocked by one slot never reaches the next; origins
 * and contexts select nodes; waits delay the later slots. Engine: sentinel/chain/, run by sim/chain-runner.ts.
 */
import type { LimiterModule } from '../contract';

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
    /** what the stopping check compared (ChainLog.value; CSV `value`) */
    {
      name: 'value',
      unit: '',
      shown: null,
      csv: false,
    },
    /** what it was compared with (ChainLog.limit; CSV `limit`) */
    {
      name: 'limit',
      unit: '',
      shown: null,
      csv: false,
    },
  ],
  seriesNames: { stored: 'storedTokens' },
  seriesColumns: [],
  standsFor: null,
};
