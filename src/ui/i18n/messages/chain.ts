/**
 * The slot chain: what each slot does, and why a slot stopped a request (lib/slot-explain.ts); the slot-chain
 * view's own words are a lazy group (chain-view.ts). Slot, exception and rule-field names are Sentinel's and stay in both
 * languages; formulas keep their code and translate only the words around it.
 */
import type { Catalog } from './catalog';

export default {
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
  'reason.systemThread.idea': 'The system rule’s maxThread caps the inbound calls running at once, over all resources.',
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
  'chain.summary.priority': 'passed FlowSlot by PriorityWaitException after waiting {wait} ms; DegradeSlot not reached',
  'chain.summary.waited': 'passed all slots after waiting {wait} ms',
  'chain.summary.passed': 'passed all slots',
} satisfies Catalog;
