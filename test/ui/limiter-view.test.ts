/**
 * A limiter's view is optional, part by part: `defineView` fills every part a view leaves out with what the UI
 * expects of a limiter that has nothing to say there, and a limiter whose view gives only what it needs (here: a
 * core, its engine half and a "why?" line) is simulated and shown by the page's helpers with those defaults.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLimiter, unregisterLimiter } from '../../src/engine/limiters/registry';
import { defaultScenario, parseScenario } from '../../src/engine/scenario';
import type { LimiterResult } from '../../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import { tIn } from '../../src/ui/i18n/lang';
import { chartsOf, hasChart, noCurve, warmCurve } from '../../src/ui/lib/curve';
import { constantRows, seriesRows } from '../../src/ui/lib/cursor-values';
import { choiceOptions } from '../../src/ui/lib/limiter-choice';
import { statePanels } from '../../src/ui/lib/state-chart';
import { explain as why } from '../../src/ui/lib/why';
import { DEFAULT_VIEW, defineView, type LimiterView } from '../../src/ui/limiters/view';
import { limiterView, registerView, shownModule, unregisterView } from '../../src/ui/limiters/views';
import { fixedWindow, fixedWindowEngine } from '../engine/limiters/fixed-window';

const tr = (key: string, p?: Record<string, string | number>) => tIn('en', key, p);
const lim = { kind: 'x', className: 'SomeClass', constants: {} } as unknown as LimiterResult;

describe('defineView', () => {
  const v = defineView({});

  it('fills every part left out with its default', () => {
    expect(v.controls).toEqual([]);
    expect(v.choiceControls).toEqual([]);
    expect(v.choice).toBeNull();
    expect(v.compare).toEqual({ defaultPreset: 'edited-copy', edits: [] });
    expect(Object.values(v.panels)).toEqual([false, false, false, false, false]);
    expect(v.cursor.order).toEqual([]);
    expect(v.cursor.rows(lim, 0, 100)).toEqual([]);
    expect(v.why(lim, 0, tr, String)).toBeNull();
    expect(v.messages).toEqual({ en: {}, zh: {} });
    expect(v.charts.uses.map((u) => u.chart)).toEqual(['qps', 'requests']);
    expect(v.charts.bucket).toBeNull();
    expect(v.charts.curve(lim)).toBeNull();
    expect(v.charts.noCurve(lim)).toEqual({ key: 'curve.noWarmUp', params: { className: 'SomeClass' } });
    expect([v.charts.pacingQueue, v.charts.slidingWindow, v.charts.rateThreshold]).toEqual([false, false, true]);
    expect(v.charts.state).toEqual([]);
  });

  it('has every part of a view, and the defaults are one table', () => {
    expect(Object.keys(v).sort()).toEqual(Object.keys(DEFAULT_VIEW).sort());
    expect(v).toEqual(DEFAULT_VIEW);
  });

  it('keeps what a view gives, and merges charts and panels part by part', () => {
    const w = defineView({
      charts: { slidingWindow: true },
      panels: { sentinelVersion: true },
      compare: { defaultPreset: 'pacing-vs-reject', edits: [] },
    });
    expect(w.charts.slidingWindow).toBe(true);
    expect(w.charts.uses.map((u) => u.chart)).toEqual(['qps', 'requests']);
    expect(w.charts.rateThreshold).toBe(true);
    expect(w.panels).toEqual({ ...DEFAULT_VIEW.panels, sentinelVersion: true });
    expect(w.compare.defaultPreset).toBe('pacing-vs-reject');
    expect(w.controls).toEqual([]);
  });
});

/** The fixed-window example's core and engine half, with a view that writes only its "why?" line. */
const onlyWhy: LimiterView = defineView({
  why: (l, i, t) => ({ formula: t('why.passes'), idea: `request ${i} of ${l.kind}` }),
});

describe('a limiter whose view gives only its "why?" line', () => {
  beforeAll(() => {
    registerLimiter(fixedWindow, fixedWindowEngine);
    registerView('fixed-window', onlyWhy);
  });
  afterAll(() => {
    unregisterLimiter('fixed-window');
    unregisterView('fixed-window');
  });

  const run = () => {
    const p = parseScenario({
      ...defaultScenario(),
      durationMs: 2000,
      rules: [],
      guava: [],
      traffic: [{ type: 'constant', qps: 10 }],
      limiters: [{ type: 'fixedWindow', limit: 3 }],
      view: { limiter: { kind: 'limiters', index: 0 }, cursorMs: 0, tickMs: 100 },
    });
    if (!p.ok) throw new Error(p.issues.map((i) => i.message).join('; '));
    const result = simulate(p.value, ALL_FAMILIES);
    return { result, lim: result.limiters.find((l) => l.kind === 'fixed-window')! };
  };

  it('is simulated and shown with the defaults: QPS and requests charts, no curve, no rows of its own', () => {
    const { result, lim } = run();
    expect(lim.requests.outcome.length).toBe(20);
    expect(why(lim, 3, tr)).toEqual({ formula: tr('why.passes'), idea: 'request 3 of fixed-window' });
    expect(chartsOf(lim)?.uses.map((u) => u.chart)).toEqual(['qps', 'requests']);
    expect(hasChart(lim, 'bucket')).toBe(false);
    expect(warmCurve(lim)).toBeNull();
    expect(noCurve(lim).key).toBe('curve.noWarmUp');
    expect(statePanels(lim)).toEqual([]);
    expect(seriesRows(result, lim, 5, tr)).toEqual([]);
    // constants with no declared format: every one shown, 3 digits, no unit
    expect(constantRows(lim, tr).every((r) => r.unit === '' && r.digits === 3)).toBe(true);
    expect(choiceOptions().some((c) => c.value === 'fixed-window')).toBe(false);
  });

  it('reads as one module with its core (the picker, the controls and Compare read that)', () => {
    const m = shownModule('fixed-window')!;
    expect(m.kind).toBe('fixed-window');
    expect(m.columns.map((c) => c.name)).toEqual(fixedWindow.columns.map((c) => c.name));
    expect(m.controls).toEqual([]);
    expect(m.compare.defaultPreset).toBe('edited-copy');
  });

  it('a core registered with no view at all shows with the defaults; an unknown kind has none', () => {
    unregisterView('fixed-window');
    expect(limiterView('fixed-window')).toEqual(DEFAULT_VIEW);
    expect(limiterView('no-such-kind')).toBeUndefined();
    registerView('fixed-window', onlyWhy);
  });
});
