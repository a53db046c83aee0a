/**
 * The engine half of scg-redis (see ./index.ts): one `RedisRateLimiterScript` per item, called at Redis time
 * `startMs + tMs` with the item's arguments, and its explainer, which shows the script's own record of the
 * call (what it read, `now`, `delta`, `filled_tokens`, the comparison, what it wrote).
 */
import { checkStep, infoStep, type Step } from '../../explain/types';
import { RedisRateLimiterScript, type ScriptRecord } from '../../scg-redis';
import type { LimiterEngine } from '../contract';
import { BLOCKED, exactMs, PASSED, steppedEngine, type Stepper } from '../stepped-limiter';
import { SCG_COLUMNS, SCG_SERIES, type ScgRedisItem } from '.';
import { phrase, type Phrase } from '../../phrase';

const CONCEPT = 'scg-redis';

export class ScgRedisStepper implements Stepper<ScriptRecord> {
  readonly className = 'RedisRateLimiter';
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  readonly script = new RedisRateLimiterScript();

  constructor(
    readonly item: ScgRedisItem,
    readonly startMs: number,
    index: number,
  ) {
    const fillTime = item.burstCapacity / item.replenishRate;
    this.label = phrase('summary.scgRedis', {
      index,
      replenishRate: item.replenishRate,
      burstCapacity: item.burstCapacity,
      requestedTokens: item.requestedTokens,
    });
    this.constants = {
      replenishRate: item.replenishRate,
      burstCapacity: item.burstCapacity,
      requestedTokens: item.requestedTokens,
      fillTime,
      ttl: Math.floor(fillTime * 2),
    };
  }

  step(tMs: number, acquire: number): ScriptRecord {
    const { replenishRate, burstCapacity, requestedTokens } = this.item;
    return this.script.isAllowed(this.startMs + tMs, {
      replenishRate,
      burstCapacity,
      requestedTokens: requestedTokens * Math.max(1, acquire),
    });
  }

  verdict(r: ScriptRecord) {
    return r.response.allowed ? PASSED : BLOCKED;
  }

  decisionMs = exactMs;

  columns(r: ScriptRecord): number[] {
    return [
      r.now,
      r.delta,
      r.lastTokens,
      r.filledTokens,
      r.requested,
      r.newTokens,
      r.ttl,
      r.expiredBefore ? 1 : 0,
      Number(r.response.tokensLeft),
    ];
  }

  /** Read-only: the keys as Redis holds them at `endMs`, and the tokens a call then would see. */
  sample(endMs: number) {
    const nowMs = this.startMs + endMs;
    const live = (k: { expireAtMs: number } | null) => k !== null && !(nowMs > k.expireAtMs);
    const tokens = this.script.tokens;
    const timestamp = this.script.timestamp;
    const { replenishRate: rate, burstCapacity: capacity, requestedTokens } = this.item;
    const last = live(tokens) ? tokens!.value : capacity;
    const refreshed = live(timestamp) ? timestamp!.value : 0;
    const filled = Math.min(capacity, last + Math.max(0, Math.floor(nowMs / 1000) - refreshed) * rate);
    return {
      series: { stored: filled, limitQps: rate / requestedTokens },
      own: [
        filled,
        live(tokens) ? tokens!.value : NaN,
        live(timestamp) ? timestamp!.value : NaN,
        live(tokens) ? (tokens!.expireAtMs - nowMs) / 1000 : NaN,
      ],
    };
  }
}

function steps(r: ScriptRecord, s: Stepper<ScriptRecord>): Step[] {
  const script = (s as ScgRedisStepper).script;
  const out: Step[] = [];
  if (r.expiredBefore) out.push(infoStep(CONCEPT, 'scgRedis.expired', {}));
  out.push(
    infoStep(
      CONCEPT,
      'scgRedis.keys',
      {
        tokensKey: script.tokensKey,
        storedTokens: r.storedTokens ?? 'nil',
        storedTimestamp: r.storedTimestamp ?? 'nil',
      },
      ['tokens', 'timestamp'],
    ),
    infoStep(CONCEPT, 'scgRedis.now', { now: r.now, nowMs: r.nowMs, fillTime: r.fillTime, ttl: r.ttl }, [
      'now',
      'fill_time',
      'ttl',
    ]),
    infoStep(
      CONCEPT,
      'scgRedis.fill',
      {
        now: r.now,
        lastRefreshed: r.lastRefreshed,
        delta: r.delta,
        capacity: r.capacity,
        lastTokens: r.lastTokens,
        rate: r.rate,
        filled: r.filledTokens,
      },
      ['delta', 'filled_tokens'],
    ),
  );
  if (r.scriptError !== null) {
    // The gateway fails open: no comparison decides, the request is allowed.
    out.push(infoStep(CONCEPT, 'scgRedis.scriptError', { error: r.scriptError }));
    return out;
  }
  out.push(
    checkStep(
      CONCEPT,
      'scgRedis.check',
      { filled: r.filledTokens, requested: r.requested },
      { lhs: r.filledTokens, op: '>=', rhs: r.requested, yes: 'pass', no: 'block' },
      ['filled_tokens', 'requested'],
    ),
  );
  out.push(
    r.wrote
      ? infoStep(CONCEPT, 'scgRedis.write', { ttl: r.ttl, newTokens: r.newTokens, now: r.now })
      : infoStep(CONCEPT, 'scgRedis.noWrite', {}),
  );
  return out;
}

export const scgRedisEngine: LimiterEngine = steppedEngine<ScgRedisItem, ScriptRecord>({
  kind: 'scg-redis',
  columns: SCG_COLUMNS.map((c) => c.name),
  ownSeries: SCG_SERIES.map((c) => c.name),
  make: (item, scenario, index) => new ScgRedisStepper(item, scenario.startMs, index),
  steps,
});

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default scgRedisEngine;
