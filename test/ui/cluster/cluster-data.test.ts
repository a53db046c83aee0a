/**
 * The cluster panels' data: per-node rates from a real run's ClusterView, the down and fallback spans against
 * the faults that caused them, fault edits kept in time order, and Compare's cluster-vs-local rows (same
 * requests, GLOBAL through the server vs localOnly).
 */
import { describe, expect, it } from 'vitest';
import { clusterViewOf } from '../../../src/engine/limiters/sentinel-cluster/view';
import { simulate } from '../../../src/engine/sim/simulate';
import { parseScenario } from '../../../src/engine/scenario';
import {
  fallbackSpans,
  faultText,
  newFault,
  nodePerSecond,
  nodesThatFellBack,
  serverDownSpans,
  withFault,
  withoutFault,
} from '../../../src/ui/cluster/cluster-data';
import { checkVariant, presetVariants } from '../../../src/ui/compare/variants';
import { tIn } from '../../../src/ui/i18n/lang';
import { clusterScenario, globalRule } from '../../engine/limiters/sentinel-cluster/helpers';

const only = { sentinel: false, guava: false, chain: false, limiters: true };

describe('cluster panel data', () => {
  const s = clusterScenario(
    {
      nodes: 3,
      rule: globalRule(60),
      faults: [
        { kind: 'serverDown', atMs: 2000 },
        { kind: 'serverUp', atMs: 3000 },
      ],
    },
    [{ type: 'constant', qps: 300 }],
    8000,
  );
  const v = clusterViewOf(simulate(s, only).limiters[0])!;

  it('a node’s trailing-second rate is its share of the offered load while nothing blocks', () => {
    // 300 QPS dealt round-robin to 3 nodes, GLOBAL 60: each node offers 100/s and passes about 20/s
    const offered = [0, 1, 2].map((i) => nodePerSecond(v, i, 'passed')[15] + nodePerSecond(v, i, 'blocked')[15]);
    expect(offered.every((q) => Math.abs(q - 100) <= 1)).toBe(true);
    const passed = [0, 1, 2].reduce((n, i) => n + nodePerSecond(v, i, 'passed')[15], 0);
    expect(passed).toBeLessThanOrEqual(60);
  });

  it('down span from the serverDown fault to the serverUp; every node fell back in it, and (reconnect 2 s after the down) until 4 s', () => {
    expect(serverDownSpans(v)).toEqual([{ fromMs: 2000, toMs: 3000 }]);
    expect(nodesThatFellBack(v)).toEqual([0, 1, 2]);
    for (let i = 0; i < 3; i++) expect(fallbackSpans(v, i)).toEqual([{ fromMs: 2000, toMs: 4000 }]);
  });

  it('fault edits keep time order and say what they are in both languages', () => {
    let list = withFault([], newFault('serverDown', 3000, 0, 0));
    list = withFault(list, newFault('clientDisconnect', 1000, 2, 0));
    list = withFault(list, newFault('networkDelay', 3000, 0, 25));
    expect(list.map((f) => f.kind)).toEqual(['clientDisconnect', 'serverDown', 'networkDelay']);
    expect(withoutFault(list, 1).map((f) => f.kind)).toEqual(['clientDisconnect', 'networkDelay']);
    for (const f of list) {
      const { key, params } = faultText(f);
      expect(tIn('en', key, params)).not.toContain('{');
      expect(tIn('zh', key, params)).not.toBe(key);
    }
  });
});

describe('Compare: cluster GLOBAL vs local count / N', () => {
  it('two rows on the same requests: the server keeps the cluster at count, local ÷ N under-admits a skewed cluster', () => {
    // shares 1 : 1/2^1.5 : 1/3^1.5 : 1/4^1.5 of 100 QPS ≈ 60, 21, 11.5, 7.5 per second
    const base = clusterScenario({ nodes: 4, skew: 1.5, rule: globalRule(80) }, [{ type: 'constant', qps: 100 }], 5000);
    const [cluster, local] = presetVariants('cluster-vs-local', base, { kind: 'limiters', index: 0 });
    const run = (variant: typeof cluster) => {
      const c = checkVariant(base, variant);
      if (!c.ok) throw new Error(JSON.stringify(c.problem));
      const p = parseScenario(c.input);
      if (!p.ok) throw new Error('invalid');
      return simulate(p.value, only).limiters[0];
    };
    const a = run(cluster);
    const b = run(local);
    expect(a.summary.requests).toBe(b.summary.requests);
    // the cluster admits close to 80/s in all (≥ 75/s over 5 s); each node alone at 80 / 4 = 20/s wastes the
    // quiet nodes' room: about 20 + 20 + 11.5 + 7.5 = 59/s
    expect(a.summary.passed).toBeGreaterThanOrEqual(75 * 5);
    expect(b.summary.passed).toBeLessThan(a.summary.passed * 0.9);
    expect(clusterViewOf(b)!.totals.every((t) => t.tokenRequests === 0)).toBe(true);
  });
});
