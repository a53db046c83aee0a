/**
 * The picker choice of a `limiters`-family module: choosing it points the view at the scenario's first item of
 * its `type`, or (none yet) adds one made from the scenario (the same rate as its first flow rule or Guava
 * limiter, so the switch compares like with like), keeping the other items.
 */
import type { Scenario } from '../../engine/scenario';
import type { Choice } from './view';
import type { LimiterItem } from '../../engine/limiters/limiters-schema';
import { MAX_LIMITERS } from '../../engine/limiters/limiters-max';

/** The rate the scenario already limits at: its first flow rule's count, else its first Guava rate, else 20. */
export function scenarioRate(s: Scenario): number {
  const rule = Array.isArray(s.rules) ? s.rules[0] : undefined;
  if (rule && typeof rule.count === 'number' && rule.count > 0) return rule.count;
  const g = Array.isArray(s.guava) ? s.guava[0] : undefined;
  return g ? g.permitsPerSecond : 20;
}

export function itemChoice(value: string, group: string, type: string, make: (s: Scenario) => LimiterItem): Choice {
  return {
    value,
    group,
    labelKey: `limiter.${value}`,
    apply(s: Scenario): Scenario {
      const list = [...(s.limiters ?? [])];
      let index = list.findIndex((item) => item.type === type);
      if (index < 0) {
        if (list.length >= MAX_LIMITERS) list.pop();
        list.push(make(s));
        index = list.length - 1;
      }
      return { ...s, limiters: list, view: { ...s.view, limiter: { kind: 'limiters', index } } };
    },
  };
}
