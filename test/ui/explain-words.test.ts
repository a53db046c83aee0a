/**
 * "At the cursor" in both languages: the rows' units and words and "Why?" come from the messages,
 * run on the default scenario (Sentinel WarmUp, count 20) as the engine computed it; Java names,
 * operators and numbers are the same in English and 中文.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../src/engine/scenario';
import { simulate } from '../../src/engine/sim/simulate';
import { constantRows, seriesRows } from '../../src/ui/lib/cursor-values';
import { explain } from '../../src/ui/lib/why';
import { translator } from '../../src/ui/i18n/lang';

const en = translator('en');
const zh = translator('zh');
const result = simulate(defaultScenario());
const warmUp = result.limiters.find((l) => l.kind === 'sentinel-warm-up')!;
const log = warmUp.requests;
const first = (outcome: number) => log.outcome.findIndex((o, i) => i < log.count && o === outcome);

describe('constant rows', () => {
  it('keeps the Java names and translates the word units and hints', () => {
    const byName = (rows: ReturnType<typeof constantRows>) => new Map(rows.map((r) => [r.name, r]));
    const e = byName(constantRows(warmUp, en));
    const z = byName(constantRows(warmUp, zh));
    expect(e.get('warningToken')).toMatchObject({ value: 100, unit: 'tokens', hint: 'slope starts here' });
    expect(z.get('warningToken')).toMatchObject({ value: 100, unit: '令牌', hint: '斜率从这里开始' });
    expect(z.get('count')).toMatchObject({ unit: 'QPS', hint: '单机阈值' });
    expect([...z.keys()]).toEqual([...e.keys()]);
  });
});

describe('series rows', () => {
  it('names the non-Java rows in the language given', () => {
    const names = (tr: typeof en) => seriesRows(result, warmUp, 5, tr).map((r) => r.name);
    // at 0.5 s the bucket is full (cold): the limit is WarmUpController's warningQps
    expect(names(en)).toEqual(['storedTokens', 'warning QPS', 'passQps', 'blockQps']);
    expect(names(zh)).toEqual(names(en));
    const stored = seriesRows(result, warmUp, 5, zh).find((r) => r.name === 'storedTokens');
    expect(stored?.unit).toBe('令牌');
  });
});

describe('why', () => {
  it('explains a passed warm-up request with the same formula numbers in both languages', () => {
    const i = first(0);
    const e = explain(warmUp, i, en)!;
    const z = explain(warmUp, i, zh)!;
    expect(e.formula).toMatch(/^storedTokens \d+ ≥ warningToken 100 → limit warning QPS [\d.]+; passQps .* → passes$/);
    expect(z.formula).toMatch(/^storedTokens \d+ ≥ warningToken 100 → 阈值取 warning QPS [\d.]+；passQps .* → 通过$/);
    expect(z.idea).toContain('系统还是冷的');
    const numbers = (s: string) => s.match(/\d+(\.\d+)?/g);
    expect(numbers(z.formula)).toEqual(numbers(e.formula));
  });

  it('explains a blocked request as blocked (被拒绝)', () => {
    const i = first(2);
    expect(i).toBeGreaterThan(0);
    expect(explain(warmUp, i, en)!.formula).toMatch(/→ blocked$/);
    expect(explain(warmUp, i, zh)!.formula).toMatch(/→ 被拒绝$/);
  });
});
