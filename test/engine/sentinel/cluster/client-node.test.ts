import { describe, expect, it } from 'vitest';
import { ClusterClientNode } from '../../../../src/engine/sentinel/cluster/client-node';
import { DefaultClusterTokenClient, InJvmTransport } from '../../../../src/engine/sentinel/cluster/token-client';
import { TokenResultStatus } from '../../../../src/engine/sentinel/cluster/token-result';
import { clusterRule, serverWith } from './helpers';

const { OK, BLOCKED, FAIL, SHOULD_WAIT, NO_RULE_EXISTS, BAD_REQUEST } = TokenResultStatus;

function clientSetup(startMs: number, count: number, thresholdType: number, fallbackToLocalWhenFail = true) {
  const { clock, server } = serverWith(startMs, [clusterRule(1001, count, thresholdType)]);
  const transport = new InJvmTransport(server);
  const client = new DefaultClusterTokenClient(transport);
  const node = new ClusterClientNode(
    clock,
    clusterRule(1001, count, thresholdType, { fallbackToLocalWhenFail }),
    client,
  );
  server.connect('10.0.0.1:50001', 'default');
  return { clock, server, transport, client, node };
}

describe('ClusterClientNode + ClusterRuleChecker (FlowRuleChecker cluster path)', () => {
  it('header worked example: the fallback sees the cluster-admitted passes and blocks at once', () => {
    const { server, transport, node } = clientSetup(1_700_000_000_000, 5, 0);
    server.connect('10.0.0.2:50002', 'default'); // AVG_LOCAL: 5 × 2 = 10 on the server
    for (let i = 0; i < 6; i++) {
      const d = node.entry(1_700_000_000_100 + i * 50, 1, false, 0);
      expect([d.pass, d.tokenStatus, d.localChecks]).toEqual([true, OK, 0]);
    }
    expect(node.readLocal().passQps).toBe(6);
    transport.ready = false;
    const d = node.entry(1_700_000_000_450, 1, false, 0);
    expect([d.pass, d.tokenStatus, d.tokenRequests, d.localChecks, d.path]).toEqual([
      false,
      FAIL,
      1,
      1,
      'fallback-local',
    ]);
    expect(node.readLocal()).toEqual({ passQps: 6, blockQps: 1, curThreadNum: 0 });
  });

  it('fallbackToLocalWhenFail false: every entry passes while the transport is down', () => {
    const { transport, node } = clientSetup(1_000, 1, 1, false);
    transport.ready = false;
    for (let i = 0; i < 5; i++) {
      const d = node.entry(1_000, 1, false, 0);
      expect([d.pass, d.tokenStatus, d.localChecks, d.path]).toEqual([true, FAIL, 0, 'fallback-pass']);
    }
  });

  it('BLOCKED never falls back; acquire 0 is answered BAD_REQUEST by the client itself and falls back', () => {
    const { server, node } = clientSetup(1_000, 1, 1);
    expect(node.entry(1_000, 1, false, 0).tokenStatus).toBe(OK);
    const blocked = node.entry(1_001, 1, false, 0);
    expect([blocked.pass, blocked.tokenStatus, blocked.localChecks]).toEqual([false, BLOCKED, 0]);
    const zero = node.entry(1_002, 0, false, 0);
    expect([zero.pass, zero.tokenStatus, zero.localChecks]).toEqual([true, BAD_REQUEST, 1]);
    expect(server.readFlow(1001)!.passRequest + server.readFlow(1001)!.blockRequest).toBe(2); // nothing sent
  });

  it('NO_RULE_EXISTS falls back to the local count', () => {
    const { clock, server } = serverWith(0, [clusterRule(1402, 50, 1)]);
    const node = new ClusterClientNode(
      clock,
      clusterRule(1401, 2, 1),
      new DefaultClusterTokenClient(new InJvmTransport(server)),
    );
    // entry returns one reused decision: read it before the next entry
    const passes = [0, 1, 2].map((i) => {
      const d = node.entry(i, 1, false, 0);
      return [d.pass, d.tokenStatus];
    });
    expect(passes).toEqual([
      [true, NO_RULE_EXISTS],
      [true, NO_RULE_EXISTS],
      [false, NO_RULE_EXISTS],
    ]);
  });

  it('SHOULD_WAIT: sleeps waitInMs and books the pass at t + waitMs', () => {
    const { node } = clientSetup(350, 4, 1);
    for (let i = 0; i < 4; i++) node.entry(350, 1, false, 250);
    expect(node.entry(351, 1, true, 250).tokenStatus).toBe(BLOCKED); // the burst is in the current bucket
    const d = node.entry(1230, 1, true, 250); // the burst's bucket [300,400) is the head now
    expect([d.pass, d.waitMs, d.tokenStatus, d.priorityWait]).toEqual([true, 100, SHOULD_WAIT, false]);
    expect(node.readLocal().passQps).toBe(0);
    node.drainUntil(1330);
    expect(node.readLocal()).toEqual({ passQps: 1, blockQps: 0, curThreadNum: 1 });
    node.drainUntil(1580);
    expect(node.readLocal().curThreadNum).toBe(0);
  });

  it('header worked example: a prioritized fallback borrows twice (360 ms) or blocks after waiting once', () => {
    const { transport, node } = clientSetup(120, 5, 1);
    transport.ready = false;
    for (let i = 0; i < 5; i++) expect(node.entry(125, 1, false, 0).pass).toBe(true);
    const twice = node.entry(820, 1, true, 0);
    expect([twice.pass, twice.waitMs, twice.priorityWait, twice.localChecks]).toEqual([true, 360, true, 2]);
    expect(twice.local.map((l) => l.waitMs)).toEqual([180, 180]);
    expect(node.node.waiting()).toBe(2);
    expect(node.entry(857, 1, true, 0)).toMatchObject({ pass: true, waitMs: 286, localChecks: 2 });
    // 4 borrowed: the first borrow fits (5 − 5 + 4 + 1 <= 5), the second finds the borrowed total at count
    const blocked = node.entry(894, 1, true, 0);
    expect([blocked.pass, blocked.waitMs, blocked.localChecks, blocked.priorityWait]).toEqual([false, 106, 2, false]);
    expect(node.readLocal().blockQps).toBe(1);
  });

  it('a fallback whose node selection finds no node passes without consulting the controller', () => {
    const { clock, server } = serverWith(0, []);
    const transport = new InJvmTransport(server);
    transport.ready = false;
    const rule = { ...clusterRule(7, 0, 1), limitApp: 'some-app' }; // count 0 would block every local check
    const node = new ClusterClientNode(clock, rule, new DefaultClusterTokenClient(transport));
    const d = node.entry(0, 1, false, 0);
    expect([d.pass, d.tokenStatus, d.localChecks, d.path]).toEqual([true, FAIL, 0, 'no-node']);
    const self = { ...clusterRule(7, 0, 1), strategy: 1, refResource: 'sim-resource' }; // RELATE to itself
    const relate = new ClusterClientNode(clock, self, new DefaultClusterTokenClient(transport));
    expect(relate.entry(0, 1, false, 0)).toMatchObject({ pass: false, localChecks: 1, path: 'fallback-local' });
  });

  it('a node whose rule Sentinel drops checks nothing and asks for no token', () => {
    const { clock, server } = serverWith(0, []);
    const invalid = clusterRule(-1, 5, 1);
    const node = new ClusterClientNode(clock, invalid, new DefaultClusterTokenClient(new InJvmTransport(server)));
    expect(node.ruleLoaded).toBe(false);
    const d = node.entry(0, 1, false, 0);
    expect([d.pass, d.tokenRequests, d.localChecks]).toEqual([true, 0, 0]);
  });
});
