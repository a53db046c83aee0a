/** The `sentinel-go` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.sentinel-go': 'Sentinel-Go 流控规则（core/flow）',
  'sentinelGo.ignored': 'LoadRules 丢弃了该规则（{reason}）：没有控制器，所有请求都通过',
  'sentinelGo.direct': 'DirectTrafficShapingCalculator：allowedTokens = Threshold = {allowed}',
  'sentinelGo.sync':
    '第 {second} 秒的 syncToken：storedTokens {before} → 冷却后 {cooled} − int64(previousQps {previousQps}) = {deducted} → {after}',
  'sentinelGo.noSync': '与上次同步在同一秒：storedTokens 仍为 {stored}',
  'sentinelGo.belowWarning': 'restToken {rest} 低于 warningToken：allowedTokens = Threshold = {allowed}',
  'sentinelGo.aboveWarning':
    'restToken {rest} ≥ warningToken {warningToken}：aboveToken {above}，allowedTokens = 1 / (aboveToken · slope + 1 / Threshold) = {allowed}',
  'sentinelGo.reject': 'curCount {cur} + batchCount {batch} {cmp} allowedTokens {allowed} → {then}',
  'sentinelGo.batchZero': 'batchCount {batch} {cmp} 0 → {then}',
  'sentinelGo.thresholdPositive': 'allowedTokens {allowed} {cmp} 0 → {then}',
  'sentinelGo.batchAbove': 'batchCount {batch} {cmp} allowedTokens {allowed} → {then}',
  'sentinelGo.expired': 'lastPassedTime {last} ms + interval {interval} ms {cmp} now {now} ms → {then}',
  'sentinelGo.queue': '预计排队 {estimated} ms {cmp} MaxQueueingTimeMs {max} → {then}',
  'sentinelGo.whyReject': 'curCount {cur} + {batch} {op} allowedTokens {allowed}',
  'sentinelGo.whyThrottling': '间隔 {interval} ms（allowedTokens {allowed}）；等待 {wait} ms',
  'sentinelGo.whyNone': '没有加载规则',
  'sentinelGo.ideaReject': 'Reject 用窗口（纪元时钟上的 500 ms 桶）内的通过数与阈值比较。',
  'sentinelGo.ideaWarmUp':
    'WarmUp 从冷启动开始：第一次调用时 storedTokens 填满到 maxToken，所以起初只通过 Threshold / coldFactor。',
  'sentinelGo.ideaThrottling':
    'Throttling 让请求间隔 ceil(batch / Threshold · StatIntervalInMs)，最多排队 MaxQueueingTimeMs。',
  'sentinelGo.ideaBatch': 'Throttling 直接拒绝大于阈值的批量请求，阻塞消息为空。',
  'sentinelGo.ideaNone': 'LoadRules 拒绝的规则会被丢弃：不做任何限制。',
  'sentinelGo.bucket': 'storedTokens（WarmUp）',
  'sentinelGo.noCurve': 'Direct 规则没有预热曲线。',
  'sentinelGo.noCurveWarm': '预热期的允许量显示在 QPS 图上（limitQps）。',
  'sentinelGo.threshold': '每个 StatIntervalInMs 的通过数',
  'sentinelGo.statIntervalInMs': '阈值统计的窗口',
  'sentinelGo.maxQueueingTimeMs': 'Throttling 最长等待',
  'sentinelGo.warmUpPeriodSec': '预热时长',
  'sentinelGo.warmUpColdFactor': '冷启动因子（≤ 1 时为 3）',
  'sentinelGo.state.window': '规则窗口内的通过数（GetSum）',
  'sentinelGo.state.tokens': 'WarmUp 的 storedTokens',
  'explain.concept.sentinel-go':
    'Sentinel-Go 的流控规则由计算器（Direct：阈值；WarmUp：storedTokens 高于 warningToken 时允许量更低）和检查器组成（Reject：窗口内通过数加本批不得超过允许量；Throttling：请求间隔 statInterval / 允许量，最多排队 MaxQueueingTimeMs）。',
};
