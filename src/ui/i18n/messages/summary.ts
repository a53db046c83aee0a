/**
 * What each limiter of a run is, in one line (the "At the cursor" panel's summary under its class name, the CSV
 * export's header): the engine returns these keys with their values (src/engine/phrase.ts), never the words.
 * Java names are in `code`, the same in both languages.
 */
import type { Catalog } from './catalog';

export default {
  'phrase.separator': ', ',

  // a Sentinel flow rule run alone
  'summary.rule': 'Rule {index} ({resource}): {what}',
  'summary.rule.none': 'Rule {index} ({resource}): {why}, so every request passes',
  'summary.rule.dropped': 'dropped by Sentinel ({issues})',
  'summary.noFlowRule': 'no flow rule',
  'summary.rule.invalid': 'the rule is invalid',
  'summary.rule.throws': 'not loaded: the controller throws ({error})',
  'summary.rule.noModule': 'no limiter module models `{className}`',
  'summary.rule.clusterNoFallback':
    'cluster mode without a token server and `fallbackToLocalWhenFail` false: the rule is not applied',
  'summary.rule.limitApp':
    '`limitApp` "{limitApp}" limits callers of that origin only, and the simulated requests carry none',
  'summary.rule.strategy':
    '`strategy` {strategy} (`refResource` "{refResource}") selects no statistics node for these requests',
  'summary.qps.default': 'QPS, `count` {count}, rejects beyond it',
  'summary.qps.warmUp': 'QPS, `count` {count}, `{behavior}`: warm-up {warmUpPeriodSec} s, `coldFactor` {coldFactor}',
  'summary.qps.pacing': 'QPS, `count` {count}, `{behavior}`: one every {cost}, queue ≤ {maxQueueingTimeMs} ms',
  'summary.qps.warmUpPacing':
    'QPS, `count` {count}, `{behavior}`: warm-up {warmUpPeriodSec} s, queue ≤ {maxQueueingTimeMs} ms',
  'summary.thread': 'THREAD, `count` {count}',

  // every Sentinel rule through the slot chain
  'summary.chain': 'All Sentinel rules together (slot chain): {rules}',
  'summary.chain.none': 'no rule loaded',
  'summary.chain.flow.one': '{count} flow rule',
  'summary.chain.flow.other': '{count} flow rules',
  'summary.chain.degrade.one': '{count} degrade rule',
  'summary.chain.degrade.other': '{count} degrade rules',
  'summary.chain.authority.one': '{count} authority rule',
  'summary.chain.authority.other': '{count} authority rules',
  'summary.chain.system.one': '{count} system rule',
  'summary.chain.system.other': '{count} system rules',
  'summary.chain.paramFlow.one': '{count} hot-parameter rule',
  'summary.chain.paramFlow.other': '{count} hot-parameter rules',
  'summary.chain.gatewayFlow.one': '{count} gateway flow rule',
  'summary.chain.gatewayFlow.other': '{count} gateway flow rules',

  // Guava's two limiters (each `limiters` item's line is its view's: ui/limiters/<kind>/messages.ts)
  'summary.guava.bursty': 'Guava {index}: `SmoothBursty` {permitsPerSecond}/s, bursts of {maxBurstSeconds} s, {call}',
  'summary.guava.warmingUp': 'Guava {index}: `SmoothWarmingUp` {permitsPerSecond}/s, warm-up {warmupMs} ms, {call}',
  'summary.guava.acquire': '`acquire(permits)`',
  'summary.guava.tryAcquire': '`tryAcquire(permits, {timeoutMs}, MILLISECONDS)`',
} satisfies Catalog;
