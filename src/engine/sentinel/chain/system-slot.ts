/**
 * SystemSlot: inbound entries only. SystemRuleManager merges the system rules into one set of thresholds
 * (system-rule.ts) and checks Constants.ENTRY_NODE and the machine's status, in this order: passQps + acquire > qps,
 * curThreadNum > maxThread, avgRt > avgRt, load > highestSystemLoad (unless the BBR check lets it in),
 * cpu > highestCpuUsage; the first limit crossed throws SystemBlockException (its `limitType` → `Reason.System…`).
 * The verdict's rule is the index of the rule whose value the merged limit came from.
 *
 * Status listener: SystemStatusListener runs every second from startup; each run reads the current load and CPU.
 * Flowlab samples the scenario's inputs at the whole second since the start, when a check first needs them.
 */
import { checkSystem, mergeSystemRules, type MergedSystemRules, type SystemRule } from '../system-rule';
import type { StatisticNode } from '../statistic-node';
import { Reason, Slot } from './chain-codes';
import { BLOCKED, NEXT, type ChainContext, type ChainSlot, type SlotOutcome, type Walk } from './walk';

const SYSTEM_REASONS = {
  qps: Reason.SystemQps,
  thread: Reason.SystemThread,
  rt: Reason.SystemRt,
  load: Reason.SystemLoad,
  cpu: Reason.SystemCpu,
} as const;
const SYSTEM_SOURCE_FIELD = {
  qps: 'qps',
  thread: 'maxThread',
  rt: 'avgRt',
  load: 'highestSystemLoad',
  cpu: 'highestCpuUsage',
} as const;

export class SystemSlot implements ChainSlot {
  readonly id = Slot.System;
  readonly idle: boolean;
  /** the merged rules, null when system protection is off */
  readonly system: MergedSystemRules | null;
  load = 0;
  cpu = 0;
  private sampledAtMs = -Infinity;
  /** which of the thresholds checked against ENTRY_NODE some rule set */
  private readonly qpsSet: boolean;
  private readonly maxThreadSet: boolean;
  private readonly avgRtSet: boolean;

  constructor(
    rules: readonly SystemRule[],
    private readonly entryNode: StatisticNode,
    private readonly inputs: ((relMs: number) => { load: number; cpu: number }) | null,
  ) {
    const merged = rules.length > 0 ? mergeSystemRules(rules) : null;
    this.system = merged !== null && merged.checkSystemStatus ? merged : null;
    this.idle = this.system === null;
    const sources = this.system?.sources;
    this.qpsSet = sources !== undefined && sources.qps >= 0;
    this.maxThreadSet = sources !== undefined && sources.maxThread >= 0;
    this.avgRtSet = sources !== undefined && sources.avgRt >= 0;
  }

  entry(w: Walk, ctx: ChainContext): SlotOutcome {
    const sys = this.system;
    if (sys === null || !w.req.entryIn) return NEXT;
    this.sampleStatus(ctx.clock.nowMs - ctx.clock.startMs);
    const e = this.entryNode;
    const acquire = w.req.acquire;
    // The same comparisons as checkSystem, without building its explanation, for the common case: it passes.
    // A threshold no rule set is Double/Long.MAX_VALUE, which no reading exceeds, so its reading is skipped
    // (ENTRY_NODE's reads can only create or reset its own buckets, which never hold borrowed quota: skipping
    // one changes no number any later read returns).
    const loadHigh = sys.highestSystemLoadIsSet && this.load > sys.highestSystemLoad;
    if (
      !(this.qpsSet && e.passQps() + acquire > sys.qps) &&
      !(this.maxThreadSet && e.curThreadNum() > sys.maxThread) &&
      !(this.avgRtSet && e.avgRt() > sys.maxRt) &&
      !loadHigh &&
      !(sys.highestCpuUsageIsSet && this.cpu > sys.highestCpuUsage)
    ) {
      return NEXT;
    }
    // Read in SystemRuleManager.checkSystem's order for its explanation (nothing was written since the above).
    const entryPassQps = e.passQps();
    const entryCurThreadNum = e.curThreadNum();
    const entryAvgRt = e.avgRt();
    const check = checkSystem(sys, {
      acquire,
      entryPassQps,
      entryCurThreadNum,
      entryAvgRt,
      entryMaxSuccessQps: loadHigh ? e.maxSuccessQps() : 0,
      entryMinRt: loadHigh ? e.minRt() : 0,
      systemLoad: this.load,
      cpuUsage: this.cpu,
    });
    if (check.pass) return NEXT;
    const reason = SYSTEM_REASONS[check.limitType];
    const rule = sys.sources[SYSTEM_SOURCE_FIELD[check.limitType]] ?? -1;
    ctx.block(w, Slot.System, rule, reason, check.value, check.threshold);
    return BLOCKED;
  }

  /** The status listener's latest run at or before `relMs` (ms since the start). */
  private sampleStatus(relMs: number): void {
    const inputs = this.inputs;
    if (inputs === null) return;
    const at = Math.floor(relMs / 1000) * 1000;
    if (at === this.sampledAtMs) return;
    this.sampledAtMs = at;
    const s = inputs(at);
    this.load = s.load;
    this.cpu = s.cpu;
  }
}
