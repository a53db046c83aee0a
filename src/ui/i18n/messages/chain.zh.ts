/** 简体中文 for chain.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'slot.role.NodeSelectorSlot': '选出上下文的 DefaultNode',
  'slot.role.ClusterBuilderSlot': '选出资源的 ClusterNode 和来源的节点',
  'slot.role.LogSlot': '记录被拦下的 BlockException',
  'slot.role.StatisticSlot': '统计其后各 slot 的判定结果',
  'slot.role.AuthoritySlot': '按白名单 / 黑名单检查来源',
  'slot.role.SystemSlot': '检查整个系统的入口 QPS、线程数、RT、LOAD 和 CPU 使用率',
  'slot.role.FlowSlot': '检查流控规则',
  'slot.role.DegradeSlot': '询问熔断器',

  'reason.none.formula': '没有检查拦下它',
  'reason.none.idea': '每个 slot 都放行了这个请求。',
  'reason.authorityWhite.formula': 'origin "{origin}" 不在白名单中',
  'reason.authorityWhite.idea': '授权规则 strategy 0（白名单）只允许列出的来源（limitApp）调用该资源。',
  'reason.authorityBlack.formula': 'origin "{origin}" 在黑名单中',
  'reason.authorityBlack.idea': '授权规则 strategy 1（黑名单）拒绝 limitApp 中列出的来源。',
  'reason.systemQps.formula': 'entry passQps {pass} + acquire {acquire} = {value} > qps {limit}',
  'reason.systemQps.idea':
    '系统规则的 qps（入口 QPS）限制整个应用的全部入口流量（Constants.ENTRY_NODE），所有资源合计。',
  'reason.systemThread.formula': 'entry curThreadNum {value} > maxThread {limit}',
  'reason.systemThread.idea': '系统规则的 maxThread（线程数）限制同时运行的入口调用数，所有资源合计。',
  'reason.systemRt.formula': 'entry avgRt {value} ms > avgRt {limit} ms',
  'reason.systemRt.idea': '系统规则的 avgRt（RT）：全部入口调用的平均响应时间高于它时，拒绝入口调用。',
  'reason.systemLoad.formula': '系统负载 {value} > highestSystemLoad {limit}（BBR 检查未通过）',
  'reason.systemLoad.idea':
    '负载高于 highestSystemLoad（LOAD）时，只要线程数 ≤ maxSuccessQps × minRt / 1000（BBR），Sentinel 仍然放行；这个请求到达时已超过。',
  'reason.systemCpu.formula': 'CPU 使用率 {value} > highestCpuUsage {limit}',
  'reason.systemCpu.idea': '系统规则的 highestCpuUsage（CPU 使用率，0–1）：采样到的 CPU 使用率高于它时，拒绝入口调用。',
  'reason.flow.pacing': '预计等待 {value} ms > maxQueueingTimeMs {limit}',
  'reason.flow.thread': 'curThreadNum + acquire = {value} > count {limit}',
  'reason.flow.warmUp': 'passQps + acquire = {value} > 预热中的阈值 {limit} QPS',
  'reason.flow.qps': 'passQps + acquire = {value} > count {limit}',
  'reason.flowCluster.formula': '{check}',
  'reason.flowCluster.idea':
    '流控规则（limitApp default，流控模式 直接，strategy DIRECT）读取资源的 ClusterNode：所有调用方的流量。',
  'reason.flowOrigin.formula': 'origin "{origin}"：{check}',
  'reason.flowOrigin.idea': '流控规则针对这个调用方（limitApp = origin，或 other）：读取该来源自己的节点。',
  'reason.flowRelate.formula': 'refResource：{check}',
  'reason.flowRelate.idea':
    '流控模式 关联（RELATE）：规则读取另一个资源（refResource）的 ClusterNode，那个资源繁忙时限制这个资源。',
  'reason.flowChain.formula': 'context "{context}"：{check}',
  'reason.flowChain.idea':
    '流控模式 链路（CHAIN）：规则只统计从入口上下文 refResource 进入的调用（这个上下文的 DefaultNode）。',
  'reason.legacyCut.formula': '规则已降级{measured}：重置任务运行前拒绝所有调用',
  'reason.legacyCut.idea':
    'Sentinel 1.7 的降级规则没有熔断器：检查一旦触发，所有调用都被拒绝，直到 timeWindow 秒后重置任务解除降级——没有半开探测。',
  'reason.legacyCut.measured': '（{name} {value} ≥ count {limit}）',
  'reason.legacyCut.grade0': '平均 RT',
  'reason.legacyCut.grade1': '异常比例',
  'reason.legacyCut.grade2': '异常数',
  'reason.degradeOpen.formula': '熔断器 OPEN：重试时间之前拒绝所有调用',
  'reason.degradeOpen.idea':
    'OPEN 状态的熔断器拒绝所有调用，直到 recoveryTimeoutMs 过去，再放一个探测请求通过。{numbers}',
  'reason.degradeHalfOpen.formula': '熔断器 HALF_OPEN：探测请求尚未返回，这次调用被拒绝',
  'reason.degradeHalfOpen.idea': '半开时熔断器只放一个探测请求通过；它的结果决定熔断器关闭还是再次打开。{numbers}',
  'reason.degrade.numbers': '它的{name}为 {value}{against}。',
  'reason.degrade.against': '，阈值 {threshold} {limit}',
  'reason.degrade.slowRatio': '慢调用比例',
  'reason.degrade.errorRatio': '异常比例',
  'reason.degrade.errorCount': '异常数',
  'reason.degrade.value': '值',
  'reason.priorityWait.formula': 'prioritized：占用下一个时间窗口的配额，等待后通过（PriorityWaitException）',
  'reason.priorityWait.idea':
    'FlowSlot 的 PriorityWaitException 让请求等待后通过并直接退出调用链，所以 DegradeSlot 看不到它。',
  'chain.summary.priority': '等待 {wait} ms 后经 PriorityWaitException 通过 FlowSlot；未到达 DegradeSlot',
  'chain.summary.waited': '等待 {wait} ms 后通过全部 slot',
  'chain.summary.passed': '通过全部 slot',
} satisfies Catalog;
