/**
 * A client node's link to the token server: validate, send, and turn a transport failure into FAIL. Models
 * `com.alibaba.csp.sentinel.cluster.client.DefaultClusterTokenClient.requestToken` and the part of
 * `NettyTransportClient.sendRequest` that decides whether a request gets through.
 *
 *   flowId <= 0 or acquireCount <= 0  → BAD_REQUEST, answered by the client itself: nothing is sent
 *   no transport client               → FAIL
 *   transport.sendRequest throws      → FAIL   ("client not ready" while the connection is down)
 *   otherwise                         → the server's status, remaining and waitInMs
 *
 * The transport is an interface so a simulation can decide when the server is reachable. `InJvmTransport`
 * calls a TokenServer directly (what the conformance harness did): `ready` false plays the part of a channel
 * that is down (`transportDown` in the traces); it does not touch the server's connection registry, which
 * only a `disconnect` (channel closed) changes.
 *
 * HOW WE DIFFER FROM UPSTREAM. No exceptions: a transport reports "not delivered" by returning false, and the
 * client answers FAIL as its catch block would. The request timeout is the transport's business (see
 * sim-link.ts, "from source, not trace-checked").
 */
import { copyClusterTokenExplain, type ClusterTokenExplain } from './cluster-flow-checker';
import type { TokenServer } from './token-server';
import { TokenResultStatus, setTokenResult, type TokenResult } from './token-result';

/** `ClusterConstants.DEFAULT_REQUEST_TIMEOUT`: how long a client waits for the server's answer (ms). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20;

/**
 * `ClusterTransportClient`: sends a flow request; false when it throws (not ready, timed out, ...). When
 * `explain` is given and the server decided, the server's decision record is copied into it.
 */
export interface ClusterTransportClient {
  isReady(): boolean;
  sendFlowRequest(
    flowId: number,
    acquireCount: number,
    prioritized: boolean,
    out: TokenResult,
    explain: ClusterTokenExplain | null,
  ): boolean;
}

/** The token server in the same JVM: a direct call while `ready`. */
export class InJvmTransport implements ClusterTransportClient {
  ready = true;
  constructor(readonly server: TokenServer) {}

  isReady(): boolean {
    return this.ready;
  }

  sendFlowRequest(
    flowId: number,
    acquireCount: number,
    prioritized: boolean,
    out: TokenResult,
    explain: ClusterTokenExplain | null,
  ): boolean {
    if (!this.ready) return false; // SentinelClusterException("client not ready")
    this.server.requestToken(flowId, acquireCount, prioritized, out);
    if (explain !== null) copyClusterTokenExplain(this.server.lastDecision, explain);
    return true;
  }
}

/**
 * What FlowRuleChecker needs of a token service (`TokenService.requestToken`). `explain`, when given, receives
 * the server's decision record if the request reached the server (the caller resets its step beforehand).
 */
export interface ClusterTokenClient {
  requestToken(
    flowId: number,
    acquireCount: number,
    prioritized: boolean,
    out: TokenResult,
    explain?: ClusterTokenExplain | null,
  ): TokenResult;
}

export class DefaultClusterTokenClient implements ClusterTokenClient {
  /** Requests handed to this client (including the ones it answers itself). */
  requests = 0;
  constructor(public transportClient: ClusterTransportClient | null) {}

  requestToken(
    flowId: number,
    acquireCount: number,
    prioritized: boolean,
    out: TokenResult,
    explain: ClusterTokenExplain | null = null,
  ): TokenResult {
    this.requests++;
    if (!(flowId > 0) || acquireCount <= 0) return setTokenResult(out, TokenResultStatus.BAD_REQUEST);
    const t = this.transportClient;
    if (t === null || !t.sendFlowRequest(flowId, acquireCount, prioritized, out, explain)) {
      return setTokenResult(out, TokenResultStatus.FAIL);
    }
    return out;
  }
}
