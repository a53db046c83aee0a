/**
 * The token server's decision on one flow token request. Models
 * `com.alibaba.csp.sentinel.cluster.flow.ClusterFlowChecker.acquireClusterToken` (called by DefaultTokenService
 * once the request is valid and the rule exists, see token-server.ts).
 *
 * THE DECISION, in upstream order:
 *
 *   1. namespace limiter: GlobalRequestLimiter.tryPass(namespace of flowId) fails → TOO_MANY_REQUEST
 *      (nothing is counted anywhere else)
 *   2. no ClusterMetric for the flowId → FAIL
 *   3. threshold  = (thresholdType == GLOBAL ? count : count × connectedCount(namespace)) × exceedCount
 *      latestQps  = sum(PASS over the window) / intervalInSecond
 *      remaining  = threshold − latestQps − acquireCount
 *   4. remaining >= 0 → PASS += acquire, PASS_REQUEST += 1 (prioritized: OCCUPIED_PASS += acquire);
 *      OK, remaining (int), waitInMs 0
 *   5. else, prioritized and sum(WAITING)/intervalInSecond <= maxOccupyRatio × threshold and
 *      ClusterMetric.tryOccupyNext(...) > 0 (see cluster-metric.ts) → SHOULD_WAIT, remaining 0, waitInMs
 *   6. else BLOCK += acquire, BLOCK_REQUEST += 1 (prioritized: OCCUPIED_BLOCK += acquire); BLOCKED
 *
 *   GLOBAL count 10, exceedCount 1, 1 client, 10 × 100 ms; 10 requests at t=130:
 *     first:  10 − 0 − 1 = 9 → OK remaining 9 ... tenth: 10 − 9 − 1 = 0 → OK remaining 0
 *     11th:   10 − 10 − 1 = −1 → BLOCKED        (conformance `cl-server-global-1-client`; also a test)
 *   AVG_LOCAL count 5 and no connected client: 5 × 0 = 0, 0 − 0 − 1 < 0 → every request BLOCKED
 *
 * SURPRISES. AVG_LOCAL reads the connected count at every request, so a client connecting or leaving changes
 * the threshold at once; the comparison is per second while headPass is a raw bucket count; `remaining` is
 * truncated. A prioritized request that fails to occupy is counted as blocked AND occupied-blocked.
 *
 * THE DECISION RECORD (`ClusterTokenExplain`): every number read or computed, so an explanation never
 * recomputes it. Fields not reached are NaN (numbers) or false.
 *
 * HOW WE DIFFER FROM UPSTREAM. The record and the result are reused objects; the EagleEye stat log calls are
 * left out (pure logging).
 */
import { TokenResultStatus, setTokenResult, type TokenResult } from './token-result';
import { ClusterFlowEvent } from './cluster-metric-leap-array';
import type { ClusterFlowRuleManager } from './cluster-flow-rule-manager';
import type { ClusterMetricStatistics } from './cluster-metric-statistics';
import type { GlobalRequestLimiter } from './request-limiter';
import type { ClusterServerConfigManager } from './server-config';
import type { FlowRule } from '../flow-rule';
import { toInt } from '../../java';

// Module-level copies: read in the hot path without going through the import binding.
const S_BLOCKED = TokenResultStatus.BLOCKED;
const S_FAIL = TokenResultStatus.FAIL;
const S_OK = TokenResultStatus.OK;
const S_SHOULD_WAIT = TokenResultStatus.SHOULD_WAIT;
const S_TOO_MANY_REQUEST = TokenResultStatus.TOO_MANY_REQUEST;
const E_BLOCK = ClusterFlowEvent.BLOCK;
const E_BLOCK_REQUEST = ClusterFlowEvent.BLOCK_REQUEST;
const E_OCCUPIED_BLOCK = ClusterFlowEvent.OCCUPIED_BLOCK;
const E_OCCUPIED_PASS = ClusterFlowEvent.OCCUPIED_PASS;
const E_PASS = ClusterFlowEvent.PASS;
const E_PASS_REQUEST = ClusterFlowEvent.PASS_REQUEST;
const E_WAITING = ClusterFlowEvent.WAITING;

/** `ClusterRuleConstant.FLOW_THRESHOLD_AVG_LOCAL` / `FLOW_THRESHOLD_GLOBAL`. */
export const FLOW_THRESHOLD_AVG_LOCAL = 0;
export const FLOW_THRESHOLD_GLOBAL = 1;

export type ClusterTokenStep =
  'bad-request' | 'no-rule' | 'too-many-request' | 'no-metric' | 'pass' | 'should-wait' | 'blocked';

/** What the server read and computed for the last token request (reused object). */
export interface ClusterTokenExplain {
  flowId: number;
  acquireCount: number;
  prioritized: boolean;
  /** Where the decision ended. */
  step: ClusterTokenStep;
  status: number;
  remaining: number;
  waitInMs: number;
  /** The rule's namespace (null when there is no rule). */
  namespace: string | null;
  /** The namespace limiter's requests/s before this request and its limit; NaN when there is no limiter. */
  limiterQps: number;
  maxAllowedQps: number;
  thresholdType: number;
  count: number;
  /** Clients connected in the namespace (AVG_LOCAL only; NaN for GLOBAL). */
  connectedCount: number;
  exceedCount: number;
  /** (count or count × connectedCount) × exceedCount, per second. */
  threshold: number;
  /** sum(PASS) over the window (permits) and the window in seconds. */
  passSum: number;
  intervalInSecond: number;
  /** passSum / intervalInSecond. */
  latestQps: number;
  /** threshold − latestQps − acquireCount. */
  nextRemaining: number;
  /** Prioritized path: sum(WAITING) / intervalInSecond, and maxOccupyRatio × threshold it was compared with. */
  occupyAvg: number;
  maxOccupy: number;
  /** tryOccupyNext: the oldest bucket's PASS, the pending occupied permits, and whether it fitted. */
  headPass: number;
  occupiedCount: number;
  canOccupy: boolean;
}

export function newClusterTokenExplain(): ClusterTokenExplain {
  return {
    flowId: NaN,
    acquireCount: 0,
    prioritized: false,
    step: 'bad-request',
    status: 0,
    remaining: 0,
    waitInMs: 0,
    namespace: null,
    limiterQps: NaN,
    maxAllowedQps: NaN,
    thresholdType: NaN,
    count: NaN,
    connectedCount: NaN,
    exceedCount: NaN,
    threshold: NaN,
    passSum: NaN,
    intervalInSecond: NaN,
    latestQps: NaN,
    nextRemaining: NaN,
    occupyAvg: NaN,
    maxOccupy: NaN,
    headPass: NaN,
    occupiedCount: NaN,
    canOccupy: false,
  };
}

/** Copy a record (the token server's reused one) into a record the caller keeps. */
export function copyClusterTokenExplain(from: ClusterTokenExplain, to: ClusterTokenExplain): ClusterTokenExplain {
  return Object.assign(to, from);
}

/** Reset the record for a new request (the fields a step does not reach stay NaN/false). */
export function clearClusterTokenExplain(
  ex: ClusterTokenExplain,
  flowId: number,
  acquire: number,
  prio: boolean,
): void {
  ex.flowId = flowId;
  ex.acquireCount = acquire;
  ex.prioritized = prio;
  ex.namespace = null;
  ex.limiterQps = ex.maxAllowedQps = ex.thresholdType = ex.count = ex.connectedCount = NaN;
  ex.exceedCount = ex.threshold = ex.passSum = ex.intervalInSecond = ex.latestQps = ex.nextRemaining = NaN;
  ex.occupyAvg = ex.maxOccupy = ex.headPass = ex.occupiedCount = NaN;
  ex.canOccupy = false;
}

/** The server-side state ClusterFlowChecker reads (upstream: static managers). */
export interface ClusterCheckerContext {
  readonly rules: ClusterFlowRuleManager;
  readonly statistics: ClusterMetricStatistics;
  readonly limiter: GlobalRequestLimiter;
  readonly config: ClusterServerConfigManager;
}

function finish(ex: ClusterTokenExplain, out: TokenResult, step: ClusterTokenStep): TokenResult {
  ex.step = step;
  ex.status = out.status;
  ex.remaining = out.remaining;
  ex.waitInMs = out.waitInMs;
  return out;
}

/** `acquireClusterToken(rule, acquireCount, prioritized)`; `ex` was cleared by the caller. */
export function acquireClusterToken(
  ctx: ClusterCheckerContext,
  rule: FlowRule,
  acquireCount: number,
  prioritized: boolean,
  out: TokenResult,
  ex: ClusterTokenExplain,
): TokenResult {
  const cc = rule.clusterConfig!;
  const flowId = cc.flowId!;
  const namespace = ctx.rules.getNamespace(flowId);
  ex.namespace = namespace;
  const limiter = ctx.limiter.getRequestLimiter(namespace);
  if (limiter !== undefined) {
    ex.limiterQps = limiter.getQps();
    ex.maxAllowedQps = limiter.qpsAllowed;
  }
  if (!ctx.limiter.tryPass(namespace)) {
    return finish(ex, setTokenResult(out, S_TOO_MANY_REQUEST), 'too-many-request');
  }
  const metric = ctx.statistics.getMetric(flowId);
  if (metric === undefined) return finish(ex, setTokenResult(out, S_FAIL), 'no-metric');

  ex.passSum = metric.getSum(E_PASS);
  ex.intervalInSecond = metric.intervalInSecond;
  const latestQps = ex.passSum / ex.intervalInSecond;
  ex.latestQps = latestQps;
  ex.thresholdType = cc.thresholdType;
  ex.count = rule.count;
  let base: number;
  if (cc.thresholdType === FLOW_THRESHOLD_GLOBAL) {
    base = rule.count;
  } else {
    ex.connectedCount = ctx.rules.getConnectedCount(flowId);
    base = rule.count * ex.connectedCount;
  }
  ex.exceedCount = ctx.config.exceedCount;
  const globalThreshold = base * ex.exceedCount;
  ex.threshold = globalThreshold;
  const nextRemaining = globalThreshold - latestQps - acquireCount;
  ex.nextRemaining = nextRemaining;

  if (nextRemaining >= 0) {
    metric.add(E_PASS, acquireCount);
    metric.add(E_PASS_REQUEST, 1);
    if (prioritized) metric.add(E_OCCUPIED_PASS, acquireCount);
    return finish(ex, setTokenResult(out, S_OK, toInt(nextRemaining), 0), 'pass');
  }
  if (prioritized) {
    ex.occupyAvg = metric.getAvg(E_WAITING);
    ex.maxOccupy = ctx.config.maxOccupyRatio * globalThreshold;
    if (ex.occupyAvg <= ex.maxOccupy) {
      const waitInMs = metric.tryOccupyNext(E_PASS, acquireCount, globalThreshold);
      ex.headPass = metric.lastOccupy.headPass;
      ex.occupiedCount = metric.lastOccupy.occupiedCount;
      ex.canOccupy = metric.lastOccupy.canOccupy;
      if (waitInMs > 0) {
        return finish(ex, setTokenResult(out, S_SHOULD_WAIT, 0, waitInMs), 'should-wait');
      }
    }
  }
  metric.add(E_BLOCK, acquireCount);
  metric.add(E_BLOCK_REQUEST, 1);
  if (prioritized) metric.add(E_OCCUPIED_BLOCK, acquireCount);
  return finish(ex, setTokenResult(out, S_BLOCKED), 'blocked');
}
