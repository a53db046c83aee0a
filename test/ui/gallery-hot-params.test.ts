/**
 * The hot-parameter presets claim surprises of sentinel-parameter-flow-control 1.8.9: each claim is checked here
 * against the engine's verdicts for the preset's run (and, where the claim is "because of X", against the same
 * scenario without X).
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { ExtensionSlot } from '../../src/engine/sim/chain-result';
import { Outcome, type LimiterResult } from '../../src/engine/sim/result';
import { simulate } from '../../src/engine/sim/simulate';
import { GALLERY_GROUPS, GALLERY_PRESETS, galleryPreset } from '../../src/ui/gallery/presets';
import { HOT_PARAMS_GROUP } from '../../src/ui/gallery/presets-hot-params';

function run(s: Scenario): LimiterResult {
  const r = parseScenario(s);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return simulate(r.value, { sentinel: false, guava: false, chain: true }).limiters.find((l) => l.id === 'chain:0')!;
}
const build = (id: string) => galleryPreset(id)!.build();
/** [tMs, blocked by ParamFlowSlot] of each request */
function verdicts(l: LimiterResult): [number, boolean][] {
  return Array.from({ length: l.requests.count }, (_, i) => [
    l.requests.tMs[i],
    l.chain!.log.stoppedBy[i] === ExtensionSlot.ParamFlow,
  ]);
}
const series = (l: LimiterResult, value: string, javaClass?: string) =>
  l.chain!.hotParams![0].values.find(
    (v) => v.value === value && (javaClass === undefined || v.javaClass === javaClass),
  )!;

describe('the "Hot parameters & gateway" gallery group', () => {
  it('exists, and the hot-parameter presets are in it, on the slot chain', () => {
    expect(GALLERY_GROUPS).toContain(HOT_PARAMS_GROUP);
    const mine = GALLERY_PRESETS.filter((p) => p.id.startsWith('hp-'));
    expect(mine).toHaveLength(7);
    for (const p of mine) {
      expect(p.group).toBe(HOT_PARAMS_GROUP);
      expect(p.limiter.kind).toBe('chain');
    }
  });

  it('refill only after MORE than durationInSec, and from the request time', () => {
    const l = run(build('hp-refill-whole-window'));
    expect(verdicts(l)).toEqual([
      [0, false],
      [1000, true], // passTime 1000 is not > 1000
      [1001, false],
      [2000, true], // a new second, but 999 ms after the refill at 1001
      [2002, false],
    ]);
    const refills = series(l, 'u1').events.filter((e) => e.kind === 'refill');
    expect(refills.map((e) => [e.tMs, e.passTimeMs])).toEqual([
      [1001, 1001],
      [2002, 1001],
    ]);
  });

  it('pacing with the default maxQueueingTimeMs 0: nothing waits, 1 of each 5 passes', () => {
    const l = run(build('hp-pacing-no-queue'));
    expect(l.summary).toMatchObject({ requests: 10, passed: 2, blocked: 8, waited: 0 });
    // with room to queue, the same burst waits instead
    const s = build('hp-pacing-no-queue');
    s.paramFlowRules![0].maxQueueingTimeMs = 1000;
    expect(run(s).summary).toMatchObject({ blocked: 0, waited: 8 });
  });

  it('a negative paramIdx is rewritten by the first call: later 4-argument calls are limited by the third', () => {
    const l = run(build('hp-negative-index'));
    expect(series(l, 'c').requests).toBe(1);
    expect(series(l, 'y')).toMatchObject({ passed: 1, blocked: 9 });
    expect(l.chain!.hotParams![0].values.some((v) => v.value.startsWith('z'))).toBe(false);
    // without the 3-argument first call, -1 becomes 3 (the last of 4): every z differs, nothing is blocked
    const s = build('hp-negative-index');
    s.traffic.shift();
    expect(run(s).summary.blocked).toBe(0);
  });

  it('a null element in a list passes the whole request; "b" behind it is never counted', () => {
    const l = run(build('hp-null-in-list'));
    expect(series(l, 'a')).toMatchObject({ passed: 4, blocked: 6 });
    expect(l.chain!.hotParams![0].values.some((v) => v.value === 'b')).toBe(false);
    expect(l.summary.blocked).toBe(6);
    // the same caller with ["b"] alone is limited like "a"
    const s = build('hp-null-in-list');
    s.traffic[1].params = [{ type: 'fixed', value: { list: ['b'] } }];
    expect(run(s).summary.blocked).toBe(12);
  });

  it('Long 7 does not match the int hot item 7', () => {
    const l = run(build('hp-long-vs-int'));
    expect(series(l, '7', 'java.lang.Long')).toMatchObject({ passed: 2, blocked: 18, hotItem: false });
    expect(series(l, '7', 'java.lang.Integer')).toMatchObject({ passed: 20, blocked: 0, hotItem: true });
  });

  it('an LRU-evicted value comes back with a full bucket', () => {
    const l = run(build('hp-lru-evicted'));
    const hot = series(l, 'hot');
    expect(hot).toMatchObject({ passed: 3, blocked: 1 });
    expect(hot.events.map((e) => [e.tMs, e.kind])).toEqual([
      [0, 'new'],
      [950, 'new'],
    ]);
    // without the flood, the request at 950 ms is blocked (still within the second of its spent bucket)
    const s = build('hp-lru-evicted');
    s.traffic.splice(1, 1);
    const quiet = run(s);
    expect(verdicts(quiet).at(-1)).toEqual([950, true]);
  });

  it('#3453: a caller without arguments is never limited', () => {
    const l = run(build('hp-no-args'));
    expect(l.summary).toMatchObject({ requests: 40, passed: 22, blocked: 18 });
    expect(series(l, 'u1')).toMatchObject({ passed: 2, blocked: 18 });
    for (let i = 0; i < l.requests.count; i++) {
      if (l.requests.outcome[i] === Outcome.Blocked) expect(l.chain!.log.stoppedBy[i]).toBe(ExtensionSlot.ParamFlow);
    }
  });
});
