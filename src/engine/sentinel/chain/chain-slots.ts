/**
 * The slot chain as Sentinel builds it (DefaultSlotChainBuilder: the ProcessorSlots found by SPI, sorted by their
 * @Spi order), for one version:
 *
 *   order   slot                  file                    decides
 *   -10000  NodeSelectorSlot      node-selector-slot.ts   no: the context's DefaultNode
 *    -9000  ClusterBuilderSlot    node-selector-slot.ts   no: the ClusterNode and the origin node
 *    -8000  LogSlot               (none)                  no: logs blocks
 *    -7000  StatisticSlot         statistic-slot.ts       no: wraps the rest, counts the verdict, records the exit
 *    -6000  AuthoritySlot         authority-slot.ts       origin white / black list
 *    -5000  SystemSlot            system-slot.ts          inbound QPS, threads, RT, load, CPU
 *    -4000  GatewayFlowSlot       param-flow-slots.ts     gateway rules (GatewayRuleConverter's), the gateway adapter's
 *    -3000  ParamFlowSlot         param-flow-slots.ts     hot-parameter rules on the entry's arguments
 *    -2000  FlowSlot              flow-slot.ts            flow rules (may make the walk wait)
 *    -1000  DegradeSlot           degrade-slot.ts (1.8+) or legacy-degrade-slot.ts (1.7.2)
 * (GatewayFlowSlot comes with sentinel-api-gateway-adapter-common and ParamFlowSlot with
 * sentinel-parameter-flow-control: both are idle, so left out, unless the config has their rules; the
 * DefaultCircuitBreakerSlot of recent core versions, order -1500, checks default circuit-breaker rules, which a
 * scenario cannot configure, so it is left out.)
 *
 * The version picks its implementations here, once: 1.7.2 gets the legacy DegradeSlot (DegradeRule.passCheck, no
 * circuit breakers) and LegacyStatisticSlot (RT capped at 4900 ms, exceptions on the ClusterNode only); every
 * other version the 1.8 ones. The first four slots never block, so the walk's ordered list holds the deciding slots
 * only; a deciding slot with no loaded rule is left out (it would let every request through touching nothing).
 */
import type { SimClock } from '../../clock';
import type { AuthorityRule } from '../authority-rule';
import { LEGACY_STATISTIC_MAX_RT } from '../degrade-legacy/legacy-degrade-rule';
import type { FlowRule } from '../flow-rule';
import type { GatewayFlowRuleJson } from '../gateway/gateway-flow-rule';
import type { ParamFlowRuleJson } from '../param-flow/param-flow-rule';
import type { SystemRule } from '../system-rule';
import type { SentinelVersion } from '../types';
import { AuthoritySlot } from './authority-slot';
import { DegradeSlot, type ChainDegradeRule } from './degrade-slot';
import { FlowSlot } from './flow-slot';
import { LegacyDegradeSlot } from './legacy-degrade-slot';
import { NodeSelection } from './node-selector-slot';
import { ChainGatewayFlowSlot, ChainParamFlowSlot, ParamFlowShared, ParamThreadCallbacks } from './param-flow-slots';
import { LegacyStatisticSlot, StatisticSlot } from './statistic-slot';
import { SystemSlot } from './system-slot';
import type { ChainSlot } from './walk';

export interface ChainConfig {
  version: SentinelVersion;
  coldFactor: number;
  startMs: number;
  flowRules: readonly FlowRule[];
  /** 1.8+ circuit-breaker rules, or with version "1.7.2" the legacy rules */
  degradeRules: readonly ChainDegradeRule[];
  authorityRules: readonly AuthorityRule[];
  systemRules: readonly SystemRule[];
  /** hot-parameter rules (Sentinel's ParamFlowRule JSON; a null element is ignored as loadRules does); default none */
  paramFlowRules?: readonly (ParamFlowRuleJson | null)[];
  /** gateway rules (GatewayFlowRule JSON, converted as GatewayRuleManager does); default none */
  gatewayRules?: readonly GatewayFlowRuleJson[];
  /** system load and CPU usage (0..1) at ms since the start; sampled once a second */
  systemInputs?: (relMs: number) => { load: number; cpu: number };
}

export interface BuiltChain {
  nodes: NodeSelection;
  statistic: StatisticSlot;
  authority: AuthoritySlot;
  system: SystemSlot;
  gatewayFlow: ChainGatewayFlowSlot;
  paramFlow: ChainParamFlowSlot;
  /** what the two hot-parameter slots share (metric storage, the blocked parameter, the decision listener) */
  paramShared: ParamFlowShared;
  flow: FlowSlot;
  degrade: DegradeSlot | LegacyDegradeSlot;
  /** the deciding slots a walk goes through, in chain order (idle ones left out) */
  slots: ChainSlot[];
}

export function buildChain(config: ChainConfig, clock: SimClock): BuiltChain {
  const legacy = config.version === '1.7.2';
  const nodes = new NodeSelection(clock, legacy ? { statisticMaxRt: LEGACY_STATISTIC_MAX_RT } : {});
  const statistic = legacy
    ? new LegacyStatisticSlot(clock, nodes.nodeOptions)
    : new StatisticSlot(clock, nodes.nodeOptions);
  // Rules are loaded in this order (flow, degrade, authority), as the resources' ids are given out.
  const flow = new FlowSlot(config.flowRules, config.version, config.coldFactor, clock, nodes);
  const degrade = legacy
    ? new LegacyDegradeSlot(config.degradeRules, clock, nodes)
    : new DegradeSlot(config.degradeRules, clock, nodes);
  const authority = new AuthoritySlot(config.authorityRules, nodes);
  const system = new SystemSlot(config.systemRules, statistic.entryNode, config.systemInputs ?? null);
  const paramShared = new ParamFlowShared();
  const gatewayFlow = new ChainGatewayFlowSlot(config.gatewayRules ?? [], paramShared);
  const paramFlow = new ChainParamFlowSlot(config.paramFlowRules ?? [], paramShared);
  // ParamFlowStatisticSlotCallbackInit: registered once, for both slots (one metric storage)
  if (!gatewayFlow.idle || !paramFlow.idle) statistic.callbacks.push(new ParamThreadCallbacks(paramShared.storage));
  const deciding: ChainSlot[] = [authority, system, gatewayFlow, paramFlow, flow, degrade];
  return {
    nodes,
    statistic,
    authority,
    system,
    gatewayFlow,
    paramFlow,
    paramShared,
    flow,
    degrade,
    slots: deciding.filter((s) => !s.idle),
  };
}
