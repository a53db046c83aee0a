/**
 * Which As code target opens first: the one that writes the limiter on screen (Guava's limiters for a Guava
 * limiter, Bucket4j's builder for a Bucket4j item, …), read from the targets' own `writes` declarations; Sentinel's
 * rules (the first target, Java) for a Sentinel limiter, the slot chain, or a limiter no target writes (the
 * textbook algorithms have no library to configure).
 */
import type { AsCodeTarget } from '../../engine/as-code';
import type { Scenario } from '../../engine/scenario';

export function targetFor(
  targets: readonly AsCodeTarget[],
  s: Pick<Scenario, 'limiters'>,
  selection: { kind: string; index: number },
): string | undefined {
  const fits = (t: AsCodeTarget): boolean => {
    const w = t.writes;
    if (!w) return false;
    if (w.list === 'guava') return selection.kind === 'guava';
    const item = selection.kind === 'limiters' ? s.limiters?.[selection.index] : undefined;
    return item !== undefined && w.types.includes(item.type);
  };
  return (targets.find(fits) ?? targets[0])?.id;
}
