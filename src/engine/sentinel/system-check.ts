/**
 * What SystemRuleManager does with the loaded system rules (the rule itself, its defaults and validity are
 * system-rule.ts, whose header describes the model): merging a list into one set of thresholds
 * (`loadSystemConf` per rule, the LAST rule deciding `checkSystemStatus`), the check SystemSlot runs on every
 * inbound entry (`checkSystem`, with `checkBbr` for the load), and when SystemStatusListener samples.
 */
import { LONG_MAX } from '../java';
import type { SystemRule } from './system-rule';

/** `Double.MAX_VALUE` / `Long.MAX_VALUE` (as the double 2^63): the manager's "no threshold". */
export const DOUBLE_MAX_VALUE = Number.MAX_VALUE;
export const LONG_MAX_VALUE = LONG_MAX;

/** `SystemStatusListener` period: `scheduleAtFixedRate(…, 0, 1, TimeUnit.SECONDS)`. */
export const SYSTEM_STATUS_INTERVAL_MS = 1000;
/** What the listener reports for load and CPU before its first sample. */
export const SYSTEM_STATUS_UNSAMPLED = -1;

/** The five thresholds, in `loadSystemConf` order. */
export type SystemThreshold = 'highestSystemLoad' | 'highestCpuUsage' | 'avgRt' | 'maxThread' | 'qps';

/** The thresholds `loadSystemConf` takes from this rule (value ≥ 0, CPU ≤ 1). */
export function thresholdsSetBy(rule: SystemRule): SystemThreshold[] {
  const out: SystemThreshold[] = [];
  if (rule.highestSystemLoad >= 0) out.push('highestSystemLoad');
  if (rule.highestCpuUsage >= 0 && rule.highestCpuUsage <= 1) out.push('highestCpuUsage');
  if (rule.avgRt >= 0) out.push('avgRt');
  if (rule.maxThread >= 0) out.push('maxThread');
  if (rule.qps >= 0) out.push('qps');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Merging (SystemRuleManager.SystemPropertyListener.configUpdate)

export interface MergedSystemRules {
  readonly qps: number;
  readonly maxThread: number;
  /** The rules' `avgRt`. */
  readonly maxRt: number;
  readonly highestSystemLoad: number;
  readonly highestCpuUsage: number;
  readonly highestSystemLoadIsSet: boolean;
  readonly highestCpuUsageIsSet: boolean;
  /** Set by the LAST rule alone (see the header). */
  readonly checkSystemStatus: boolean;
  /**
   * Per SystemRule field (so `avgRt` for `maxRt`), the index of the rule whose value is the merged minimum
   * (the first such rule on a tie), or -1 when no rule sets it.
   */
  readonly sources: Readonly<Record<SystemThreshold, number>>;
}

/** The manager's state after `restoreSetting()`: no threshold, checking off. */
export const NO_SYSTEM_RULES: MergedSystemRules = {
  qps: DOUBLE_MAX_VALUE,
  maxThread: LONG_MAX_VALUE,
  maxRt: LONG_MAX_VALUE,
  highestSystemLoad: DOUBLE_MAX_VALUE,
  highestCpuUsage: DOUBLE_MAX_VALUE,
  highestSystemLoadIsSet: false,
  highestCpuUsageIsSet: false,
  checkSystemStatus: false,
  sources: { highestSystemLoad: -1, highestCpuUsage: -1, avgRt: -1, maxThread: -1, qps: -1 },
};

/** Where each rule field lands in the manager (only `avgRt` is renamed: the manager calls it `maxRt`). */
const MERGED_KEY = {
  highestSystemLoad: 'highestSystemLoad',
  highestCpuUsage: 'highestCpuUsage',
  avgRt: 'maxRt',
  maxThread: 'maxThread',
  qps: 'qps',
} as const satisfies Record<SystemThreshold, keyof MergedSystemRules>;

/** `SystemRuleManager.loadRules(rules)`: the thresholds and switch the manager holds afterwards. */
export function mergeSystemRules(rules: readonly SystemRule[]): MergedSystemRules {
  // restoreSetting(): MAX_VALUE everywhere, nothing set, checking off (and so it stays for an empty list).
  const value = {
    qps: NO_SYSTEM_RULES.qps,
    maxThread: NO_SYSTEM_RULES.maxThread,
    maxRt: NO_SYSTEM_RULES.maxRt,
    highestSystemLoad: NO_SYSTEM_RULES.highestSystemLoad,
    highestCpuUsage: NO_SYSTEM_RULES.highestCpuUsage,
  };
  const sources = { ...NO_SYSTEM_RULES.sources };
  let checkSystemStatus = false;
  rules.forEach((rule, index) => {
    // loadSystemConf(rule): thresholdsSetBy applies its `>= 0` tests (and skips a CPU usage > 1).
    const set = thresholdsSetBy(rule);
    for (const field of set) {
      const key = MERGED_KEY[field];
      const v = rule[field];
      // Math.min keeps the current value on a tie, so the first rule reaching the minimum is its source.
      if (sources[field] === -1 || v < value[key]) sources[field] = index;
      value[key] = Math.min(value[key], v);
    }
    // checkSystemStatus.set(checkStatus): overwritten by every rule, so the last one decides.
    checkSystemStatus = set.length > 0;
  });
  return {
    ...value,
    highestSystemLoadIsSet: sources.highestSystemLoad !== -1,
    highestCpuUsageIsSet: sources.highestCpuUsage !== -1,
    checkSystemStatus,
    sources,
  };
}

// ---------------------------------------------------------------------------------------------
// The check (SystemRuleManager.checkSystem)

/** What `checkSystem` reads at the moment of the entry. */
export interface SystemCheckInputs {
  /** The entry's `count` (acquire count, usually 1). */
  readonly acquire: number;
  /** `Constants.ENTRY_NODE.passQps()`. */
  readonly entryPassQps: number;
  /** `Constants.ENTRY_NODE.curThreadNum()` (a Java int), not counting this entry. */
  readonly entryCurThreadNum: number;
  /** `Constants.ENTRY_NODE.avgRt()`, ms. */
  readonly entryAvgRt: number;
  /** `Constants.ENTRY_NODE.maxSuccessQps()`. */
  readonly entryMaxSuccessQps: number;
  /** `Constants.ENTRY_NODE.minRt()`, ms. */
  readonly entryMinRt: number;
  /** `SystemStatusListener.getSystemAverageLoad()` (-1 before the first sample). */
  readonly systemLoad: number;
  /** `SystemStatusListener.getCpuUsage()` (-1 before the first sample). */
  readonly cpuUsage: number;
}

export type SystemLimitType = 'qps' | 'thread' | 'rt' | 'load' | 'cpu';

export type SystemCheck =
  | { readonly pass: true }
  | {
      readonly pass: false;
      /** `SystemBlockException.getLimitType()`. */
      readonly limitType: SystemLimitType;
      /** The measured value compared (for qps: passQps + acquire). */
      readonly value: number;
      readonly threshold: number;
      /** One line of English with the numbers. */
      readonly detail: string;
    };

/**
 * `SystemRuleManager.checkBbr`: may a request be admitted while the load is above its threshold? Only when
 * at most one request is in flight or the in-flight count does not exceed the estimated pipe capacity.
 */
export function checkBbr(curThreadNum: number, maxSuccessQps: number, minRt: number): boolean {
  return !(curThreadNum > 1 && curThreadNum > (maxSuccessQps * minRt) / 1000);
}

/**
 * `SystemRuleManager.checkSystem` for an inbound entry (the caller skips outbound ones: Sentinel never
 * checks them), in Sentinel's order: qps, thread, rt, load (with BBR), cpu.
 */
export function checkSystem(merged: MergedSystemRules, inputs: SystemCheckInputs): SystemCheck {
  if (!merged.checkSystemStatus) return { pass: true };
  const block = (limitType: SystemLimitType, value: number, threshold: number, detail: string): SystemCheck => ({
    pass: false,
    limitType,
    value,
    threshold,
    detail,
  });

  const qpsWith = inputs.entryPassQps + inputs.acquire;
  if (qpsWith > merged.qps) {
    return block(
      'qps',
      qpsWith,
      merged.qps,
      `inbound passQps ${inputs.entryPassQps} + acquire ${inputs.acquire} = ${qpsWith} > qps ${merged.qps}`,
    );
  }
  const thread = inputs.entryCurThreadNum;
  if (thread > merged.maxThread) {
    return block('thread', thread, merged.maxThread, `inbound curThreadNum ${thread} > maxThread ${merged.maxThread}`);
  }
  if (inputs.entryAvgRt > merged.maxRt) {
    return block(
      'rt',
      inputs.entryAvgRt,
      merged.maxRt,
      `inbound avgRt ${inputs.entryAvgRt} ms > avgRt threshold ${merged.maxRt} ms`,
    );
  }
  if (merged.highestSystemLoadIsSet && inputs.systemLoad > merged.highestSystemLoad) {
    if (!checkBbr(thread, inputs.entryMaxSuccessQps, inputs.entryMinRt)) {
      const capacity = (inputs.entryMaxSuccessQps * inputs.entryMinRt) / 1000;
      return block(
        'load',
        inputs.systemLoad,
        merged.highestSystemLoad,
        `system load ${inputs.systemLoad} > highestSystemLoad ${merged.highestSystemLoad} and BBR: ` +
          `curThreadNum ${thread} > maxSuccessQps ${inputs.entryMaxSuccessQps} × minRt ${inputs.entryMinRt} ms ` +
          `/ 1000 = ${capacity}`,
      );
    }
  }
  if (merged.highestCpuUsageIsSet && inputs.cpuUsage > merged.highestCpuUsage) {
    return block(
      'cpu',
      inputs.cpuUsage,
      merged.highestCpuUsage,
      `CPU usage ${inputs.cpuUsage} > highestCpuUsage ${merged.highestCpuUsage}`,
    );
  }
  return { pass: true };
}

/**
 * When did `SystemStatusListener` last sample, seen at `nowMs`, if it started at `startMs` (when
 * `SystemRuleManager` was class-loaded)? Null before the first sample (load and CPU are then -1). The
 * listener runs at a fixed rate of one sample per second from `startMs`.
 */
export function statusSampleInstant(nowMs: number, startMs: number): number | null {
  if (nowMs < startMs) return null;
  return startMs + Math.floor((nowMs - startMs) / SYSTEM_STATUS_INTERVAL_MS) * SYSTEM_STATUS_INTERVAL_MS;
}
