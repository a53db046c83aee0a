/**
 * How a client node applies a cluster-mode flow rule: ask the token server, act on its answer, and fall back
 * to the rule's own local controller (or to passing) when the server cannot answer. Models
 * `com.alibaba.csp.sentinel.slots.block.flow.FlowRuleChecker.passClusterCheck`, `applyTokenResult`,
 * `fallbackToLocalOrPass` and `passLocalCheck` (sentinel-core 1.8.9).
 *
 *   token status                       FlowRuleChecker does
 *   OK                                 pass
 *   SHOULD_WAIT                        sleep waitInMs, then pass (waitMs = waitInMs; a normal pass, booked late)
 *   BLOCKED, any unknown status        block — no fallback
 *   NO_RULE_EXISTS, BAD_REQUEST,       fallbackToLocalOrPass:
 *   FAIL, TOO_MANY_REQUEST               fallbackToLocalWhenFail (ClusterFlowConfig default TRUE)
 *                                          → the rule's controller decides on the node's LOCAL statistics
 *                                        else → pass (the rule is simply not applied)
 *
 * THE LOCAL WINDOW ALREADY HOLDS THE CLUSTER PASSES. StatisticSlot counts every admitted request in the
 * node, whoever admitted it, so when the server goes away the fallback sees the passes the server granted:
 * AVG_LOCAL count 5 with 2 clients lets this node pass 6 in a second through the server; the first fallback
 * check then finds (int) 6 + 1 > 5 and blocks (conformance `cl-client-fallback-local`).
 *
 * A PRIORITIZED FALLBACK CAN BORROW TWICE. The whole exchange sits in a `try` whose `catch (Throwable)` falls
 * back again. When the local DefaultController admits a prioritized request by borrowing from the next
 * 500 ms bucket, it books the borrow, sleeps and throws PriorityWaitException — from inside that `try`. The
 * catch swallows it and calls fallbackToLocalOrPass a SECOND time: another borrow and another sleep (then the
 * exception escapes: admitted, priorityWait), or a block after the first borrow and sleep already happened
 * (conformance `cl-client-prioritized-fallback-double-borrow`: localChecks 2, waitMs 180 + 180 = 360; or
 * blocked with waitMs 106).
 *
 *   node count 5, transport down, 5 local passes at t=125 (bucket [0,500)), prioritized entry at t=820:
 *     check 1: borrow for [1000,1500): 5 − 5 + 0 + 1 <= 5 → wait 180, PriorityWait → caught
 *     check 2: 5 − 5 + 1 + 1 <= 5 → wait 180 again → escapes → admitted, waitMs 360, 2 permits borrowed
 *
 * Node selection (`passLocalCheck`): limitApp "default" with DIRECT (or RELATE to itself) checks the resource's
 * ClusterNode; any other selection finds no node for an origin-less entry and passes without the controller.
 *
 * HOW WE DIFFER FROM UPSTREAM. No exceptions or sleeps: the controllers report priorityWait and their waits,
 * and the waits of one entry are summed into `waitMs`. The decision record keeps the token result and each
 * local check's FlowDecision.
 */
import { STRATEGY_DIRECT, STRATEGY_RELATE, type FlowRule } from '../flow-rule';
import { newDecision, type FlowDecision, type FlowNode, type TrafficShapingController } from '../types';
import { newClusterTokenExplain, type ClusterTokenExplain } from './cluster-flow-checker';
import type { ClusterTokenClient } from './token-client';
import { TokenResultStatus, newTokenResult, type TokenResult } from './token-result';

// Module-level copies: read in the hot path without going through the import binding.
const S_BAD_REQUEST = TokenResultStatus.BAD_REQUEST;
const S_FAIL = TokenResultStatus.FAIL;
const S_NO_RULE_EXISTS = TokenResultStatus.NO_RULE_EXISTS;
const S_OK = TokenResultStatus.OK;
const S_SHOULD_WAIT = TokenResultStatus.SHOULD_WAIT;
const S_TOO_MANY_REQUEST = TokenResultStatus.TOO_MANY_REQUEST;

export type ClusterEntryPath = 'token' | 'fallback-local' | 'fallback-pass' | 'no-node';

/** One entry's decision through a cluster rule (reused object). */
export interface ClusterEntryDecision {
  pass: boolean;
  /** Total recorded sleep, ms (SHOULD_WAIT's waitInMs, or the local checks' waits). */
  waitMs: number;
  /** A PriorityWaitException escaped: admitted, the controller already booked the pass. */
  priorityWait: boolean;
  /** The status the token client returned; NaN when no token was asked for. */
  tokenStatus: number;
  tokenRequests: number;
  /** How often the rule's own controller was consulted (0, 1 or 2). */
  localChecks: number;
  /** 'token': the server's answer decided; the fallbacks; 'no-node': passLocalCheck found no node. */
  path: ClusterEntryPath;
  /** The token result (server data: remaining, waitInMs). */
  readonly token: TokenResult;
  /** The local checks' decisions; the first `localChecks` are valid. */
  readonly local: [FlowDecision, FlowDecision];
  /**
   * Explain records (when the checker records them): the server's decision, valid when `serverExplained`
   * (the request reached the server), and a copy of the local controller's `lastDecision` per local check.
   */
  serverExplained: boolean;
  readonly server: ClusterTokenExplain;
  readonly localExplain: [Record<string, unknown> | null, Record<string, unknown> | null];
}

export function newClusterEntryDecision(): ClusterEntryDecision {
  return {
    pass: false,
    waitMs: 0,
    priorityWait: false,
    tokenStatus: NaN,
    tokenRequests: 0,
    localChecks: 0,
    path: 'token',
    token: newTokenResult(),
    local: [newDecision(), newDecision()],
    serverExplained: false,
    server: newClusterTokenExplain(),
    localExplain: [null, null],
  };
}

/**
 * Whether FlowRuleChecker's node selection finds the resource's node for an entry without origin: limitApp
 * "default" with DIRECT, or RELATE to this very resource (its ClusterNode); anything else finds no node.
 */
export function selectsClusterNode(rule: FlowRule): boolean {
  if (rule.limitApp !== 'default') return false;
  return rule.strategy === STRATEGY_DIRECT || (rule.strategy === STRATEGY_RELATE && rule.refResource === rule.resource);
}

export class ClusterRuleChecker {
  private readonly selects: boolean;
  private readonly fallbackToLocalWhenFail: boolean;
  private readonly flowId: number;

  constructor(
    readonly rule: FlowRule,
    /** The rule's rater (FlowRuleUtil.generateRater). */
    readonly controller: TrafficShapingController,
    /** The token client, or null when this node is neither client nor server (pickClusterService → null). */
    readonly tokenClient: ClusterTokenClient | null,
    /** Keep the server's and the local controller's decision records in every decision (off for bulk runs). */
    readonly recordExplain = true,
  ) {
    this.selects = selectsClusterNode(rule);
    this.fallbackToLocalWhenFail = rule.clusterConfig?.fallbackToLocalWhenFail ?? true;
    this.flowId = rule.clusterConfig?.flowId ?? 0;
  }

  /** `canPassCheck` for a cluster-mode rule, at the clock's time. Writes into `d`. */
  passClusterCheck(node: FlowNode, acquireCount: number, prioritized: boolean, d: ClusterEntryDecision): void {
    d.pass = false;
    d.waitMs = 0;
    d.priorityWait = false;
    d.tokenStatus = NaN;
    d.tokenRequests = 0;
    d.localChecks = 0;
    d.path = 'token';
    d.serverExplained = false;
    d.localExplain[0] = d.localExplain[1] = null;
    const client = this.tokenClient;
    if (client === null) {
      this.fallbackInTry(node, acquireCount, prioritized, d);
      return;
    }
    let explain: ClusterTokenExplain | null = null;
    if (this.recordExplain) {
      explain = d.server;
      explain.step = 'bad-request';
      explain.flowId = NaN;
    }
    const r = client.requestToken(this.flowId, acquireCount, prioritized, d.token, explain);
    d.serverExplained = explain !== null && explain.flowId === this.flowId;
    d.tokenRequests++;
    d.tokenStatus = r.status;
    switch (r.status) {
      case S_OK:
        d.pass = true;
        return;
      case S_SHOULD_WAIT:
        d.waitMs += r.waitInMs;
        d.pass = true;
        return;
      case S_NO_RULE_EXISTS:
      case S_BAD_REQUEST:
      case S_FAIL:
      case S_TOO_MANY_REQUEST:
        this.fallbackInTry(node, acquireCount, prioritized, d);
        return;
      default:
        d.pass = false; // BLOCKED and unknown statuses
    }
  }

  /** fallbackToLocalOrPass inside the try block: a PriorityWaitException from it runs the fallback again. */
  private fallbackInTry(node: FlowNode, acquireCount: number, prioritized: boolean, d: ClusterEntryDecision): void {
    if (!this.fallbackOnce(node, acquireCount, prioritized, d)) return;
    // The catch (Throwable) block: fall back once more; whatever it does now leaves passClusterCheck.
    this.fallbackOnce(node, acquireCount, prioritized, d);
  }

  /** One fallbackToLocalOrPass; returns true when it threw PriorityWaitException. */
  private fallbackOnce(node: FlowNode, acquireCount: number, prioritized: boolean, d: ClusterEntryDecision): boolean {
    if (!this.fallbackToLocalWhenFail) {
      d.path = 'fallback-pass';
      d.pass = true;
      return false;
    }
    if (!this.selects) {
      d.path = 'no-node';
      d.pass = true;
      return false;
    }
    d.path = 'fallback-local';
    const out = d.local[d.localChecks];
    d.localChecks++;
    this.controller.canPass(node, acquireCount, prioritized, out);
    if (this.recordExplain) {
      const ex = (this.controller as { lastDecision?: object }).lastDecision;
      d.localExplain[d.localChecks - 1] = ex === undefined ? null : { ...ex };
    }
    d.waitMs += out.waitMs;
    d.pass = out.pass;
    d.priorityWait = out.priorityWait;
    return out.priorityWait;
  }
}
