import { SimClock } from '../../../../src/engine/clock';
import { flowRuleSchema, type FlowRule } from '../../../../src/engine/sentinel/flow-rule';
import { TokenServer } from '../../../../src/engine/sentinel/cluster/token-server';

/** A cluster-mode QPS rule (DefaultController locally), Sentinel's defaults filled in. */
export function clusterRule(
  flowId: number,
  count: number,
  thresholdType: number,
  extra: { sampleCount?: number; windowIntervalMs?: number; fallbackToLocalWhenFail?: boolean } = {},
): FlowRule {
  return flowRuleSchema.parse({
    resource: 'sim-resource',
    count,
    grade: 1,
    clusterMode: true,
    clusterConfig: { flowId, thresholdType, ...extra },
  });
}

/** A token server on its own clock at `startMs` with `rules` loaded for "default". */
export function serverWith(startMs: number, rules: FlowRule[]): { clock: SimClock; server: TokenServer } {
  const clock = new SimClock(startMs);
  const server = new TokenServer(clock);
  server.rules.loadRules('default', rules);
  return { clock, server };
}
