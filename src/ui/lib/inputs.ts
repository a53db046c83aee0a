/**
 * What the per-request decision inputs (`inputA/B/C` in the request log) mean for each limiter
 * kind, by their Java names, so the UI can show them next to a request.
 */
import type { LimiterKind, RequestLog } from '../../engine/sim/result';
import type { Unit } from './cursor-values';

export interface InputField {
  key: 'inputA' | 'inputB' | 'inputC';
  name: string;
  /** shown through `unitText` (word units are messages) */
  unit: Unit;
}

export function inputFields(kind: LimiterKind): InputField[] {
  switch (kind) {
    case 'sentinel-default':
      return [
        { key: 'inputA', name: 'passQps', unit: 'QPS' },
        { key: 'inputC', name: 'count', unit: 'QPS' },
      ];
    case 'sentinel-thread':
      return [
        { key: 'inputA', name: 'curThreadNum', unit: 'threads' },
        { key: 'inputC', name: 'count', unit: 'threads' },
      ];
    case 'sentinel-warm-up':
      return [
        { key: 'inputA', name: 'passQps', unit: 'QPS' },
        { key: 'inputB', name: 'storedTokens', unit: 'tokens' },
        { key: 'inputC', name: 'limit', unit: 'QPS' },
      ];
    case 'sentinel-rate-limiter':
    case 'sentinel-throttling':
      return [
        { key: 'inputB', name: 'latestPassedTime', unit: 'ms' },
        { key: 'inputC', name: 'maxQueueingTimeMs', unit: 'ms' },
      ];
    case 'sentinel-warm-up-rate-limiter':
      return [
        { key: 'inputA', name: 'passQps', unit: 'QPS' },
        { key: 'inputB', name: 'latestPassedTime', unit: 'ms' },
        { key: 'inputC', name: 'maxQueueingTimeMs', unit: 'ms' },
      ];
    case 'guava-bursty':
    case 'guava-warming-up':
      return [
        { key: 'inputA', name: 'storedPermits', unit: 'permits' },
        { key: 'inputB', name: 'nextFreeTicket', unit: 'ms' },
      ];
    default:
      return [];
  }
}

export function inputValue(log: RequestLog, field: InputField, i: number): number {
  return log[field.key][i];
}
