/**
 * The slot chain: the slot-chain view, what each slot does, and why a slot stopped a request
 * (lib/slot-explain.ts). Slot, exception and rule-field names are Sentinel's and stay in both
 * languages; formulas keep their code and translate only the words around it.
 */
import type { Messages } from './index';

export default {
  en: {
    'chain.title': 'Slot chain',
    'chain.request': 'request #{n} at {time}:',
    'chain.probe': 'probe',
    'chain.probe.title': 'admitted as the half-open probe of a circuit breaker',
    'chain.who': 'resource `{resource}` · origin `{origin}` · context `{context}`',
    'chain.noOrigin': '(none)',
    'chain.list': 'Slots request #{n} went through, in order',
    'chain.list.empty': 'Sentinel’s slots, in order',
    'chain.status.passed': 'passed',
    'chain.status.stopped': 'stopped the request',
    'chain.status.notReached': 'not reached',
    'chain.noData': 'This run has no slot-chain data.',
    'chain.noRequest': 'No request has arrived yet.',
    'chain.threw': '`{slot}` threw `{exception}`',
    'chain.notLoaded': '(not loaded)',
    'chain.rule': 'rule {index}',
    'chain.asProbe': ', as the half-open probe',
    'chain.flowChecked.none': 'No flow rule applied to it.',
    'chain.flowChecked.one': '{n} flow rule checked it.',
    'chain.flowChecked.other': '{n} flow rules checked it.',
    'chain.totals': 'Stopped over the run:',
    'chain.summary.priority':
      'passed FlowSlot by PriorityWaitException after waiting {wait} ms; DegradeSlot not reached',
    'chain.summary.waited': 'passed all slots after waiting {wait} ms',
    'chain.summary.passed': 'passed all slots',

    'slot.role.NodeSelectorSlot': 'picks the context’s DefaultNode',
    'slot.role.ClusterBuilderSlot': 'picks the resource’s ClusterNode and the origin’s node',
    'slot.role.LogSlot': 'logs block exceptions',
    'slot.role.StatisticSlot': 'counts the verdict of the slots after it',
    'slot.role.AuthoritySlot': 'checks the origin against white / black lists',
    'slot.role.SystemSlot': 'checks the whole system’s QPS, threads, RT, load and CPU',
    'slot.role.FlowSlot': 'checks the flow rules',
    'slot.role.DegradeSlot': 'asks the circuit breakers',

    'reason.none.formula': 'no check stopped it',
    'reason.none.idea': 'Every slot let the request through.',
    'reason.authorityWhite.formula': 'origin "{origin}" is not on the white list',
    'reason.authorityWhite.idea':
      'An authority rule with strategy 0 (white list) lets only the listed origins (limitApp) call the resource.',
    'reason.authorityBlack.formula': 'origin "{origin}" is on the black list',
    'reason.authorityBlack.idea':
      'An authority rule with strategy 1 (black list) rejects the origins listed in limitApp.',
    'reason.systemQps.formula': 'entry passQps {pass} + acquire {acquire} = {value} > qps {limit}',
    'reason.systemQps.idea':
      'The system rule’s qps caps all inbound traffic of the application (Constants.ENTRY_NODE), every resource together.',
    'reason.systemThread.formula': 'entry curThreadNum {value} > maxThread {limit}',
    'reason.systemThread.idea':
      'The system rule’s maxThread caps the inbound calls running at once, over all resources.',
    'reason.systemRt.formula': 'entry avgRt {value} ms > avgRt {limit} ms',
    'reason.systemRt.idea':
      'The system rule’s avgRt rejects inbound calls while the average response time of all of them is above it.',
    'reason.systemLoad.formula': 'system load {value} > highestSystemLoad {limit} (BBR check failed)',
    'reason.systemLoad.idea':
      'Above highestSystemLoad, Sentinel still admits while threads ≤ maxSuccessQps × minRt / 1000 (BBR); this request came when they were not.',
    'reason.systemCpu.formula': 'cpu usage {value} > highestCpuUsage {limit}',
    'reason.systemCpu.idea':
      'The system rule’s highestCpuUsage (0–1) rejects inbound calls while the sampled CPU usage is above it.',
    'reason.flow.pacing': 'expected wait {value} ms > maxQueueingTimeMs {limit}',
    'reason.flow.thread': 'curThreadNum + acquire = {value} > count {limit}',
    'reason.flow.warmUp': 'passQps + acquire = {value} > warm-up limit {limit} QPS',
    'reason.flow.qps': 'passQps + acquire = {value} > count {limit}',
    'reason.flowCluster.formula': '{check}',
    'reason.flowCluster.idea':
      'The flow rule (limitApp default, strategy DIRECT) read the resource’s ClusterNode: the traffic of every caller.',
    'reason.flowOrigin.formula': 'origin "{origin}": {check}',
    'reason.flowOrigin.idea':
      'The flow rule is for this caller (limitApp = origin, or other): it read the origin’s own node.',
    'reason.flowRelate.formula': 'refResource: {check}',
    'reason.flowRelate.idea':
      'Strategy RELATE: the rule reads another resource’s ClusterNode (refResource) and limits this one when that one is busy.',
    'reason.flowChain.formula': 'context "{context}": {check}',
    'reason.flowChain.idea':
      'Strategy CHAIN: the rule counts only calls entering through its refResource context (this context’s DefaultNode).',
    'reason.legacyCut.formula': 'rule cut{measured}: rejects until the reset task runs',
    'reason.legacyCut.idea':
      'A Sentinel 1.7 degrade rule has no circuit breaker: once its check trips, every call is rejected until a reset task clears the cut timeWindow seconds later — no half-open probe.',
    'reason.legacyCut.measured': ' ({name} {value} ≥ count {limit})',
    'reason.legacyCut.grade0': 'average RT',
    'reason.legacyCut.grade1': 'exception ratio',
    'reason.legacyCut.grade2': 'exception count',
    'reason.degradeOpen.formula': 'breaker OPEN: rejects until the retry time',
    'reason.degradeOpen.idea':
      'An OPEN breaker rejects every call until recoveryTimeoutMs has passed, then lets one probe through.{numbers}',
    'reason.degradeHalfOpen.formula': 'breaker HALF_OPEN: its probe is still out, so this call is rejected',
    'reason.degradeHalfOpen.idea':
      'Half-open, a breaker lets exactly one probe through; its result closes the breaker or opens it again.{numbers}',
    'reason.degrade.numbers': ' Its {name} was {value}{against}.',
    'reason.degrade.against': ' against {threshold} {limit}',
    'reason.degrade.slowRatio': 'slow ratio',
    'reason.degrade.errorRatio': 'error ratio',
    'reason.degrade.errorCount': 'error count',
    'reason.degrade.value': 'value',
    'reason.priorityWait.formula':
      'prioritized: borrows quota of the next window, waits then passes (PriorityWaitException)',
    'reason.priorityWait.idea':
      'FlowSlot’s PriorityWaitException admits the request after a wait and unwinds the chain, so DegradeSlot never sees it.',
  },
  zh: {
    'chain.title': 'Slot 链',
    'chain.request': '请求 #{n}，{time}：',
    'chain.probe': '探测',
    'chain.probe.title': '作为熔断器半开状态的探测请求被放行',
    'chain.who': '资源 `{resource}` · 来源 `{origin}` · 上下文 `{context}`',
    'chain.noOrigin': '（无）',
    'chain.list': '请求 #{n} 依次经过的 slot',
    'chain.list.empty': 'Sentinel 的各个 slot，按顺序',
    'chain.status.passed': '通过',
    'chain.status.stopped': '拦下了请求',
    'chain.status.notReached': '未到达',
    'chain.noData': '这次运行没有 slot 链数据。',
    'chain.noRequest': '还没有请求到达。',
    'chain.threw': '`{slot}` 抛出 `{exception}`',
    'chain.notLoaded': '（未加载）',
    'chain.rule': '规则 {index}',
    'chain.asProbe': '，作为半开探测请求',
    'chain.flowChecked.none': '没有流控规则作用于它。',
    'chain.flowChecked.one': '{n} 条流控规则检查了它。',
    'chain.flowChecked.other': '{n} 条流控规则检查了它。',
    'chain.totals': '整个运行中被拦下：',
    'chain.summary.priority': '等待 {wait} ms 后经 PriorityWaitException 通过 FlowSlot；未到达 DegradeSlot',
    'chain.summary.waited': '等待 {wait} ms 后通过全部 slot',
    'chain.summary.passed': '通过全部 slot',

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
    'reason.systemCpu.idea':
      '系统规则的 highestCpuUsage（CPU 使用率，0–1）：采样到的 CPU 使用率高于它时，拒绝入口调用。',
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
  },
} satisfies Messages;
