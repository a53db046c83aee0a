/**
 * "What learners trip over": the charts' visible cues (Sentinel's 500 ms buckets and the busiest 1 s span,
 * the pacing queue, WarmUp's once-a-second token sync) and the rule editor's two verdicts (Sentinel core,
 * sentinel-dashboard). The dashboard's own messages are shown as it returns them, never translated.
 */
import type { Catalog } from './catalog';

export default {
  'cues.buckets.label': '┆ 500 ms buckets',
  'cues.buckets.title':
    'Bucket edges of passQps: Sentinel counts the last second in two 500 ms buckets aligned to the clock (every epoch ms divisible by 500)',
  'cues.busiest.label': 'busiest 1 s: {n} ({name} {limit})',
  'cues.busiest.labelPlain': 'busiest 1 s: {n}',
  'cues.busiest.term': 'busiest 1 s',
  'cues.busiest.tip.one': '{count} permit, {from}–{to}',
  'cues.busiest.tip.other': '{count} permits, {from}–{to}',
  'cues.busiest.partialShort': '(first requests only)',
  'cues.busiest.sliding':
    'passQps sums two 500 ms buckets, so a span that straddles a bucket edge can hold up to twice count.',
  'cues.queue.tail': 'queue tail',
  'cues.queue.tailTitle':
    'latestPassedTime − now at each tick end: how long the last admitted request still waits. A new request is offered latestPassedTime + costTime.',
  'cues.queue.refused': '◇ refused: its slot',
  'cues.queue.refusedTitle':
    'Each refused request at its expected time (latestPassedTime + costTime) minus its arrival: further away than maxQueueingTimeMs, so it is rejected and latestPassedTime stays as it was.',
  'cues.queue.rolledBack': '◆ rolled back',
  'cues.queue.rolledBackTitle':
    'Refused by the re-check after latestPassedTime had been advanced by costTime: Sentinel subtracted it again.',
  'cues.sync.legend': 'syncToken:',
  'cues.sync.short.0': 'refill',
  'cues.sync.short.1': 'refill: prev < {q}',
  'cues.sync.short.2': 'none: prev ≥ {q}',
  'cues.sync.short.3': 'none: at warningToken',
  'cues.sync.short.clamped': 'to 0',
  'cues.sync.0': 'refilled: below warningToken',
  'cues.sync.1': 'refilled: previous second < {q} QPS',
  'cues.sync.2': 'not refilled: previous second ≥ {q} QPS',
  'cues.sync.3': 'not refilled: exactly at warningToken',
  'cues.sync.clamped': 'clamped at 0',
  'cues.sync.capped': 'capped at maxToken',
  'cues.sync.threshold':
    'above warningToken a refill needs the previous second below (int) count / coldFactor = {q} QPS',
  'cues.sync.term': 'syncToken',
  'cues.sync.thresholdTerm': '(int) count / coldFactor',
  'cues.sync.none': 'no sync yet in this second',
  'cues.sync.tipValue': '{what} (previousPassQps {prev})',
  'cues.verdict.heading': 'Sentinel core and its dashboard',
  'cues.verdict.rule': 'Rule {i}',
  'cues.verdict.ruleNamed': 'Rule {i} ({resource})',
  'cues.verdict.core': 'Sentinel core:',
  'cues.verdict.core.loads': 'loads it',
  'cues.verdict.core.drops': 'drops it, silently ({why})',
  'cues.verdict.core.ignoresPart': 'ignores part of it ({why})',
  'cues.verdict.dashboard': 'Dashboard:',
  'cues.verdict.dash.accepts': 'accepts it',
  'cues.verdict.dash.form': 'its dialog alerts “{msg}”',
  'cues.verdict.dash.api': 'refuses it: “{msg}”',
  'cues.verdict.dash.behavior':
    'its form offers only 快速失败, Warm Up and 排队等待: controlBehavior {value} exists only in JSON',
  'cues.verdict.dash.notInForm': 'its form cannot set {field} {value}',
  'cues.verdict.dash.postAccepts': 'posted as JSON, it is added',
  'cues.verdict.dash.edit': 'saving it after an edit fails: “{msg}”',
  'cues.verdict.dash.notModelled': 'not modelled for 1.7.2 degrade rules',
  'cues.verdict.more': '… and {n} more',
} satisfies Catalog;
