/** Sentinel-Go flow control's words, in both languages (the Go names kept). */
export default {
  en: {
    'limiter.sentinel-go': 'Sentinel-Go flow rule (core/flow)',
    'sentinelGo.whyReject': 'curCount {cur} + {batch} {op} allowedTokens {allowed}',
    'sentinelGo.whyThrottling': 'interval {interval} ms at allowedTokens {allowed}; waited {wait} ms',
    'sentinelGo.whyNone': 'no rule loaded',
    'sentinelGo.ideaReject':
      'Reject compares the pass sum of the window (500 ms buckets on the epoch clock) with the threshold.',
    'sentinelGo.ideaWarmUp':
      'WarmUp starts cold: storedTokens fill to maxToken at the first call, so only Threshold / coldFactor pass at first.',
    'sentinelGo.ideaThrottling':
      'Throttling spaces entries ceil(batch / Threshold · StatIntervalInMs) apart and queues up to MaxQueueingTimeMs.',
    'sentinelGo.ideaBatch':
      'Throttling blocks a batch larger than the threshold outright, with an empty block message.',
    'sentinelGo.ideaNone': 'A rule LoadRules refuses is dropped: nothing limits.',
    'sentinelGo.bucket': 'storedTokens (WarmUp)',
    'sentinelGo.noCurve': 'A Direct rule has no warm-up curve.',
    'sentinelGo.noCurveWarm': 'The warm-up allowance is shown on the QPS chart (limitQps).',
    'sentinelGo.threshold': 'passes per StatIntervalInMs',
    'sentinelGo.statIntervalInMs': 'window the threshold counts over',
    'sentinelGo.maxQueueingTimeMs': 'longest Throttling wait',
    'sentinelGo.warmUpPeriodSec': 'warm-up period',
    'sentinelGo.warmUpColdFactor': 'cold factor (≤ 1: 3)',
    'sentinelGo.state.window': 'Pass sum of the rule’s window (GetSum)',
    'sentinelGo.state.tokens': 'WarmUp storedTokens',
    'sentinelGo.strategy': 'how allowedTokens is computed',
    'sentinelGo.strategy.direct': 'Direct (0)',
    'sentinelGo.strategy.direct.hint': 'allowedTokens = Threshold from the first call',
    'sentinelGo.strategy.warmUp': 'WarmUp (1)',
    'sentinelGo.strategy.warmUp.hint': 'starts cold at Threshold / WarmUpColdFactor and warms up over WarmUpPeriodSec',
    'sentinelGo.behavior': 'what happens above allowedTokens',
    'sentinelGo.behavior.reject': 'Reject (0)',
    'sentinelGo.behavior.reject.hint': 'the window’s pass count plus the batch above allowedTokens: blocked at once',
    'sentinelGo.behavior.throttling': 'Throttling (1)',
    'sentinelGo.behavior.throttling.hint':
      'entries spaced evenly; one that would queue past MaxQueueingTimeMs is blocked',
    'itemTab.limiters.sentinelGoFlowRule': 'Sentinel-Go',
    'summary.sentinelGo':
      'Limiter {index}: Sentinel-Go `{strategy}` + `{behavior}`, `Threshold` {threshold} per {intervalMs} ms',
    'summary.sentinelGo.ignored':
      'Limiter {index}: Sentinel-Go `{strategy}` + `{behavior}`, `Threshold` {threshold} per {intervalMs} ms (rule not loaded: `{reason}`; nothing limits)',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};
