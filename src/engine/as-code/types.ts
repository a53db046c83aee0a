/**
 * The contract of the "as code" generators: a scenario's rules in, the text a user pastes into their service out.
 *
 * A generator is a pure function (no clock, no randomness): the same rules always give the same text, byte for
 * byte, so golden files under test/engine/as-code/ pin every target. Each target lives in its own file: Sentinel's
 * and a few other libraries' are listed in registry.ts, a limiter module's is declared by its core (`AsCodePart`).
 */
import type { Scenario } from '../scenario/schema';
import type { GatewayFlowRuleJson } from '../sentinel/gateway/gateway-flow-rule';
import type { ParamFlowRuleJson } from '../sentinel/param-flow/param-flow-rule';

/**
 * What a generator reads: the rule lists of a scenario. Hot-parameter and gateway rules (`paramFlowRules`,
 * `gatewayFlowRules`) are optional (absent when a scenario has none); a plain Scenario is an AsCodeInput.
 */
export interface AsCodeInput extends Pick<
  Scenario,
  'sentinelVersion' | 'coldFactor' | 'rules' | 'degradeRules' | 'authorityRules' | 'systemRules' | 'guava'
> {
  readonly paramFlowRules?: readonly ParamFlowRuleJson[];
  readonly gatewayFlowRules?: readonly GatewayFlowRuleJson[];
  /** the other libraries' limiters (x/time/rate, Bucket4j, resilience4j, …), as the scenario lists them */
  readonly limiters?: Scenario['limiters'];
}

export interface AsCodeOptions {
  /**
   * The application's name (`spring.application.name`, `project.name`): the dashboard's Nacos data ids start
   * with it (`{app}-flow-rules`). Only letters, digits, `.`, `_`, `-` and `:` are kept (a Nacos data id).
   */
  readonly appName: string;
}

export const DEFAULT_AS_CODE_OPTIONS: AsCodeOptions = { appName: 'my-app' };

/** Monaco's language id of the text (syntax colouring only). */
export type AsCodeLanguage = 'java' | 'yaml' | 'json' | 'go' | 'plaintext';

export interface AsCodeTarget {
  /** stable id (share links, the picker, golden file names) */
  readonly id: string;
  /** what the picker shows: a product or API name, the same in every UI language */
  readonly label: string;
  readonly language: AsCodeLanguage;
  /** the file the text would go in (for a download, and shown above the code) */
  readonly fileName: string;
  readonly generate: (input: AsCodeInput, options: AsCodeOptions) => string;
  /**
   * The scenario's limiters it writes besides Sentinel's rules: the `guava` list, or the `limiters` items of these
   * types. The panel opens on the first target that writes the limiter on screen (absent: Sentinel's rules only).
   */
  readonly writes?: { readonly list: 'guava' } | { readonly list: 'limiters'; readonly types: readonly string[] };
}

/**
 * What a limiter's core declares when its library has a configuration the panel writes: its target, or its
 * targets in the picker's order when it has several (resilience4j's Java and YAML), in its folder
 * (`<kind>/as-code.ts`, default export), loaded when first asked (the page ships cores, not generators).
 * registry.ts finds it through the manifest, so no list outside the folder names it.
 */
export interface AsCodePart {
  readonly asCode: () => Promise<{ readonly default: AsCodeTarget | readonly AsCodeTarget[] }>;
}

/** A Nacos data id / Spring application name: the characters Nacos allows, never empty. */
export function safeAppName(name: string): string {
  const kept = name.trim().replace(/[^A-Za-z0-9._:-]+/g, '-');
  return kept.replace(/^-+|-+$/g, '') || DEFAULT_AS_CODE_OPTIONS.appName;
}
