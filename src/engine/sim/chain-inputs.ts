/**
 * The slot chain a scenario's Sentinel rules make (`chain:0`), apart from inputs.ts: the chain's classes load with
 * the chain's engine half (limiters/sentinel-chain), not with every run.
 */
import { ChainSim } from '../sentinel/chain/chain-sim';
import { resolveColdFactor } from '../sentinel/flow-rule';
import type { Scenario } from '../scenario';
import { systemInputsOf, withRuleLists } from './inputs';

/** The slot chain of all the scenario's Sentinel rules (`chain:0`), as the run builds it. */
export function chainSimOf(given: Scenario): ChainSim {
  const scenario = withRuleLists(given);
  return new ChainSim({
    version: scenario.sentinelVersion,
    coldFactor: resolveColdFactor(scenario.coldFactor).value,
    startMs: scenario.startMs,
    flowRules: scenario.rules,
    degradeRules: scenario.degradeRules,
    authorityRules: scenario.authorityRules,
    systemRules: scenario.systemRules,
    paramFlowRules: scenario.paramFlowRules,
    gatewayRules: scenario.gatewayFlowRules ?? [],
    systemInputs: systemInputsOf(scenario),
  });
}
