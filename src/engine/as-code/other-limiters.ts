/** The scenario's `limiters` items of one module's type, with their index in the list (the result id's). */
import type { AsCodeInput } from './types';

export function itemsOfType<T>(input: AsCodeInput, type: string): { item: T; index: number }[] {
  return (input.limiters ?? []).flatMap((item, index) => (item.type === type ? [{ item: item as T, index }] : []));
}

/** A duration in Java: `Duration.ofMillis(250)`, or `Duration.ofNanos(…)` with a fraction of a ms. */
export function javaDuration(ms: number): string {
  return Number.isInteger(ms) ? `Duration.ofMillis(${ms})` : `Duration.ofNanos(${Math.round(ms * 1e6)})`;
}
