/**
 * "Why?": the decision on one request, written with its own logged numbers (formula first, idea second).
 * Each limiter's view writes its own line (`LimiterView.why`, in ui/limiters/<kind>/), from the
 * request log and the constants only; here it is given the page's words (the `Translate` passed in:
 * messages/explain.ts) and number format. Java names and operators stay.
 */
import { limiterView } from '../limiters/views';
import type { Why } from '../limiters/view';
import type { LimiterResult } from '../../engine/sim/result';
import type { Translate } from '../i18n/lang';
import { num } from './format';

export type { Why } from '../limiters/view';

export function explain(lim: LimiterResult, i: number, tr: Translate): Why | null {
  if (i < 0 || i >= lim.requests.count) return null;
  return limiterView(lim.kind)?.why(lim, i, tr, num) ?? null;
}
