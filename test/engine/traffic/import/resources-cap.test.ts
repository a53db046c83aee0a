/**
 * A metric log of more resources than a scan keeps (MAX_RESOURCES): the scan says how many it left out, and a
 * late name asked for by name keeps its seconds. The log is generated: 3,000 names, each logged for 3 seconds,
 * `r{k}` passing k + 1 a second.
 */
import { describe, expect, it } from 'vitest';
import {
  createImporter,
  MAX_LEFT_OUT_NAMES,
  MAX_RESOURCES,
  MetricLogAccumulator,
  splitLines,
} from '../../../../src/engine/traffic/import';
import { saidText } from '../../../../src/cli/said-text';

const NAMES = 3000;
const T0 = 1_700_000_000_000;
function log(names: number): string {
  const out: string[] = [];
  for (let s = 0; s < 3; s++)
    for (let k = 0; k < names; k++)
      out.push(`${T0 + s * 1000}|2023-11-14 22:13:20|r${k}|${k + 1}|0|${k + 1}|0|1|0|0|0`);
  return out.join('\n');
}
const TEXT = log(NAMES);

function scan(keep: string[] = []) {
  const imp = createImporter('metric-log', undefined, keep);
  splitLines(TEXT).forEach((l, i) => imp.line(l, i + 1));
  return imp;
}

describe('a metric log of more resources than are kept', () => {
  it('lists the first MAX_RESOURCES and counts each left-out name once (over every second it is logged)', () => {
    const s = scan().summary();
    expect(MAX_RESOURCES).toBe(2000);
    expect(s.resources).toHaveLength(2000);
    expect(s.leftOut).toHaveLength(1000);
    expect(s.leftOut[0]).toBe('r2000');
    expect(s.leftOut.at(-1)).toBe('r2999');
    expect(s.leftOutNote).toEqual({ code: 'resourcesPastCap', params: { count: 1000, listed: 2000, kept: 2000 } });
    expect(saidText(s.leftOutNote!)).toBe(
      '2000 resources listed; 1000 more are in the log, past the 2000 Flowlab keeps — type a name to find them',
    );
  });

  it('says nothing when every resource was kept', () => {
    const imp = createImporter('metric-log');
    splitLines(log(5)).forEach((l, i) => imp.line(l, i + 1));
    expect(imp.summary().leftOut).toEqual([]);
    expect(imp.summary().leftOutNote).toBeNull();
  });

  it('keeps a late name asked for by name, with all its seconds, and builds its source', () => {
    const imp = scan(['r2999']);
    const s = imp.summary();
    const late = s.resources.find((r) => r.resource === 'r2999');
    expect(late).toEqual({ resource: 'r2999', seconds: 3, firstMs: T0, lastMs: T0 + 2000, pass: 9000, block: 0 });
    expect(s.leftOut).not.toContain('r2999');
    expect(s.leftOut).toHaveLength(999);
    const built = imp.build(['r2999'], '');
    expect(built.sources).toHaveLength(1);
    expect(built.sources[0]).toMatchObject({ type: 'perSecond', counts: [3000, 3000, 3000] });
  });

  it('remembers at most MAX_LEFT_OUT_NAMES names, and then says "more than"', () => {
    const acc = new MetricLogAccumulator(1);
    for (let k = 0; k <= MAX_LEFT_OUT_NAMES + 1; k++) acc.add(`${T0}|n${k}|1|0|1|0|1`, k + 1);
    expect(acc.leftOut.size).toBe(MAX_LEFT_OUT_NAMES);
    expect(acc.leftOutMore).toBe(true);
    expect(acc.leftOutNote()).toEqual({
      code: 'resourcesPastCapMore',
      params: { count: MAX_LEFT_OUT_NAMES, listed: 1, kept: 1 },
    });
  });
});
