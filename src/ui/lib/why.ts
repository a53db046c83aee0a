/**
 * "Why?": the decision on one request, written with its own logged numbers (formula first,
 * idea second). Only reads the request log and the limiter's constants. The words are in the
 * language of the `Translate` passed in (messages/explain.ts); Java names and operators stay.
 */
import type { LimiterResult } from '../../engine/sim/result';
import type { Translate } from '../i18n/lang';
import { num } from './format';

export interface Why {
  /** the check with the numbers filled in, e.g. `passQps 5 + 1 ≤ 6.67` */
  formula: string;
  /** one plain sentence */
  idea: string;
}

export function explain(lim: LimiterResult, i: number, tr: Translate): Why | null {
  const log = lim.requests;
  if (i < 0 || i >= log.count) return null;
  const o = log.outcome[i];
  const acquire = log.acquire[i];
  const a = log.inputA[i];
  const b = log.inputB[i];
  const c = log.inputC[i];
  const wait = log.waitMs[i];
  const passed = o !== 2;
  const verdict = passed
    ? o === 1
      ? tr('why.waitsThenPasses', { wait: num(wait, 3) })
      : tr('why.passes')
    : tr('why.blocked');
  const op = passed ? '≤' : '>';
  const k = lim.constants;
  switch (lim.kind) {
    case 'sentinel-default':
      if (log.prioritized[i] && o === 1) {
        return {
          formula: tr('why.priority.formula', { pass: num(a), acquire, count: num(c), wait: num(wait, 0) }),
          idea: tr('why.priority.idea'),
        };
      }
      return {
        formula: tr('why.default.formula', { pass: num(a), acquire, op, count: num(c), verdict }),
        idea: tr('why.default.idea'),
      };
    case 'sentinel-thread':
      return {
        formula: tr('why.thread.formula', { threads: num(a), acquire, op, count: num(c), verdict }),
        idea: tr('why.thread.idea'),
      };
    case 'sentinel-warm-up': {
      const cold = b >= k.warningToken;
      return {
        formula: tr('why.warmUp.formula', {
          stored: num(b, 0),
          cmp: cold ? '≥' : '<',
          warning: num(k.warningToken, 0),
          limitName: tr(cold ? 'why.warmUp.warningQps' : 'why.warmUp.count'),
          limit: num(c),
          pass: num(a),
          acquire,
          op,
          verdict,
        }),
        idea: tr(cold ? 'why.warmUp.cold' : 'why.warmUp.warm'),
      };
    }
    case 'sentinel-rate-limiter':
    case 'sentinel-throttling':
    case 'sentinel-warm-up-rate-limiter':
      return {
        formula: passed
          ? tr('why.pacing.passed', { wait: num(wait, 3), max: num(c, 0), verdict })
          : tr('why.pacing.blocked', { max: num(c, 0) }),
        idea: tr('why.pacing.idea'),
      };
    case 'guava-bursty':
    case 'guava-warming-up':
      return {
        formula: passed
          ? tr('why.guava.passed', { stored: num(a, 3), next: num(b, 3), verdict })
          : tr('why.guava.refused', { next: num(b, 3) }),
        idea: tr('why.guava.idea'),
      };
    default:
      return null;
  }
}
