/**
 * The rule modules' words (Sentinel's degrade, hot-parameter and gateway rules: engine/limiters/rule-registry.ts),
 * by kind: their grade names and slider hints, English and 简体中文 together (a few lines each). A mapped type over
 * the rule kinds, so a rule module without its words does not compile. The page looks them up like a limiter
 * view's messages (i18n/lang.ts).
 */
import type { RuleModuleKind } from '../../engine/limiters/rule-registry';
import type { ViewMessages } from './view';
import degradeErrorCount from './degrade-error-count/messages';
import degradeErrorRatio from './degrade-error-ratio/messages';
import degradeLegacy from './degrade-legacy/messages';
import degradeSlowRatio from './degrade-slow-ratio/messages';
import gatewayFlow from './gateway-flow/messages';
import paramFlow from './param-flow/messages';

export const RULE_MESSAGES: { readonly [K in RuleModuleKind]: ViewMessages } = {
  'degrade-error-count': degradeErrorCount,
  'degrade-error-ratio': degradeErrorRatio,
  'degrade-legacy': degradeLegacy,
  'degrade-slow-ratio': degradeSlowRatio,
  'gateway-flow': gatewayFlow,
  'param-flow': paramFlow,
};
