/**
 * A parameter column (CSV) or the first query value (access log, when asked) becomes each request's args[0]:
 * a replay of the values in time order, Strings as a servlet reads them, null where a row has none; the
 * scenario validates with them.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../../../src/engine/scenario/defaults';
import { parseScenario } from '../../../../src/engine/scenario/parse';
import { createImporter } from './helpers';

function feed(imp: ReturnType<typeof createImporter>, lines: string[]) {
  lines.forEach((l, i) => imp.line(l, i + 1));
  return imp.build([], 'x');
}

describe('parameter values', () => {
  it('CSV: the chosen column, in time order (rows out of order are sorted with their values)', () => {
    const t = feed(createImporter('csv', { time: 'ts', format: 'epoch-ms', param: 'user' }), [
      'ts,user',
      '1001,alice',
      '3001,',
      '2001,bob',
    ]);
    expect(t.notes).toContainEqual({ code: 'paramsKept', params: { count: 2 } });
    const [src] = t.sources;
    expect(src).toMatchObject({ type: 'replay', timesMs: [1, 2001, 1001] });
    // in time order: 1001 alice, 2001 bob, 3001 (none → a null argument)
    expect(src.params).toEqual([{ type: 'replay', values: ['alice', 'bob', null] }]);
    const parsed = parseScenario({ ...defaultScenario(), durationMs: 3000, traffic: t.sources });
    expect(parsed.ok).toBe(true);
  });

  it('a CSV without a parameter column carries no arguments', () => {
    const t = feed(createImporter('csv', { time: 'ts', format: 'epoch-ms' }), ['ts', '1000', '2000']);
    expect(t.sources[0].params).toBeUndefined();
  });

  it('access log: the first query value only when asked (the web filter passes no arguments)', () => {
    const line = (q: string) => `10.0.0.2 - - [10/Oct/2000:13:55:36 -0700] "GET /orders${q} HTTP/1.1" 200 5 "-" "c"`;
    const lines = [line('?id=7&u=a'), line('')];
    expect(feed(createImporter('access-log', { time: '', format: 'iso' }), lines).sources[0].params).toBeUndefined();
    const asked = feed(createImporter('access-log', { time: '', format: 'iso', param: 'query' }), lines);
    expect(asked.sources[0].params).toEqual([{ type: 'replay', values: ['7', null] }]);
  });
});
