/**
 * Languages: every message exists in English and 简体中文, placeholders match, Java names stay untranslated,
 * and the language is chosen by URL, then memory, then the browser.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_FILES, MESSAGES } from '../../src/ui/i18n/messages';
import { initialLang } from '../../src/ui/i18n/lang';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const JAVA_NAMES =
  /\b(warningToken|maxToken|storedTokens|storedPermits|maxPermits|latestPassedTime|costTime|maxQueueingTimeMs|warmUpPeriodSec|coldFactor|slowRatioThreshold|minRequestAmount|statIntervalMs|timeWindow|nextFreeTicketMicros|passQps)\b/g;

describe('messages', () => {
  it('every feature file has the same keys in both languages', () => {
    for (const file of MESSAGE_FILES) {
      expect(Object.keys(file.zh).sort()).toEqual(Object.keys(file.en).sort());
    }
  });
  it('placeholders and Java names are the same in both languages', () => {
    for (const [key, en] of Object.entries(MESSAGES.en)) {
      const zh = MESSAGES.zh[key];
      expect(placeholders(zh), key).toEqual(placeholders(en));
      expect([...zh.matchAll(JAVA_NAMES)].map((m) => m[0]).sort(), key).toEqual(
        [...en.matchAll(JAVA_NAMES)].map((m) => m[0]).sort(),
      );
    }
  });
});

describe('initialLang', () => {
  it('the URL wins, then the remembered choice, then the browser', () => {
    expect(initialLang('?lang=zh', 'en', ['en-US'])).toBe('zh');
    expect(initialLang('?lang=en', 'zh', ['zh-CN'])).toBe('en');
    expect(initialLang('', 'zh', ['en-US'])).toBe('zh');
    expect(initialLang('?lang=fr', null, ['zh-TW', 'en'])).toBe('zh');
    expect(initialLang('', null, ['de-DE'])).toBe('en');
  });
});
