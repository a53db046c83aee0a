/**
 * The limiter picker: which rule or Guava limiter the page shows, and how choosing one edits
 * the scenario (Sentinel `controlBehavior` / `grade`, or the Guava limiter's `type`). The slot
 * chain is a view of every Sentinel rule at once: choosing it edits no rule.
 */
import type { Scenario } from '../../engine/scenario';

export type LimiterChoice =
  | 'sentinel-0'
  | 'sentinel-1'
  | 'sentinel-2'
  | 'sentinel-3'
  | 'sentinel-thread'
  | 'sentinel-chain'
  | 'guava-bursty'
  | 'guava-warmingUp';

/** `labelKey`: the option's words (messages/labels.ts); Sentinel's own names stay in both languages. */
export const CHOICES: readonly { value: LimiterChoice; group: 'Sentinel' | 'Guava'; labelKey: string }[] = (
  [
    ['sentinel-0', 'Sentinel'],
    ['sentinel-1', 'Sentinel'],
    ['sentinel-2', 'Sentinel'],
    ['sentinel-3', 'Sentinel'],
    ['sentinel-thread', 'Sentinel'],
    ['sentinel-chain', 'Sentinel'],
    ['guava-bursty', 'Guava'],
    ['guava-warmingUp', 'Guava'],
  ] as const
).map(([value, group]) => ({ value, group, labelKey: `limiter.${value}` }));

export function currentChoice(s: Scenario): LimiterChoice {
  const sel = s.view?.limiter ?? { kind: 'sentinel', index: 0 };
  if (sel.kind === 'chain') return 'sentinel-chain';
  if (sel.kind === 'guava') {
    const g = Array.isArray(s.guava) ? s.guava[sel.index] : undefined;
    return g?.type === 'bursty' ? 'guava-bursty' : 'guava-warmingUp';
  }
  const rule = Array.isArray(s.rules) ? s.rules[sel.index] : undefined;
  if (!rule) return 'sentinel-0';
  if (rule.grade === 0) return 'sentinel-thread';
  const b = rule.controlBehavior;
  return b === 1 || b === 2 || b === 3 ? (`sentinel-${b}` as LimiterChoice) : 'sentinel-0';
}

const DEFAULT_RULE = {
  resource: 'demo',
  limitApp: 'default',
  grade: 1,
  count: 20,
  strategy: 0,
  controlBehavior: 0,
  warmUpPeriodSec: 10,
  maxQueueingTimeMs: 500,
  clusterMode: false,
  regex: false,
};

/** The scenario with `choice` selected (and the rule or limiter adjusted to it). */
export function applyChoice(s: Scenario, choice: LimiterChoice): Scenario {
  // the chain runs the rules as they are; its sliders edit flow rule 0 and degrade rule 0
  if (choice === 'sentinel-chain') return { ...s, view: { ...s.view, limiter: { kind: 'chain', index: 0 } } };
  if (choice.startsWith('guava')) {
    const type = choice === 'guava-bursty' ? 'bursty' : 'warmingUp';
    const list = Array.isArray(s.guava) ? s.guava : [];
    const old = list[0];
    const firstRule = Array.isArray(s.rules) ? s.rules[0] : undefined;
    const rate = old?.permitsPerSecond ?? firstRule?.count ?? 20;
    const timeout = old ? old.tryAcquireTimeoutMs : 0;
    const g =
      type === 'bursty'
        ? {
            type,
            permitsPerSecond: rate,
            maxBurstSeconds: old?.type === 'bursty' ? old.maxBurstSeconds : 1,
            tryAcquireTimeoutMs: timeout,
          }
        : {
            type,
            permitsPerSecond: rate,
            warmupPeriodMs: old?.type === 'warmingUp' ? old.warmupPeriodMs : 10_000,
            coldFactor: old?.type === 'warmingUp' ? old.coldFactor : 3,
            tryAcquireTimeoutMs: timeout,
          };
    const guava = [g, ...list.slice(1)] as Scenario['guava'];
    return { ...s, guava, view: { ...s.view, limiter: { kind: 'guava', index: 0 } } };
  }
  const index = s.view?.limiter?.kind === 'sentinel' ? s.view.limiter.index : 0;
  const rules = Array.isArray(s.rules) ? s.rules.slice() : [];
  const rule = { ...DEFAULT_RULE, ...(rules[index] ?? {}) };
  if (choice === 'sentinel-thread') {
    rule.grade = 0;
    rule.controlBehavior = 0;
  } else {
    rule.grade = 1;
    rule.controlBehavior = Number(choice.slice('sentinel-'.length));
  }
  rules[rules[index] ? index : 0] = rule as Scenario['rules'][number];
  return { ...s, rules, view: { ...s.view, limiter: { kind: 'sentinel', index: rules[index] ? index : 0 } } };
}
