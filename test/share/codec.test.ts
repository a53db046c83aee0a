import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, type Scenario } from '../../src/engine/scenario';
import { decodeScenario, encodeScenario, MAX_INFLATED_BYTES, type DecodeResult } from '../../src/share';
import { fromBase64Url, toBase64Url } from '../../src/share/base64url';
import { deflateRaw } from '../../src/share/deflate';
import { scenarioArb } from '../engine/scenario/arbitraries';
import { lzStyleLength } from './lz-style';

/** Link text holding exactly this JSON text (bypassing the encoder). */
const linkOf = async (json: string, version = 1) =>
  `${version}.${toBase64Url(await deflateRaw(new TextEncoder().encode(json)))}`;
const linkOfBytes = async (bytes: Uint8Array) => `1.${toBase64Url(await deflateRaw(bytes))}`;
const errorCode = (r: DecodeResult) => (r.ok ? 'ok' : r.error.code);

// ---------------------------------------------------------------------------------------------
// Published links. These strings were produced by link format 1 and must decode to the same
// scenario forever: never change them; a new format gets new fixtures.

const FIXTURE_DEFAULT = '1.q64FAA';
const FIXTURE_EDITED =
  '1.TVBNTwIxEP0r5J0b0l3BmB69m0gkXoyHujvAyG67TlsEyf53Mywh3CZ58z7PCL4nOKx3EnPuOGxnPs8qO1u9vsEgUcgcqHsnSRwDHKr50_wRBm0RnzmGlwRXW2utPlMLt6gNpHSU4D7OEEqxSKMWUVqSBIMmlpDhKqtnyBK7Z9r5A0eBqw16f1wVKsRhu-ae1ODB2vHTYFv8wV9k82lQya8iKZ-gWBa_2XBzjw6RU4oBBj9DgquWBpLhbjgdhxi0oO9g0JMPk9c4mttPGnhPGnog4djqw_JS9lqitgbDzqdLzHo55eTwTY2OM23gs4JVfc9bKE84Cmf-09myFFLugelXM3bccybRc8-hhbu2V_WWjnB2NGiKpCh36pmb_ZRxHP8B';

const IDENTITY = { resource: null, origin: '', context: 'sentinel_default_context', entryType: 'IN' };
const ATTRS = { acquire: 1, prioritized: false, rt: { type: 'fixed', ms: 0 }, errorRate: 0, ...IDENTITY };
/** Keys added to the scenario after the fixtures were made, at their defaults (links lack them). */
const ADDED = {
  incidents: [],
  systemInputs: { load: [], cpu: [] },
  degradeRules: [],
  authorityRules: [],
  systemRules: [],
};
const FIXTURE_DEFAULT_SCENARIO = {
  version: 1,
  name: 'Warm-up: a cold service meets a step to 30 QPS',
  sentinelVersion: '1.8.9',
  coldFactor: 3,
  startMs: 1700000000000,
  durationMs: 30000,
  seed: 1,
  rules: [
    {
      resource: 'demo',
      limitApp: 'default',
      grade: 1,
      count: 20,
      strategy: 0,
      controlBehavior: 1,
      warmUpPeriodSec: 10,
      maxQueueingTimeMs: 500,
      clusterMode: false,
      regex: false,
    },
  ],
  guava: [{ type: 'warmingUp', permitsPerSecond: 20, warmupPeriodMs: 10000, coldFactor: 3, tryAcquireTimeoutMs: 0 }],
  traffic: [
    {
      type: 'step',
      steps: [
        { atMs: 0, qps: 5 },
        { atMs: 10000, qps: 30 },
      ],
      process: 'even',
      ...ATTRS,
    },
  ],
  injections: [],
  ...ADDED,
  view: { limiter: { kind: 'sentinel', index: 0 }, cursorMs: 0, tickMs: 100 },
};
const FIXTURE_EDITED_SCENARIO = {
  version: 1,
  name: 'Throttling at 10 QPS',
  sentinelVersion: '1.8.6',
  coldFactor: 3,
  startMs: 1700000000000,
  durationMs: 20000,
  seed: 42,
  rules: [
    {
      resource: 'orders',
      limitApp: 'default',
      grade: 1,
      count: 10,
      strategy: 0,
      controlBehavior: 2,
      warmUpPeriodSec: 10,
      maxQueueingTimeMs: 300,
      clusterMode: false,
      regex: false,
    },
  ],
  guava: [{ type: 'bursty', permitsPerSecond: 10, maxBurstSeconds: 1, tryAcquireTimeoutMs: null }],
  traffic: [
    { type: 'poisson', qps: 15, startMs: 0, endMs: null, ...ATTRS, rt: { type: 'exponential', meanMs: 30 } },
    { type: 'spikes', periodMs: 5000, count: 20, widthMs: 0, phaseMs: 2500, startMs: 0, endMs: null, ...ATTRS },
  ],
  injections: [{ atMs: 12000, count: 40, spreadMs: 0, ...ATTRS, prioritized: true }],
  ...ADDED,
  view: { limiter: { kind: 'guava', index: 0 }, cursorMs: 12000, tickMs: 50 },
};

describe('published v1 links keep decoding to the same scenario', () => {
  it.each([
    ['the default scenario', FIXTURE_DEFAULT, FIXTURE_DEFAULT_SCENARIO],
    ['an edited scenario', FIXTURE_EDITED, FIXTURE_EDITED_SCENARIO],
  ])('%s', async (_name, link, scenario) => {
    expect(await decodeScenario(link)).toEqual({ ok: true, scenario, warnings: [] });
  });

  it("today's encoder still writes them", async () => {
    expect(await encodeScenario(FIXTURE_DEFAULT_SCENARIO as Scenario)).toBe(FIXTURE_DEFAULT);
    expect(await encodeScenario(FIXTURE_EDITED_SCENARIO as Scenario)).toBe(FIXTURE_EDITED);
  });

  it("a patch is expanded over the frozen v1 defaults, not over today's defaultScenario()", async () => {
    const r = await decodeScenario(await linkOf('{"durationMs":60000,"traffic":[{"type":"constant","qps":7}]}'));
    expect(r.ok && r.scenario).toEqual({
      ...FIXTURE_DEFAULT_SCENARIO,
      durationMs: 60000,
      traffic: [{ type: 'constant', qps: 7, startMs: 0, endMs: null, ...ATTRS }],
    });
  });

  it('only settings that differ from the frozen defaults go into the link', async () => {
    const s = { ...defaultScenario(), seed: 7 };
    const link = await encodeScenario(s);
    const payload = new TextDecoder().decode(
      new Uint8Array(
        await new Response(
          new Blob([fromBase64Url(link.slice(2)) as BlobPart])
            .stream()
            .pipeThrough(new DecompressionStream('deflate-raw')),
        ).arrayBuffer(),
      ),
    );
    expect(JSON.parse(payload)).toEqual({ seed: 7 });
  });
});

describe('hostile and damaged links: a typed error, never an exception', () => {
  it.each([
    ['', 'empty'],
    ['hello', 'malformed'],
    ['.abc', 'malformed'],
    ['1abc', 'malformed'],
    ['2.q64FAA', 'unknown-version'],
    ['0.q64FAA', 'unknown-version'],
    ['1.', 'bad-base64'],
    ['1.q64FA', 'bad-base64'],
    ['1.q64F A', 'bad-base64'],
    ['1.q64F+A', 'bad-base64'],
    ['1.AAAA', 'bad-compression'],
    ['1.' + 'A'.repeat(1_500_001), 'too-long'],
  ])('%# → %s', async (text, code) => {
    expect(errorCode(await decodeScenario(text))).toBe(code);
  });

  it('ignores whitespace around a pasted link', async () => {
    expect((await decodeScenario(`  ${FIXTURE_DEFAULT}\n`)).ok).toBe(true);
    expect(errorCode(await decodeScenario(' \n '))).toBe('empty');
  });

  it('says when a link comes from a newer Flowlab', async () => {
    const r = await decodeScenario('7.q64FAA');
    expect(!r.ok && r.error.message).toBe(
      'the link was made by a newer Flowlab (link version 7; this one reads up to 1)',
    );
  });

  it('a decompression bomb is cut off at the cap, quickly', async () => {
    for (const size of [10_000_000, 300_000_000]) {
      const bomb = await linkOfBytes(new Uint8Array(size).fill(0x20)); // spaces: valid JSON whitespace
      const t0 = performance.now();
      const r = await decodeScenario(bomb);
      console.log(
        `bomb: ${bomb.length} link chars inflating to ${size} bytes → ${errorCode(r)} in ${(performance.now() - t0).toFixed(0)} ms`,
      );
      expect(r).toEqual({
        ok: false,
        error: {
          code: 'too-large',
          message: `the link unpacks to more than ${MAX_INFLATED_BYTES} bytes; it is not a Flowlab scenario`,
        },
      });
    }
  });

  it.each([
    ['deep nesting', '['.repeat(50_000) + ']'.repeat(50_000), 'too-deep'],
    ['deep objects', '{"a":'.repeat(40) + '1' + '}'.repeat(40), 'too-deep'],
    ['__proto__', '{"__proto__":{"polluted":true}}', 'forbidden-key'],
    ['nested constructor', '{"rules":[{"resource":"a","constructor":{"prototype":{}}}]}', 'forbidden-key'],
    ['not JSON', '{durationMs: 5}', 'bad-json'],
    ['a JSON array', '[]', 'invalid-scenario'],
    ['a JSON number', '5', 'invalid-scenario'],
    ['huge numbers', '{"durationMs":1e400,"seed":123456789012345678901234567890}', 'invalid-scenario'],
    [
      'a Sentinel-invalid rule',
      '{"rules":[{"resource":"a","count":1,"controlBehavior":2,"maxQueueingTimeMs":0}]}',
      'invalid-scenario',
    ],
  ])('%s → %s', async (_name, json, code) => {
    expect(errorCode(await decodeScenario(await linkOf(json)))).toBe(code);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('invalid UTF-8 → bad-utf8', async () => {
    expect(errorCode(await decodeScenario(await linkOfBytes(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))))).toBe(
      'bad-utf8',
    );
  });

  it('an invalid scenario reports its issues', async () => {
    const r = await decodeScenario(await linkOf('{"durationMs":1e400}'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toBe(
        "the link's scenario is not valid: durationMs: must be an integer from 100 to 3600000 ms, got Infinity",
      );
      expect(r.error.issues?.map((i) => i.message)).toEqual([
        'durationMs: must be an integer from 100 to 3600000 ms, got Infinity',
      ]);
    }
  });

  it('a link payload cannot change the version it claims', async () => {
    const r = await decodeScenario(await linkOf('{"version":99}'));
    expect(r.ok && r.scenario.version).toBe(1);
  });
});

describe('sizes: deflate-raw + base64url vs lz-string-style (printed)', () => {
  it('measures the default, an edited and a larger scenario', async () => {
    const big = parseScenario({
      ...defaultScenario(),
      rules: [0, 1, 2, 3, 4].map((i) => ({
        resource: `svc-${i}`,
        count: 10 * (i + 1),
        controlBehavior: i % 4,
        id: i + 1,
      })),
      traffic: [
        { type: 'poisson', qps: 15 },
        { type: 'sine', meanQps: 20, amplitudeQps: 10, periodMs: 10_000, process: 'poisson' },
        { type: 'spikes', periodMs: 5000, count: 20 },
        { type: 'replay', timesMs: Array.from({ length: 200 }, (_, i) => i * 37.5) },
      ],
      injections: [1, 2, 3].map((k) => ({ atMs: k * 5000, count: 10 * k })),
    });
    expect(big.ok).toBe(true);
    const cases: [string, Scenario][] = [
      ['default', defaultScenario()],
      ['edited', FIXTURE_EDITED_SCENARIO as Scenario],
      ['larger', big.ok ? big.value : defaultScenario()],
    ];
    const rows: string[] = [];
    for (const [name, s] of cases) {
      const json = JSON.stringify(s);
      const link = await encodeScenario(s);
      const deflateFull = toBase64Url(await deflateRaw(new TextEncoder().encode(json))).length + 2;
      const patch = JSON.stringify(JSON.parse(new TextDecoder().decode(await inflate(link))));
      rows.push(
        `${name.padEnd(8)} json ${json.length} B | encodeURIComponent ${encodeURIComponent(json).length} | ` +
          `lz-style full ${lzStyleLength(json)} | deflate full ${deflateFull} | ` +
          `diff json ${patch.length} B | lz-style diff ${lzStyleLength(patch)} | deflate diff (the link) ${link.length}`,
      );
      expect(link.length).toBeLessThan(encodeURIComponent(json).length);
      expect(link.length).toBeLessThanOrEqual(deflateFull);
    }
    console.log(rows.join('\n'));
  });
});

async function inflate(link: string): Promise<Uint8Array> {
  const bytes = fromBase64Url(link.slice(link.indexOf('.') + 1))!;
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('properties', () => {
  it('decodeScenario(await encodeScenario(s)) equals s', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const link = await encodeScenario(s);
        expect(link).toMatch(/^1\.[A-Za-z0-9_-]+$/);
        const r = await decodeScenario(link);
        expect(r.ok && r.scenario).toEqual(s);
      }),
      { numRuns: 150 },
    );
  });

  it('mutated links never throw: a typed error or a valid scenario', async () => {
    const mutation = fc.record({
      cut: fc.nat(),
      at: fc.nat(),
      char: fc.constantFrom(...'AZaz09-_.+/= %'),
      op: fc.constantFrom('truncate', 'replace', 'insert', 'delete'),
    });
    await fc.assert(
      fc.asyncProperty(scenarioArb, mutation, async (s, m) => {
        const link = await encodeScenario(s);
        const i = m.at % link.length;
        const mutated =
          m.op === 'truncate'
            ? link.slice(0, m.cut % link.length)
            : m.op === 'replace'
              ? link.slice(0, i) + m.char + link.slice(i + 1)
              : m.op === 'insert'
                ? link.slice(0, i) + m.char + link.slice(i)
                : link.slice(0, i) + link.slice(i + 1);
        const r = await decodeScenario(mutated);
        if (r.ok) expect(parseScenario(r.scenario).ok).toBe(true);
        else expect(r.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('random text and random compressed bytes never throw', async () => {
    const input = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.uint8Array({ maxLength: 300 }).map((b) => `1.${toBase64Url(b)}`),
      fc
        .uint8Array({ maxLength: 300 })
        .chain((b) => fc.constant(b))
        .map(async (b) => linkOfBytes(b)),
      fc.jsonValue().map((v) => linkOf(JSON.stringify(v))),
    );
    await fc.assert(
      fc.asyncProperty(input, async (maybe) => {
        const r = await decodeScenario(await maybe);
        if (r.ok) expect(parseScenario(r.scenario).ok).toBe(true);
        else expect(typeof r.error.code).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('base64url round-trips bytes and rejects foreign characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (b) => {
        const text = toBase64Url(b);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64Url(text)).toEqual(b);
        expect(fromBase64Url(text + '=')).toBeNull();
      }),
    );
  });
});
