/**
 * Languages: every message exists in English and 简体中文, placeholders match, Java names stay untranslated,
 * and the language is chosen by URL, then memory, then the browser.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_FILES, MESSAGES } from '../../src/ui/i18n/messages';
import { english, initialLang, richParts, tIn, translator } from '../../src/ui/i18n/lang';

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

describe('plural messages', () => {
  it('picks the form for the count in each language, formatted counts included', () => {
    expect(tIn('en', 'imports.bad', { count: 1 })).toBe('1 bad line (skipped)');
    expect(tIn('en', 'imports.bad', { count: 0 })).toBe('0 bad lines (skipped)');
    expect(tIn('en', 'imports.bad', { count: '1,234' })).toBe('1,234 bad lines (skipped)');
    expect(tIn('en', 'imports.bad', { count: '1' })).toBe('1 bad line (skipped)');
    expect(tIn('zh', 'imports.bad', { count: 1 })).toBe('1 行无法解析（已跳过）');
  });
});

describe('message files', () => {
  it('no key is defined by two files (the merge would silently keep only the last)', () => {
    const seen = new Map<string, number>();
    MESSAGE_FILES.forEach((file, i) => {
      for (const key of Object.keys(file.en)) {
        expect(seen.has(key), `${key} is in files ${seen.get(key)} and ${i}`).toBe(false);
        seen.set(key, i);
      }
    });
  });
  it('`code` spans (for <Msg>) are balanced and identical in both languages', () => {
    const code = (s: string) =>
      richParts(s)
        .filter((p) => p.code)
        .map((p) => p.text)
        .sort();
    for (const [key, en] of Object.entries(MESSAGES.en)) {
      expect((en.match(/`/g) ?? []).length % 2, key).toBe(0);
      expect(code(MESSAGES.zh[key]), key).toEqual(code(en));
    }
  });
});

describe('tIn and richParts', () => {
  it('fills placeholders, falls back to English, then to the key', () => {
    expect(tIn('zh', 'clock.tick', { tick: 3, tickMs: 100 })).toBe('tick 3 · 100\u00a0ms');
    expect(tIn('zh', 'no.such.key')).toBe('no.such.key');
    expect(translator('zh')('clock.play')).toBe('播放');
    expect(english('clock.play')).toBe('Play');
  });
  it('splits code from text before filling, so a value with a backtick stays text', () => {
    expect(richParts('`{slot}` threw `{exception}`', { slot: 'FlowSlot', exception: 'FlowException' })).toEqual([
      { text: 'FlowSlot', code: true },
      { text: ' threw ', code: false },
      { text: 'FlowException', code: true },
    ]);
    expect(richParts('resource `{r}`!', { r: 'a`b' })).toEqual([
      { text: 'resource ', code: false },
      { text: 'a`b', code: true },
      { text: '!', code: false },
    ]);
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
