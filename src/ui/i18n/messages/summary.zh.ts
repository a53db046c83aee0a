/** 每个限流器的一行说明（光标处面板、CSV 导出的表头）：summary.ts 的中文，键相同。 */
import type { Catalog } from './catalog';

export default {
  'phrase.separator': '、',

  'summary.rule': '规则 {index}（{resource}）：{what}',
  'summary.rule.none': '规则 {index}（{resource}）：{why}，所以每个请求都通过',
  'summary.rule.dropped': '被 Sentinel 丢弃（{issues}）',
  'summary.noFlowRule': '没有流控规则',
  'summary.rule.invalid': '规则无效',
  'summary.rule.throws': '未加载：控制器抛出异常（{error}）',
  'summary.rule.noModule': '没有限流器模块对应 `{className}`',
  'summary.rule.clusterNoFallback': '集群模式，没有 Token Server，且 `fallbackToLocalWhenFail` 为 false：规则不生效',
  'summary.rule.limitApp': '`limitApp` "{limitApp}" 只限制该来源的调用方，而模拟的请求不带来源',
  'summary.rule.strategy': '`strategy` {strategy}（`refResource` "{refResource}"）没有为这些请求选中统计节点',
  'summary.qps.default': 'QPS，`count` {count}，超出即快速失败',
  'summary.qps.warmUp': 'QPS，`count` {count}，`{behavior}`：预热 {warmUpPeriodSec} s，`coldFactor` {coldFactor}',
  'summary.qps.pacing': 'QPS，`count` {count}，`{behavior}`：每 {cost} 放行一个，排队 ≤ {maxQueueingTimeMs} ms',
  'summary.qps.warmUpPacing':
    'QPS，`count` {count}，`{behavior}`：预热 {warmUpPeriodSec} s，排队 ≤ {maxQueueingTimeMs} ms',
  'summary.thread': '线程数，`count` {count}',

  'summary.chain': '所有 Sentinel 规则一起（Slot 链）：{rules}',
  'summary.chain.none': '没有加载任何规则',
  'summary.chain.flow.one': '{count} 条流控规则',
  'summary.chain.flow.other': '{count} 条流控规则',
  'summary.chain.degrade.one': '{count} 条熔断规则',
  'summary.chain.degrade.other': '{count} 条熔断规则',
  'summary.chain.authority.one': '{count} 条授权规则',
  'summary.chain.authority.other': '{count} 条授权规则',
  'summary.chain.system.one': '{count} 条系统规则',
  'summary.chain.system.other': '{count} 条系统规则',
  'summary.chain.paramFlow.one': '{count} 条热点规则',
  'summary.chain.paramFlow.other': '{count} 条热点规则',
  'summary.chain.gatewayFlow.one': '{count} 条网关流控规则',
  'summary.chain.gatewayFlow.other': '{count} 条网关流控规则',

  'summary.guava.bursty': 'Guava {index}：`SmoothBursty` {permitsPerSecond}/s，突发 {maxBurstSeconds} s，{call}',
  'summary.guava.warmingUp': 'Guava {index}：`SmoothWarmingUp` {permitsPerSecond}/s，预热 {warmupMs} ms，{call}',
  'summary.guava.acquire': '`acquire(permits)`',
  'summary.guava.tryAcquire': '`tryAcquire(permits, {timeoutMs}, MILLISECONDS)`',
} satisfies Catalog;
