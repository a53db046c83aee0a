import { describe, expect, it } from 'vitest';
import { tIn } from '../../../src/ui/i18n/lang';
import sweepTexts from '../../../src/ui/i18n/messages/sweep';

const sweep: Readonly<Record<string, string>> = sweepTexts;

// A sweep of one point reads "1 point", not "1 points": every counted message has its singular form.
describe('the Sweep panel counts points in the right form', () => {
  it('says "1 point" and "2 points"', () => {
    const done = (n: number) => tIn('en', 'sweep.status.done', { total: n, count: n, seconds: '1 s' });
    expect(done(1)).toBe('1 point in 1 s');
    expect(done(2)).toBe('2 points in 1 s');
    expect(tIn('en', 'sweep.progress', { done: 0, total: 1, count: 1 })).toBe('0 of 1 point');
  });

  it('has a singular for every message that counts points', () => {
    // tooMany is shown only for a grid over the limit (thousands of points): never one
    const counted = Object.keys(sweep).filter(
      (k) => !k.endsWith('.one') && k !== 'sweep.problem.tooMany' && /\{(n|total)\} points/.test(sweep[k]!),
    );
    expect(counted.length).toBeGreaterThan(4);
    for (const key of counted) expect(Object.hasOwn(sweep, `${key}.one`), key).toBe(true);
  });
});
