/**
 * Compare mode's pure parts: merge patches, the shared-traffic guard, the quick presets (each must give
 * scenarios `parseScenario` accepts, on the same arrivals), the diff numbers and the URL parameter.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, type Scenario } from '../../src/engine/scenario';
import type { LimiterSummary } from '../../src/engine/sim/result';
import { simulate, type Families } from '../../src/engine/sim/simulate';
import { compareFromHash, compareOnly, hashWithCompare } from '../../src/ui/compare/compare-hash';
import { diffSummaries, rowLetter, signed, signedPercent } from '../../src/ui/compare/diff';
import {
  buildComparison,
  checkVariant,
  defaultPreset,
  editParams,
  effectiveEdit,
  mergePatch,
  parseLimiterId,
  PRESET_IDS,
  presetVariants,
  SHARED_KEYS,
  snapshotVariant,
  suggestValue,
  type Focus,
  type JsonObject,
  type Variant,
} from '../../src/ui/compare/variants';

const SENTINEL_0: Focus = { kind: 'sentinel', index: 0 };

function parsed(input: unknown): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

/** The scenario a variant simulates, validated as the worker validates it. */
function scenarioOf(base: Scenario, v: Variant): Scenario {
  const c = checkVariant(base, v);
  if (!c.ok) throw new Error(JSON.stringify(c.problem));
  return parsed(c.input);
}

function familyOf(limiterId: string): Families {
  const kind = parseLimiterId(limiterId)!.kind;
  return {
    sentinel: kind === 'sentinel',
    guava: kind === 'guava',
    chain: kind === 'chain',
    limiters: kind === 'limiters',
  };
}

function summaryOf(base: Scenario, v: Variant): LimiterSummary {
  const s = scenarioOf(base, v);
  const lim = simulate(s, familyOf(v.limiterId)).limiters.find((l) => l.id === v.limiterId);
  if (!lim) throw new Error(`no ${v.limiterId}`);
  return lim.summary;
}

const pacing = (base: Scenario): Scenario => ({
  ...base,
  rules: [{ ...base.rules[0], controlBehavior: 2, maxQueueingTimeMs: 800 }],
});
const bursty = (base: Scenario): Scenario => ({
  ...base,
  guava: [{ type: 'bursty', permitsPerSecond: 15, maxBurstSeconds: 2, tryAcquireTimeoutMs: null }],
  view: { ...base.view, limiter: { kind: 'guava', index: 0 } },
});

describe('mergePatch (RFC 7396)', () => {
  it('merges objects key by key, replaces arrays and scalars, and removes keys set to null', () => {
    const target = { a: 1, b: { c: 2, d: 3 }, list: [1, 2, 3], gone: 'x' };
    const out = mergePatch(target, { a: 5, b: { d: null, e: 4 }, list: [9], gone: null });
    expect(out).toEqual({ a: 5, b: { c: 2, e: 4 }, list: [9] });
    expect(target).toEqual({ a: 1, b: { c: 2, d: 3 }, list: [1, 2, 3], gone: 'x' }); // untouched
  });

  it('an empty patch gives an equal copy; a non-object patch replaces the whole value', () => {
    const base = defaultScenario();
    const copy = mergePatch(base, {});
    expect(copy).toEqual(base);
    expect(copy).not.toBe(base);
    expect(mergePatch({ a: 1 }, [1, 2] as never)).toEqual([1, 2]);
  });

  it('ignores a __proto__ key instead of reaching the prototype', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as JsonObject;
    const out = mergePatch({}, patch) as Record<string, unknown>;
    expect(out).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('checkVariant: the patch over the current scenario', () => {
  const base = defaultScenario();

  it('applies the patch and points the view at the variant limiter', () => {
    const c = checkVariant(base, { label: { key: 'x' }, patch: { sentinelVersion: '1.8.6' }, limiterId: 'guava:0' });
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    const s = parsed(c.input);
    expect(s.sentinelVersion).toBe('1.8.6');
    expect(s.rules).toEqual(base.rules);
    expect(s.view).toEqual({ ...base.view, cursorMs: 0, limiter: { kind: 'guava', index: 0 } });
  });

  it('replaces a rule list as a whole, as a merge patch does with arrays', () => {
    const rule = { ...base.rules[0], controlBehavior: 2 };
    const s = scenarioOf(base, { label: { key: 'x' }, patch: { rules: [rule] }, limiterId: 'sentinel:0' });
    expect(s.rules).toHaveLength(1);
    expect(s.rules[0].controlBehavior).toBe(2);
  });

  it.each([
    ['traffic', { traffic: [] }],
    ['seed', { seed: 2 }],
    ['durationMs', { durationMs: 10_000 }],
    ['injections', { injections: [{ atMs: 100, count: 5 }] }],
    ['incidents', { incidents: [{ startMs: 0, endMs: 100, rt: { type: 'fixed', ms: 5 } }] }],
    ['view', { view: { tickMs: 50 } }],
    ['traffic', { traffic: [{ ...base.traffic[0], steps: [{ atMs: 0, qps: 6 }] }] }],
  ] as [string, JsonObject][])(
    'refuses a patch that changes %s (the arrivals and the grid are shared)',
    (key, patch) => {
      const c = checkVariant(base, { label: { key: 'x' }, patch, limiterId: 'sentinel:0' });
      expect(c).toEqual({ ok: false, problem: { code: 'shared', keys: [key] } });
    },
  );

  it('lists every shared key a patch changes, and accepts one that writes a shared key unchanged', () => {
    const c = checkVariant(base, { label: { key: 'x' }, patch: { seed: 9, durationMs: 5000 }, limiterId: 'guava:0' });
    expect(c).toEqual({ ok: false, problem: { code: 'shared', keys: ['durationMs', 'seed'] } });
    const same = { traffic: structuredClone(base.traffic) as unknown as JsonObject[], seed: base.seed };
    expect(checkVariant(base, { label: { key: 'x' }, patch: same, limiterId: 'guava:0' }).ok).toBe(true);
  });

  it('refuses a limiter id that names no limiter', () => {
    for (const id of ['sentinel', 'guava:x', 'chain:1', 'breaker:0']) {
      expect(checkVariant(base, { label: { key: 'x' }, patch: {}, limiterId: id })).toEqual({
        ok: false,
        problem: { code: 'limiter', id },
      });
    }
    expect(parseLimiterId('guava:3')).toEqual({ kind: 'guava', index: 3 });
    expect(parseLimiterId('chain:0')).toEqual({ kind: 'chain', index: 0 });
  });

  it('buildComparison reports each variant, and is ok only when all are', () => {
    const good: Variant = { label: { key: 'a' }, patch: {}, limiterId: 'sentinel:0' };
    const bad: Variant = { label: { key: 'b' }, patch: { seed: 3 }, limiterId: 'sentinel:0' };
    const c = buildComparison(base, [good, bad]);
    expect(c.ok).toBe(false);
    expect(c.inputs[0]).not.toBeNull();
    expect(c.inputs[1]).toBeNull();
    expect(c.problems).toEqual([null, { code: 'shared', keys: ['seed'] }]);
    expect(buildComparison(base, [good, good]).ok).toBe(true);
  });
});

describe('quick presets', () => {
  const bases: [string, Scenario, Focus][] = [
    ['the default scenario', defaultScenario(), SENTINEL_0],
    ['a pacing rule', pacing(defaultScenario()), SENTINEL_0],
    ['a SmoothBursty limiter on screen', bursty(defaultScenario()), { kind: 'guava', index: 0 }],
    ['the slot chain on screen', defaultScenario(), { kind: 'chain', index: 0 }],
    ['no rules and no Guava limiter', { ...defaultScenario(), rules: [], guava: [] }, SENTINEL_0],
  ];

  for (const [name, base, focus] of bases) {
    it.each(PRESET_IDS)(`%s on ${name}: valid scenarios, same traffic`, (id) => {
      const variants = presetVariants(id, base, focus);
      expect(variants).toHaveLength(2);
      for (const v of variants) {
        const s = scenarioOf(base, v);
        for (const key of SHARED_KEYS.filter((k) => k !== 'view')) expect(s[key], key).toEqual(base[key]);
        expect(s.view.tickMs).toBe(base.view.tickMs);
      }
    });
  }

  it('WarmUp vs SmoothWarmingUp: Sentinel WarmUp on rule 0, Guava SmoothWarmingUp with the same rate and warm-up', () => {
    const base = pacing(defaultScenario());
    const [a, b] = presetVariants('warmup-vs-smooth', base, SENTINEL_0);
    expect(a.limiterId).toBe('sentinel:0');
    expect(b.limiterId).toBe('guava:0');
    const sa = scenarioOf(base, a);
    expect(sa.rules[0]).toMatchObject({ grade: 1, controlBehavior: 1, count: 20, warmUpPeriodSec: 10 });
    const sb = scenarioOf(base, b);
    expect(sb.guava[0]).toEqual({
      type: 'warmingUp',
      permitsPerSecond: 20,
      warmupPeriodMs: 10_000,
      coldFactor: 3,
      tryAcquireTimeoutMs: 0,
    });
    expect(a.label).toEqual({ key: 'compare.variant.sentinelWarmUp', params: { count: 20, sec: 10 } });
  });

  it('every variant of a preset sees the same requests (the engine counts the same total)', () => {
    const base = defaultScenario();
    for (const id of PRESET_IDS) {
      const totals = presetVariants(id, base, SENTINEL_0).map((v) => summaryOf(base, v).requests);
      expect(new Set(totals).size, id).toBe(1);
      expect(totals[0]).toBeGreaterThan(0);
    }
  });

  it('Pacing vs reject: the same rule as controlBehavior 2 and 0; pacing makes requests wait, reject never does', () => {
    const base = defaultScenario();
    const [pace, reject] = presetVariants('pacing-vs-reject', base, SENTINEL_0);
    expect(scenarioOf(base, pace).rules[0].controlBehavior).toBe(2);
    expect(scenarioOf(base, reject).rules[0].controlBehavior).toBe(0);
    expect(summaryOf(base, pace).waited).toBeGreaterThan(0);
    expect(summaryOf(base, reject).waited).toBe(0);
  });

  it('1.8.6 vs 1.8.7+: RATE_LIMITER under each version, built as RateLimiterController and ThrottlingController', () => {
    const base = defaultScenario();
    const [old, now] = presetVariants('sentinel-versions', base, SENTINEL_0);
    const so = scenarioOf(base, old);
    const sn = scenarioOf(base, now);
    expect([so.sentinelVersion, sn.sentinelVersion]).toEqual(['1.8.6', '1.8.9']);
    expect([so.rules[0].controlBehavior, sn.rules[0].controlBehavior]).toEqual([2, 2]);
    // no "1.8.6 has no regex field" warning for the old version
    const c = checkVariant(base, old);
    expect(c.ok && parseScenario(c.input).warnings).toEqual([]);
    const classOf = (s: Scenario) => simulate(s, familyOf('sentinel:0')).limiters[0].className;
    expect(classOf(so)).toBe('RateLimiterController');
    expect(classOf(sn)).toBe('ThrottlingController');
  });

  it('This rule vs edited copy: the copy differs in the one parameter the form names', () => {
    const base = defaultScenario();
    const [asIs, copy] = presetVariants('edited-copy', base, SENTINEL_0, { key: 'count', value: 35 });
    expect(asIs.patch).toEqual({});
    expect(scenarioOf(base, copy).rules[0]).toEqual({ ...base.rules[0], count: 35 });
    expect(copy.label).toEqual({ key: 'compare.variant.edited', params: { param: 'count', value: 35 } });
    const [, cold] = presetVariants('edited-copy', base, SENTINEL_0, { key: 'coldFactor', value: 5 });
    expect(cold.patch).toEqual({ coldFactor: 5 });
    expect(scenarioOf(base, cold).coldFactor).toBe(5);
  });

  it('the edit form offers the parameters of the limiter on screen, first one doubled by default', () => {
    const base = bursty(defaultScenario());
    const guava = editParams(base, { kind: 'guava', index: 0 });
    expect(guava.map((p) => p.key)).toEqual(['permitsPerSecond', 'maxBurstSeconds', 'tryAcquireTimeoutMs']);
    expect(effectiveEdit(guava, null)).toEqual({ key: 'permitsPerSecond', value: 30 });
    // a parameter of another limiter falls back to the first of this one
    expect(effectiveEdit(guava, { key: 'warmUpPeriodSec', value: 3 })).toEqual({ key: 'permitsPerSecond', value: 30 });
    const timeout = guava.find((p) => p.key === 'tryAcquireTimeoutMs')!;
    expect(suggestValue(timeout)).toBe(0); // acquire (null) → tryAcquire without waiting
    const [, copy] = presetVariants(
      'edited-copy',
      base,
      { kind: 'guava', index: 0 },
      { key: 'tryAcquireTimeoutMs', value: 0 },
    );
    expect(scenarioOf(base, copy).guava[0]).toMatchObject({ type: 'bursty', tryAcquireTimeoutMs: 0 });
    const rule = editParams(defaultScenario(), SENTINEL_0);
    expect(suggestValue(rule.find((p) => p.key === 'controlBehavior')!)).toBe(2); // WarmUp (1) → RATE_LIMITER
    expect(suggestValue(rule.find((p) => p.key === 'grade')!)).toBe(0);
  });

  it('Compare opens on the preset that fits the limiter on screen', () => {
    const base = defaultScenario();
    expect(defaultPreset(base, SENTINEL_0)).toBe('warmup-vs-smooth');
    expect(defaultPreset(pacing(base), SENTINEL_0)).toBe('sentinel-versions');
    expect(defaultPreset({ ...base, rules: [{ ...base.rules[0], controlBehavior: 0 }] }, SENTINEL_0)).toBe(
      'pacing-vs-reject',
    );
    expect(defaultPreset(bursty(base), { kind: 'guava', index: 0 })).toBe('edited-copy');
    expect(defaultPreset(base, { kind: 'guava', index: 0 })).toBe('warmup-vs-smooth');
    expect(defaultPreset(base, { kind: 'chain', index: 0 })).toBe('edited-copy');
  });
});

describe('snapshots ("Add the current scenario")', () => {
  it('freeze the rules and limiters but not the traffic', () => {
    const then = defaultScenario();
    const snap = snapshotVariant(then, SENTINEL_0, 1);
    for (const key of [...SHARED_KEYS, 'version']) expect(snap.patch, key).not.toHaveProperty(key);
    expect(snap.label).toEqual({ key: 'compare.variant.snapshot', params: { n: 1, id: 'sentinel:0' } });
    // later: the rule and the traffic were both edited
    const now: Scenario = {
      ...then,
      rules: [{ ...then.rules[0], count: 50 }],
      traffic: [{ ...then.traffic[0], steps: [{ atMs: 0, qps: 40 }] } as Scenario['traffic'][number]],
    };
    const s = scenarioOf(now, snap);
    expect(s.rules[0].count).toBe(20);
    expect(s.traffic).toEqual(now.traffic);
  });
});

describe('diff summary', () => {
  const summary = (o: Partial<LimiterSummary>): LimiterSummary => ({
    requests: 100,
    passed: 80,
    blocked: 20,
    waited: 0,
    passRatio: 0.8,
    waitP50: 0,
    waitP99: 0,
    waitMax: 0,
    permitsPassed: 80,
    permitsBlocked: 20,
    ...o,
  });

  it('takes each value from the summaries and the difference to the first', () => {
    const rows = diffSummaries([
      summary({}),
      summary({ passed: 95, blocked: 5, waited: 40, waitP50: 12.5, waitP99: 480, waitMax: 500 }),
    ]);
    expect(rows[0].passed).toEqual({ value: 80, delta: null, ratio: null });
    expect(rows[1].passed).toEqual({ value: 95, delta: 15, ratio: 15 / 80 });
    expect(rows[1].blocked).toEqual({ value: 5, delta: -15, ratio: -0.75 });
    expect(rows[1].waited).toEqual({ value: 40, delta: 40, ratio: null }); // from 0: no ratio
    expect(rows[1].waitP99).toEqual({ value: 480, delta: 480, ratio: null });
    expect(rows[1].requests).toEqual({ value: 100, delta: 0, ratio: 0 });
  });

  it('has no difference where either run admitted nothing (NaN waits)', () => {
    const rows = diffSummaries([summary({ waitP50: NaN }), summary({ waitP50: 3 }), summary({ waitP50: NaN })]);
    expect(rows[1].waitP50.delta).toBeNull();
    expect(rows[2].waitP50).toEqual({ value: NaN, delta: null, ratio: null });
  });

  it('the engine’s summaries of a real comparison go straight into the table', () => {
    const base = defaultScenario();
    const [a, b] = presetVariants('warmup-vs-smooth', base, SENTINEL_0);
    const sa = summaryOf(base, a);
    const sb = summaryOf(base, b);
    const rows = diffSummaries([sa, sb]);
    expect(rows[0].passed.value).toBe(sa.passed);
    expect(rows[1].passed.value).toBe(sb.passed);
    expect(rows[1].passed.delta).toBe(sb.passed - sa.passed);
    expect(rows[1].blocked.delta).toBe(sb.blocked - sa.blocked);
    expect(sa.passed + sa.blocked).toBe(sa.requests);
  });

  it('formats differences with their sign', () => {
    expect(signed(12)).toBe('+12');
    expect(signed(-3.5, 1)).toBe('−3.5');
    expect(signed(0)).toBe('±0');
    expect(signed(0.001, 2)).toBe('±0');
    expect(signed(1234)).toBe('+1,234');
    expect(signedPercent(0.1875)).toBe('+18.8\u00a0%');
    expect(signedPercent(null)).toBe('');
    expect(signedPercent(0)).toBe('');
    expect([0, 1, 2, 3].map(rowLetter).join('')).toBe('ABCD');
  });
});

describe('the compare parameter in the URL fragment', () => {
  it('is read, written next to the scenario, and removed', () => {
    expect(compareFromHash('#s=1.abc&compare=pacing-vs-reject')).toBe('pacing-vs-reject');
    expect(compareFromHash('#s=1.abc')).toBeNull();
    expect(compareFromHash('')).toBeNull();
    expect(hashWithCompare('#s=1.abc', 'warmup-vs-smooth')).toBe('#s=1.abc&compare=warmup-vs-smooth');
    expect(hashWithCompare('#s=1.abc&compare=on', null)).toBe('#s=1.abc');
    expect(hashWithCompare('#compare=on', null)).toBe('');
    expect(compareOnly('#s=1.abc&compare=edited-copy')).toBe('#compare=edited-copy');
    expect(compareOnly('#s=1.abc')).toBe('');
  });
});
