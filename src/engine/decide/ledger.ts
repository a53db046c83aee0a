/**
 * The flip ledger of a rule change: the same requests decided by the limiters before and after, request by
 * request, counted by how their outcome moved (allow → block, block → allow, pass → wait, wait → pass).
 *
 * SAME ARRIVALS. Both runs must decide the same requests: the ledger indexes by request, so row i of a
 * limiter's log before and row i after are the same arrival. `sameRequests` checks that on the logs (arrival
 * times and acquire counts); a limiter whose requests differ (its resource changed) gets no ledger.
 * "Allowed" is passed or waited (Outcome.Passed / Outcome.Waited), "blocked" is Outcome.Blocked.
 *
 * GROUPS. Each request can be given a group key (its resource, its hot parameter value, …) by the caller
 * (`RowKeys`, built from the scenario's arrivals in groups.ts); the ledger then counts per key too, and keeps
 * the keys that moved most. The seconds where the runs differ most are counted by arrival second.
 *
 * CAPPED LOGS. A request log keeps its first rows only (sim/simulate.ts REQUEST_LOG_ROWS); the ledger covers the
 * rows both logs hold and says how many (`compared` of `requests`).
 */
import { Outcome, type LimiterResult, type RequestLog } from '../sim/result';

/** counts[before][after], by Outcome (Passed 0, Waited 1, Blocked 2). */
export type FlipMatrix = readonly (readonly [number, number, number])[];

export interface FlipCounts {
  /** requests counted */
  readonly requests: number;
  readonly matrix: FlipMatrix;
  /** passed or waited before, blocked after */
  readonly allowToBlock: number;
  /** blocked before, passed or waited after */
  readonly blockToAllow: number;
  /** passed at once before, waited after */
  readonly passToWait: number;
  /** waited before, passed at once after */
  readonly waitToPass: number;
  /** every changed outcome: the four above */
  readonly flips: number;
  /** the same outcome before and after */
  readonly unchanged: number;
}

export const FLIP_NAMES = ['allowToBlock', 'blockToAllow', 'passToWait', 'waitToPass', 'flips', 'unchanged'] as const;
export type FlipName = (typeof FLIP_NAMES)[number];

export interface KeyedCounts {
  readonly key: string;
  readonly counts: FlipCounts;
}

export interface SecondFlips {
  /** arrival second since the start (0 = the first second) */
  readonly second: number;
  readonly flips: number;
}

export interface LimiterLedger {
  readonly id: string;
  readonly counts: FlipCounts;
  /** rows compared (both logs hold them) and requests decided */
  readonly compared: number;
  readonly requests: number;
  /** per group of each kind the caller asked for (`resource`, `value`), most flips first */
  readonly groups: Readonly<Record<string, readonly KeyedCounts[]>>;
  /** the seconds with the most flips, most first (ties: earlier first), at most `topSeconds` */
  readonly seconds: readonly SecondFlips[];
}

/** Group keys per log row, by kind of group: `{ resource: i => 'orders' }`. */
export type RowKeys = Readonly<Record<string, (row: number) => string>>;

function countsOf(m: number[][]): FlipCounts {
  const allowToBlock = m[Outcome.Passed][Outcome.Blocked] + m[Outcome.Waited][Outcome.Blocked];
  const blockToAllow = m[Outcome.Blocked][Outcome.Passed] + m[Outcome.Blocked][Outcome.Waited];
  const passToWait = m[Outcome.Passed][Outcome.Waited];
  const waitToPass = m[Outcome.Waited][Outcome.Passed];
  const unchanged = m[0][0] + m[1][1] + m[2][2];
  const requests = m.reduce((n, r) => n + r[0] + r[1] + r[2], 0);
  return {
    requests,
    matrix: m.map((r) => [r[0], r[1], r[2]] as [number, number, number]),
    allowToBlock,
    blockToAllow,
    passToWait,
    waitToPass,
    flips: allowToBlock + blockToAllow + passToWait + waitToPass,
    unchanged,
  };
}

const zeros = () => [
  [0, 0, 0],
  [0, 0, 0],
  [0, 0, 0],
];

/** Whether the two logs hold the same requests in the same order (arrival times and acquire counts). */
export function sameRequests(a: RequestLog, b: RequestLog): boolean {
  if (a.totalRequests !== b.totalRequests) return false;
  const n = Math.min(a.count, b.count);
  for (let i = 0; i < n; i++) if (a.tMs[i] !== b.tMs[i] || a.acquire[i] !== b.acquire[i]) return false;
  return true;
}

/** The ledger of one limiter, before vs after; null when the two did not decide the same requests. */
export function limiterLedger(
  before: LimiterResult,
  after: LimiterResult,
  keys: RowKeys = {},
  options: { topKeys?: number; topSeconds?: number } = {},
): LimiterLedger | null {
  const a = before.requests;
  const b = after.requests;
  if (!sameRequests(a, b)) return null;
  const n = Math.min(a.count, b.count);
  const total = zeros();
  const perKey = new Map<string, Map<string, number[][]>>();
  const kinds = Object.entries(keys);
  for (const [kind] of kinds) perKey.set(kind, new Map());
  const perSecond = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const from = a.outcome[i];
    const to = b.outcome[i];
    total[from][to]++;
    for (const [kind, keyOf] of kinds) {
      const table = perKey.get(kind)!;
      const key = keyOf(i);
      let m = table.get(key);
      if (m === undefined) table.set(key, (m = zeros()));
      m[from][to]++;
    }
    if (from !== to) {
      const s = Math.floor(a.tMs[i] / 1000);
      perSecond.set(s, (perSecond.get(s) ?? 0) + 1);
    }
  }
  const topKeys = options.topKeys ?? Infinity;
  const groups: Record<string, KeyedCounts[]> = {};
  for (const [kind, table] of perKey) {
    groups[kind] = [...table]
      .map(([key, m]) => ({ key, counts: countsOf(m) }))
      .sort(
        (x, y) => y.counts.flips - x.counts.flips || y.counts.requests - x.counts.requests || (x.key < y.key ? -1 : 1),
      )
      .slice(0, topKeys);
  }
  const seconds = [...perSecond]
    .map(([second, flips]) => ({ second, flips }))
    .sort((x, y) => y.flips - x.flips || x.second - y.second)
    .slice(0, options.topSeconds ?? 5);
  return { id: before.id, counts: countsOf(total), compared: n, requests: a.totalRequests, groups, seconds };
}
