/**
 * The per-request decision inputs shown next to a request: the request-log columns the limiter's module
 * declares with a `shown` Java name (engine/limiters/contract.ts `Column`), in its order.
 */
import { limiterModule } from '../../engine/limiters/registry';
import type { LimiterKind, RequestLog } from '../../engine/sim/result';
import type { Unit } from './cursor-values';

export interface InputField {
  /** the column's name in `RequestLog.columns` */
  key: string;
  /** the Java name shown */
  name: string;
  /** shown through `unitText` (word units are messages) */
  unit: Unit;
}

export function inputFields(kind: LimiterKind): InputField[] {
  return (limiterModule(kind)?.columns ?? []).flatMap((c) =>
    c.shown === null ? [] : [{ key: c.name, name: c.shown, unit: c.unit }],
  );
}

export function inputValue(log: RequestLog, field: InputField, i: number): number {
  return log.columns[field.key]?.[i] ?? NaN;
}
