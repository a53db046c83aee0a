/**
 * `textbookCore` and `textbookView` build the five textbook modules from what differs between them: what they make the same
 * for all (a `limiters` item with no upstream, no curve, no Sentinel panels), what it derives (the stored series,
 * the charts' reads, the cursor's order, the picker's item), and, for the five built-in modules, that every part
 * names only columns, series, controls and words the module has.
 */
import { describe, expect, it } from 'vitest';
import { col } from '../../../src/engine/limiters/columns';
import { textbookCore } from '../../../src/engine/limiters/textbook-core';
import { TEXTBOOK_GROUP, textbookView } from '../../../src/ui/limiters/textbook-view';
import { shownModule } from '../../../src/ui/limiters/views';
import { defaultScenario, parseScenario } from '../../../src/engine/scenario';
import type { LimiterResult } from '../../../src/engine/sim/result';
import { tIn } from '../../../src/ui/i18n/lang';

const spec = {
  kind: 'textbook-test',
  className: 'TestCounter',
  type: 'textbookTest',
  keys: 'textbookTest',
  columns: [col('before', 'permits', 'before')],
  series: [col('level', 'permits', 'level'), col('other', 'ms', 'other')],
  why: (_lim: LimiterResult, i: number) => ({ n: i }),
  requestsReads: ['before'],
  state: [
    { titleKey: 'a', unit: 'permits' as const, series: ['level'], levels: ['cap'], step: true },
    { titleKey: 'b', unit: 'ms' as const, series: ['other'], levels: ['tol'], step: false },
  ],
  controls: [],
  constants: { cap: ['permits', 0], tol: ['ms', 3] } as const,
  item: (rate: number) => ({ cap: rate * 2 }),
  compare: { defaultPreset: 'edited-copy' as const, edits: [] },
  messages: { en: {}, zh: {} },
};

/** A textbook module's core and view together, as the page sees it. */
const textbookModule = (sp: typeof spec & { waits?: boolean }) => ({ ...textbookCore(sp), ...textbookView(sp) });

describe('textbookCore and textbookView', () => {
  const m = textbookModule(spec);

  it('is a limiters item of its type with no upstream, no curve and no Sentinel panels', () => {
    expect(m.kind).toBe('textbook-test');
    expect(m.family).toBe('limiters');
    expect(m.upstream).toEqual({
      library: expect.stringContaining('no upstream'),
      className: 'TestCounter',
      versions: '—',
    });
    expect(m.config).toEqual({ type: 'textbookTest', schema: null });
    expect(m.standsFor).toBeNull();
    expect(m.charts.bucket).toBeNull();
    expect(m.charts.curve({} as LimiterResult)).toBeNull();
    expect(m.charts.noCurve({} as LimiterResult).key).toBe('textbook.noCurve');
    expect(Object.values(m.panels).every((on) => on === false)).toBe(true);
  });

  it('stores its first own series, and each chart reads what it draws', () => {
    expect(m.seriesNames).toEqual({ stored: 'level' });
    const reads = Object.fromEntries(m.charts.uses.map((u) => [u.chart, u.reads]));
    expect(reads.qps).not.toContain('waited');
    expect(reads.requests).toEqual(['before']);
    expect(reads.state).toEqual(['level', 'other', 'cap', 'tol']);
    const waiting = textbookModule({ ...spec, waits: true });
    expect(waiting.charts.uses.find((u) => u.chart === 'qps')?.reads).toContain('waited');
  });

  it('shows its constants in the order declared, and its why from its keys and numbers', () => {
    expect(m.cursor.order).toEqual(['cap', 'tol']);
    const tr = (key: string, p?: Record<string, string | number>) => `${key}${p ? JSON.stringify(p) : ''}`;
    expect(m.why({} as LimiterResult, 4, tr, String)).toEqual({
      formula: 'textbookTest.why{"n":4}',
      idea: 'textbookTest.idea',
    });
  });

  it('the picker adds an item of its type, made from the rate of the scenario’s first rule, in the textbook group', () => {
    expect(m.choice?.group).toBe(TEXTBOOK_GROUP);
    const base = defaultScenario();
    const s = m.choice!.apply({ ...base, limiters: [], rules: [{ ...base.rules[0], count: 25 }] });
    expect(s.limiters).toEqual([{ type: 'textbookTest', cap: 50 }]);
    expect(s.view.limiter).toEqual({ kind: 'limiters', index: 0 });
  });
});

describe.each([
  'textbook-fixed-window',
  'textbook-sliding-log',
  'textbook-sliding-window-counter',
  'textbook-leaky-bucket',
  'textbook-gcra',
])('%s', (kind) => {
  const m = shownModule(kind)!;
  const words = (key: string) => {
    for (const lang of ['en', 'zh'] as const) expect(tIn(lang, key), `${lang} ${key}`).not.toBe(key);
  };

  it('its charts read its own columns, series and constants', () => {
    const columns = new Set(m.columns.map((c) => c.name));
    const series = new Set(m.seriesColumns.map((c) => c.name));
    const constants = new Set(m.cursor.order);
    const reads = Object.fromEntries(m.charts.uses.map((u) => [u.chart, u.reads]));
    for (const r of reads.requests) expect(columns.has(r) || constants.has(r), r).toBe(true);
    for (const p of m.charts.state) {
      for (const s of p.series) expect(series.has(s), s).toBe(true);
      for (const l of p.levels) expect(constants.has(l), l).toBe(true);
    }
    expect(series.has(m.seriesNames.stored!)).toBe(true);
  });

  it('Compare edits only what its controls set, and every word it names exists in both languages', () => {
    const fields = m.controls.map((c) => c.path[0]);
    for (const e of m.compare.edits) expect(fields).toContain(e.key);
    words(`limiter.${kind}`);
    for (const c of m.controls) words(c.hint);
    for (const p of m.charts.state) words(p.titleKey);
    const prefix = m.config!.type.replace(/Queue$/, '');
    words(`${prefix}.why`);
    words(`${prefix}.idea`);
  });

  it('the picker adds an item of its type that the scenario schema takes', () => {
    const s = m.choice!.apply({ ...defaultScenario(), limiters: [] });
    expect(s.limiters?.[0]?.type).toBe(m.config!.type);
    expect(parseScenario(s).ok).toBe(true);
  });
});
