/**
 * "Explain this decision" in the UI: every step an explanation can produce has its words in both languages, with
 * every placeholder filled; numbers are shown as the engine's exact values; the request shown is the picked one
 * while the cursor stays, else the one at the cursor; a click hits the nearest mark.
 */
import { describe, expect, it } from 'vitest';
import { explainRequest, type Step } from '../../src/engine/explain';
import { defaultScenario } from '../../src/engine/scenario';
import { MESSAGES, type Lang } from '../../src/ui/i18n/messages';
import { engineNumber, explainParts, explainSegments, explainText } from '../../src/ui/lib/explain-text';
import { hitRequest, requestAtCursor, selectedRequest } from '../../src/ui/lib/selected-request';
import {
  explainDegradeTrace,
  explainFlowTrace,
  explainGuavaTrace,
  explainTraceThroughChain,
  loadTraces,
} from '../engine/explain/traces';

const lookup = (lang: Lang) => (key: string) => MESSAGES[lang][key] ?? key;

/**
 * Steps of every kind — the hand-written traces of each family, alone and through the chain, and the default
 * scenario — one per key, params and branch words (the random traces add numbers, not kinds of steps).
 */
function collectSteps(): Step[] {
  const seen = new Map<string, Step>();
  const keep = (s: Step) => {
    const words = Object.entries(s.params).map(([k, v]) => (typeof v === 'string' ? `${k}=${v}` : k));
    const sig = `${s.key} ${s.concept} ${words.sort().join(',')}`;
    if (!seen.has(sig)) seen.set(sig, s);
  };
  const add = (rows: { explanation: { steps: Step[] } }[]) => rows.forEach((r) => r.explanation.steps.forEach(keep));
  for (const t of loadTraces('sentinel-flow').filter((t) => !t.name.startsWith('random-'))) {
    add(explainFlowTrace(t));
    add(explainTraceThroughChain(t, 'flow'));
  }
  for (const t of loadTraces('sentinel-degrade')) {
    add(explainDegradeTrace(t));
    add(explainTraceThroughChain(t, 'degrade'));
  }
  for (const t of loadTraces('guava')) add(explainGuavaTrace(t));
  const s = defaultScenario();
  for (const id of ['sentinel:0', 'guava:0', 'chain:0']) explainRequest(s, id, 400)!.steps.forEach(keep);
  return [...seen.values()];
}

describe('explanation messages', () => {
  const steps = collectSteps();
  const byKey = new Map<string, Step>();
  for (const s of steps) if (!byKey.has(s.key)) byKey.set(s.key, s);

  it('cover many kinds of steps', () => {
    expect(byKey.size).toBeGreaterThan(45);
  });

  it.each(['en', 'zh'] as const)(
    'every step, concept and branch word exists in %s, every placeholder filled',
    (lang) => {
      const missing: string[] = [];
      const unfilled: string[] = [];
      for (const s of steps) {
        if (MESSAGES[lang][s.key] === undefined) missing.push(s.key);
        if (MESSAGES[lang][`explain.concept.${s.concept}`] === undefined) missing.push(`concept ${s.concept}`);
        for (const v of Object.values(s.params)) {
          if (typeof v === 'string' && v.startsWith('@') && MESSAGES[lang][v.slice(1)] === undefined) missing.push(v);
        }
        const text = explainText(lookup(lang), s.key, s.params);
        if (/\{\w+\}/.test(text)) unfilled.push(`${s.key}: ${text}`);
      }
      expect([...new Set(missing)]).toEqual([]);
      expect([...new Set(unfilled)].slice(0, 5)).toEqual([]);
    },
  );
});

describe('explainParts', () => {
  const messages: Record<string, string> = {
    'k.compare': '`passQps {p} + acquire {a} {cmp} {limitName} {limit}` → {then}',
    'k.block': 'block',
    'k.wait': 'wait {waitMs} ms, then pass',
    'k.capped': ' (capped at `maxToken {max}`)',
    'k.sync': 'refill → {refilled}{capped}',
  };
  const look = (k: string) => messages[k] ?? k;

  it('fills numbers readably (the exact value as the tooltip), translates @ params, keeps formulas as code', () => {
    const params = { p: 12, a: 1, cmp: '>', limitName: 'warningQps', limit: 12.658227848101268, then: '@k.block' };
    expect(explainText(look, 'k.compare', params)).toBe('passQps 12 + acquire 1 > warningQps 12.66 → block');
    const parts = explainParts(look, 'k.compare', params);
    expect(parts.filter((x) => x.num).map((x) => x.full)).toEqual(['12', '1', '12.658227848101268']);
    expect(parts.at(-1)).toEqual({ text: 'block', code: false });
    const segs = explainSegments(look, 'k.compare', params);
    expect(segs.map((s) => s.code)).toEqual([true, false]);
  });

  it('a nested message keeps its own code span and the same params; an empty param adds nothing', () => {
    expect(explainText(look, 'k.sync', { refilled: 200, capped: '@k.capped', max: 200 })).toBe(
      'refill → 200 (capped at maxToken 200)',
    );
    expect(explainParts(look, 'k.sync', { refilled: 200, capped: '@k.capped', max: 200 }).at(-2)).toMatchObject({
      code: true,
      num: true,
    });
    expect(explainText(look, 'k.sync', { refilled: 150, capped: '' })).toBe('refill → 150');
  });

  it('the real messages: the WarmUp comparison, in English and 中文', () => {
    const params = {
      passQps: 9,
      acquire: 1,
      cmp: '≤',
      limitName: 'warningQps',
      limit: 10.000000000000002,
      then: '@explain.then.pass',
    };
    // the comparison's sides would both read "10": the limit is shown until they differ (Math.nextUp's doing)
    const check = { lhs: 10, op: '<=' as const, rhs: 10.000000000000002, yes: 'pass' as const, no: 'block' as const };
    expect(explainText(lookup('en'), 'explain.warmUp.compare', params, check)).toBe(
      'passQps 9 + acquire 1 ≤ warningQps 10.000000000000002 → pass',
    );
    expect(explainText(lookup('zh'), 'explain.warmUp.compare', params, check)).toBe(
      'passQps 9 + acquire 1 ≤ warningQps 10.000000000000002 → 通过',
    );
    // without the comparison's sides to tell apart, the limit reads in 4 significant digits
    expect(explainText(lookup('en'), 'explain.warmUp.compare', params)).toBe(
      'passQps 9 + acquire 1 ≤ warningQps 10 → pass',
    );
  });

  it('two different numbers of one step never read the same', () => {
    const m: Record<string, string> = { 'k.burst': 'excess {excess} {cmp} burst {burst}' };
    expect(explainText((k) => m[k] ?? k, 'k.burst', { excess: 12.001, cmp: '>', burst: 12 })).toBe(
      'excess 12.001 > burst 12',
    );
    expect(
      explainText((k) => m[k] ?? k, 'k.burst', { excess: 4.440892098500626e-15, cmp: '<', burst: 0.6666600000000045 }),
    ).toBe('excess 0 < burst 0.6667');
  });
});

describe('engineNumber', () => {
  it('shows the double exactly, groups long integers, and prints NaN and infinities as Java does', () => {
    expect(engineNumber(10.000000000000002)).toBe('10.000000000000002');
    expect(engineNumber(0.001)).toBe('0.001');
    expect(engineNumber(1500)).toBe('1500');
    expect(engineNumber(1_333_333_332)).toBe('1\u202f333\u202f333\u202f332');
    expect(engineNumber(117115.91999999998)).toBe('117\u202f115.91999999998');
    expect(engineNumber(-5)).toBe('−5');
    expect(engineNumber(NaN)).toBe('NaN');
    expect(engineNumber(Infinity)).toBe('Infinity');
    expect(engineNumber(2 ** 63)).toBe('9223372036854776000'.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f'));
  });
});

describe('which request is explained', () => {
  const tMs = [100, 200, 200, 300];
  it('the last arrival at or before the cursor, or -1 before the first', () => {
    expect(requestAtCursor(tMs, 4, 50)).toBe(-1);
    expect(requestAtCursor(tMs, 4, 200)).toBe(2);
    expect(requestAtCursor(tMs, 4, 299.5)).toBe(2);
    expect(requestAtCursor(tMs, 4, 1e6)).toBe(3);
  });
  it('a pin holds while the cursor stays where it was picked, for that limiter only', () => {
    const pin = { limiterId: 'sentinel:0', index: 1, tMs: 200, atMs: 200 };
    expect(selectedRequest(pin, 'sentinel:0', tMs, 4, 200)).toBe(1);
    expect(selectedRequest(pin, 'sentinel:0', tMs, 4, 300)).toBe(3); // the clock moved on
    expect(selectedRequest(pin, 'guava:0', tMs, 4, 200)).toBe(2); // another limiter on screen
    expect(selectedRequest({ ...pin, index: 9 }, 'sentinel:0', tMs, 4, 200)).toBe(2); // gone from the log
    expect(selectedRequest({ ...pin, tMs: 150 }, 'sentinel:0', tMs, 4, 200)).toBe(2); // a re-run moved it
    expect(selectedRequest(null, 'sentinel:0', tMs, 4, 200)).toBe(2);
  });
});

describe('hitRequest', () => {
  // x = t / 10 px, y = 100 − wait px, blocked (2) in a lane at y 5
  const marks = {
    tMs: [100, 200, 200, 400],
    waitMs: [0, 50, 0, 0],
    outcome: [0, 1, 2, 0],
    count: 4,
    x: (t: number) => t / 10,
    invertX: (px: number) => px * 10,
    y: (w: number) => 100 - w,
    laneY: 5,
    laneOutcome: 2,
  };
  it('finds the nearest mark within the radius, by both coordinates', () => {
    expect(hitRequest(marks, 10, 100)).toBe(0);
    expect(hitRequest(marks, 21, 51)).toBe(1); // the waited one, 50 ms up
    expect(hitRequest(marks, 20, 6)).toBe(2); // the blocked one, in the lane
    expect(hitRequest(marks, 30, 100)).toBe(-1); // nothing within 6 px
    expect(hitRequest(marks, 40, 108)).toBe(-1);
    expect(hitRequest(marks, 40, 104)).toBe(3);
  });
});
