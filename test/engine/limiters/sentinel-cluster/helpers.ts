/** Scenarios with one cluster limiter, parsed as the app parses them. */
import { defaultScenario, parseScenario, type Scenario } from '../../../../src/engine/scenario';

export function clusterScenario(
  item: Record<string, unknown>,
  traffic: unknown[] = [{ type: 'constant', qps: 300 }],
  durationMs = 6000,
): Scenario {
  const p = parseScenario({
    ...defaultScenario(),
    rules: [],
    guava: [],
    durationMs,
    traffic,
    limiters: [{ type: 'sentinelCluster', ...item }],
    view: { limiter: { kind: 'limiters', index: 0 }, cursorMs: 0, tickMs: 100 },
  });
  if (!p.ok) throw new Error(p.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return p.value;
}

export const globalRule = (count: number, extra: Record<string, unknown> = {}) => ({
  resource: 'api',
  count,
  clusterMode: true,
  clusterConfig: { flowId: 1, thresholdType: 1, ...extra },
});
export const avgLocalRule = (count: number, extra: Record<string, unknown> = {}) => ({
  resource: 'api',
  count,
  clusterMode: true,
  clusterConfig: { flowId: 1, thresholdType: 0, ...extra },
});
