/**
 * A small valid scenario that holds every rule kind and every open-ended part of the format (cluster config,
 * hot items, gateway param items, gateway headers / URL parameters / cookies, hot-parameter arguments, Guava,
 * a contrast limiter), so a property test can put a hostile key or name anywhere in it.
 */
export function hostileBase(): Record<string, unknown> {
  return {
    version: 1,
    durationMs: 1000,
    rules: [
      { resource: 'demo', count: 20, controlBehavior: 1, warmUpPeriodSec: 2 },
      {
        resource: 'demo',
        count: 5,
        clusterMode: false,
        clusterConfig: { thresholdType: 0, fallbackToLocalWhenFail: true },
      },
    ],
    degradeRules: [{ resource: 'demo', grade: 0, count: 100, timeWindow: 2, slowRatioThreshold: 0.5 }],
    authorityRules: [{ resource: 'demo', limitApp: 'appB', strategy: 1 }],
    systemRules: [{ qps: 1000 }],
    paramFlowRules: [
      { resource: 'demo', paramIdx: 0, count: 3, paramFlowItemList: [{ object: 'u1', classType: 'String', count: 1 }] },
    ],
    gatewayFlowRules: [
      {
        resource: 'demo',
        count: 4,
        paramItem: { parseStrategy: 2, fieldName: 'X-Key', pattern: 'k1', matchStrategy: 0 },
      },
      { resource: 'demo', count: 4, paramItem: { parseStrategy: 3, fieldName: 'q' } },
      { resource: 'demo', count: 4, paramItem: { parseStrategy: 4, fieldName: 'c' } },
    ],
    guava: [{ type: 'bursty', permitsPerSecond: 5 }],
    limiters: [{ type: 'textbookFixedWindow', limit: 5, windowMs: 1000 }],
    traffic: [
      {
        type: 'poisson',
        qps: 30,
        resource: 'demo',
        origin: 'appA',
        context: 'web',
        params: [
          {
            type: 'weighted',
            values: [
              { value: 'u1', weight: 1 },
              { value: { int: 7 }, weight: 1 },
            ],
          },
          { type: 'fixed', value: { long: 42 } },
        ],
        gateway: { headers: { 'X-Key': 'k1' }, urlParams: { q: 'v' }, cookies: { c: 'v' } },
      },
    ],
    view: { limiter: { kind: 'chain', index: 0 }, cursorMs: 0, tickMs: 100 },
  };
}
