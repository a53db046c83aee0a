/**
 * The sweep's definition in a share link (`&sweep=1.…`): it round-trips exactly, it sits beside the scenario
 * without changing it (an old link decodes unchanged, and the same link with a sweep holds the same scenario),
 * and a hostile or damaged definition is refused with a message that says what is wrong, never a throw, while
 * the scenario beside it still decodes.
 */
import { describe, expect, it } from 'vitest';
import { readScenarioFromHash } from '../../src/share/hash';
import { toBase64Url } from '../../src/share/base64url';
import {
  MAX_AXIS_POINTS,
  MAX_GRID_POINTS,
  SWEEP_MAX_CHARS,
  decodeSweep,
  encodeSweep,
  type SweepDefinition,
} from '../../src/share/sweep-link';
import { hashWithSweep, sweepFromHash, withSweepOf } from '../../src/share/sweep-hash';

// the default scenario's link text, and an edited one's, as test/share/codec.test.ts pins them (published links)
const LINK_DEFAULT = '1.q64FAA';

const DEF: SweepDefinition = {
  limiter: 'sentinel:0',
  axes: [
    { path: 'rules[0].count', from: 0, to: 200, points: 21 },
    { path: 'rules[0].warmUpPeriodSec', from: 1, to: 60, points: 11 },
  ],
  metric: 'waitP99',
  goals: [
    { metric: 'blockedRatio', op: '<=', value: 0.01 },
    { metric: 'waitP99', op: '<', value: 200 },
    { metric: 'busiest1s', op: '<=', value: 120 },
  ],
  front: ['blockedRatio', 'busiest1s'],
};

/** Link text of any JSON, as the encoder writes it (`1.` + base64url of its UTF-8). */
const textOf = (json: string) => `1.${toBase64Url(new TextEncoder().encode(json))}`;
const withDef = (patch: Record<string, unknown>) => textOf(JSON.stringify({ ...DEF, ...patch }));

describe('round trip', () => {
  it('a definition comes back exactly', () => {
    expect(decodeSweep(encodeSweep(DEF))).toEqual({ ok: true, definition: DEF });
  });
  it('one field, no goals, fractional values', () => {
    const d: SweepDefinition = {
      limiter: 'limiters:2',
      axes: [{ path: 'limiters[2].bandwidths[0].capacity', from: 0.5, to: 12.25, points: 7 }],
      metric: 'blockedRatio',
      goals: [],
      front: ['blockedRatio', 'waitP99'],
    };
    expect(decodeSweep(encodeSweep(d))).toEqual({ ok: true, definition: d });
  });
  it('the text is the version, a dot and base64url: nothing to escape in a fragment', () => {
    expect(encodeSweep(DEF)).toMatch(/^1\.[A-Za-z0-9_-]+$/);
  });
});

describe('beside the scenario', () => {
  it('an old link (no sweep) decodes unchanged and has no sweep', async () => {
    const old = `#s=${LINK_DEFAULT}`;
    expect(sweepFromHash(old)).toBeNull();
    const plain = await readScenarioFromHash(old);
    const withSweep = await readScenarioFromHash(hashWithSweep(old, encodeSweep(DEF)));
    expect(plain?.ok).toBe(true);
    expect(withSweep).toEqual(plain);
  });
  it('adding and removing the sweep keeps every other parameter', () => {
    const hash = `#s=${LINK_DEFAULT}&compare=on`;
    const text = encodeSweep(DEF);
    const added = hashWithSweep(hash, text);
    expect(new URLSearchParams(added.slice(1)).get('s')).toBe(LINK_DEFAULT);
    expect(new URLSearchParams(added.slice(1)).get('compare')).toBe('on');
    expect(sweepFromHash(added)).toBe(text);
    expect(hashWithSweep(added, null)).toBe(hash);
  });
  it('a link rebuilt from an older address takes the sweep of the address now', () => {
    const text = encodeSweep(DEF);
    expect(sweepFromHash(withSweepOf(`#s=${LINK_DEFAULT}`, `#s=x&sweep=${text}`))).toBe(text);
    expect(sweepFromHash(withSweepOf(`#s=${LINK_DEFAULT}&sweep=${text}`, `#s=x`))).toBeNull();
  });
});

describe('hostile or damaged definitions: refused with a reason, never a throw', () => {
  const cases: [string, string, RegExp][] = [
    ['too long', `1.${'A'.repeat(SWEEP_MAX_CHARS)}`, /too long/],
    ['no version', 'eyJ9', /version number and a dot/],
    ['a newer version', `2.${encodeSweep(DEF).slice(2)}`, /sweep version 2/],
    ['not base64url', '1.@@@@', /version number and a dot|base64url/],
    ['empty payload', '1.', /base64url/],
    ['not UTF-8', `1.${toBase64Url(new Uint8Array([0xff, 0xfe, 0xfd]))}`, /could not be read/],
    ['not JSON', textOf('{limiter:'), /damaged/],
    ['too deep', textOf('['.repeat(40) + ']'.repeat(40)), /damaged/],
    ['a __proto__ key', textOf('{"__proto__":{"polluted":1},"limiter":"sentinel:0"}'), /damaged/],
    ['not an object', textOf('[1,2]'), /not an object/],
    ['no limiter', withDef({ limiter: 'rules:0' }), /names no limiter/],
    ['no field', withDef({ axes: [] }), /one or two fields/],
    ['three fields', withDef({ axes: [DEF.axes[0], DEF.axes[1], DEF.axes[0]] }), /one or two fields/],
    ['a path that is not one', withDef({ axes: [{ ...DEF.axes[0], path: 'rules[0]..count' }] }), /names no field path/],
    ['from after to', withDef({ axes: [{ ...DEF.axes[0], from: 10, to: 5 }] }), /from \(10\) is more than to \(5\)/],
    ['a text number', withDef({ axes: [{ ...DEF.axes[0], from: '0' }] }), /must be numbers/],
    [
      'an infinite end',
      textOf(JSON.stringify({ ...DEF, axes: [{ ...DEF.axes[0] }] }).replace('"to":200', '"to":1e400')),
      /must be numbers/,
    ],
    ['fractional points', withDef({ axes: [{ ...DEF.axes[0], points: 2.5 }] }), /whole number/],
    [
      'too many points',
      withDef({ axes: [{ ...DEF.axes[0], points: MAX_AXIS_POINTS + 1 }] }),
      /whole number from 1 to 100/,
    ],
    [
      'too large a grid',
      withDef({
        axes: [
          { ...DEF.axes[0], points: 100 },
          { ...DEF.axes[1], points: 100 },
        ],
      }),
      new RegExp(`at most ${MAX_GRID_POINTS}`),
    ],
    ['the same field twice', withDef({ axes: [DEF.axes[0], DEF.axes[0]] }), /twice/],
    ['an unknown metric', withDef({ metric: 'latency' }), /heatmap's metric/],
    [
      'a goal on an unknown metric',
      withDef({ goals: [{ metric: 'rt', op: '<', value: 1 }] }),
      /goal 1 names no metric/,
    ],
    [
      'a goal with another op',
      withDef({ goals: [{ metric: 'waitP99', op: '==', value: 1 }] }),
      /goal 1: the comparison/,
    ],
    ['a goal without a number', withDef({ goals: [{ metric: 'waitP99', op: '<', value: null }] }), /goal 1: the value/],
    ['too many goals', withDef({ goals: Array(9).fill(DEF.goals[0]) }), /at most 8/],
    ['a front of one metric', withDef({ front: ['blockedRatio'] }), /front must name two/],
  ];
  for (const [what, text, message] of cases) {
    it(what, () => {
      const r = decodeSweep(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(message);
    });
  }

  it('a damaged sweep leaves the scenario beside it readable', async () => {
    const hash = hashWithSweep(`#s=${LINK_DEFAULT}`, '1.e30K');
    expect(decodeSweep(sweepFromHash(hash)!).ok).toBe(false);
    expect((await readScenarioFromHash(hash))?.ok).toBe(true);
  });

  it('no prototype is touched by a hostile key', () => {
    decodeSweep(textOf('{"__proto__":{"polluted":1}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
