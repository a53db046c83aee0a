/**
 * Counted words agree with their count ("1 token", "2 tokens"), in English; 中文 has one form. And "passed"
 * means one thing: every admitted request, its parts (at once, after a wait) labelled as parts.
 */
import { describe, expect, it } from 'vitest';
import { tIn } from '../../src/ui/i18n/lang';
import { unitText } from '../../src/ui/lib/cursor-values';
import { passedCounts } from '../../src/ui/lib/outcome';

const en = (key: string, params?: Record<string, string | number>) => tIn('en', key, params);
const zh = (key: string, params?: Record<string, string | number>) => tIn('zh', key, params);

describe('word units follow the number shown before them', () => {
  it.each([
    ['tokens', '1', 'token'],
    ['tokens', '2', 'tokens'],
    ['tokens', '1.5', 'tokens'],
    ['tokens', '0', 'tokens'],
    ['permits', '1', 'permit'],
    ['requests', '1,000', 'requests'],
    ['threads', '1', 'thread'],
    ['calls', '1', 'call'],
  ] as const)('%s after %s: %s', (unit, shown, word) => {
    expect(unitText(unit, en, shown)).toBe(word);
    expect(unitText(unit, zh, shown)).toBe(zh(`unit.${unit}`));
  });

  it('without a number (an axis, a heading) the unit is its plural word; symbols stay', () => {
    expect(unitText('tokens', en)).toBe('tokens');
    expect(unitText('ms', en, '1')).toBe('ms');
  });
});

describe('counted messages take their count', () => {
  it.each([
    ['qps.queuedRequests', { count: 1 }, '1 request', { count: 3 }, '3 requests'],
    ['traffic.injection', { count: 1, at: '2 s' }, '1 request at 2 s', { count: 40, at: '2 s' }, '40 requests at 2 s'],
    ['gallery.stops', { count: 1 }, '1 tour stop', { count: 4 }, '4 tour stops'],
    [
      'cluster.timeline.fellBack',
      { count: 1, nodes: '0' },
      '1 node fell back: 0',
      { count: 2, nodes: '0, 1' },
      '2 nodes fell back: 0, 1',
    ],
    [
      'ascode.copied',
      { count: 1 },
      'Copied 1 line to the clipboard.',
      { count: 9 },
      'Copied 9 lines to the clipboard.',
    ],
  ] as const)('%s', (key, one, oneText, other, otherText) => {
    expect(en(key, one)).toBe(oneText);
    expect(en(key, other)).toBe(otherText);
    expect(zh(key, one)).not.toContain(key);
  });
});

describe('"passed" is every admitted request', () => {
  it('its parts add up to it and are labelled as parts, in both languages', () => {
    const parts = passedCounts({ passed: 455, waited: 404, blocked: 5 });
    expect(parts).toEqual({ passed: 455, atOnce: 51, afterWait: 404, blocked: 5 });
    const params = { total: 460, ...parts };
    expect(en('requests.aria', params)).toBe('460 requests: passed 455 (51 at once, 404 after a wait), blocked 5');
    expect(zh('requests.aria', params)).toBe('460 个请求：通过 455 个（立即 51 个，等待后 404 个），拒绝 5 个');
  });
});
