/**
 * Issue 21, finding 9: the cursor panel's one-line summary of the limiter (`LimiterResult.label`, a phrase of the
 * engine put into words by the page) reads in 中文 for every limiter of the picker and for every reason a rule
 * does nothing: no English word is left but Java names (in code, or code by their shape) and the libraries'
 * own names. The values a phrase carries as data (the resource, an origin, the validation's and Java's own
 * messages) are left out of the check: they are the user's or the upstream's words, not the page's.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario, type Scenario } from '../../src/engine/scenario';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import type { Phrase } from '../../src/engine/phrase';
import { CHOICES, applyChoice } from '../../src/ui/lib/limiter-choice';
import { english, translator } from '../../src/ui/i18n/lang';
import { phraseParts, phraseText } from '../../src/ui/i18n/phrase';
import { qpsRule } from '../engine/sim/helpers';

const zh = translator('zh');

/** The libraries' and algorithms' own names (and Sentinel's `Slot`), which the dashboard and docs leave as they are. */
const NAMES = [
  'Sentinel-Go',
  'Sentinel',
  'Slot',
  'Guava',
  'resilience4j',
  'Bucket4j',
  'Spring Cloud Gateway',
  'nginx',
  'Envoy',
  'x/time/rate',
  'GCRA',
];
/** Java names by their shape: camelCase, PascalCase, CONSTANT_CASE and acronyms (QPS), dotted; and units. */
const CODE_SHAPES = [
  /\b[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+\b/g,
  /\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/g,
  /\b[A-Z][A-Z0-9_]+\b/g,
  /\b\w+(?:\.\w+)+\b/g,
  /(?<![A-Za-z])(?:ms|s|µs|ns)(?![A-Za-z])/g,
];
/** Params that carry data, not the page's words. */
const DATA = ['resource', 'limitApp', 'refResource', 'issues', 'error', 'reason'];

function withoutData(p: Phrase): Phrase {
  const params: Record<
    string,
    Phrase['params'] extends infer R ? (R extends Record<string, infer V> ? V : never) : never
  > = {};
  for (const [name, v] of Object.entries(p.params ?? {})) {
    if (DATA.includes(name) && typeof v === 'string') params[name] = '·';
    else if (typeof v === 'object')
      params[name] = 'key' in v ? withoutData(v as Phrase) : (v as Phrase[]).map(withoutData);
    else params[name] = v;
  }
  return { key: p.key, params };
}

/** The English words left in a summary's 中文 (outside code spans, names and code-shaped tokens). */
function englishWords(label: Phrase): string[] {
  let text = phraseParts(zh, withoutData(label))
    .filter((part) => !part.code)
    .map((part) => part.text)
    .join(' ');
  for (const name of NAMES) text = text.split(name).join(' ');
  for (const re of CODE_SHAPES) text = text.replace(re, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

const short = (s: Scenario): Scenario => ({ ...s, durationMs: 1000 });
/** The default scenario with one rule in place of its own, unchecked (a rule Sentinel drops stays). */
const withRule = (rule: ReturnType<typeof qpsRule>): Scenario => short({ ...defaultScenario(), rules: [rule] });

describe('every limiter’s summary in 中文', () => {
  it('each picker choice: every run of it reads in Chinese, Java names kept', () => {
    expect(CHOICES.length).toBeGreaterThan(10);
    for (const choice of CHOICES) {
      const result = simulate(short(applyChoice(defaultScenario(), choice.value)), ALL_FAMILIES);
      expect(result.limiters.length, choice.value).toBeGreaterThan(0);
      for (const lim of result.limiters) {
        expect(englishWords(lim.label), `${choice.value} ${lim.id}: ${phraseText(zh, lim.label)}`).toEqual([]);
        // and it is the same summary in English: a phrase with every word filled in
        expect(phraseText(english, lim.label)).not.toMatch(/\{\w+\}|summary\./);
        expect(phraseText(zh, lim.label)).not.toMatch(/\{\w+\}|summary\./);
      }
    }
  });

  it('a rule that does nothing says why in Chinese, for every reason', () => {
    const cases: [string, Scenario][] = [
      ['dropped', withRule(qpsRule({ controlBehavior: 2, maxQueueingTimeMs: 0, count: 1 }))],
      ['throws', withRule(qpsRule({ controlBehavior: 2, count: 0.3 }))],
      ['limitApp', withRule(qpsRule({ limitApp: 'other' }))],
      ['strategy', withRule(qpsRule({ strategy: 1, refResource: 'elsewhere' }))],
    ];
    for (const [why, s] of cases) {
      const lim = simulate(s).limiters[0];
      expect(lim.kind, why).toBe('sentinel-none');
      expect(phraseText(zh, lim.label), why).toMatch(/所以每个请求都通过$/);
      expect(englishWords(lim.label), `${why}: ${phraseText(zh, lim.label)}`).toEqual([]);
    }
  });

  it('the slot chain counts its rules in Chinese, and says when none is loaded', () => {
    const chain = (s: Scenario) =>
      simulate(short(applyChoice(s, 'sentinel-chain')), ALL_FAMILIES).limiters.find((l) => l.id === 'chain:0')!;
    expect(phraseText(zh, chain(defaultScenario()).label)).toBe('所有 Sentinel 规则一起（Slot 链）：1 条流控规则');
    expect(phraseText(english, chain(defaultScenario()).label)).toBe(
      'All Sentinel rules together (slot chain): 1 flow rule',
    );
    // a rule the chain drops (RATE_LIMITER with no queue) leaves it with none
    const none = chain(withRule(qpsRule({ controlBehavior: 2, maxQueueingTimeMs: 0, count: 1 })));
    expect(phraseText(zh, none.label)).toBe('所有 Sentinel 规则一起（Slot 链）：没有加载任何规则');
  });

  it('finds the English words a summary would leave (the check can fail)', () => {
    expect(englishWords({ key: 'summary.qps.default', params: { count: 20 } })).toEqual([]);
    // an English message with no 中文 falls back to English: the check sees its words
    expect(englishWords({ key: 'no such message rejects beyond it' })).toEqual([
      'no',
      'such',
      'message',
      'rejects',
      'beyond',
      'it',
    ]);
  });
});
