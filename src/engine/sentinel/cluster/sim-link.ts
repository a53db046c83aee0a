/**
 * One simulated client node's network link to the token server: is the channel up, how long a message takes,
 * how long the client waits, and when it tries to reconnect. It is the node's token client in a multi-node
 * simulation (multi-node-sim.ts).
 *
 * FROM SOURCE, NOT TRACE-CHECKED. The recorded traces use an in-JVM transport with no delay, and no request
 * ever times out there. What this file adds is written from the client source (sentinel-cluster-client-default
 * 1.8.9, `NettyTransportClient`, `ClusterClientConfigManager`, `DefaultClusterTokenClient`) and is not checked
 * against a recording:
 *
 *   request timeout   `sendRequest` waits `promise.await(requestTimeout)` (ClusterConstants.DEFAULT_REQUEST_TIMEOUT,
 *                     20 ms); no answer by then → SentinelClusterException → the token client answers FAIL → the
 *                     rule falls back. The server still handles the request when it arrives (its tokens are
 *                     spent although the client never sees the answer).
 *   network delay     one way, `oneWayDelayMs`: the server decides at t + d, the answer is back at t + 2d; the
 *                     entry continues at t + 2d if 2d <= timeout, else at t + timeout with FAIL.
 *   not ready         a closed channel throws "client not ready" at once: FAIL at t, no wait.
 *   reconnect         after the channel closes, `disconnectCallback` schedules a reconnect after
 *                     RECONNECT_DELAY_MS × (failConnectedTime + 1): 2 s, then 4 s, 6 s, ... while the server stays
 *                     down (a failed connect closes the channel again and raises failConnectedTime); a successful
 *                     connect resets it and the client's PING registers it with the server (here: at once, the
 *                     handshake's own latency is not modelled).
 *
 * THE TWO PATHS. With no delay the node asks the server synchronously (`requestToken` calls it at the node's
 * time). With a delay the simulation sends the request itself, lets the server answer at t + d, and then hands
 * the node the outcome with `presetAnswer` before the node's entry runs at the answer time.
 *
 * HOW WE DIFFER FROM UPSTREAM. No sockets, no threads: the link is a few numbers; the server clock is set to
 * the delivery time before the server is called.
 */
import { copyClusterTokenExplain, type ClusterTokenExplain } from './cluster-flow-checker';
import type { TokenServer } from './token-server';
import type { ClusterTokenClient } from './token-client';
import { TokenResultStatus, setTokenResult, type TokenResult } from './token-result';

// Module-level copies: read in the hot path without going through the import binding.
const S_BAD_REQUEST = TokenResultStatus.BAD_REQUEST;
const S_FAIL = TokenResultStatus.FAIL;

/** `NettyTransportClient.RECONNECT_DELAY_MS`. */
export const RECONNECT_DELAY_MS = 2000;

export class SimLink implements ClusterTokenClient {
  /** The channel is up (`isReady`). */
  ready = false;
  /** The client was stopped (a "client disconnects" fault): no reconnect until it is started again. */
  stopped = false;
  /** One-way network delay (ms). */
  oneWayDelayMs = 0;
  /** A reconnect attempt is scheduled. */
  reconnectPending = false;
  /** `failConnectedTime`: failed reconnects since the last success. */
  failConnectedTime = 0;
  /** Token requests handed to this client (DefaultClusterTokenClient counts them all). */
  requests = 0;
  /** Requests that timed out. */
  timeouts = 0;
  /** The server this link talks to now (null while it is down). */
  server: TokenServer | null = null;
  private preset = false;
  private presetStatus = 0;
  private presetRemaining = 0;
  private presetWaitInMs = 0;

  constructor(
    readonly address: string,
    readonly namespace: string,
    /** `ClusterClientConfigManager.requestTimeout` (ms). */
    public requestTimeoutMs: number,
    /** Embedded server host: asks the TokenService directly (no network, never counted as connected). */
    readonly embeddedHost: boolean,
  ) {}

  /** The next `requestToken` answers this (the outcome of a request the simulation carried over the network). */
  presetAnswer(status: number, remaining: number, waitInMs: number): void {
    this.preset = true;
    this.presetStatus = status;
    this.presetRemaining = remaining;
    this.presetWaitInMs = waitInMs;
  }

  /** Whether a request at this moment goes over the network with a delay (else it is answered synchronously). */
  isAsync(): boolean {
    return this.oneWayDelayMs > 0 && this.ready && !this.embeddedHost && this.server !== null;
  }

  /** When the client gives up or gets the answer, relative to the send time. */
  answerDelayMs(): number {
    const roundTrip = 2 * this.oneWayDelayMs;
    return roundTrip <= this.requestTimeoutMs ? roundTrip : this.requestTimeoutMs;
  }

  requestToken(
    flowId: number,
    acquireCount: number,
    prioritized: boolean,
    out: TokenResult,
    explain: ClusterTokenExplain | null = null,
  ): TokenResult {
    this.requests++;
    const preset = this.preset;
    this.preset = false;
    if (!(flowId > 0) || acquireCount <= 0) return setTokenResult(out, S_BAD_REQUEST);
    if (preset) {
      if (this.presetStatus === S_FAIL) this.timeouts++;
      return setTokenResult(out, this.presetStatus, this.presetRemaining, this.presetWaitInMs);
    }
    const server = this.server;
    if (server === null || (!this.ready && !this.embeddedHost)) return setTokenResult(out, S_FAIL);
    server.requestToken(flowId, acquireCount, prioritized, out);
    if (explain !== null) copyClusterTokenExplain(server.lastDecision, explain);
    return out;
  }

  /** Delay before the next reconnect attempt (and count this failure when `failed`). */
  nextReconnectDelayMs(failed: boolean): number {
    if (failed) this.failConnectedTime++;
    return RECONNECT_DELAY_MS * (this.failConnectedTime + 1);
  }
}
