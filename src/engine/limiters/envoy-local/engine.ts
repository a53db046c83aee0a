/**
 * The engine half of envoy-local (see ./index.ts): `Filter::decodeHeaders` per request on Envoy's monotonic
 * clock (the arrival, µs precision, as seconds), and its explainer: the filter_enabled draw, the bucket's
 * total_tokens, the one-token comparison, and for a rate-limited request the filter_enforced draw.
 */
import { checkStep, infoStep, type Step } from '../../explain/types';
import { DENOMINATORS, durationMs, EnvoyLocalRateLimit, type LocalRateLimitDecision } from '../../envoy';
import { mulberry32 } from '../../random';
import type { LimiterEngine } from '../contract';
import { BLOCKED, PASSED, exactMs, steppedEngine, type Stepper } from '../stepped-limiter';
import { ENVOY_COLUMNS, ENVOY_SERIES, type EnvoyLocalItem } from '.';
import { phrase, type Phrase } from '../../phrase';

const CONCEPT = 'envoy-local';

/** The filter's runtime draws: a stream of its own per item, so two items never share one. */
export function runtimeDraws(seed: number, index: number): () => number {
  const rng = mulberry32((seed ^ Math.imul(index + 1, 0x9e3779b9)) | 0);
  return () => Math.floor(rng() * 4294967296);
}

/** An arrival (ms since the start, µs precision) as Envoy's clock reading: ns, then duration<double> seconds. */
export function secondsOf(tMs: number): number {
  return (Math.round(tMs * 1000) * 1000) / 1e9;
}

export function percentOf(p: EnvoyLocalItem['filter_enabled']): number {
  return (p.default_value.numerator / DENOMINATORS[p.default_value.denominator]) * 100;
}

export class EnvoyStepper implements Stepper<LocalRateLimitDecision> {
  readonly className = 'envoy.filters.http.local_ratelimit';
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  readonly filter: EnvoyLocalRateLimit;
  constructor(item: EnvoyLocalItem, seed: number, index: number) {
    const tb = item.token_bucket;
    const fillIntervalMs = durationMs(tb.fill_interval);
    if (fillIntervalMs === null) throw new RangeError(`invalid fill_interval ${tb.fill_interval}`);
    this.filter = new EnvoyLocalRateLimit(
      {
        maxTokens: tb.max_tokens,
        tokensPerFill: tb.tokens_per_fill,
        fillIntervalMs,
        filterEnabled: item.filter_enabled.default_value,
        filterEnforced: item.filter_enforced.default_value,
      },
      runtimeDraws(seed, index),
    );
    this.label = phrase('summary.envoy', {
      index,
      max: tb.max_tokens,
      fill: tb.tokens_per_fill,
      interval: tb.fill_interval,
    });
    this.constants = {
      max_tokens: tb.max_tokens,
      tokens_per_fill: tb.tokens_per_fill,
      fill_interval: fillIntervalMs,
      fill_rate: this.filter.bucket.fillRate,
      filter_enabled: percentOf(item.filter_enabled),
      filter_enforced: percentOf(item.filter_enforced),
    };
  }
  step = (tMs: number) => this.filter.request(secondsOf(tMs));
  verdict = (d: LocalRateLimitDecision) => (d.status === 'limited' ? BLOCKED : PASSED);
  decisionMs = exactMs;
  columns = (d: LocalRateLimitDecision) => [
    d.enabled.value,
    d.bucket?.timeOld ?? NaN,
    d.bucket?.totalTokens ?? NaN,
    d.bucket?.consumed ?? 0,
    d.status === 'limited' || d.status === 'shadow' ? 1 : 0,
    d.enforced?.value ?? NaN,
  ];
  /** Read-only: remainingTokens() at `endMs`. */
  sample(endMs: number) {
    const tokens = this.filter.bucket.remainingTokens(secondsOf(endMs));
    return { series: { stored: tokens, limitQps: this.filter.bucket.fillRate }, own: [tokens] };
  }
}

function drawStep(key: string, d: { value: number; numerator: number; denominator: number }, yes: 'next' | 'block') {
  return checkStep(
    CONCEPT,
    key,
    { draw: d.value, numerator: d.numerator, denominator: d.denominator },
    { lhs: d.value, op: '<', rhs: d.numerator, yes, no: 'pass' },
    ['numerator', 'denominator'],
  );
}

export function envoySteps(d: LocalRateLimitDecision, stepper: EnvoyStepper): Step[] {
  const steps = [drawStep('envoy.enabledCheck', d.enabled, 'next')];
  // not sampled: the filter returns Continue before it looks at the bucket
  if (d.bucket === null) return steps;
  const b = d.bucket;
  steps.push(
    infoStep(CONCEPT, 'envoy.refill', {
      now: d.nowSeconds,
      time: b.timeOld,
      rate: stepper.filter.bucket.fillRate,
      max: stepper.filter.bucket.maxTokens,
      total: b.totalTokens,
    }),
  );
  const taken = b.consumed !== 0;
  steps.push(
    checkStep(
      CONCEPT,
      taken ? 'envoy.tokenCheck.take' : 'envoy.tokenCheck',
      taken ? { total: b.totalTokens, tokens: 1, timeNew: b.timeNew } : { total: b.totalTokens, tokens: 1 },
      { lhs: b.totalTokens, op: '<', rhs: 1, yes: 'next', no: 'pass' },
      ['total_tokens', 'time_in_seconds_'],
    ),
  );
  if (d.enforced !== null) steps.push(drawStep('envoy.enforcedCheck', d.enforced, 'block'));
  return steps;
}

export const envoyLocalEngine: LimiterEngine = steppedEngine<EnvoyLocalItem, LocalRateLimitDecision>({
  kind: 'envoy-local',
  columns: ENVOY_COLUMNS.map((c) => c.name),
  ownSeries: ENVOY_SERIES.map((c) => c.name),
  make: (item, s, index) => new EnvoyStepper(item, s.seed, index),
  steps: (d, st) => envoySteps(d, st as EnvoyStepper),
});
export default envoyLocalEngine;
