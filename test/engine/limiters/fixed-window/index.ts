/**
 * A minimal extra limiter, added through the registry alone: a fixed-window counter.
 *
 * THE MODEL. Time is cut into windows of `windowMs`; a counter holds the permits admitted in the current
 * window and starts again at 0 when a new window begins. A request of `acquire` permits passes when
 * `count + acquire <= limit` (and is counted), else it is rejected; nothing ever waits.
 *
 * STATE. `windowStartMs` (ms since the start, a multiple of windowMs), `count` (permits, ≥ 0).
 * Worked example: limit 3, windowMs 1000, requests at 0, 100, 200, 300 ms → pass, pass, pass, reject;
 * at 1000 ms the window restarts and the next request passes.
 *
 * The folder is everything the limiter needs (this file and its messages); the test registers it with
 * `registerLimiter(fixedWindow, fixedWindowEngine)` and `registerView('fixed-window', fixedWindowView)` — for a
 * built-in, its line in src/engine/limiters/registry.ts (its engine half's in engines.ts, its view's in
 * src/ui/limiters/views.ts).
 */
import { z } from 'zod';
import type { ExplainContext, LimiterEngine, LimiterModule } from '../../../../src/engine/limiters/contract';
import { defineView, type LimiterView } from '../../../../src/ui/limiters/view';
import { checkStep, infoStep, type Explanation } from '../../../../src/engine/explain/types';
import { Outcome } from '../../../../src/engine/sim/result';
import { LimiterRunner, type Arrivals, type RunGrid } from '../../../../src/engine/sim/runner';
import messages from './messages';
import { phrase } from '../../../../src/engine/phrase';

export const fixedWindowSchema = z.strictObject({
  type: z.literal('fixedWindow'),
  limit: z.number().int().min(0).max(1_000_000).default(10).describe('Permits admitted per window.'),
  windowMs: z.number().int().min(1).max(60_000).default(1000).describe('Window length in ms.'),
});
type Config = z.output<typeof fixedWindowSchema>;

/** The counter itself: pure, on ms since the start. */
export class FixedWindowCounter {
  windowStartMs = 0;
  count = 0;
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Rolls to the window holding `tMs`, then decides `acquire` permits. */
  tryAcquire(acquire: number, tMs: number): boolean {
    const start = Math.floor(tMs / this.windowMs) * this.windowMs;
    if (start !== this.windowStartMs) {
      this.windowStartMs = start;
      this.count = 0;
    }
    if (this.count + acquire > this.limit) return false;
    this.count += acquire;
    return true;
  }
}

const COLUMNS = ['windowStartMs', 'countBefore', 'limit'];

class FixedWindowRunner extends LimiterRunner {
  private readonly counter: FixedWindowCounter;

  constructor(config: Config, index: number, grid: RunGrid) {
    super(
      {
        id: `limiters:${index}`,
        kind: 'fixed-window',
        className: 'FixedWindowCounter',
        // its words are its own messages' (looked up through the registry like a built-in module's)
        label: phrase('fixedWindow.summary', { index, limit: config.limit, windowMs: config.windowMs }),
        constants: { limit: config.limit, windowMs: config.windowMs },
      },
      grid,
      COLUMNS,
      ['windowStartMs'],
    );
    this.counter = new FixedWindowCounter(config.limit, config.windowMs);
  }

  run(a: Arrivals, from: number, to: number): void {
    const { counter, track } = this;
    const log = track.log;
    const { windowStartMs, countBefore, limit } = log.columns;
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      const tMs = tUs / 1000;
      const acquire = a.acquire[i];
      const sameWindow = Math.floor(tMs / counter.windowMs) * counter.windowMs === counter.windowStartMs;
      const before = sameWindow ? counter.count : 0;
      const pass = counter.tryAcquire(acquire, tMs);
      const outcome = pass ? Outcome.Passed : Outcome.Blocked;
      track.record(this.tick, acquire, outcome, 0, this.tick);
      if (i >= track.rows) continue;
      log.tMs[i] = tMs;
      log.acquire[i] = acquire;
      log.prioritized[i] = a.prioritized[i];
      log.outcome[i] = outcome;
      log.waitMs[i] = 0;
      windowStartMs[i] = counter.windowStartMs;
      countBefore[i] = before;
      limit[i] = counter.limit;
    }
  }

  protected sample(k: number, endMs: number): void {
    const c = this.counter;
    const s = this.track.series;
    // the count at the tick end: 0 once a new window has begun
    s.stored[k] = Math.floor(endMs / c.windowMs) * c.windowMs === c.windowStartMs ? c.count : 0;
    s.limitQps[k] = (c.limit * 1000) / c.windowMs;
    this.track.ownSeries.windowStartMs[k] = Math.floor(endMs / c.windowMs) * c.windowMs;
  }
}

function explain(ctx: ExplainContext, index: number): Explanation | null {
  const config = (ctx.scenario.limiters ?? [])[ctx.index] as Config | undefined;
  if (config === undefined) return null;
  const { arrivals: a, id: limiterId } = ctx;
  if (index >= a.count) return null;
  const counter = new FixedWindowCounter(config.limit, config.windowMs);
  for (let i = 0; i < index; i++) counter.tryAcquire(a.acquire[i], a.tUs[i] / 1000);
  const tMs = a.tUs[index] / 1000;
  const start = Math.floor(tMs / config.windowMs) * config.windowMs;
  const before = start === counter.windowStartMs ? counter.count : 0;
  const acquire = a.acquire[index];
  const pass = counter.tryAcquire(acquire, tMs);
  return {
    limiterId,
    requestIndex: index,
    tMs,
    className: 'FixedWindowCounter',
    verdict: { pass, waitMs: 0 },
    steps: [
      infoStep('fixed-window', 'fixedWindow.window', { start, end: start + config.windowMs, count: before }),
      checkStep(
        'fixed-window',
        'fixedWindow.check',
        { count: before, acquire, limit: config.limit },
        { lhs: before + acquire, op: '<=', rhs: config.limit, yes: 'pass', no: 'block' },
        ['count', 'limit'],
      ),
    ],
  };
}

/** Its engine half: the run and the explainer (what a built-in keeps in `<kind>/engine.ts`). */
export const fixedWindowEngine: LimiterEngine = {
  flow: null,
  runner: (ctx, arrivals) => {
    void arrivals;
    return new FixedWindowRunner((ctx.scenario.limiters ?? [])[ctx.index] as Config, ctx.index, ctx.grid);
  },
  explain,
};

export const fixedWindow: LimiterModule<'fixed-window'> = {
  kind: 'fixed-window',
  upstream: { library: 'Flowlab (example)', className: 'FixedWindowCounter', versions: '—' },
  family: 'limiters',
  config: { type: 'fixedWindow', schema: fixedWindowSchema },
  columns: [
    /** start of the window it fell in */
    { name: 'windowStartMs', unit: 'ms', shown: 'windowStart', csv: true },
    /** permits counted in that window before it */
    {
      name: 'countBefore',
      unit: 'permits',
      shown: 'count',
      csv: true,
    },
    /** permits allowed per window */
    { name: 'limit', unit: 'permits', shown: 'limit', csv: true },
  ],
  seriesNames: { stored: 'windowCount' },
  seriesColumns: [
    /** the current window’s start at the tick end */
    { name: 'windowStartMs', unit: 'ms', shown: null, csv: true },
  ],
  standsFor: null,
};

/** Its view: what the page shows of it (what a built-in keeps in src/ui/limiters/<kind>/). */
export const fixedWindowView: LimiterView = defineView({
  why(lim, i, tr, num) {
    const c = lim.requests.columns;
    const pass = lim.requests.outcome[i] !== Outcome.Blocked;
    return {
      formula: tr('fixedWindow.why', {
        count: num(c.countBefore[i], 0),
        acquire: lim.requests.acquire[i],
        op: pass ? '≤' : '>',
        limit: num(c.limit[i], 0),
      }),
      idea: tr('fixedWindow.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'limitQps'] },
      { chart: 'requests', reads: ['countBefore', 'limit'] },
      { chart: 'bucket', reads: ['stored', 'limit'] },
    ],
    bucket: {
      series: 'stored',
      name: 'windowCount',
      unit: 'permits',
      levels: ['limit'],
      titleKey: 'fixedWindow.bucket',
    },
    noCurve: () => ({ key: 'fixedWindow.noCurve', params: {} }),
  },
  controls: [
    {
      name: 'limit',
      path: ['limit'],
      scope: 'config',
      hint: 'fixedWindow.limit',
      unit: 'permits',
      min: 0,
      max: 200,
      step: 1,
      fallback: 10,
    },
    {
      name: 'windowMs',
      path: ['windowMs'],
      scope: 'config',
      hint: 'fixedWindow.windowMs',
      unit: 'ms',
      min: 1,
      max: 10_000,
      step: 10,
      fallback: 1000,
    },
  ],
  cursor: {
    constants: { limit: ['permits', 0], windowMs: ['ms', 0] },
    order: ['limit', 'windowMs'],
    rows(lim, tick) {
      const v = lim.series.stored[tick];
      return v === v ? [{ name: 'count', value: v, unit: 'permits', digits: 0 }] : [];
    },
  },
  choice: {
    value: 'fixed-window',
    group: 'Examples',
    labelKey: 'limiter.fixed-window',
    apply: (s) => ({
      ...s,
      limiters: [{ type: 'fixedWindow', limit: 10, windowMs: 1000 }],
      view: { ...s.view, limiter: { kind: 'limiters', index: 0 } },
    }),
  },
  compare: {
    defaultPreset: 'edited-copy',
    edits: [
      { key: 'limit', scope: 'config', integer: true },
      { key: 'windowMs', scope: 'config', integer: true },
    ],
  },
  messages,
});
