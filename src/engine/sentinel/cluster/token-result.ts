/**
 * What a token request comes back with: a status code and, for flow requests, the remaining count and the
 * wait. Models `com.alibaba.csp.sentinel.cluster.TokenResultStatus` and `TokenResult` (sentinel-core), which
 * the token server's `FlowRequestProcessor` turns into a `ClusterResponse` + `FlowTokenResponseData`.
 *
 *   status               code  who answers it                         the client (FlowRuleChecker) then
 *   OK                      0  ClusterFlowChecker: room in the window  passes
 *   BLOCKED                 1  ClusterFlowChecker: no room            blocks (never falls back)
 *   SHOULD_WAIT             2  ClusterFlowChecker: next bucket occupied sleeps waitInMs, then passes
 *   NO_RULE_EXISTS          3  DefaultTokenService: unknown flowId    falls back (local rule or pass)
 *   TOO_MANY_REQUEST       -2  GlobalRequestLimiter of the namespace  falls back
 *   BAD_REQUEST            -4  flowId <= 0 or acquire <= 0            falls back
 *   FAIL                   -1  the token client: transport not ready  falls back
 *                              (or the server: no metric for the rule)
 *
 * `remaining` is the `(int)` of what the window had left after an OK (0 otherwise) and `waitInMs` the
 * SHOULD_WAIT sleep (`1000 / sampleCount`, 0 otherwise): both default to 0 in a fresh TokenResult, which is
 * what the statuses that carry no data report.
 *
 * HOW WE DIFFER FROM UPSTREAM. One mutable record reused per caller (no allocation per request); the codes
 * are the upstream integers, with names for display.
 */

export const TokenResultStatus = {
  BAD_REQUEST: -4,
  TOO_MANY_REQUEST: -2,
  FAIL: -1,
  OK: 0,
  BLOCKED: 1,
  SHOULD_WAIT: 2,
  NO_RULE_EXISTS: 3,
} as const;
export type TokenResultStatus = (typeof TokenResultStatus)[keyof typeof TokenResultStatus];

const NAMES = new Map<number, string>(Object.entries(TokenResultStatus).map(([k, v]) => [v, k]));

/** The upstream constant's name for a status code (`"SHOULD_WAIT"`), or `"UNKNOWN(n)"`. */
export function tokenStatusName(status: number): string {
  return NAMES.get(status) ?? `UNKNOWN(${status})`;
}

/** `TokenResult` for flow requests: status, `remaining` (permits, an int) and `waitInMs`. */
export interface TokenResult {
  status: number;
  remaining: number;
  waitInMs: number;
}

export function newTokenResult(): TokenResult {
  return { status: TokenResultStatus.OK, remaining: 0, waitInMs: 0 };
}

/** `new TokenResult(status)`: the data fields at their defaults (0). */
export function setTokenResult(out: TokenResult, status: number, remaining = 0, waitInMs = 0): TokenResult {
  out.status = status;
  out.remaining = remaining;
  out.waitInMs = waitInMs;
  return out;
}
