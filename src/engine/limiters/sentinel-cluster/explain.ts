/**
 * "Explain this decision" across the hop: re-runs the cluster (the same ClusterFeed as the run, with decision
 * records on) until request i is decided, and turns the records into steps:
 *
 *   node         which node it arrived at, and what it sent (flowId, acquire, prioritized)
 *   server       the token server's ClusterFlowChecker computation (cluster-flow-checker.ts's record):
 *                namespace limiter  limiterQps + 1 <= maxAllowedQps, else TOO_MANY_REQUEST → fallback
 *                threshold          (count or count × connectedCount) × exceedCount
 *                window             latestQps + acquire <= threshold → OK
 *                prioritized        occupyAvg <= maxOccupy, then the occupy test → SHOULD_WAIT, else BLOCKED
 *   no answer    FAIL (transport not ready, server down, or the 20 ms timeout) → fallback
 *   fallback     fallbackToLocalWhenFail false → pass; else the rule's local controller's own steps, on the
 *                node's local window — twice when a prioritized borrow threw PriorityWaitException
 *
 * The shown comparisons decide (explain/types.ts): a check that leads on to the fallback is `next`, the first of
 * two local checks is walked through (`next`) since its PriorityWaitException was caught.
 */
import { checkStep, infoStep, type Explanation, type Step } from '../../explain/types';
import type { ClusterTokenExplain } from '../../sentinel/cluster/cluster-flow-checker';
import type { ClusterEntryDecision } from '../../sentinel/cluster/cluster-rule-checker';
import { TokenResultStatus, tokenStatusName } from '../../sentinel/cluster/token-result';
import type { ExplainContext } from '../contract';
import type { FlowSteps } from '../flow-part';
import { sentinelClusterSchema, type SentinelClusterItem } from './config';
import { ClusterFeed } from './runner';

interface Captured {
  node: number;
  tMs: number;
  steps: Step[];
  pass: boolean;
  waitMs: number;
}

export function explainCluster(ctx: ExplainContext, index: number): Explanation | null {
  const { scenario: s, id: limiterId, arrivals: a } = ctx;
  const raw = (s.limiters ?? [])[ctx.index];
  if (raw === undefined) return null;
  const item = sentinelClusterSchema.parse(raw);
  if (index >= a.count) return null;
  const feed = new ClusterFeed(item, s, true);
  let got: Captured | null = null;
  feed.sim.onDecide = (req, node, tMs, d) => {
    if (req === index && got === null)
      got = capture(feed, item, node, tMs, d, s.startMs, a.acquire[index], a.prioritized[index] === 1, ctx.flows.steps);
  };
  for (let i = 0; i < a.count && got === null; i++) feed.feed(a, i);
  if (got === null) feed.sim.end();
  const c = got as Captured | null;
  if (c === null) return null;
  return {
    limiterId,
    requestIndex: index,
    tMs: Math.floor(a.tUs[index] / 1000),
    className: item.localOnly ? 'FlowRuleChecker' : 'ClusterFlowChecker',
    verdict: { pass: c.pass, waitMs: c.pass ? c.waitMs : 0 },
    steps: c.steps,
  };
}

function capture(
  feed: ClusterFeed,
  item: SentinelClusterItem,
  node: number,
  tMs: number,
  d: ClusterEntryDecision,
  startMs: number,
  acquire: number,
  prioritized: boolean,
  flowSteps: FlowSteps,
): Captured {
  const steps: Step[] = [];
  const cc = item.rule.clusterConfig;
  steps.push(
    infoStep('cluster-node', item.localOnly ? 'cluster.explain.nodeLocal' : 'cluster.explain.node', {
      node,
      atMs: tMs - startMs,
      flowId: cc?.flowId ?? NaN,
      acquire,
      prioritized: prioritized ? 1 : 0,
    }),
  );
  if (d.tokenRequests > 0) {
    if (d.serverExplained) steps.push(...serverSteps(d.server));
    else
      steps.push(
        infoStep('cluster-fail', 'cluster.explain.noAnswer', { status: tokenStatusName(d.tokenStatus) }, [
          'TokenResultStatus.FAIL',
        ]),
      );
  }
  if (d.path === 'fallback-pass') {
    steps.push(
      checkStep(
        'cluster-fallback',
        'cluster.explain.fallbackPass',
        {},
        { lhs: 0, op: '==', rhs: 0, yes: 'pass', no: 'pass' },
        ['fallbackToLocalWhenFail'],
      ),
    );
  } else if (d.path === 'fallback-local' || d.localChecks > 0) {
    const controller = feed.sim.nodes[node].controller;
    if (controller !== null) steps.push(...localSteps(controller, d, startMs, item.localOnly, flowSteps));
  } else if (d.path === 'no-node') {
    steps.push(infoStep('cluster-fallback', 'cluster.explain.noNode', {}));
  }
  return { node, tMs, steps, pass: d.pass, waitMs: d.waitMs };
}

function localSteps(
  controller: NonNullable<ClusterFeed['sim']['nodes'][number]['controller']>,
  d: ClusterEntryDecision,
  startMs: number,
  localOnly: boolean,
  flowSteps: FlowSteps,
): Step[] {
  const steps: Step[] = [
    localOnly
      ? infoStep('cluster-local', 'cluster.explain.localOnly', {}, ['FlowRuleChecker.passLocalCheck'])
      : infoStep('cluster-fallback', 'cluster.explain.fallbackLocal', {}, ['fallbackToLocalOrPass']),
  ];
  const record = (controller as unknown as { lastDecision?: Record<string, unknown> }).lastDecision;
  for (let k = 0; k < d.localChecks; k++) {
    const copy = d.localExplain[k];
    // the controller's steps read its lastDecision: show each check's own copy
    if (record !== undefined && copy !== null) Object.assign(record, copy);
    let own = flowSteps(controller, startMs);
    if (k + 1 < d.localChecks) {
      own = own.map((st) =>
        st.check === undefined
          ? st
          : { ...st, check: { ...st.check, yes: walkOn(st.check.yes), no: walkOn(st.check.no) } },
      );
      steps.push(...own, infoStep('cluster-fallback', 'cluster.explain.caught', {}, ['PriorityWaitException']));
    } else steps.push(...own);
  }
  return steps;
}

const walkOn = (t: 'pass' | 'block' | 'next') => (t === 'pass' ? 'next' : t);

function serverSteps(x: ClusterTokenExplain): Step[] {
  const steps: Step[] = [];
  if (x.step === 'bad-request' || x.step === 'no-rule' || x.step === 'no-metric') {
    steps.push(infoStep('cluster-server', `cluster.explain.${x.step}`, { flowId: x.flowId }));
    return steps;
  }
  if (!Number.isNaN(x.maxAllowedQps)) {
    steps.push(
      checkStep(
        'cluster-namespace',
        'cluster.explain.limiter',
        { namespace: x.namespace ?? '', qps: x.limiterQps, max: x.maxAllowedQps },
        { lhs: x.limiterQps + 1, op: '<=', rhs: x.maxAllowedQps, yes: 'next', no: 'next' },
        ['GlobalRequestLimiter.tryPass', 'maxAllowedQps'],
      ),
    );
  }
  if (x.step === 'too-many-request') return steps;
  const global = x.thresholdType === 1;
  steps.push(
    infoStep(
      'cluster-threshold',
      global ? 'cluster.explain.thresholdGlobal' : 'cluster.explain.thresholdAvg',
      { count: x.count, connected: x.connectedCount, exceed: x.exceedCount, threshold: x.threshold },
      global ? ['count', 'exceedCount'] : ['count', 'getConnectedCount', 'exceedCount'],
    ),
  );
  steps.push(
    checkStep(
      'cluster-window',
      'cluster.explain.window',
      {
        passSum: x.passSum,
        seconds: x.intervalInSecond,
        latestQps: x.latestQps,
        acquire: x.acquireCount,
        threshold: x.threshold,
        remaining: x.nextRemaining,
      },
      {
        lhs: x.nextRemaining,
        op: '>=',
        rhs: 0,
        yes: 'pass',
        no: x.prioritized && !Number.isNaN(x.occupyAvg) ? 'next' : 'block',
      },
      ['latestQps', 'acquireCount', 'globalThreshold'],
    ),
  );
  if (x.step === 'pass' || !x.prioritized || Number.isNaN(x.occupyAvg)) return steps;
  const occupyTried = !Number.isNaN(x.headPass);
  steps.push(
    checkStep(
      'cluster-occupy',
      'cluster.explain.occupyRatio',
      { waiting: x.occupyAvg, max: x.maxOccupy },
      { lhs: x.occupyAvg, op: '<=', rhs: x.maxOccupy, yes: occupyTried ? 'next' : 'block', no: 'block' },
      ['WAITING', 'maxOccupyRatio'],
    ),
  );
  if (!occupyTried) return steps;
  const waitMs = x.status === TokenResultStatus.SHOULD_WAIT ? x.waitInMs : 0;
  steps.push(
    checkStep(
      'cluster-occupy',
      'cluster.explain.occupy',
      {
        latestQps: x.latestQps,
        acquire: x.acquireCount,
        occupied: x.occupiedCount,
        headPass: x.headPass,
        threshold: x.threshold,
        waitInMs: waitMs,
      },
      {
        lhs: x.latestQps + (x.acquireCount + x.occupiedCount) - x.headPass,
        op: '<=',
        rhs: x.threshold,
        yes: waitMs > 0 ? 'pass' : 'block',
        no: 'block',
        yesWaitMs: waitMs,
      },
      ['tryOccupyNext', 'headPass', 'occupiedCount'],
    ),
  );
  return steps;
}
