/**
 * Sentinel's metric log, `{app}-metrics.log.pid{pid}.{yyyy-MM-dd}[.n]`, one line per resource
 * per second, written by `MetricTimerListener` → `MetricWriter` from `MetricNode.toFatString()`:
 *
 *   timestamp|yyyy-MM-dd HH:mm:ss|resource|passQps|blockQps|successQps|exceptionQps|rt|occupiedPassQps|concurrency|classification
 *
 * e.g. `1700000000000|2023-11-14 22:13:20|GET:/orders|18|2|18|1|7|0|3|1`.
 *
 *  - `timestamp` is the start of the second (epoch ms, a multiple of 1000: the bucket's
 *    `windowStart`); the date beside it is the same instant in the JVM's time zone, so we read
 *    the number, never the date;
 *  - `resource` has every `|` replaced by `_`; `__total_inbound_traffic__` is Sentinel's
 *    `Constants.ENTRY_NODE` (all inbound traffic), listed like any other resource;
 *  - `rt` is the second's total response time divided by `successQps` (integer division, ms),
 *    or the raw total when nothing succeeded (`ArrayMetric.fromBucket`);
 *  - the field count tells the version: 8 fields in old releases that stop after `rt`, 9 with
 *    `occupiedPassQps` (1.6.x), 11 with `concurrency` and `classification` (1.7.0 through
 *    1.8.9). `fromFatString` reads the same prefixes.
 *
 * The thin form (`toThinString`, the `metric` command the dashboard pulls) is the same without
 * the date: 7, 8 or 10 fields. Both are accepted.
 */
import { BadLines } from './lines';
import { inClockRange } from './timestamps';
import { badLine, isReason } from './reasons';
import { said, type Said } from './said';

export interface MetricLine {
  readonly timestampMs: number;
  readonly resource: string;
  readonly passQps: number;
  readonly blockQps: number;
  readonly successQps: number;
  readonly exceptionQps: number;
  readonly rt: number;
  readonly occupiedPassQps: number;
  readonly concurrency: number;
  readonly classification: number;
}

const LONG = /^-?\d{1,19}$/;
const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const NAMES = ['passQps', 'blockQps', 'successQps', 'exceptionQps', 'rt', 'occupiedPassQps', 'concurrency'] as const;

/** One line → its fields, or the reason it is not a metric line. */
export function parseMetricLine(line: string): MetricLine | Said {
  const f = line.trim().split('|');
  const fat = f.length >= 2 && DATE.test(f[1]);
  const offset = fat ? 1 : 0;
  const n = f.length - offset;
  if (n !== 7 && n !== 8 && n !== 10) {
    return badLine(fat ? 'metricFieldsDated' : 'metricFields', { fields: f.length });
  }
  if (!LONG.test(f[0])) return badLine('metricTimestamp', { value: JSON.stringify(f[0].slice(0, 30)) });
  if (!inClockRange(Number(f[0]))) return badLine('metricTimestampRange', { value: f[0] });
  const resource = f[1 + offset];
  if (resource === '') return badLine('metricNoResource');
  const nums: number[] = [];
  for (let k = 2 + offset; k < f.length; k++) {
    const name = k - 2 - offset < NAMES.length ? NAMES[k - 2 - offset] : 'classification';
    if (!LONG.test(f[k])) return badLine('metricNotInteger', { field: name, value: JSON.stringify(f[k].slice(0, 30)) });
    const v = Number(f[k]);
    if (v < 0 && name !== 'classification') return badLine('metricNegative', { field: name, value: v });
    nums.push(v);
  }
  return {
    timestampMs: Number(f[0]),
    resource,
    passQps: nums[0],
    blockQps: nums[1],
    successQps: nums[2],
    exceptionQps: nums[3],
    rt: nums[4],
    occupiedPassQps: nums[5] ?? 0,
    concurrency: nums[6] ?? 0,
    classification: nums[7] ?? 0,
  };
}

/** One resource's seconds, summed over every line (several pids or files may log the same second). */
export interface MetricSecond {
  pass: number;
  block: number;
  success: number;
  exception: number;
  /** Σ rt·success (or rt when success is 0): to average over the lines of one second. */
  rtWeighted: number;
  rtWeight: number;
}

export interface MetricResourceSummary {
  readonly resource: string;
  readonly seconds: number;
  readonly firstMs: number;
  readonly lastMs: number;
  readonly pass: number;
  readonly block: number;
}

/** Resources whose seconds a scan keeps: each costs a map of its seconds, and a big app's log lists thousands. */
export const MAX_RESOURCES = 2000;
/** Names past MAX_RESOURCES remembered by name alone (a few MB for long names), so memory stays bounded for any log. */
export const MAX_LEFT_OUT_NAMES = 100_000;

/** Collects metric lines, resource by resource; bad lines are counted, never fatal. */
export class MetricLogAccumulator {
  readonly bad = new BadLines();
  readonly byResource = new Map<string, Map<number, MetricSecond>>();
  /** Names met past the cap (names only: to count them and let a reader find one by name), at most MAX_LEFT_OUT_NAMES. */
  readonly leftOut = new Set<string>();
  /** More names than MAX_LEFT_OUT_NAMES were left out: `leftOut` holds only the first of them. */
  leftOutMore = false;
  lines = 0;
  /**
   * Stop keeping new resources' seconds past `maxResources` (a log of a big app lists thousands), except the
   * `keep` names: a reader who asks for a late name by name gets its seconds whatever its place in the log.
   */
  constructor(
    private readonly maxResources = MAX_RESOURCES,
    private readonly keep: ReadonlySet<string> = new Set(),
  ) {}

  add(text: string, lineNo: number): void {
    if (text.trim() === '') return;
    this.lines++;
    const m = parseMetricLine(text);
    if (isReason(m)) {
      this.bad.add(lineNo, text, m);
      return;
    }
    let secs = this.byResource.get(m.resource);
    if (secs === undefined) {
      if (this.byResource.size >= this.maxResources && !this.keep.has(m.resource)) {
        this.leaveOut(m.resource);
        return;
      }
      secs = new Map();
      this.byResource.set(m.resource, secs);
    }
    const sec = Math.floor(m.timestampMs / 1000) * 1000;
    let s = secs.get(sec);
    if (s === undefined) {
      s = { pass: 0, block: 0, success: 0, exception: 0, rtWeighted: 0, rtWeight: 0 };
      secs.set(sec, s);
    }
    s.pass += m.passQps;
    s.block += m.blockQps;
    s.success += m.successQps;
    s.exception += m.exceptionQps;
    const w = Math.max(1, m.successQps);
    s.rtWeighted += m.rt * w;
    s.rtWeight += w;
  }

  private leaveOut(resource: string): void {
    if (this.leftOut.has(resource)) return;
    if (this.leftOut.size < MAX_LEFT_OUT_NAMES) this.leftOut.add(resource);
    else this.leftOutMore = true;
  }

  /** What the scan says about the names it did not keep, or null when it kept every one. */
  leftOutNote(): Said | null {
    if (this.leftOut.size === 0) return null;
    return said(this.leftOutMore ? 'resourcesPastCapMore' : 'resourcesPastCap', {
      count: this.leftOut.size,
      listed: this.byResource.size,
      kept: this.maxResources,
    });
  }

  /** Every resource, busiest (pass + block) first. */
  resources(): MetricResourceSummary[] {
    const out: MetricResourceSummary[] = [];
    for (const [resource, secs] of this.byResource) {
      let pass = 0;
      let block = 0;
      let firstMs = Infinity;
      let lastMs = -Infinity;
      for (const [t, s] of secs) {
        pass += s.pass;
        block += s.block;
        firstMs = Math.min(firstMs, t);
        lastMs = Math.max(lastMs, t);
      }
      out.push({ resource, seconds: secs.size, firstMs, lastMs, pass, block });
    }
    return out.sort((a, b) => b.pass + b.block - (a.pass + a.block) || (a.resource < b.resource ? -1 : 1));
  }
}
