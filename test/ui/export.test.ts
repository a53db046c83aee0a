/**
 * Exports: the CSVs hold the engine's own numbers, row for row and bit for bit (NaN as an empty field),
 * quote what needs quoting, and carry the slot chain's walk; the Requests chart's vector marks follow the
 * canvas's one-mark-per-pixel rule; the scenario file is the validated scenario.
 */
import { csvParse, csvParseRows } from 'd3';
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../src/engine/scenario';
import { Outcome, type LimiterResult, type SimResult } from '../../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import { csvNumber, exportFileName, requestsCsv, seriesCsv } from '../../src/ui/export/csv';
import { requestMarks } from '../../src/ui/export/request-marks';
import { scenarioFileText } from '../../src/ui/export/scenario-json';
import { qpsRule, scenarioOf } from '../engine/sim/helpers';

function limiterOf(r: SimResult, id: string): LimiterResult {
  const l = r.limiters.find((x) => x.id === id);
  if (!l) throw new Error(`no ${id}`);
  return l;
}

/** The cell as the number it stands for (empty = NaN), so comparisons are exact. */
const cellNumber = (s: string) => (s === '' ? NaN : Number(s));

/** Object.is equality, NaN = NaN: every bit of a double except NaN payloads. */
function sameNumbers(cells: string[], values: ArrayLike<number>): void {
  expect(cells.length).toBe(values.length);
  for (let i = 0; i < cells.length; i++) {
    if (!Object.is(cellNumber(cells[i]), values[i])) {
      throw new Error(`row ${i}: "${cells[i]}" is not ${values[i]}`);
    }
  }
}

function columns(text: string): { header: string[]; col: (name: string) => string[]; rows: string[][] } {
  const [header, ...rows] = csvParseRows(text);
  return {
    header,
    rows,
    col: (name) => {
      const k = header.indexOf(name);
      if (k < 0) throw new Error(`no column ${name} in ${header.join(',')}`);
      return rows.map((r) => r[k]);
    },
  };
}

describe('csvNumber', () => {
  it.each<[number, string]>([
    [0, '0'],
    [-0, '-0'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e-7, '1e-7'],
    [123456789.123, '123456789.123'],
    [Infinity, 'Infinity'],
    [NaN, ''],
  ])('%s → "%s", which parses back to the same double', (x, text) => {
    expect(csvNumber(x)).toBe(text);
    if (text !== '') expect(Object.is(Number(text), x)).toBe(true);
  });
});

describe('requests CSV of the default scenario (Sentinel WarmUp)', () => {
  const r = simulate(defaultScenario(), ALL_FAMILIES);
  const l = limiterOf(r, 'sentinel:0');
  const log = l.requests;
  const csv = columns(requestsCsv(l));

  it('has a header of Java-style names and one row per logged request', () => {
    expect(csv.header).toEqual([
      'index',
      'tMs',
      'acquire',
      'prioritized',
      'outcome',
      'waitMs',
      'passQps',
      'storedTokens',
      'limitQps',
    ]);
    expect(csv.rows.length).toBe(log.count);
    expect(log.count).toBeGreaterThan(100);
  });

  it('rows hold the log’s values exactly', () => {
    sameNumbers(csv.col('tMs'), log.tMs.subarray(0, log.count));
    sameNumbers(csv.col('waitMs'), log.waitMs.subarray(0, log.count));
    sameNumbers(csv.col('passQps'), log.columns.passQps.subarray(0, log.count));
    sameNumbers(csv.col('storedTokens'), log.columns.storedTokens.subarray(0, log.count));
    sameNumbers(csv.col('limitQps'), log.columns.limitQps.subarray(0, log.count));
    sameNumbers(csv.col('acquire'), log.acquire.subarray(0, log.count));
    expect(csv.col('index')).toEqual(Array.from({ length: log.count }, (_, i) => String(i)));
    const names = ['passed', 'waited', 'blocked'];
    expect(csv.col('outcome')).toEqual(Array.from(log.outcome.subarray(0, log.count), (o) => names[o]));
    // the outcome counts are the summary's
    expect(csv.col('outcome').filter((o) => o === 'blocked').length).toBe(l.summary.blocked);
  });

  it('WarmUp’s storedTokens column is the restToken the decision used (its explain record’s)', () => {
    sameNumbers(csv.col('storedTokens'), log.columns.storedTokens.subarray(0, log.count));
  });
});

describe('requests CSV of pacing and Guava limiters', () => {
  const s = scenarioOf({
    durationMs: 3000,
    rules: [qpsRule({ controlBehavior: 2, count: 10, maxQueueingTimeMs: 300 })],
    guava: [{ type: 'bursty', permitsPerSecond: 7 }],
    traffic: [{ type: 'poisson', qps: 25 }],
  });
  const r = simulate(s, ALL_FAMILIES);

  it('pacing: latestPassedTimeMs, maxQueueingTimeMs, costTimeMs; NaN (Sentinel’s initial -1) as an empty field', () => {
    const l = limiterOf(r, 'sentinel:0');
    const csv = columns(requestsCsv(l));
    expect(csv.header.slice(6)).toEqual(['latestPassedTimeMs', 'maxQueueingTimeMs', 'costTimeMs']);
    sameNumbers(csv.col('latestPassedTimeMs'), l.requests.columns.latestPassedTimeMs.subarray(0, l.requests.count));
    sameNumbers(csv.col('costTimeMs'), l.requests.columns.costTimeMs.subarray(0, l.requests.count));
    expect(csv.col('latestPassedTimeMs')[0]).toBe('');
    expect(csv.rows.some((row) => row[4] === 'waited')).toBe(true);
  });

  it('Guava: storedPermits, nextFreeTicketMs, timeoutMs (empty for acquire), costMs, times to the microsecond', () => {
    const l = limiterOf(r, 'guava:0');
    const csv = columns(requestsCsv(l));
    expect(csv.header.slice(6)).toEqual(['storedPermits', 'nextFreeTicketMs', 'timeoutMs', 'costMs']);
    sameNumbers(csv.col('tMs'), l.requests.tMs.subarray(0, l.requests.count));
    sameNumbers(csv.col('storedPermits'), l.requests.columns.storedPermits.subarray(0, l.requests.count));
    expect(new Set(csv.col('timeoutMs'))).toEqual(new Set(['']));
    // Poisson arrivals fall between whole ms: the text keeps the fraction
    expect(csv.col('tMs').some((t) => t.includes('.'))).toBe(true);
  });
});

describe('series CSV', () => {
  const r = simulate(defaultScenario(), ALL_FAMILIES);
  const l = limiterOf(r, 'sentinel:0');
  const csv = columns(seriesCsv(r, l));

  it('one row per tick, with the tick’s bounds in ms since start', () => {
    expect(csv.rows.length).toBe(r.ticks);
    expect(csv.col('startMs')[3]).toBe(String(3 * r.tickMs));
    expect(csv.col('endMs')[3]).toBe(String(4 * r.tickMs));
    expect(csv.header).toContain('storedTokens');
    expect(csv.header).not.toContain('stored');
  });

  it('every series equals the engine’s array, NaN as an empty field', () => {
    const s = l.series;
    const pairs: [string, Float64Array][] = [
      ['passed', s.passed],
      ['blocked', s.blocked],
      ['waited', s.waited],
      ['queued', s.queued],
      ['waitP50Ms', s.waitP50],
      ['waitP99Ms', s.waitP99],
      ['waitMaxMs', s.waitMax],
      ['curThreadNum', s.threads],
      ['passQps', s.passQps],
      ['blockQps', s.blockQps],
      ['storedTokens', s.stored],
      ['limitQps', s.limitQps],
      ['queueTailMs', s.queueTailMs],
    ];
    for (const [name, values] of pairs) sameNumbers(csv.col(name), values);
    // WarmUp has no pacing queue: its queue tail is NaN in every tick, so the column is empty
    expect(new Set(csv.col('queueTailMs'))).toEqual(new Set(['']));
  });

  it('Guava calls the level storedPermits', () => {
    const g = simulate(
      scenarioOf({
        durationMs: 2000,
        guava: [{ type: 'bursty', permitsPerSecond: 5 }],
        traffic: [{ type: 'constant', qps: 3 }],
      }),
      ALL_FAMILIES,
    );
    const text = seriesCsv(g, limiterOf(g, 'guava:0'));
    expect(csvParseRows(text)[0]).toContain('storedPermits');
  });
});

describe('the slot chain’s columns', () => {
  const RESOURCE = 'pay,"v2"';
  const ORIGIN = 'app, with "quotes"';
  const s = scenarioOf({
    durationMs: 4000,
    rules: [qpsRule({ resource: RESOURCE, count: 5 })],
    authorityRules: [{ resource: 'inv', limitApp: 'bad', strategy: 1 }],
    degradeRules: [{ resource: 'inv', grade: 2, count: 3, minRequestAmount: 1, statIntervalMs: 1000, timeWindow: 1 }],
    traffic: [
      { type: 'constant', qps: 10, resource: RESOURCE, origin: ORIGIN, context: 'web' },
      { type: 'constant', qps: 2, resource: 'inv', origin: 'bad', context: 'web' },
      { type: 'constant', qps: 5, resource: 'inv', origin: 'good', context: 'web', errorRate: 1 },
    ],
  });
  const r = simulate(s, ALL_FAMILIES);
  const l = limiterOf(r, 'chain:0');
  const c = l.chain!;
  const text = requestsCsv(l);
  const rows = csvParse(text);

  it('quotes a resource name with a comma and quotes, and reads back the same', () => {
    expect(text).toContain('"pay,""v2"""');
    expect(text).toContain('"app, with ""quotes"""');
    expect(rows.length).toBe(l.requests.count);
    const payRows = rows.filter((row) => row.resource === RESOURCE);
    expect(payRows.length).toBeGreaterThan(0);
    expect(payRows.every((row) => row.origin === ORIGIN)).toBe(true);
  });

  it('names the stopping slot, the rule (kind and index), the reason and the numbers compared', () => {
    expect(rows.columns.slice(6)).toEqual([
      'resource',
      'origin',
      'context',
      'stoppedBy',
      'ruleKind',
      'rule',
      'reason',
      'value',
      'limit',
      'probe',
      'flowRulesChecked',
    ]);
    const SLOTS: Record<string, number> = { AuthoritySlot: 4, FlowSlot: 6, DegradeSlot: 7 };
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const stopped = c.log.stoppedBy[i];
      expect(row.outcome === 'blocked', `row ${i}`).toBe(row.stoppedBy !== '');
      if (row.stoppedBy !== '') {
        expect(SLOTS[row.stoppedBy]).toBe(stopped);
        seen.add(row.stoppedBy);
        expect(row.rule).toBe(String(c.log.rule[i]));
      } else expect(row.rule).toBe('');
      expect(Object.is(cellNumber(row.value!), c.log.value[i])).toBe(true);
      expect(Object.is(cellNumber(row.limit!), c.log.limit[i])).toBe(true);
      expect(row.resource).toBe(c.resources[c.log.resource[i]]);
    });
    expect(seen).toEqual(new Set(['AuthoritySlot', 'FlowSlot', 'DegradeSlot']));
    const auth = rows.find((row) => row.stoppedBy === 'AuthoritySlot')!;
    expect([auth.resource, auth.origin, auth.ruleKind, auth.rule, auth.reason]).toEqual([
      'inv',
      'bad',
      'authority',
      '0',
      'AuthorityBlack',
    ]);
    const flow = rows.find((row) => row.stoppedBy === 'FlowSlot')!;
    expect([flow.ruleKind, flow.rule, flow.reason, flow.limit]).toEqual(['flow', '0', 'FlowClusterNode', '5']);
    const degrade = rows.find((row) => row.stoppedBy === 'DegradeSlot')!;
    expect([degrade.ruleKind, degrade.reason]).toEqual(['degrade', 'DegradeOpen']);
  });

  it('the series adds each breaker’s state by name', () => {
    const series = csvParse(seriesCsv(r, l));
    expect(series.length).toBe(r.ticks);
    const states = series.map((row) => row.degradeRule0State);
    expect(new Set(states)).toContain('OPEN');
    const names = ['CLOSED', 'OPEN', 'HALF_OPEN'];
    expect(states).toEqual(Array.from(c.breakers[0].state, (v) => names[v]));
  });
});

describe('exportFileName', () => {
  const r = simulate(defaultScenario(), ALL_FAMILIES);
  const l = limiterOf(r, 'sentinel:0');
  it('carries the metadata the CSV leaves out', () => {
    expect(exportFileName('requests', l, 'csv')).toBe('flowlab-requests-sentinel-0-WarmUpController.csv');
    expect(exportFileName('qps', l, 'svg')).toBe('flowlab-qps-sentinel-0-WarmUpController.svg');
    const truncated = { ...l, requests: { ...l.requests, truncated: true, count: 10, totalRequests: 25 } };
    expect(exportFileName('requests', truncated, 'csv')).toBe(
      'flowlab-requests-sentinel-0-WarmUpController-first10of25.csv',
    );
  });
});

describe('requestMarks (the Requests chart as SVG)', () => {
  const layout = {
    width: 100,
    height: 80,
    x: { domain: [0, 1000], range: [0, 100] },
    y: { domain: [0, 100], range: [70, 30] },
    laneY: 10,
  };
  const log = (rows: [number, number, number][]) => ({
    count: rows.length,
    tMs: rows.map((r) => r[0]),
    waitMs: rows.map((r) => r[1]),
    outcome: rows.map((r) => r[2]),
  });

  it('draws one mark per pixel cell and outcome, as the canvas does', () => {
    const m = requestMarks(
      log([
        [100, 0, Outcome.Passed],
        [101, 0, Outcome.Passed], // same pixel: merged
        [100, 0, Outcome.Blocked], // other outcome: its own mark (in the lane)
        [500, 50, Outcome.Waited],
        [2000, 0, Outcome.Passed], // off the plot
      ]),
      layout,
    );
    expect(m.count).toBe(3);
    expect(m.r).toBe(3.5);
    expect(m.passed).toBe('M13.5,70a3.5,3.5 0 1,0 -7,0a3.5,3.5 0 1,0 7,0');
    expect(m.blocked).toBe('M6.5,6.5l7,7m-7,0l7,-7');
    expect(m.waitedRing).toBe('M53.5,50a3.5,3.5 0 1,0 -7,0a3.5,3.5 0 1,0 7,0');
    expect(m.waitedHalf).toBe('M50,46.5a3.5,3.5 0 0,0 0,7z');
  });
});

describe('the scenario file', () => {
  it('is the scenario, pretty-printed, and parses back to the same object', () => {
    const s = defaultScenario();
    const text = scenarioFileText(s);
    expect(text).toContain('\n  "version": ');
    expect(JSON.parse(text)).toEqual(s);
  });
});
