import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../../src/engine/clock';
import { TokenServer } from '../../../../src/engine/sentinel/cluster/token-server';
import { SERVER_FLOW_CONFIG_DEFAULTS } from '../../../../src/engine/sentinel/cluster/server-config';
import { clusterRule } from './helpers';

function server(): TokenServer {
  return new TokenServer(new SimClock(1_000));
}

describe('ClusterServerConfigManager and ClusterFlowRuleManager', () => {
  it('a namespace set adds "default" and creates one limiter per namespace with the maxAllowedQps of that moment', () => {
    const s = server();
    expect(s.limiter.limiters.size).toBe(0); // never loaded: no limiter at all
    s.config.loadGlobalFlowConfig({ ...SERVER_FLOW_CONFIG_DEFAULTS, maxAllowedQps: 20 });
    s.config.loadServerNamespaceSet(['app-a']);
    expect([...s.config.namespaceSet].sort()).toEqual(['app-a', 'default']);
    expect(Object.fromEntries([...s.limiter.limiters].map(([k, l]) => [k, l.qpsAllowed]))).toEqual({
      'app-a': 20,
      default: 20,
    });
    s.config.loadGlobalFlowConfig({ ...SERVER_FLOW_CONFIG_DEFAULTS, maxAllowedQps: 7 });
    expect(s.limiter.getRequestLimiter('app-a')!.qpsAllowed).toBe(7);
  });

  it('an empty namespace set means {default} and creates no limiter', () => {
    const s = server();
    s.config.loadServerNamespaceSet([]);
    expect([...s.config.namespaceSet]).toEqual(['default']);
    expect(s.limiter.limiters.size).toBe(0);
  });

  it('an invalid flow config is ignored', () => {
    const s = server();
    expect(s.config.loadGlobalFlowConfig({ ...SERVER_FLOW_CONFIG_DEFAULTS, exceedCount: 2, sampleCount: 3 })).toBe(
      false,
    );
    expect(s.config.exceedCount).toBe(1);
  });

  it('rules for a namespace the server does not serve are silently not loaded', () => {
    const s = server();
    s.rules.loadRules('app-x', [clusterRule(802, 3, 1)]);
    expect(s.rules.getFlowRuleById(802)).toBeUndefined();
    expect(s.statistics.getMetric(802)).toBeUndefined();
    s.config.loadServerNamespaceSet(['app-x']);
    s.rules.loadRules('app-x', [clusterRule(802, 3, 1)]);
    expect(s.rules.getNamespace(802)).toBe('app-x');
  });

  it('the metric takes the rule window; a reload keeps it; a dropped flowId loses it; a global window change resets all', () => {
    const s = server();
    s.rules.loadRules('default', [
      clusterRule(1, 5, 1, { sampleCount: 4, windowIntervalMs: 2000 }),
      clusterRule(2, 5, 1),
    ]);
    const m1 = s.statistics.getMetric(1)!;
    expect([m1.sampleCount, m1.windowIntervalMs, m1.metric.windowLengthInMs]).toEqual([4, 2000, 500]);
    s.rules.loadRules('default', [clusterRule(1, 9, 1)]);
    expect(s.statistics.getMetric(1)).toBe(m1); // putMetricIfAbsent
    expect(s.rules.getFlowRuleById(1)!.count).toBe(9);
    expect(s.statistics.getMetric(2)).toBeUndefined();
    s.config.loadGlobalFlowConfig({ ...SERVER_FLOW_CONFIG_DEFAULTS, sampleCount: 5, intervalMs: 500 });
    expect([s.statistics.getMetric(1)!.sampleCount, s.statistics.getMetric(1)!.windowIntervalMs]).toEqual([5, 500]);
  });

  it('invalid and non-cluster rules are skipped', () => {
    const s = server();
    const notCluster = { ...clusterRule(3, 5, 1), clusterMode: false };
    const badWindow = clusterRule(4, 5, 1, { sampleCount: 3, windowIntervalMs: 1000 });
    s.rules.loadRules('default', [notCluster, badWindow]);
    expect(s.rules.getFlowRuleById(3)).toBeUndefined();
    expect(s.rules.getFlowRuleById(4)).toBeUndefined();
  });
});
