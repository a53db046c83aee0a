/**
 * "Why?": the decision on one request, written with its own logged numbers (formula first, idea second).
 * Each limiter's module writes its own line (`LimiterModule.why`, in engine/limiters/<kind>/), from the
 * request log and the constants only; here it is given the page's words (the `Translate` passed in:
 * messages/explain.ts) and number format. Java names and operators stay.
 */
import { limiterModule } from '../../engine/limiters/registry';
import type { Why } from '../../engine/limiters/contract';
import type { LimiterResult } from '../../engine/sim/result';
import type { Translate } from '../i18n/lang';
import { num } from './format';

export type { Why } from '../../engine/limiters/contract';

export function explain(lim: LimiterResult, i: number, tr: Translate): Why | null {
  if (i < 0 || i >= lim.requests.count) return null;
  return limiterModule(lim.kind)?.why(lim, i, tr, num) ?? null;
}
