/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'sentinelGo.ignored': 'LoadRules dropped the rule (`{reason}`): no controller, every entry passes',
  'sentinelGo.noRule': 'no rule for the resource: no controller, every entry passes',
  'sentinelGo.direct': 'DirectTrafficShapingCalculator: allowedTokens = Threshold = {allowed}',
  'sentinelGo.sync':
    'syncToken for second {second}: storedTokens {before} → cooled {cooled} − int64(previousQps {previousQps}) = {deducted} → {after}',
  'sentinelGo.noSync': 'same second as the last sync: storedTokens stays {stored}',
  'sentinelGo.belowWarning': 'restToken {rest} below warningToken: allowedTokens = Threshold = {allowed}',
  'sentinelGo.aboveWarning':
    'restToken {rest} ≥ warningToken {warningToken}: aboveToken {above}, allowedTokens = 1 / (aboveToken · slope + 1 / Threshold) = {allowed}',
  'sentinelGo.reject': 'curCount {cur} + batchCount {batch} {cmp} allowedTokens {allowed} → {then}',
  'sentinelGo.batchZero': 'batchCount {batch} {cmp} 0 → {then}',
  'sentinelGo.thresholdPositive': 'allowedTokens {allowed} {cmp} 0 → {then}',
  'sentinelGo.batchAbove': 'batchCount {batch} {cmp} allowedTokens {allowed} → {then}',
  'sentinelGo.expired': 'lastPassedTime {last} ms + interval {interval} ms {cmp} now {now} ms → {then}',
  'sentinelGo.queue': 'estimated queueing {estimated} ms {cmp} MaxQueueingTimeMs {max} → {then}',
  'explain.concept.sentinel-go':
    "A Sentinel-Go flow rule is a calculator (Direct: the threshold; WarmUp: a lower allowance while storedTokens are above warningToken) and a checker (Reject: the window's pass sum plus the batch must not exceed the allowance; Throttling: entries spaced statInterval / allowance apart, queued up to MaxQueueingTimeMs).",
};
