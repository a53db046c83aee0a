/**
 * The rule-kind module core: limiters that are not a flow limiter but a rule list of their own (Sentinel's
 * degrade rules, `degradeRules`; the hot-parameter and gateway rules), read by the slot chain's slots. A core
 * says who it is (the upstream class and versions) and which rules are its own (the rule list, the Sentinel
 * versions whose slot loads it and the `grade` values it stands for). No words, controls or charts: its view
 * (ui/limiters/<kind>/view.ts, listed in ui/limiters/rule-views.ts) holds its sliders and charts, and
 * ui/limiters/<kind>/messages.ts its words. Its engine half (`<kind>/engine.ts`, listed in rule-engines.ts)
 * says how one of its decisions is explained.
 */
import type { CircuitBreaker, CompletionExplain } from '../sentinel/degrade/circuit-breaker';

export interface RuleModule<K extends string = string> {
  readonly kind: K;
  readonly upstream: { readonly library: string; readonly className: string; readonly versions: string };
  /** the scenario list its rules live in (the Degrade slot's, or ParamFlowSlot's hot-parameter rules) */
  readonly ruleList: 'degradeRules' | 'paramFlowRules' | 'gatewayFlowRules';
  /** the `sentinelVersion` values whose slot loads it */
  readonly sentinelVersions: readonly string[];
  /** the rule's `grade` values it stands for (what DegradeRuleManager / the checkers read to pick a path) */
  readonly grades: readonly number[];
}

/** A breaker re-opened by its probe's completion: the message key, its extra params and the constants named. */
export interface ReopenedBy {
  readonly key: string;
  readonly params: Record<string, number>;
  readonly constants: readonly string[];
}

/** The engine half of a 1.8 circuit-breaker module: what its explain steps name and how a bad probe reads. */
export interface BreakerEngine {
  /** message ref of what it counts as bad (`@explain.breaker.slow` / `@explain.breaker.errors`) */
  readonly bad: string;
  /** the Java field its value is compared with */
  readonly threshold: string;
  /** the value is a ratio (bad / total), else a count */
  readonly ratio: boolean;
  /** the explain step of a probe whose completion re-opened the breaker */
  reopened(cb: CircuitBreaker, c: CompletionExplain): ReopenedBy;
}
