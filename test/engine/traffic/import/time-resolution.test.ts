/**
 * Whole-second log times (issue 21 #1): an access log with `$time_local`, a CSV of epoch seconds or ISO
 * without a fraction says only which second a request came in. Such a file becomes counts per second,
 * spread inside each second from the seed exactly as a metric log's, and says so; times finer than a
 * second (`$msec`, ISO with ms) are kept exact. The independent check is the metric-log route: the same
 * per-second load given as a metric log and as an access log must be decided the same, request for request.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../../../src/engine/scenario/defaults';
import { parseScenario } from '../../../../src/engine/scenario/parse';
import { ALL_FAMILIES, simulate } from '../../../../src/engine/sim/simulate';
import { applyImportedTraffic } from '../../../../src/ui/export/traffic-import';
import { createImporter, splitLines, type ImportedTraffic } from './helpers';

const START_S = 1_700_000_000; // 2023-11-14T22:13:20Z
/** 60 s of 10–28 requests a second, 1,134 in all */
const COUNTS = Array.from({ length: 60 }, (_, i) => 10 + ((i * 7) % 19));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n: number) => String(n).padStart(2, '0');
function clf(epochS: number): string {
  const d = new Date(epochS * 1000);
  return `${p2(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
}
const accessLine = (time: string) => `10.0.0.1 - - [${time}] "GET /orders HTTP/1.1" 200 5 "-" "curl/8.0"`;

/** Each second's requests, with `time(second, j)` as the bracketed time. */
function accessLog(time: (s: number, j: number) => string): string {
  return COUNTS.flatMap((c, s) => Array.from({ length: c }, (_, j) => accessLine(time(s, j)))).join('\n');
}
const metricLog = COUNTS.map(
  (c, s) => `${(START_S + s) * 1000}|2023-11-14 22:13:20|/orders|${c}|0|${c}|0|0|0|0|0`,
).join('\n');

function imported(format: 'access-log' | 'metric-log' | 'csv', text: string, columns = {}): ImportedTraffic {
  const imp = createImporter(format, { time: '', format: 'iso', ...columns });
  splitLines(text).forEach((l, i) => imp.line(l, i + 1));
  return imp.build(['/orders'], 'x');
}

/** The default scenario (Sentinel WarmUp count 20 and Guava SmoothWarmingUp 20/s, tryAcquire(0)) on `t`. */
function run(t: ImportedTraffic, seed = 1): { passed: number; chainPassed: number; times: number[] } {
  const s = defaultScenario();
  const parsed = parseScenario({
    ...applyImportedTraffic(s, t),
    rules: s.rules.map((r) => ({ ...r, resource: '/orders' })),
    seed,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const r = simulate(parsed.value, ALL_FAMILIES);
  const guava = r.limiters.find((l) => l.id === 'guava:0')!;
  const chain = r.limiters.find((l) => l.id === 'chain:0')!;
  return {
    passed: guava.summary.passed,
    chainPassed: chain.summary.passed,
    times: Array.from(guava.requests.tMs.slice(0, 50)),
  };
}

describe('whole-second times', () => {
  const local = imported(
    'access-log',
    accessLog((s) => clf(START_S + s)),
    { accessTime: 'clf' },
  );

  it('an access log with $time_local becomes counts per second, and says so', () => {
    expect(local.detail).toBe('per-second');
    expect(local.notes).toContainEqual({ code: 'wholeSeconds', params: {} });
    expect(local.startMs).toBe(START_S * 1000);
    expect(local.sources).toHaveLength(1);
    expect(local.sources[0]).toMatchObject({ type: 'perSecond', counts: COUNTS });
  });

  it('is decided exactly as the same load given as a metric log (Guava SmoothWarmingUp, the chain)', () => {
    const metric = imported('metric-log', metricLog);
    expect(metric.sources[0]).toMatchObject({ type: 'perSecond', counts: COUNTS });
    const a = run(local);
    const m = run(metric);
    expect(a.passed).toBe(m.passed);
    expect(a.chainPassed).toBe(m.chainPassed);
    expect(a.times).toEqual(m.times);
    // stacked on one millisecond, a tryAcquire(0) limiter passes at most one request of each second's burst
    expect(a.passed).toBeGreaterThan(2 * COUNTS.length);
  });

  it('is deterministic: the same seed gives the same times, another seed others', () => {
    expect(run(local, 7).times).toEqual(run(local, 7).times);
    expect(run(local, 7).times).not.toEqual(run(local, 8).times);
  });

  it('a CSV of epoch seconds, or ISO without a fraction, is whole seconds too', () => {
    const csv = ['ts', ...COUNTS.flatMap((c, s) => new Array<string>(c).fill(String(START_S + s)))].join('\n');
    const t = imported('csv', csv, { time: 'ts', format: 'epoch-s' });
    expect(t.detail).toBe('per-second');
    expect(t.sources[0]).toMatchObject({ type: 'perSecond', counts: COUNTS });
    const iso = imported('csv', 'time\n2024-05-01T12:00:00Z\n2024-05-01T12:00:00Z\n2024-05-01T12:00:02Z', {
      time: 'time',
    });
    expect(iso.notes).toContainEqual({ code: 'wholeSeconds', params: {} });
    expect(iso.sources[0]).toMatchObject({ type: 'perSecond', counts: [2, 0, 1] });
  });
});

describe('finer times stay exact', () => {
  it('$msec (epoch seconds with ms) keeps every arrival time', () => {
    const t = imported(
      'access-log',
      accessLog((s, j) => (START_S + s + (j * 37) / 1000).toFixed(3)),
      { accessTime: 'epoch-s' },
    );
    expect(t.detail).toBe('exact');
    expect(t.notes.map((n) => n.code)).not.toContain('wholeSeconds');
    const want = COUNTS.flatMap((c, s) => Array.from({ length: c }, (_, j) => s * 1000 + j * 37));
    const src = t.sources[0];
    expect(src.type).toBe('replay');
    if (src.type === 'replay') expect(src.timesMs.map((x) => Math.round(x))).toEqual(want);
  });

  it('one time off the second is enough: resolution is read from all the data, not the format', () => {
    const t = imported('csv', 'time\n2024-05-01T12:00:00Z\n2024-05-01T12:00:01.250Z', { time: 'time' });
    expect(t.detail).toBe('exact');
    expect(t.sources[0]).toMatchObject({ type: 'replay', timesMs: [0, 1250] });
  });
});
