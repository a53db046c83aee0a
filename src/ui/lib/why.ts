/**
 * "Why?": the decision on one request, written with its own logged numbers (formula first,
 * idea second). Only reads the request log and the limiter's constants.
 */
import type { LimiterResult } from '../../engine/sim/result';
import { num } from './format';

export interface Why {
  /** the check with the numbers filled in, e.g. `passQps 5 + 1 ≤ 6.67` */
  formula: string;
  /** one plain sentence */
  idea: string;
}

export function explain(lim: LimiterResult, i: number): Why | null {
  const log = lim.requests;
  if (i < 0 || i >= log.count) return null;
  const o = log.outcome[i];
  const acq = log.acquire[i];
  const a = log.inputA[i];
  const b = log.inputB[i];
  const c = log.inputC[i];
  const wait = log.waitMs[i];
  const passed = o !== 2;
  const verdict = passed ? (o === 1 ? `waits ${num(wait, 3)} ms, then passes` : 'passes') : 'blocked';
  const k = lim.constants;
  switch (lim.kind) {
    case 'sentinel-default':
      if (log.prioritized[i] && o === 1) {
        return {
          formula: `passQps ${num(a)} + ${acq} > count ${num(c)}: borrows from the next bucket, waits ${num(wait, 0)} ms`,
          idea: 'A prioritized request may occupy quota of the next 500 ms bucket instead of being rejected.',
        };
      }
      return {
        formula: `passQps ${num(a)} + ${acq} ${passed ? '≤' : '>'} count ${num(c)} → ${verdict}`,
        idea: 'DefaultController counts what passed in the sliding second and rejects past count.',
      };
    case 'sentinel-thread':
      return {
        formula: `curThreadNum ${num(a)} + ${acq} ${passed ? '≤' : '>'} count ${num(c)} → ${verdict}`,
        idea: 'A THREAD rule limits concurrent calls: requests still running hold their slot.',
      };
    case 'sentinel-warm-up': {
      const cold = b >= k.warningToken;
      return {
        formula:
          `storedTokens ${num(b, 0)} ${cold ? '≥' : '<'} warningToken ${num(k.warningToken, 0)}` +
          ` → limit ${cold ? 'warning QPS' : 'count'} ${num(c)}; passQps ${num(a)} + ${acq} ${passed ? '≤' : '>'} ${num(c)} → ${verdict}`,
        idea: cold
          ? 'The bucket is above warningToken: the system is cold, so the limit is lower than count.'
          : 'The bucket is below warningToken: the system is warm, so the limit is count.',
      };
    }
    case 'sentinel-rate-limiter':
    case 'sentinel-throttling':
    case 'sentinel-warm-up-rate-limiter':
      return {
        formula: passed
          ? `queue ahead ${num(wait, 3)} ms ≤ maxQueueingTimeMs ${num(c, 0)} → ${verdict}`
          : `its wait would exceed maxQueueingTimeMs ${num(c, 0)} ms → blocked`,
        idea: 'Pacing spaces passes evenly (one every costTime); a request queues behind latestPassedTime.',
      };
    case 'guava-bursty':
    case 'guava-warming-up':
      return {
        formula: passed
          ? `storedPermits ${num(a, 3)}; next free ticket at ${num(b, 3)} ms → ${verdict}`
          : `next free ticket at ${num(b, 3)} ms is later than the timeout allows → refused`,
        idea: 'Guava makes a caller wait for the previous caller’s debt; its own permits are paid by the next one.',
      };
    default:
      return null;
  }
}
