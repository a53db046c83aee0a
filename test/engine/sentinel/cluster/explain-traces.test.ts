/**
 * Every event of every sentinel-cluster trace, explained from the decision records alone: the server's
 * ClusterTokenExplain must imply the recorded status, remaining and wait (threshold, window sum, occupy test),
 * and a client entry's record (token status, server record, local checks) must imply the recorded pass and
 * wait. Checks that the records name everything an explanation needs, so none has to recompute.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClusterTokenExplain } from '../../../../src/engine/sentinel/cluster/cluster-flow-checker';
import type { ClusterEntryDecision } from '../../../../src/engine/sentinel/cluster/cluster-rule-checker';
import { TokenResultStatus } from '../../../../src/engine/sentinel/cluster/token-result';
import { setupClusterTrace, type ClusterEvent } from '../../../conformance/replay-sentinel-cluster';
import type { Trace } from '../../../conformance/trace';
import { traceDir } from '../../../conformance/corpus';

const dir = traceDir('sentinel-cluster');
const traces = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Trace);

/** What the server record says the answer was, derived from its own numbers. */
function statusFromRecord(ex: ClusterTokenExplain): { status: number; remaining: number; waitInMs: number } {
  switch (ex.step) {
    case 'bad-request':
      return { status: TokenResultStatus.BAD_REQUEST, remaining: 0, waitInMs: 0 };
    case 'no-rule':
      return { status: TokenResultStatus.NO_RULE_EXISTS, remaining: 0, waitInMs: 0 };
    case 'too-many-request':
      expect(ex.limiterQps + 1).toBeGreaterThan(ex.maxAllowedQps);
      return { status: TokenResultStatus.TOO_MANY_REQUEST, remaining: 0, waitInMs: 0 };
    case 'no-metric':
      return { status: TokenResultStatus.FAIL, remaining: 0, waitInMs: 0 };
    default:
  }
  const base = ex.thresholdType === 1 ? ex.count : ex.count * ex.connectedCount;
  expect(ex.threshold).toBe(base * ex.exceedCount);
  expect(ex.latestQps).toBe(ex.passSum / ex.intervalInSecond);
  expect(ex.nextRemaining).toBe(ex.threshold - ex.latestQps - ex.acquireCount);
  if (ex.nextRemaining >= 0) {
    expect(ex.step).toBe('pass');
    return { status: TokenResultStatus.OK, remaining: Math.trunc(ex.nextRemaining), waitInMs: 0 };
  }
  if (ex.prioritized && ex.occupyAvg <= ex.maxOccupy && ex.canOccupy) {
    expect(ex.canOccupy).toBe(ex.latestQps + (ex.acquireCount + ex.occupiedCount) - ex.headPass <= ex.threshold);
    if (ex.step === 'should-wait')
      return { status: TokenResultStatus.SHOULD_WAIT, remaining: 0, waitInMs: ex.waitInMs };
  }
  expect(ex.step).toBe('blocked');
  return { status: TokenResultStatus.BLOCKED, remaining: 0, waitInMs: 0 };
}

/** What an entry's record says about pass and wait. */
function entryFromRecord(d: ClusterEntryDecision): { pass: boolean; waitMs: number } {
  if (d.serverExplained) expect(statusFromRecord(d.server).status).toBe(d.tokenStatus);
  if (d.path === 'fallback-pass' || d.path === 'no-node') return { pass: true, waitMs: 0 };
  if (d.path === 'fallback-local') {
    const checks = d.local.slice(0, d.localChecks);
    for (let k = 0; k < d.localChecks; k++) expect(d.localExplain[k]).toMatchObject({ pass: checks[k].pass });
    // a second check happens only after a first one that borrowed (PriorityWaitException)
    if (d.localChecks === 2) expect(checks[0].priorityWait).toBe(true);
    return { pass: checks[d.localChecks - 1].pass, waitMs: checks.reduce((a, c) => a + c.waitMs, 0) };
  }
  if (d.tokenStatus === TokenResultStatus.OK) return { pass: true, waitMs: 0 };
  if (d.tokenStatus === TokenResultStatus.SHOULD_WAIT) return { pass: true, waitMs: d.server.waitInMs };
  return { pass: false, waitMs: 0 };
}

describe('sentinel-cluster decision records explain every traced event', () => {
  it.each(traces.map((t) => [t.name, t] as const))('%s', (_name, trace) => {
    const { clock, server, transport, node } = setupClusterTrace(trace);
    const events = trace.events as unknown as ClusterEvent[];
    let explained = 0;
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      const x = trace.expect[i];
      if (node !== null) node.drainUntil(e.t);
      else clock.nowMs = e.t;
      if (e.op === 'request') {
        server.requestToken(e.flowId, e.acquire, e.prioritized);
        expect(statusFromRecord(server.lastDecision)).toEqual({
          status: x.status,
          remaining: x.remaining,
          waitInMs: x.waitInMs,
        });
        explained++;
      } else if (e.op === 'entry') {
        const d = node!.entry(e.t, e.acquire, e.prioritized, e.rtMs);
        expect(entryFromRecord(d)).toEqual({ pass: x.pass, waitMs: x.waitMs });
        explained++;
      } else if (e.op === 'connect') server.connect(e.client, e.namespace);
      else if (e.op === 'disconnect') server.disconnect(e.client);
      else transport!.ready = e.op === 'transportUp';
      // the harness read the state after every event: it touches the windows (occupied tokens can land)
      clock.nowMs = e.t;
      for (const ns of server.limiter.limiters.keys()) server.limiter.getCurrentQps(ns);
      for (const flowId of server.statistics.metrics.keys()) server.readFlow(flowId);
      node?.readLocal();
    }
    expect(explained).toBeGreaterThan(0);
  });
});
