/**
 * The gateway steps of "explain this decision" have their words in both languages, every placeholder filled: steps
 * of every parse outcome (raw, matched, not matched, PREFIX, missing, mode mismatch), both conversions and each
 * kind of bucket step (the hot-parameter value steps, explain/param-flow.ts), collected from small gateway scenarios.
 */
import { describe, expect, it } from 'vitest';
import { explainRequest, type Step } from '../../src/engine/explain';
import { MESSAGES, type Lang } from '../../src/ui/i18n/messages';
import { explainText } from '../../src/ui/lib/explain-text';
import { scenarioOf } from '../engine/sim/helpers';

const item = (parseStrategy: number, extra: Record<string, unknown> = {}) => ({ parseStrategy, ...extra });
const SCENARIOS = [
  // matched / not matched (EXACT), route-wide $D, refill
  {
    gatewayFlowRules: [
      { resource: 'r1', count: 4 },
      { resource: 'r1', count: 1, paramItem: item(2, { fieldName: 'X-Key', pattern: 'k1' }) },
    ],
    traffic: [
      { type: 'poisson', qps: 6, resource: 'r1', gateway: { headers: { 'X-Key': 'k1' } } },
      { type: 'poisson', qps: 3, resource: 'r1', gateway: { headers: { 'X-Key': 'k2' } } },
      { type: 'poisson', qps: 2, resource: 'r1', gateway: {} },
    ],
  },
  // PREFIX, raw client IP, pacing
  {
    gatewayFlowRules: [
      { resource: 'r1', count: 2, paramItem: item(0, { pattern: '10.', matchStrategy: 1 }) },
      { resource: 'r1', count: 2, controlBehavior: 2, maxQueueingTimeoutMs: 100, paramItem: item(1) },
    ],
    traffic: [{ type: 'poisson', qps: 8, resource: 'r1', gateway: { clientIp: '10.0.0.1', host: 'a.example' } }],
  },
  // resourceMode mismatch, THREAD grade
  {
    gatewayFlowRules: [{ resource: 'r1', grade: 0, count: 1, resourceMode: 1, paramItem: item(0) }],
    traffic: [{ type: 'poisson', qps: 5, resource: 'r1', rt: { type: 'fixed', ms: 300 }, gateway: { clientIp: 'x' } }],
  },
  {
    gatewayFlowRules: [{ resource: 'r1', grade: 0, count: 1, paramItem: item(0) }],
    traffic: [{ type: 'poisson', qps: 5, resource: 'r1', rt: { type: 'fixed', ms: 300 }, gateway: { clientIp: 'x' } }],
  },
];

function collect(): Step[] {
  const out: Step[] = [];
  for (const json of SCENARIOS) {
    const s = scenarioOf({ durationMs: 3000, ...json });
    for (let i = 0; i < 40; i++) out.push(...(explainRequest(s, 'chain:0', i)?.steps ?? []));
  }
  return out.filter((st) => st.key.startsWith('explain.gateway.') || st.key.startsWith('explain.paramFlow.'));
}

describe('gateway explanation messages', () => {
  const steps = collect();

  it('cover the parse outcomes, both conversions and the bucket kinds', () => {
    const keys = new Set(steps.map((s) => s.key));
    for (const k of [
      'explain.gateway.parsed',
      'explain.gateway.modeMismatch',
      'explain.gateway.itemMatched',
      'explain.gateway.itemNotMatched',
      'explain.gateway.itemPrefix',
      'explain.gateway.itemRaw',
      'explain.gateway.itemMissing',
      'explain.gateway.converted',
      'explain.gateway.convertedNm',
      'explain.paramFlow.newBucket',
      'explain.paramFlow.take',
      'explain.paramFlow.queue',
      'explain.paramFlow.thread',
    ])
      expect(keys, k).toContain(k);
  });

  it.each(['en', 'zh'] as const)('every step and concept has words in %s, every placeholder filled', (lang: Lang) => {
    const missing: string[] = [];
    for (const s of steps) {
      if (MESSAGES[lang][s.key] === undefined) missing.push(s.key);
      if (MESSAGES[lang][`explain.concept.${s.concept}`] === undefined) missing.push(`concept ${s.concept}`);
      const text = explainText((k) => MESSAGES[lang][k] ?? k, s.key, s.params);
      expect(text, s.key).not.toMatch(/\{\w+\}/);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
