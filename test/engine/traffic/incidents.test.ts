import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/engine/scenario';
import {
  applyIncidents,
  generateTraffic,
  incidentSchema,
  injectionSchema,
  sourceIdentity,
  trafficSourceSchema,
  type Incident,
  type TrafficColumns,
} from '../../../src/engine/traffic';

const src = (json: Record<string, unknown>) => trafficSourceSchema.parse(json);
const inc = (json: Record<string, unknown>): Incident => incidentSchema.parse(json);
const run = (
  sources: Record<string, unknown>[],
  incidents: Record<string, unknown>[] | undefined,
  durationMs = 5000,
  seed = 1,
) =>
  generateTraffic({
    traffic: sources.map(src),
    incidents: incidents?.map(inc),
    durationMs,
    seed,
  });

/** Rows of `c` whose arrival (ms) satisfies `pred`. */
const rowsWhere = (c: TrafficColumns, pred: (tMs: number, source: number) => boolean) =>
  Array.from(c.tUs, (_, i) => i).filter((i) => pred(c.tUs[i] / 1000, c.source[i]));
const pick = (col: ArrayLike<number>, rows: number[]) => rows.map((i) => col[i]);

describe('incidents: the schema', () => {
  it('fills the defaults: every request, keep rt and errors, no label', () => {
    expect(inc({ startMs: 100, endMs: 200 })).toEqual({
      startMs: 100,
      endMs: 200,
      resource: null,
      rt: null,
      errorRate: null,
      label: '',
    });
  });

  it('a scenario without incidents has [], and parseScenario fills each incident', () => {
    const bare = parseScenario({ version: 1 });
    expect(bare.ok && bare.value.incidents).toEqual([]);
    const r = parseScenario({ version: 1, incidents: [{ startMs: 0, endMs: 10, rt: { type: 'fixed', ms: 9 } }] });
    expect(r.ok && r.value.incidents).toEqual([
      { startMs: 0, endMs: 10, resource: null, rt: { type: 'fixed', ms: 9 }, errorRate: null, label: '' },
    ]);
  });
});

describe('incidents: which requests change', () => {
  // Two sources at 100 QPS (one request every 10 ms, from 0): "db" and the main resource (null).
  const sources = [
    { type: 'constant', qps: 100, resource: 'db', rt: { type: 'fixed', ms: 5 } },
    { type: 'constant', qps: 100, rt: { type: 'fixed', ms: 5 } },
  ];

  it('only requests arriving in [startMs, endMs) of the matching resource; the window start is in, the end out', () => {
    const c = run(sources, [{ startMs: 1000, endMs: 2000, resource: 'db', rt: { type: 'fixed', ms: 300 } }]);
    const hit = rowsWhere(c, (t, s) => s === 0 && t >= 1000 && t < 2000);
    expect(hit.length).toBe(100);
    expect(new Set(pick(c.rtMs, hit))).toEqual(new Set([300]));
    const rest = rowsWhere(c, (t, s) => !(s === 0 && t >= 1000 && t < 2000));
    expect(rest.length).toBe(c.count - 100);
    expect(new Set(pick(c.rtMs, rest))).toEqual(new Set([5]));
    // the edges: the request at exactly 1000 ms is hit, the one at exactly 2000 ms is not
    expect(
      pick(
        c.rtMs,
        rowsWhere(c, (t, s) => s === 0 && (t === 1000 || t === 2000)),
      ),
    ).toEqual([300, 5]);
    expect(
      pick(
        c.rtMs,
        rowsWhere(c, (t, s) => s === 0 && (t === 990 || t === 1990)),
      ),
    ).toEqual([5, 300]);
  });

  it('resource null hits every request, whatever its source', () => {
    const c = run(sources, [{ startMs: 1000, endMs: 2000, rt: { type: 'fixed', ms: 300 } }]);
    const hit = rowsWhere(c, (t) => t >= 1000 && t < 2000);
    expect(hit.length).toBe(200);
    expect(new Set(pick(c.rtMs, hit))).toEqual(new Set([300]));
    expect(
      new Set(
        pick(
          c.rtMs,
          rowsWhere(c, (t) => t < 1000 || t >= 2000),
        ),
      ),
    ).toEqual(new Set([5]));
  });

  it('a source with resource null (the main resource) is hit only by incidents with resource null', () => {
    const c = run([sources[1]], [{ startMs: 0, endMs: 5000, resource: 'demo', errorRate: 1 }]);
    expect(c.count).toBe(500);
    expect(Array.from(c.error).every((e) => e === 0)).toBe(true);
    const d = run([sources[1]], [{ startMs: 0, endMs: 5000, resource: null, errorRate: 1 }]);
    expect(Array.from(d.error).every((e) => e === 1)).toBe(true);
  });

  it('matches injections by their own resource', () => {
    const c = generateTraffic({
      traffic: [src(sources[1])],
      injections: [injectionSchema.parse({ atMs: 1500, count: 3, resource: 'db' })],
      incidents: [inc({ startMs: 1000, endMs: 2000, resource: 'db', rt: { type: 'fixed', ms: 70 } })],
      durationMs: 5000,
      seed: 1,
    });
    expect(
      pick(
        c.rtMs,
        rowsWhere(c, (_, s) => s === 1),
      ),
    ).toEqual([70, 70, 70]);
    expect(
      new Set(
        pick(
          c.rtMs,
          rowsWhere(c, (_, s) => s === 0),
        ),
      ),
    ).toEqual(new Set([5]));
  });

  it('errorRate 1 marks every request in the window and errorRate 0 clears them; rt null keeps each rt', () => {
    const base = run([{ type: 'poisson', qps: 500, errorRate: 0.5, rt: { type: 'exponential', meanMs: 20 } }], []);
    const marked = run(
      [{ type: 'poisson', qps: 500, errorRate: 0.5, rt: { type: 'exponential', meanMs: 20 } }],
      [
        { startMs: 1000, endMs: 2000, errorRate: 1 },
        { startMs: 3000, endMs: 4000, errorRate: 0 },
      ],
    );
    const first = rowsWhere(marked, (t) => t >= 1000 && t < 2000);
    const second = rowsWhere(marked, (t) => t >= 3000 && t < 4000);
    expect(first.length).toBeGreaterThan(400);
    expect(pick(marked.error, first).every((e) => e === 1)).toBe(true);
    expect(pick(marked.error, second).every((e) => e === 0)).toBe(true);
    // the base run had both outcomes in those windows, so the incident did change them
    expect(new Set(pick(base.error, first))).toEqual(new Set([0, 1]));
    expect(new Set(pick(base.error, second))).toEqual(new Set([0, 1]));
    // rt null: every response time is the request's own
    expect(Array.from(marked.rtMs)).toEqual(Array.from(base.rtMs));
  });

  it('rt re-sampled: an exponential incident has its own mean; errors are kept when errorRate is null', () => {
    const s = [{ type: 'poisson', qps: 5000, errorRate: 0.2, rt: { type: 'fixed', ms: 1 } }];
    const base = run(s, [], 4000, 3);
    const c = run(s, [{ startMs: 0, endMs: 4000, rt: { type: 'exponential', meanMs: 200 } }], 4000, 3);
    const mean = Array.from(c.rtMs).reduce((a, b) => a + b, 0) / c.count;
    expect(mean).toBeGreaterThan(190);
    expect(mean).toBeLessThan(210);
    expect(Array.from(c.error)).toEqual(Array.from(base.error));
  });
});

describe('incidents: overlaps', () => {
  const steady = [{ type: 'constant', qps: 100 }];
  const rtIn = (c: TrafficColumns, from: number, to: number) =>
    new Set(
      pick(
        c.rtMs,
        rowsWhere(c, (t) => t >= from && t < to),
      ),
    );

  it('the later incident in the list wins where they overlap', () => {
    const a = { startMs: 0, endMs: 2000, rt: { type: 'fixed', ms: 100 } };
    const b = { startMs: 1000, endMs: 3000, rt: { type: 'fixed', ms: 200 } };
    const ab = run(steady, [a, b]);
    expect(rtIn(ab, 0, 1000)).toEqual(new Set([100]));
    expect(rtIn(ab, 1000, 3000)).toEqual(new Set([200]));
    expect(rtIn(ab, 3000, 5000)).toEqual(new Set([0]));
    const ba = run(steady, [b, a]);
    expect(rtIn(ba, 0, 2000)).toEqual(new Set([100]));
    expect(rtIn(ba, 2000, 3000)).toEqual(new Set([200]));
  });

  it('each incident sets only its own fields: an earlier rt stays under a later error burst', () => {
    const c = run(steady, [
      { startMs: 0, endMs: 3000, rt: { type: 'fixed', ms: 100 } },
      { startMs: 1000, endMs: 2000, errorRate: 1 },
    ]);
    const overlap = rowsWhere(c, (t) => t >= 1000 && t < 2000);
    expect(new Set(pick(c.rtMs, overlap))).toEqual(new Set([100]));
    expect(new Set(pick(c.error, overlap))).toEqual(new Set([1]));
    expect(
      new Set(
        pick(
          c.error,
          rowsWhere(c, (t) => t < 1000 || t >= 2000),
        ),
      ),
    ).toEqual(new Set([0]));
  });
});

describe('incidents: randomness', () => {
  const sources = [
    { type: 'poisson', qps: 400, errorRate: 0.3, prioritized: 0.5, rt: { type: 'exponential', meanMs: 30 } },
    { type: 'poisson', qps: 200, resource: 'db', errorRate: 0.1, rt: { type: 'lognormal', medianMs: 10, sigma: 1 } },
  ];
  const A = { startMs: 1000, endMs: 2000, rt: { type: 'lognormal', medianMs: 50, sigma: 0.8 }, errorRate: 0.5 };
  const B = { startMs: 3000, endMs: 3500, resource: 'db', rt: { type: 'exponential', meanMs: 80 }, errorRate: 0.9 };
  const bytes = (c: TrafficColumns) =>
    [c.tUs, c.acquire, c.prioritized, c.rtMs, c.error, c.source].map((a) => Buffer.from(a.buffer).toString('hex'));

  it('is deterministic: the same input gives the same bytes', () => {
    expect(bytes(run(sources, [A, B], 5000, 7))).toEqual(bytes(run(sources, [A, B], 5000, 7)));
  });

  it('no incidents, or an empty list, is the run without incidents', () => {
    expect(bytes(run(sources, [], 5000, 7))).toEqual(bytes(run(sources, undefined, 5000, 7)));
  });

  it('adding an incident leaves every request outside it bit-identical, and the other incidents draws too', () => {
    const base = run(sources, [], 5000, 7);
    const withA = run(sources, [A], 5000, 7);
    const withAB = run(sources, [A, B], 5000, 7);
    expect(Array.from(withA.tUs)).toEqual(Array.from(base.tUs));
    expect(Array.from(withAB.prioritized)).toEqual(Array.from(base.prioritized));
    const inA = (t: number) => t >= 1000 && t < 2000;
    const inB = (t: number, s: number) => s === 1 && t >= 3000 && t < 3500;
    const outside = rowsWhere(base, (t, s) => !inA(t) && !inB(t, s));
    const rowsA = rowsWhere(base, (t) => inA(t));
    const rowsB = rowsWhere(base, (t, s) => inB(t, s));
    expect(rowsB.length).toBeGreaterThan(50);
    for (const c of [withA, withAB]) {
      expect(pick(c.rtMs, outside)).toEqual(pick(base.rtMs, outside));
      expect(pick(c.error, outside)).toEqual(pick(base.error, outside));
    }
    // B does not move A's draws
    expect(pick(withAB.rtMs, rowsA)).toEqual(pick(withA.rtMs, rowsA));
    expect(pick(withAB.error, rowsA)).toEqual(pick(withA.error, rowsA));
    // and the incidents did change what they cover
    expect(pick(withA.rtMs, rowsA)).not.toEqual(pick(base.rtMs, rowsA));
    expect(pick(withAB.rtMs, rowsB)).not.toEqual(pick(base.rtMs, rowsB));
    expect(pick(withAB.error, rowsB)).not.toEqual(pick(base.error, rowsB));
  });

  it("an incident's draws are its own stream, not the source's: the same distribution gives other numbers", () => {
    const s = [{ type: 'poisson', qps: 300, rt: { type: 'exponential', meanMs: 30 } }];
    const base = run(s, [], 2000, 5);
    const same = run(s, [{ startMs: 0, endMs: 2000, rt: { type: 'exponential', meanMs: 30 } }], 2000, 5);
    expect(Array.from(same.rtMs)).not.toEqual(Array.from(base.rtMs));
    // …and each incident index has its own stream too
    const twice = run(
      s,
      [
        { startMs: 0, endMs: 1000, rt: { type: 'exponential', meanMs: 30 } },
        { startMs: 1000, endMs: 2000, rt: { type: 'exponential', meanMs: 30 } },
      ],
      2000,
      5,
    );
    const early = rowsWhere(twice, (t) => t < 1000);
    const late = rowsWhere(twice, (t) => t >= 1000);
    const n = Math.min(early.length, late.length);
    expect(pick(twice.rtMs, late.slice(0, n))).not.toEqual(pick(twice.rtMs, early.slice(0, n)));
  });

  it('another seed gives other incident draws', () => {
    const withSeed = (seed: number) =>
      run([{ type: 'constant', qps: 500 }], [{ startMs: 0, endMs: 1000, errorRate: 0.5 }], 1000, seed);
    expect(Array.from(withSeed(1).error)).not.toEqual(Array.from(withSeed(2).error));
  });

  it('applyIncidents rewrites the columns in place, and only inside the window', () => {
    const traffic = [src({ type: 'burst', atMs: 10, count: 3, rt: { type: 'fixed', ms: 1 } })];
    const c = generateTraffic({ traffic, durationMs: 100, seed: 1 });
    applyIncidents(c, [inc({ startMs: 0, endMs: 11, rt: { type: 'fixed', ms: 42 } })], sourceIdentity({ traffic }), 1);
    expect(Array.from(c.rtMs)).toEqual([42, 42, 42]);
    applyIncidents(c, [inc({ startMs: 11, endMs: 20, rt: { type: 'fixed', ms: 7 } })], sourceIdentity({ traffic }), 1);
    expect(Array.from(c.rtMs)).toEqual([42, 42, 42]);
  });
});

describe('incidents: parseScenario', () => {
  const parse = (json: Record<string, unknown>) => parseScenario({ version: 1, ...json });
  const issuesOf = (r: ReturnType<typeof parse>) => (r.ok ? [] : r.issues.map((i) => [i.path, i.detail]));

  it('endMs must come after startMs, reported at incidents[i].endMs', () => {
    const r = parse({
      incidents: [
        { startMs: 0, endMs: 10 },
        { startMs: 5000, endMs: 5000 },
        { startMs: 7000, endMs: 6000 },
      ],
    });
    expect(issuesOf(r)).toEqual([
      [['incidents', 1, 'endMs'], 'must be greater than startMs 5000, got 5000'],
      [['incidents', 2, 'endMs'], 'must be greater than startMs 7000, got 6000'],
    ]);
    expect(!r.ok && r.issues[0].message).toBe('incidents[1].endMs: must be greater than startMs 5000, got 5000');
  });

  it('an incident starting at or after the end of the run is a warning', () => {
    const r = parse({ durationMs: 1000, incidents: [{ startMs: 1000, endMs: 2000, errorRate: 1 }] });
    expect(r.ok).toBe(true);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'incidents[0]: starts at 1000 ms, at or after the end of the run (1000 ms): it changes nothing',
    ]);
  });

  it.each([
    [
      'endMs past 1 hour',
      { incidents: [{ startMs: 0, endMs: 3_600_001 }] },
      'incidents[0].endMs: must be an integer from 0 to 3600000 ms, got 3600001',
    ],
    [
      'startMs negative',
      { incidents: [{ startMs: -1, endMs: 5 }] },
      'incidents[0].startMs: must be an integer from 0 to 3600000 ms, got -1',
    ],
    [
      'errorRate above 1',
      { incidents: [{ startMs: 0, endMs: 5, errorRate: 1.5 }] },
      'incidents[0].errorRate: must be a number ≥ 0 and ≤ 1, got 1.5',
    ],
    [
      'rt of an unknown type',
      { incidents: [{ startMs: 0, endMs: 5, rt: { type: 'slow' } }] },
      'incidents[0].rt.type: must be a response time with "type" one of "fixed", "exponential", "lognormal", got type the string "slow"',
    ],
    [
      'resource empty',
      { incidents: [{ startMs: 0, endMs: 5, resource: '' }] },
      'incidents[0].resource: must be a resource name of 1 to 200 characters, or null for every request, got the string ""',
    ],
    [
      'label not a string',
      { incidents: [{ startMs: 0, endMs: 5, label: 3 }] },
      'incidents[0].label: must be a string of at most 200 characters, got 3',
    ],
    ['unknown key', { incidents: [{ startMs: 0, endMs: 5, colour: 1 }] }, 'incidents[0].colour: unknown key'],
    [
      'more than 50 incidents',
      { incidents: Array.from({ length: 51 }, () => ({ startMs: 0, endMs: 5 })) },
      'incidents: must be an array of at most 50 incidents, got an array',
    ],
    ['not an array', { incidents: {} }, 'incidents: must be an array of at most 50 incidents, got an object'],
  ])('%s', (_name, json, message) => {
    const r = parse(json);
    expect(r.ok ? [] : r.issues.map((i) => i.message)).toEqual([message]);
  });
});
