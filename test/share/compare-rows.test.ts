import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../src/engine/scenario';
import { MAX_INFLATED_BYTES, MAX_JSON_DEPTH, MAX_LINK_CHARS, encodeScenario } from '../../src/share/codec';
import { readScenarioFromHash } from '../../src/share/hash';
import { toBase64Url } from '../../src/share/base64url';
import { deflateRaw } from '../../src/share/deflate';
import {
  ROWS_MAX_BYTES,
  ROWS_MAX_CHARS,
  ROWS_MAX_DEPTH,
  decodeRows,
  encodeRows,
  type CompareRow,
} from '../../src/share/compare-rows';
import { compareOnly, hashWithRows, rowsFromHash, withCompareOf } from '../../src/ui/compare/compare-hash';
import { snapshotVariant } from '../../src/ui/compare/variants';

/** Rows as Compare makes them: a preset's row frozen, and a snapshot added with "+ Add the current scenario". */
function rows(): CompareRow[] {
  const base = defaultScenario();
  return [
    {
      label: { key: 'compare.variant.reject' },
      patch: { rules: [{ ...base.rules[0], controlBehavior: 0 }] },
      limiterId: 'sentinel:0',
    },
    snapshotVariant(base, { kind: 'sentinel', index: 0 }, 1) as CompareRow,
  ];
}

/** Written by this Flowlab when the rows joined the link: it must read the same rows forever. */
const FIXTURE =
  '1.vZJPbxMxEMW_ymrObrRLhQDfygGph0opoXCochjs6cbF_xiPQ1fRfnfkTVSiHugF4ZP9NBq_95u5P4DH7-RBH-AHTaDBpJCRabVHdhhlxfRIRmBWkFHMrhVy9VRA3x-AqaTKhkCDpZBAgXfByVXOi_KA1QsoGBktgR4UmFSjgH7TKyjCKDROoPumR-HkP9IO9y7xov1CDnd5TeyS3ZABPfQKAj7dVqrk4vjFBbopoN_2rYGvRYhvUvvoAX0hBUwjPZ1e83Y-mSO-tqChUBQXyeseZvUqhRIxl11qYTIyhtJK4xLJvex2jipiaHC-IYeLmnWHnUnedoV47wx1gUhKh10Ryp2k7rLvbtcbUM_9vhIXlyJoGFbvVx-gkfL2ExppkC4bRWRpFIZ3_Z-j_suMhn8-IwWWFiOfT_a3CrDKLrGT6UwrUxEKZ8JYcY9LXJlyi9qMuTje5TYx4uCkrIk3ZFK0x2ytop6sLwCP4F7wFZ6uzM_qmFqUVBfW_fzs4TrmKss2-IT2aMbk2i7zXzZu-xs';

async function linkOf(json: string): Promise<string> {
  return `1.${toBase64Url(await deflateRaw(new TextEncoder().encode(json)))}`;
}

describe("Compare's rows in the share link", () => {
  it('use the scenario link’s own limits', () => {
    expect([ROWS_MAX_CHARS, ROWS_MAX_BYTES, ROWS_MAX_DEPTH]).toEqual([
      MAX_LINK_CHARS,
      MAX_INFLATED_BYTES,
      MAX_JSON_DEPTH,
    ]);
  });

  it('round trip: the rows come back as Compare made them', async () => {
    const text = await encodeRows(rows());
    expect(text).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(await decodeRows(text)).toEqual({ ok: true, rows: rows() });
  });

  it('the published fixture still reads as the same rows', async () => {
    expect(await decodeRows(FIXTURE)).toEqual({ ok: true, rows: rows() });
  });

  it('a link with rows holds the same scenario as one without (old links open as before)', async () => {
    const s = { ...defaultScenario(), seed: 7 };
    const bare = `#s=${await encodeScenario(s)}&compare=on`;
    const withRows = hashWithRows(bare, await encodeRows(rows()));
    expect(rowsFromHash(bare)).toBeNull();
    expect(rowsFromHash(withRows)).not.toBeNull();
    const a = await readScenarioFromHash(bare);
    const b = await readScenarioFromHash(withRows);
    expect(a?.ok && b?.ok).toBe(true);
    expect(b).toEqual(a);
  });

  it('the Share link keeps the rows with the preset, and nothing of Compare when it is off', async () => {
    const text = await encodeRows(rows());
    const hash = hashWithRows('#s=1.q1YqTq0ozs8rVrJSMlTSUUoqKs1LUbI&compare=pacing-vs-reject', text);
    expect(compareOnly(hash)).toBe(`#compare=pacing-vs-reject&rows=${text}`);
    expect(compareOnly(hashWithRows('#s=1.abc', text))).toBe('');
  });

  it('the address keeps rows Compare wrote while the scenario’s link was being built', () => {
    expect(withCompareOf('#s=1.new&compare=on', '#s=1.old&compare=on&rows=1.abc')).toBe(
      '#s=1.new&compare=on&rows=1.abc',
    );
    expect(withCompareOf('#s=1.new&compare=on&rows=1.abc', '#s=1.old')).toBe('#s=1.new');
  });

  it('hostile or damaged rows are refused with a reason, never thrown', async () => {
    const bad = [
      '',
      '2.AAAA',
      '1.***',
      '1.' + 'A'.repeat(20),
      await linkOf('{"not":"a list"}'),
      await linkOf('[]'),
      await linkOf(JSON.stringify([...rows(), ...rows(), rows()[0]])),
      await linkOf('[{"label":{"key":"shell.title"},"patch":{},"limiterId":"sentinel:0"}]'),
      await linkOf('[{"label":{"key":"compare.variant.reject"},"patch":[],"limiterId":"sentinel:0"}]'),
      await linkOf('[{"label":{"key":"compare.variant.reject"},"patch":{},"limiterId":"evil:0"}]'),
      await linkOf('[{"label":{"key":"compare.variant.reject","params":{"n":{}}},"patch":{},"limiterId":"chain:0"}]'),
      await linkOf('[{"label":{"key":"compare.variant.reject"},"patch":{"__proto__":{"x":1}},"limiterId":"chain:0"}]'),
      await linkOf('[' + '['.repeat(40) + ']'.repeat(40) + ']'),
    ];
    for (const text of bad) {
      const read = await decodeRows(text);
      expect(read.ok, text.slice(0, 60)).toBe(false);
      if (!read.ok) expect(read.message.length).toBeGreaterThan(0);
    }
  });
});
