/**
 * The Cluster gallery group: each preset's claim, checked against the engine. The expected numbers come from
 * the upstream arithmetic the texts state (threshold = count × clients, the limiter counts requests, the occupy
 * test, the bucket reset, the local window, the double borrow, the timeout), not from the engine's output.
 */
import { describe, expect, it } from 'vitest';
import { explainRequest } from '../../../src/engine/explain';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { TokenResultStatus } from '../../../src/engine/sentinel/cluster/token-result';
import { clusterViewOf } from '../../../src/engine/limiters/sentinel-cluster/view';
import { Outcome, type LimiterResult } from '../../../src/engine/sim/result';
import { simulate } from '../../../src/engine/sim/simulate';
import { galleryPreset } from '../../../src/ui/gallery/presets';
import { CLUSTER_PRESETS } from '../../../src/ui/limiters/sentinel-cluster/gallery';

const only = { sentinel: false, guava: false, chain: false, limiters: true };

function parsed(s: unknown): Scenario {
  const r = parseScenario(s);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}
function run(id: string, edit: (s: Scenario) => Scenario = (s) => s): { s: Scenario; lim: LimiterResult } {
  const s = edit(parsed(galleryPreset(id)!.build()));
  return { s, lim: simulate(s, only).limiters[0] };
}

interface Row {
  i: number;
  tMs: number;
  node: number;
  status: number;
  path: number;
  outcome: number;
  waitMs: number;
}
function rows(lim: LimiterResult): Row[] {
  const log = lim.requests;
  const c = log.columns;
  return Array.from({ length: log.count }, (_, i) => ({
    i,
    tMs: log.tMs[i],
    node: c.node[i],
    status: c.tokenStatus[i],
    path: c.path[i],
    outcome: log.outcome[i],
    waitMs: log.waitMs[i],
  }));
}
const passed = (r: Row) => r.outcome !== Outcome.Blocked;
const inSecond = (list: Row[], sec: number) => list.filter((r) => r.tMs >= sec * 1000 && r.tMs < (sec + 1) * 1000);

describe('Cluster gallery presets', () => {
  it('are in the Cluster group and show the cluster limiter', () => {
    expect(CLUSTER_PRESETS.length).toBe(7);
    for (const p of CLUSTER_PRESETS) {
      expect(p.group).toBe('cluster');
      expect(parsed(p.build()).limiters?.[0]?.type).toBe('sentinelCluster');
    }
  });

  it('AVG_LOCAL × 0 clients: the embedded host passes count × 1 client before, nothing after the last client left', () => {
    const { lim } = run('avg-local-zero-clients');
    const all = rows(lim);
    const host = all.filter((r) => r.node === 0);
    // 16 QPS dealt to 2 nodes; threshold 10 × 1 connected client = 10 a second for the cluster
    for (const sec of [0, 1, 2]) expect(inSecond(all, sec).filter(passed).length).toBeLessThanOrEqual(10);
    expect(host.filter((r) => r.tMs < 3000).some(passed)).toBe(true);
    const after = host.filter((r) => r.tMs >= 3000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((r) => !passed(r) && r.status === TokenResultStatus.BLOCKED)).toBe(true);
    const v = clusterViewOf(lim)!;
    expect(v.threshold[v.ticks - 1]).toBe(0);
    // node 1 fell back: FAIL (not connected) and its local count 10
    expect(all.filter((r) => r.node === 1 && r.tMs >= 3000).every((r) => r.status === TokenResultStatus.FAIL)).toBe(
      true,
    );
  });

  it('namespace limiter: 40 permits/s at 8 requests/s pass its 10; 20 requests/s get 10 TOO_MANY_REQUEST a second; none without a namespace set', () => {
    const { lim } = run('namespace-limiter');
    const all = rows(lim);
    const tooMany = (r: Row) => r.status === TokenResultStatus.TOO_MANY_REQUEST;
    expect(all.filter((r) => r.tMs < 5000).some(tooMany)).toBe(false);
    for (const sec of [6, 7, 8]) expect(inSecond(all, sec).filter(tooMany).length).toBe(10);
    const none = run('namespace-limiter', (s) => ({
      ...s,
      limiters: [{ ...s.limiters![0], namespaceSet: null }],
    })).lim;
    expect(rows(none).some(tooMany)).toBe(false);
  });

  it('occupy: blocked while the burst is in the current bucket; 5 SHOULD_WAIT of 100 ms once it is the oldest, the 6th blocked', () => {
    const all = rows(run('occupy-oldest-bucket').lim);
    expect(all.find((r) => r.tMs === 60)!.status).toBe(TokenResultStatus.BLOCKED);
    const late = all.filter((r) => r.tMs === 930);
    expect(late.map((r) => r.status)).toEqual([2, 2, 2, 2, 2, 1]);
    expect(late.slice(0, 5).every((r) => r.waitMs === 1000 / 10)).toBe(true);
  });

  it('occupied tokens land at the next reset of an older bucket: 9 s later, where they block a lone request', () => {
    const { lim } = run('occupied-land-late');
    const all = rows(lim);
    const lone = all.filter((r) => r.tMs > 1000);
    // every lone request before 9950 ms lands in a slot never used before; slot 9 held [900, 1000)
    expect(lone.filter((r) => r.tMs < 9950).every(passed)).toBe(true);
    const at = lone.find((r) => r.tMs === 9950)!;
    expect(at.status).toBe(TokenResultStatus.BLOCKED);
    const v = clusterViewOf(lim)!;
    expect(v.serverPassQps[Math.floor(9900 / v.tickMs)]).toBeLessThanOrEqual(1);
    expect(v.serverPassQps[Math.floor(9950 / v.tickMs)]).toBe(5); // the 5 occupied, landed
  });

  it('fallback: node 0 passed 8 a second through the server; its first fallback entry is blocked on 6 local passes', () => {
    const { s, lim } = run('fallback-holds-cluster');
    const all = rows(lim);
    const node0 = all.filter((r) => r.node === 0);
    for (const sec of [0, 1, 2]) expect(inSecond(node0, sec).filter(passed).length).toBe(8);
    const first = node0.find((r) => r.tMs >= 3250)!;
    expect(first.path).toBe(1); // fallback-local
    expect(passed(first)).toBe(false);
    const e = explainRequest(s, 'limiters:0', first.i)!;
    expect(e.steps.some((st) => st.key === 'cluster.explain.fallbackLocal')).toBe(true);
    // 8 a second at 125 ms spacing: [2500, 3000) holds 4, [3000, 3250) holds 2 → (int) passQps 6, 6 + 1 > 5
    expect(e.steps.find((st) => st.check)?.params.curCount).toBe(6);
  });

  it('double borrow: 820 ms waits 180 + 180 ms; 894 ms borrows the last permit, then is blocked', () => {
    const { s, lim } = run('fallback-double-borrow');
    const all = rows(lim);
    const at820 = all.find((r) => r.tMs === 820)!;
    expect(passed(at820)).toBe(true);
    expect(at820.waitMs).toBe(2 * (1000 - 820));
    const at894 = all.find((r) => r.tMs === 894)!;
    expect(passed(at894)).toBe(false);
    const e = explainRequest(s, 'limiters:0', at894.i)!;
    expect(e.steps.some((st) => st.key === 'cluster.explain.caught')).toBe(true);
    expect(e.steps.some((st) => st.key === 'explain.default.borrowed' && st.params.waitInMs === 1000 - 894)).toBe(true);
  });

  it('#361: 50 a second through the server; while node 1 times out, node 0 ≈ 25 + node 1 locally 50 ≈ 75', () => {
    const all = rows(run('global-50-let-68').lim);
    for (const sec of [1, 2, 3, 8, 9]) expect(inSecond(all, sec).filter(passed).length).toBeLessThanOrEqual(50);
    for (const sec of [5, 6]) {
      const total = inSecond(all, sec).filter(passed).length;
      expect(total).toBeGreaterThanOrEqual(70);
      expect(total).toBeLessThanOrEqual(80);
      const node1 = inSecond(all, sec).filter((r) => r.node === 1);
      expect(node1.every((r) => r.status === TokenResultStatus.FAIL && r.path === 1)).toBe(true);
      expect(node1.filter(passed).length).toBe(50);
    }
  });
});
