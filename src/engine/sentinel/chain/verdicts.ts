/**
 * Where the chain's verdicts go: the caller's `onVerdict` listener, with one reused ChainVerdict, and the record of
 * the latest arrival as its caller saw it when `arrive` returned (for replaying single-rule traces, whose rows are
 * written at the arrival: settled and passed, or parked by a flow wait of so many ms / ns, or a PriorityWait).
 */
import { NOT_STOPPED, Reason } from './chain-codes';
import type { ChainVerdict, Walk } from './walk';

export class Verdicts {
  listener: ((v: ChainVerdict) => void) | null = null;
  /** `settled` when the arrival's verdict is already final (then `pass`), else parked (`waitMs`, `waitNs`, `priorityWait`) */
  readonly arrival = { index: -1, settled: false, pass: true, waitMs: 0, waitNs: 0, priorityWait: false };
  private readonly verdict: ChainVerdict = {
    index: -1,
    arrivalMs: 0,
    pass: true,
    waitMs: 0,
    exactWaitMs: 0,
    stoppedBy: NOT_STOPPED,
    rule: -1,
    reason: Reason.None,
    value: NaN,
    limit: NaN,
    probe: false,
    flowRulesChecked: 0,
    request: {
      resource: '',
      origin: '',
      context: '',
      entryIn: true,
      acquire: 1,
      prioritized: false,
      rtMs: 0,
      error: false,
      source: -1,
      args: null,
    },
    blockedParam: '',
  };

  /** Arrival number `index` enters the chain. */
  arrived(index: number): void {
    const a = this.arrival;
    a.index = index;
    a.settled = false;
    a.pass = true;
    a.waitMs = 0;
    a.waitNs = 0;
    a.priorityWait = false;
  }

  /** A walk parks before its verdict (`waitNs`: the last flow decision's). */
  parked(w: Walk, waitNs: number, priorityWait: boolean): void {
    if (w.index !== this.arrival.index) return;
    const a = this.arrival;
    a.waitMs = w.waitMs;
    a.waitNs = waitNs;
    a.priorityWait = priorityWait;
  }

  /** The walk's final verdict. */
  emit(
    w: Walk,
    waitNs: number,
    pass: boolean,
    slot: number,
    rule: number,
    reason: number,
    value: number,
    limit: number,
    blockedParam = '',
  ): void {
    if (w.index === this.arrival.index) {
      const a = this.arrival;
      a.settled = true;
      a.pass = pass;
      a.waitMs = w.waitMs;
      a.waitNs = waitNs;
    }
    const listener = this.listener;
    if (listener === null) return;
    const v = this.verdict;
    v.index = w.index;
    v.arrivalMs = w.arrivalMs;
    v.pass = pass;
    v.waitMs = w.waitMs;
    v.exactWaitMs = w.exactWaitMs;
    v.stoppedBy = slot;
    v.rule = rule;
    v.reason = reason;
    v.value = value;
    v.limit = limit;
    v.probe = pass && w.probe; // a probe blocked by a later breaker was not admitted
    v.flowRulesChecked = w.flowChecked;
    v.request = w.req;
    v.blockedParam = blockedParam;
    listener(v);
  }
}
