/**
 * Explain across the hop: for requests of runs that take every path (token OK / BLOCKED / SHOULD_WAIT, the
 * namespace limiter, FAIL on a dead server or a timeout, local fallback with a prioritized double borrow,
 * fallback pass, the local-only baseline), the verdict read back from the shown comparisons is the run's.
 */
import { describe, expect, it } from 'vitest';
import { explainRequest, verdictFromSteps } from '../../../../src/engine/explain';
import { Outcome } from '../../../../src/engine/sim/result';
import { simulate } from '../../../../src/engine/sim/simulate';
import { avgLocalRule, clusterScenario, globalRule } from './helpers';

const only = { sentinel: false, guava: false, chain: false, limiters: true };

function checkAll(s: ReturnType<typeof clusterScenario>, every: number): Set<string> {
  const r = simulate(s, only).limiters[0];
  const keys = new Set<string>();
  for (let i = 0; i < r.requests.count; i += every) {
    const e = explainRequest(s, 'limiters:0', i);
    expect(e, `request ${i}`).not.toBeNull();
    const pass = r.requests.outcome[i] !== Outcome.Blocked;
    expect(e!.verdict.pass, `request ${i}`).toBe(pass);
    expect(verdictFromSteps(e!.steps).pass, `request ${i} steps`).toBe(pass);
    for (const st of e!.steps) keys.add(st.key);
  }
  return keys;
}

describe('explaining a cluster decision', () => {
  it('token path: OK, BLOCKED, and prioritized SHOULD_WAIT, with the threshold shown', () => {
    const s = clusterScenario(
      { nodes: 3, rule: globalRule(30) },
      [{ type: 'poisson', qps: 60, prioritized: 0.3 }],
      4000,
    );
    const keys = checkAll(s, 3);
    expect(keys).toContain('cluster.explain.thresholdGlobal');
    expect(keys).toContain('cluster.explain.window');
    expect(keys).toContain('cluster.explain.occupy');
  });

  it('namespace limiter, AVG_LOCAL, a dead server, timeouts and a prioritized local fallback', () => {
    const s = clusterScenario(
      {
        nodes: 2,
        namespaceSet: ['default'],
        serverFlowConfig: { maxAllowedQps: 25 },
        rule: avgLocalRule(10),
        faults: [
          { kind: 'networkDelay', atMs: 1000, oneWayMs: 12 },
          { kind: 'networkDelay', atMs: 1500, oneWayMs: 0 },
          { kind: 'serverDown', atMs: 2000 },
        ],
      },
      [{ type: 'poisson', qps: 40, prioritized: 0.5 }],
      4000,
    );
    const keys = checkAll(s, 2);
    expect(keys).toContain('cluster.explain.limiter');
    expect(keys).toContain('cluster.explain.thresholdAvg');
    expect(keys).toContain('cluster.explain.noAnswer');
    expect(keys).toContain('cluster.explain.fallbackLocal');
  });

  it('fallback pass and the local-only baseline', () => {
    const pass = clusterScenario(
      {
        nodes: 2,
        rule: globalRule(5, { fallbackToLocalWhenFail: false }),
        faults: [{ kind: 'serverDown', atMs: 500 }],
      },
      [{ type: 'constant', qps: 40 }],
      2000,
    );
    expect(checkAll(pass, 3)).toContain('cluster.explain.fallbackPass');
    const local = clusterScenario(
      { nodes: 2, rule: globalRule(10), localOnly: true },
      [{ type: 'constant', qps: 40 }],
      2000,
    );
    expect(checkAll(local, 3)).toContain('cluster.explain.localOnly');
  });
});
