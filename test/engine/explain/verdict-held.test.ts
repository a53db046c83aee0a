/**
 * Explanations held to their verdicts, for EVERY limiter module (the registry is iterated, so a module added
 * later is covered): random scenarios with the module chosen as the picker chooses it (and its choice controls
 * set at random), then for requests of each outcome —
 *   - the explanation's verdict is the run's (outcome and wait), and its shown comparisons give it back;
 *   - nothing is compared after the comparison that decided (a blocked request is not then "→ pass"ed);
 *   - each comparison's words are rendered from its data (the shown operator and branch are the check's own),
 *     in English and 中文, with no placeholder left and no float noise;
 *   - the one-line "Why?" has no placeholder left, no float noise, and says ∞ only where a value of that
 *     request (its logged columns, the limiter's constants) is infinite.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainRequest, holds, verdictFromSteps, type Explanation } from '../../../src/engine/explain';
import { shownOp } from '../../../src/engine/explain/types';
import { allShownModules, type ShownModule } from '../../../src/ui/limiters/views';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { Outcome, type LimiterResult } from '../../../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../../../src/engine/sim/simulate';
import { translator } from '../../../src/ui/i18n/lang';
import { MESSAGES } from '../../../src/ui/i18n/messages';
import { explainParts, numberTexts } from '../../../src/ui/lib/explain-text';
import { explain as whyOf } from '../../../src/ui/lib/why';

const LANGS = (['en', 'zh'] as const).map((name) => ({ name, tr: translator(name), catalog: MESSAGES[name] }));

/** A traffic mix that passes, waits and blocks within a few seconds, against a rule of random count. */
const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    durationMs: fc.integer({ min: 800, max: 3000 }),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    count: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0.5, max: 40, noNaN: true })),
    qps: fc.integer({ min: 5, max: 150 }),
    acquire: fc.integer({ min: 1, max: 3 }),
    burst: fc.integer({ min: 0, max: 40 }),
  })
  .map(({ durationMs, seed, count, qps, acquire, burst }) => {
    const r = parseScenario({
      version: 1,
      durationMs,
      seed,
      rules: [{ resource: 'demo', count, grade: 1, controlBehavior: 0, maxQueueingTimeMs: 300, warmUpPeriodSec: 2 }],
      traffic: [{ type: 'poisson', qps, acquire }],
      injections: burst > 0 ? [{ atMs: Math.floor(durationMs / 3), count: burst, spreadMs: 0 }] : [],
    });
    if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
    return r.value;
  });

/** The scenario with `m` chosen, each of its choice controls set to a random option on its items. */
function withModule(m: ShownModule, base: Scenario, pick: number): Scenario {
  let s = m.choice!.apply(base);
  const type = m.config?.type;
  if (type !== undefined && m.choiceControls.length > 0 && s.limiters !== undefined) {
    const limiters = s.limiters.map((item) => {
      if (item.type !== type) return item;
      let out: Record<string, unknown> = { ...item };
      m.choiceControls.forEach((c, k) => {
        const option = c.options[(pick + k) % c.options.length];
        out = setPath(out, c.path, option.value);
        for (const [key, v] of Object.entries(option.also ?? {})) {
          if (v === undefined) delete out[key];
          else if (!(key in out) || out[key] === null) out[key] = v;
        }
      });
      return out as typeof item;
    });
    const r = parseScenario({ ...s, limiters });
    if (r.ok) s = r.value;
  }
  return s;
}

function setPath(o: Record<string, unknown>, path: readonly string[], v: unknown): Record<string, unknown> {
  if (path.length === 1) return { ...o, [path[0]]: v };
  const inner = (o[path[0]] ?? {}) as Record<string, unknown>;
  return { ...o, [path[0]]: setPath(inner, path.slice(1), v) };
}

/** A few requests of each outcome, and a few spread over the log. */
function sample(lim: LimiterResult): number[] {
  const { count, outcome } = lim.requests;
  const picks = new Set<number>();
  for (const o of [Outcome.Passed, Outcome.Waited, Outcome.Blocked]) {
    const all: number[] = [];
    for (let i = 0; i < count; i++) if (outcome[i] === o) all.push(i);
    for (const i of [all[0], all[1], all[all.length - 1]]) if (i !== undefined) picks.add(i);
  }
  for (let k = 0; k < 3 && count > 0; k++) picks.add(Math.floor((k * (count - 1)) / 2));
  return [...picks];
}

/**
 * Float noise as a person would see it: an exponent, NaN/undefined, a placeholder, or more digits than a double
 * has (an explanation may show up to 17 where two of its numbers would otherwise read alike: explain-text.ts).
 */
const NOISE = /\d[eE][-+]?\d|NaN|undefined|\{\w+\}|\d[\d\u202f,]*\.\d{18,}/;
/** The "Why?" line rounds to its digits: no run of 7 decimals (0.6666600000000045) survives. */
const WHY_NOISE = /\d[eE][-+]?\d|NaN|undefined|\{\w+\}|\.\d{7,}/;

/** The significant digits of a shown number. */
function significant(text: string): number {
  const [int, frac = ''] = text.replace(/[^0-9.]/g, '').split('.');
  return /^0*$/.test(int) ? frac.replace(/^0+/, '').length : int.replace(/^0+/, '').length + frac.length;
}

/** Where an explanation breaks its promise (empty: it holds). */
export function brokenPromises(lim: LimiterResult, i: number, e: Explanation | null): string[] {
  const at = `${lim.kind} ${lim.id} #${i}`;
  if (e === null) return [`${at}: no explanation`];
  const out: string[] = [];
  const logged = { pass: lim.requests.outcome[i] !== Outcome.Blocked, waitMs: lim.requests.waitMs[i] };
  if (e.verdict.pass !== logged.pass || e.verdict.waitMs !== logged.waitMs)
    out.push(`${at}: explained ${JSON.stringify(e.verdict)}, logged ${JSON.stringify(logged)}`);
  const shown = verdictFromSteps(e.steps);
  if (shown.pass !== logged.pass || shown.waitMs !== logged.waitMs)
    out.push(`${at}: the steps say ${JSON.stringify(shown)}, logged ${JSON.stringify(logged)}`);
  let decided = -1;
  e.steps.forEach((step, k) => {
    const c = step.check;
    if (c === undefined) return;
    if (decided >= 0) out.push(`${at}: step ${k} (${step.key}) compares after step ${decided} decided`);
    const then = holds(c) ? c.yes : c.no;
    if (then !== 'next' && decided < 0) decided = k;
    if (step.params.cmp !== shownOp(c)) out.push(`${at}: step ${k} shows ${step.params.cmp}, its check ${shownOp(c)}`);
    const thenWord = String(step.params.then ?? '');
    if (then === 'block' ? thenWord !== '@explain.then.block' : thenWord === '@explain.then.block')
      out.push(`${at}: step ${k} says ${thenWord}, its check leads to ${then}`);
  });
  for (const { name, catalog } of LANGS) {
    const look = (key: string) => catalog[key] ?? key;
    for (const step of e.steps) {
      const parts = explainParts(look, step.key, step.params, step.check);
      const text = parts.map((p) => p.text).join('');
      // the engine's numbers as shown, and any placeholder the message left unfilled
      if (parts.some((p) => p.num && NOISE.test(p.text)) || /\{\w+\}/.test(text))
        out.push(`${at} [${name}]: step ${step.key} reads "${text}"`);
      // more than 12 significant digits only for a side of the step's comparison that needs them to read apart
      const sides = step.check === undefined ? [] : [step.check.lhs, step.check.rhs];
      const texts = numberTexts(step.params, step.check);
      for (const [k, v] of Object.entries(step.params)) {
        const shownText = texts.get(k) ?? '';
        if (typeof v === 'number' && !sides.includes(v) && shownText.includes('.') && significant(shownText) > 12)
          out.push(`${at} [${name}]: step ${step.key} shows ${k} as ${shownText}`);
      }
    }
  }
  return out;
}

/** Where the "Why?" line breaks its promise. */
function brokenWhy(lim: LimiterResult, i: number): string[] {
  const at = `${lim.kind} ${lim.id} #${i}`;
  const values = [
    ...Object.values(lim.constants),
    ...Object.values(lim.requests.columns).map((col) => col[i]),
    lim.requests.waitMs[i],
  ];
  const infinite = values.some((v) => v === Infinity || v === -Infinity);
  const out: string[] = [];
  for (const { name, tr } of LANGS) {
    const why = whyOf(lim, i, tr);
    if (why === null) continue;
    const text = `${why.formula} | ${why.idea}`;
    if (WHY_NOISE.test(text)) out.push(`${at} [${name}]: why reads "${text}"`);
    if (!infinite && /∞|Infinity/.test(why.formula))
      out.push(`${at} [${name}]: why says ∞ with nothing infinite: "${why.formula}"`);
  }
  return out;
}

const modules = allShownModules().filter((m) => m.choice !== null);

describe('every module’s explanations are held to its verdicts', () => {
  it('covers every module the picker offers', () => {
    expect(modules.length).toBeGreaterThanOrEqual(20);
  });

  for (const m of modules)
    it(`${m.kind}`, () => {
      let explained = 0;
      fc.assert(
        fc.property(scenarioArb, fc.nat(5), (base, pick) => {
          const problems: string[] = [];
          // a Sentinel module is tried on each version its picker offers (1.8.6 loads RateLimiterController)
          for (const sentinelVersion of m.panels.sentinelVersion ? (['1.8.9', '1.8.6'] as const) : [undefined]) {
            const s = withModule(m, sentinelVersion ? { ...base, sentinelVersion } : base, pick);
            for (const lim of simulate(s, ALL_FAMILIES).limiters) {
              if (lim.kind !== m.kind) continue;
              for (const i of sample(lim)) {
                explained++;
                problems.push(...brokenPromises(lim, i, explainRequest(s, lim.id, i)), ...brokenWhy(lim, i));
              }
            }
          }
          expect(problems.slice(0, 5)).toEqual([]);
        }),
        { numRuns: 6 },
      );
      expect(explained).toBeGreaterThan(0);
    });
});
