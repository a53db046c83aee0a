/**
 * The simulator reproduces recorded behaviour: each conformance trace becomes a scenario (the trace's
 * rule or Guava limiter, its clock start) whose arrivals are the trace's events, fed through
 * `simulateArrivals` — the same entry point `simulate` uses after generating traffic. Every request's
 * decision (pass / wait / blocked, the exact wait) must equal the trace's expect row, and the decision
 * inputs in the request log must agree with the recorded state.
 *
 * Sentinel: every sentinel-flow trace. Guava: a scenario calls one operation for every request, so a
 * trace is replayed up to its first event whose operation (or timeout) differs from the first one's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NANO_ORIGIN } from '../../../src/engine/clock';
import type { Scenario } from '../../../src/engine/scenario';
import type { FlowRule } from '../../../src/engine/sentinel/flow-rule';
import { Outcome, type LimiterResult } from '../../../src/engine/sim/result';
import { simulateArrivals, type Arrivals } from '../../../src/engine/sim/simulate';
import { traceDir } from '../../conformance/corpus';

interface Trace {
  name: string;
  sentinelVersion?: '1.8.9' | '1.8.6';
  startMs?: number;
  rule?: FlowRule;
  limiter?: Record<string, number | string>;
  derived: Record<string, unknown>;
  events: Record<string, number | boolean | string>[];
  expect: {
    pass?: boolean;
    acquired?: boolean;
    waitMs?: number;
    waitNs?: number;
    waitUs?: number;
    priorityWait?: boolean;
    state: Record<string, number>;
  }[];
}

function load(engine: string): Trace[] {
  const dir = traceDir(engine);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Trace);
}

function baseScenario(durationMs: number, startMs: number): Scenario {
  return {
    version: 1,
    name: '',
    sentinelVersion: '1.8.9',
    coldFactor: 3,
    startMs,
    durationMs,
    seed: 1,
    rules: [],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    guava: [],
    traffic: [],
    injections: [],
    incidents: [],
    systemInputs: { load: [], cpu: [] },
    view: { limiter: { kind: 'sentinel', index: 0 }, cursorMs: 0, tickMs: 100 },
  };
}

function arrivals(n: number, tUs: (i: number) => number, acquire: (i: number) => number): Arrivals {
  const a = {
    count: n,
    tUs: new Float64Array(n),
    acquire: new Int32Array(n),
    prioritized: new Uint8Array(n),
    rtMs: new Int32Array(n),
    error: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    a.tUs[i] = tUs(i);
    a.acquire[i] = acquire(i);
  }
  return a;
}

const sentinelTraces = load('sentinel-flow');
const guavaTraces = load('guava');

describe('Sentinel flow traces through simulateArrivals', () => {
  it('finds the traces', () => {
    expect(sentinelTraces.length).toBeGreaterThanOrEqual(40);
  });

  it.each(sentinelTraces.map((t) => [t.name, t] as const))('%s', (_name, trace) => {
    const startMs = trace.startMs!;
    const ev = trace.events;
    const lastMs = Number(ev[ev.length - 1].t) - startMs;
    const scenario = { ...baseScenario(lastMs + 1, startMs), sentinelVersion: trace.sentinelVersion ?? '1.8.9' };
    scenario.rules = [trace.rule!];
    const a = arrivals(
      ev.length,
      (i) => (Number(ev[i].t) - startMs) * 1000,
      (i) => Number(ev[i].acquire),
    );
    ev.forEach((e, i) => {
      a.prioritized[i] = e.prioritized ? 1 : 0;
      a.rtMs[i] = Number(e.rtMs);
      a.error[i] = e.error ? 1 : 0;
    });
    const lim = simulateArrivals(scenario, a).limiters[0];
    expect(lim.id).toBe('sentinel:0');
    expect(lim.className).toBe(trace.derived.controller === 'none' ? 'none' : trace.derived.controller);
    expect(lim.requests.count).toBe(ev.length);
    const nanos = trace.derived.useNanoSeconds === true;
    const mismatches: string[] = [];
    trace.expect.forEach((row, i) => {
      const log = lim.requests;
      const got = {
        pass: log.outcome[i] !== Outcome.Blocked,
        wait: nanos ? Math.round(log.waitMs[i] * 1e6) : log.waitMs[i],
        priorityWait: log.prioritized[i] === 1 && log.outcome[i] === Outcome.Waited && lim.kind === 'sentinel-default',
      };
      const want = {
        pass: row.pass!,
        wait: nanos ? row.waitNs! : row.waitMs!,
        priorityWait: row.priorityWait === true,
      };
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        mismatches.push(`row ${i}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
      }
      if (got.pass && (log.outcome[i] === Outcome.Waited) !== got.wait > 0) mismatches.push(`row ${i}: outcome`);
      mismatches.push(...inputMismatches(lim, trace, i, startMs));
    });
    expect(mismatches).toEqual([]);
  });
});

/** The logged decision inputs against the recorded state (after this event, or after the previous one). */
function inputMismatches(lim: LimiterResult, trace: Trace, i: number, startMs: number): string[] {
  const log = lim.requests;
  const state = trace.expect[i].state;
  const out: string[] = [];
  const check = (what: string, got: number, want: number) => {
    if (!Object.is(got, want)) out.push(`row ${i} ${what}: got ${got}, want ${want}`);
  };
  if (lim.kind === 'sentinel-warm-up' || lim.kind === 'sentinel-warm-up-rate-limiter') {
    check('storedTokens after the sync', log.columns.storedTokens[i], state.storedTokens);
  }
  const before = log.columns.latestPassedTimeMs;
  if (before !== undefined && before[i] === before[i]) {
    // pacing: latestPassedTime before this request = after the previous one
    const prev = i === 0 ? -1 : trace.expect[i - 1].state.latestPassedTime;
    const nanos = trace.derived.useNanoSeconds === true;
    check('latestPassedTime before', before[i], nanos ? (prev - NANO_ORIGIN) / 1e6 : prev - startMs);
  }
  if (lim.kind === 'sentinel-default' && log.outcome[i] !== Outcome.Passed) {
    // blocked or borrowed: nothing was added to the current window, so the read equals the state after
    check('passQps read', log.columns.passQps[i], state.passQps);
  }
  if (lim.kind === 'sentinel-default' && log.outcome[i] === Outcome.Passed) {
    check('passQps read + acquire', log.columns.passQps[i] + log.acquire[i], state.passQps);
  }
  if (lim.kind === 'sentinel-thread' && log.outcome[i] === Outcome.Blocked) {
    check('curThreadNum read', log.columns.curThreadNum[i], state.curThreadNum);
  }
  return out;
}

describe('Guava traces through simulateArrivals', () => {
  const replayable = guavaTraces.filter((t) => !t.events.some((e) => e.op === 'setRate'));

  it('replays at least four acquire traces of 10+ events', () => {
    expect(replayable.filter((t) => uniformPrefix(t) >= 10).length).toBeGreaterThanOrEqual(4);
  });

  it.each(replayable.filter((t) => uniformPrefix(t) >= 10).map((t) => [t.name, t] as const))('%s', (_n, trace) => {
    const n = uniformPrefix(trace);
    const ev = trace.events;
    const lastUs = Number(ev[n - 1].tUs);
    const scenario = baseScenario(Math.floor(lastUs / 1000) + 1, 0);
    const lim = trace.limiter!;
    const timeoutMs = ev[0].op === 'tryAcquire' ? Number(ev[0].timeoutUs) / 1000 : null;
    scenario.guava = [
      lim.type === 'bursty'
        ? {
            type: 'bursty',
            permitsPerSecond: Number(lim.permitsPerSecond),
            maxBurstSeconds: Number(lim.maxBurstSeconds),
            tryAcquireTimeoutMs: timeoutMs,
          }
        : {
            type: 'warmingUp',
            permitsPerSecond: Number(lim.permitsPerSecond),
            warmupPeriodMs: Number(lim.warmupPeriodMs),
            coldFactor: Number(lim.coldFactor),
            tryAcquireTimeoutMs: timeoutMs,
          },
    ];
    const a = arrivals(
      n,
      (i) => Number(ev[i].tUs),
      (i) => Number(ev[i].permits),
    );
    const result = simulateArrivals(scenario, a).limiters[0];
    const log = result.requests;
    const got = [];
    const want = [];
    for (let i = 0; i < n; i++) {
      const row = trace.expect[i];
      got.push({
        acquired: log.outcome[i] !== Outcome.Blocked,
        waitUs: Math.round(log.waitMs[i] * 1000),
        nextFreeBefore: Math.round(log.columns.nextFreeTicketMs[i] * 1000),
      });
      want.push({
        acquired: row.acquired,
        waitUs: row.waitUs,
        nextFreeBefore: i === 0 ? 0 : trace.expect[i - 1].state.nextFreeTicketMicros,
      });
    }
    expect(got).toEqual(want);
    expect(result.constants.stableIntervalMicros).toBe(trace.derived.stableIntervalMicros);
    expect(result.constants.maxPermits).toBeCloseTo(Number(trace.derived.maxPermits), 9);
  });
});

/** How many leading events share the first event's operation and timeout (a whole number of ms, ≥ 0). */
function uniformPrefix(t: Trace): number {
  const key = (e: Record<string, unknown>) => `${String(e.op)}:${String(e.timeoutUs ?? '')}`;
  const first = t.events[0];
  if (first.op === 'tryAcquire' && !(Number(first.timeoutUs) >= 0 && Number(first.timeoutUs) % 1000 === 0)) return 0;
  let n = 0;
  while (n < t.events.length && key(t.events[n]) === key(first)) n++;
  return n;
}
