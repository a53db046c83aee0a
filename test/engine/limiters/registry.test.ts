/**
 * The limiter registry: every built-in kind has a core and a view with every part, and a new limiter — a
 * fixed-window counter (./fixed-window/: its core, engine half, view and messages) — joins every layer through
 * `registerLimiter` and `registerView` alone: parsed from a scenario, simulated, explained, exported to CSV,
 * offered in the picker, shown in the panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainRequest, verdictFromSteps } from '../../../src/engine/explain';
import { limiterEngine } from '../../../src/engine/limiters/engines';
import {
  allLimiterModules,
  builtInKinds,
  registerLimiter,
  unregisterLimiter,
} from '../../../src/engine/limiters/registry';
import { defaultScenario, parseScenario, scenarioJsonSchema, type Scenario } from '../../../src/engine/scenario';
import { Outcome } from '../../../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../../../src/engine/sim/simulate';
import { requestsCsv, seriesCsv } from '../../../src/ui/export/csv';
import { tIn } from '../../../src/ui/i18n/lang';
import { constantRows } from '../../../src/ui/lib/cursor-values';
import { inputFields } from '../../../src/ui/lib/inputs';
import { applyChoice, choiceOptions, currentChoice } from '../../../src/ui/lib/limiter-choice';
import { explain as why } from '../../../src/ui/lib/why';
import { fixedWindow, fixedWindowEngine, fixedWindowView } from './fixed-window';
import { registerView, shownModule, unregisterView } from '../../../src/ui/limiters/views';

const PARTS = [
  'kind',
  'upstream',
  'family',
  'config',
  'columns',
  'seriesNames',
  'seriesColumns',
  'standsFor',
  'why',
  'charts',
  'controls',
  'choiceControls',
  'panels',
  'cursor',
  'choice',
  'compare',
  'messages',
] as const;

describe('the built-in registry', () => {
  it('has one module per kind, under its own name, with every part declared', () => {
    expect(builtInKinds().length).toBe(23);
    for (const kind of builtInKinds()) {
      const m = shownModule(kind);
      expect(m?.kind).toBe(kind);
      for (const part of PARTS) expect(m, `${kind}.${part}`).toHaveProperty(part);
      expect(m!.upstream.className.length).toBeGreaterThan(0);
    }
  });

  it('a module runs somehow: its own runner, or (Sentinel flow rules) its family through its flow part', () => {
    for (const m of allLimiterModules()) {
      const e = limiterEngine(m.kind);
      expect(e, m.kind).toBeDefined();
      expect(e!.runner !== null || e!.flow !== null, m.kind).toBe(true);
      // a flow module says which rules it stands for; the others are found by their items' type or by name
      expect(m.standsFor !== null, m.kind).toBe(e!.flow !== null);
    }
  });

  it('column names are unique within a module, and every shown one has a unit', () => {
    for (const m of allLimiterModules()) {
      const names = m.columns.map((c) => c.name);
      expect(new Set(names).size, m.kind).toBe(names.length);
    }
  });

  it('picker options: one per value, each with words in both languages', () => {
    const values = choiceOptions().map((c) => c.value);
    expect(new Set(values).size).toBe(values.length);
    for (const c of choiceOptions())
      for (const lang of ['en', 'zh'] as const) expect(tIn(lang, c.labelKey)).not.toBe(c.labelKey);
  });
});

/** 10 requests per second, evenly, for 3 s; a fixed window of 3 per 1000 ms. */
function scenarioWithFixedWindow(): unknown {
  return {
    ...defaultScenario(),
    durationMs: 3000,
    rules: [],
    guava: [],
    traffic: [{ type: 'constant', qps: 10 }],
    limiters: [{ type: 'fixedWindow', limit: 3 }],
    view: { limiter: { kind: 'limiters', index: 0 }, cursorMs: 0, tickMs: 100 },
  };
}

describe('a fixed-window counter added through the registry alone', () => {
  beforeAll(() => {
    registerLimiter(fixedWindow, fixedWindowEngine);
    registerView('fixed-window', fixedWindowView);
  });
  afterAll(() => {
    unregisterLimiter('fixed-window');
    unregisterView('fixed-window');
  });

  const parsed = () => {
    const p = parseScenario(scenarioWithFixedWindow());
    if (!p.ok) throw new Error(p.issues.map((i) => i.message).join('; '));
    return p.value;
  };

  it('is parsed from a scenario, its schema defaults filled in, and offered by the editor schema', () => {
    const s = parsed();
    expect(s.limiters).toEqual([{ type: 'fixedWindow', limit: 3, windowMs: 1000 }]);
    const bad = parseScenario({
      ...(scenarioWithFixedWindow() as object),
      limiters: [{ type: 'fixedWindow', limit: -1 }],
    });
    expect(bad.ok).toBe(false);
    const props = (scenarioJsonSchema() as { properties: Record<string, unknown> }).properties;
    expect(JSON.stringify(props.limiters)).toContain('fixedWindow');
  });

  it('is simulated: the first 3 requests of every second pass, the rest are rejected', () => {
    const s = parsed();
    const r = simulate(s, ALL_FAMILIES);
    const lim = r.limiters.find((l) => l.id === 'limiters:0')!;
    expect(lim.kind).toBe('fixed-window');
    const log = lim.requests;
    expect(log.count).toBe(30);
    for (let i = 0; i < log.count; i++) {
      // constant 10 QPS: request i arrives at i · 100 ms, the (i mod 10)-th of its second
      const expected = i % 10 < 3 ? Outcome.Passed : Outcome.Blocked;
      expect(log.outcome[i], `request ${i}`).toBe(expected);
      expect(log.columns.countBefore[i]).toBe(Math.min(i % 10, 3));
      expect(log.columns.windowStartMs[i]).toBe(Math.floor(i / 10) * 1000);
    }
    expect(lim.summary.passed).toBe(9);
    expect(lim.summary.blocked).toBe(21);
  });

  it('is explained: the steps give the run’s verdict for every request', () => {
    const s = parsed();
    const log = simulate(s, ALL_FAMILIES).limiters.find((l) => l.id === 'limiters:0')!.requests;
    for (let i = 0; i < log.count; i++) {
      const e = explainRequest(s, 'limiters:0', i)!;
      expect(e.className).toBe('FixedWindowCounter');
      expect(e.verdict.pass).toBe(log.outcome[i] !== Outcome.Blocked);
      expect(verdictFromSteps(e.steps)).toEqual(e.verdict);
    }
  });

  it('is exported to CSV under its own column names', () => {
    const r = simulate(parsed(), ALL_FAMILIES);
    const lim = r.limiters.find((l) => l.id === 'limiters:0')!;
    const [header, first, fourth] = requestsCsv(lim)
      .split('\n')
      .map((line) => line.split(','));
    expect(header.slice(6)).toEqual(['windowStartMs', 'countBefore', 'limit']);
    expect(first.slice(4)).toEqual(['passed', '0', '0', '0', '3']);
    const series = seriesCsv(r, lim)
      .split('\n')
      .map((line) => line.split(','));
    expect(series[0]).toContain('windowCount');
    // its own per-tick series: the window at each tick end (tick 9 ends at 1000 ms, in the second window)
    const at = series[0].indexOf('windowStartMs');
    expect(series[1 + 8][at]).toBe('0');
    expect(series[1 + 9][at]).toBe('1000');
    void fourth;
  });

  it('is offered in the picker, and choosing it selects it', () => {
    expect(choiceOptions().some((c) => c.value === 'fixed-window')).toBe(true);
    const chosen = applyChoice(defaultScenario(), 'fixed-window') as Scenario;
    expect(chosen.view.limiter).toEqual({ kind: 'limiters', index: 0 });
    expect(currentChoice(chosen)).toBe('fixed-window');
    expect(parseScenario(chosen).ok).toBe(true);
    expect(tIn('zh', 'limiter.fixed-window')).toBe('固定窗口计数器');
  });

  it('is shown in the panels from its declarations', () => {
    const lim = simulate(parsed(), ALL_FAMILIES).limiters.find((l) => l.id === 'limiters:0')!;
    const tr = (key: string, p?: Record<string, string | number>) => tIn('en', key, p);
    expect(inputFields(lim.kind).map((f) => f.name)).toEqual(['windowStart', 'count', 'limit']);
    expect(constantRows(lim, tr).map((r) => r.name)).toEqual(['limit', 'windowMs']);
    expect(why(lim, 3, tr)?.formula).toBe('count 3 + 1 > limit 3');
  });

  it('is refused by name once unregistered', () => {
    unregisterLimiter('fixed-window');
    const p = parseScenario(scenarioWithFixedWindow());
    expect(p.ok).toBe(false);
    // refused by name: the message lists the types the registered modules take, and fixedWindow is not one
    if (!p.ok) {
      const text = p.issues.map((i) => i.message).join(' ');
      expect(text).toContain('must be a limiter with "type"');
      expect(text).not.toContain('"fixedWindow"');
    }
    registerLimiter(fixedWindow, fixedWindowEngine);
  });
});
