/**
 * What the engine halves of Sentinel's flow-rule modules share: a QPS rule's label in the chain's summary
 * (the words of those views are in ui/limiters/sentinel-view.ts).
 */
import type { FlowRule } from '../sentinel/flow-rule';
import { controlBehaviorName } from '../sentinel/rules/flow-rule-constants';
import { phrase, type Phrase, type PhraseValue } from '../phrase';

/** A QPS rule's label after `Rule i (resource): `: `summary.qps.<what>` with its count and behaviour. */
export function qpsLabel(rule: FlowRule, what: string, params: Record<string, PhraseValue> = {}): Phrase {
  return phrase(`summary.qps.${what}`, { count: rule.count, behavior: behaviourName(rule), ...params });
}

/** The rule's controlBehavior by its Sentinel name (`WARM_UP`, …). */
export function behaviourName(rule: FlowRule): string {
  return controlBehaviorName(rule.controlBehavior).replace(/^\d+ \((.*)\)$/, '$1');
}
