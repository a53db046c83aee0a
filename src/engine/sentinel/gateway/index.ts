/** Gateway flow control (Sentinel's sentinel-api-gateway-adapter-common 1.8.9); see each module's header. */
export * from './gateway-flow-rule';
export { applyNonParamToParamRule, applyToParamRule, NON_MATCH_PASS_ITEM } from './gateway-rule-converter';
export { GatewayRuleManager, type RegexAttempt } from './gateway-rule-manager';
export {
  parseParameterFor,
  simRequestParser,
  type GatewayRequest,
  type ParsedParams,
  type ParseStep,
  type RequestItemParser,
} from './gateway-param-parser';
export { GatewayFlowSlot } from './gateway-flow-slot';
export { GatewaySim, type GatewayDecision, type GatewayRuleState } from './gateway-sim';
