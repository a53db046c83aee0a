/**
 * Rule objects in the shapes Sentinel's tools hold them → the JSON a Sentinel data source holds.
 *
 *  - Data-source JSON (what `FlowRuleManager.loadRules` takes through a converter): unchanged.
 *  - The dashboard's entities (`sentinel-dashboard` 1.8.9, `datasource/entity/rule/*RuleEntity`,
 *    the JSON of `/v1/flow/rules`, `/degrade/rules.json`, `/authority/rules`, `/paramFlow/rules`,
 *    `/system/rules.json`, `/gateway/flow/list.json`): the same fields plus `id`, `app`, `ip`,
 *    `port`, `gmtCreate`, `gmtModified`, which are dropped with a note. `AuthorityRuleEntity`
 *    and `ParamFlowRuleEntity` nest the rule under `rule` (`AbstractRuleEntity<T>`); it is
 *    unwrapped. `GatewayFlowRuleEntity` has `interval` + `intervalUnit` (0 s, 1 min, 2 h, 3 day)
 *    where `GatewayFlowRule` has `intervalSec` (`GatewayFlowRuleEntity.calIntervalSec`).
 *
 * The kind of a rule is read from its fields, the way the dashboard's pages tell them apart.
 */

import { ownValue } from '../../own';
import { describeValue } from '../issues';

export type RuleKindName = 'flow' | 'degrade' | 'authority' | 'system' | 'paramFlow' | 'gatewayFlow' | 'gatewayApi';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonRecord = { [k: string]: Json };

export interface Note {
  /** Where in the input, e.g. `[2].gmtCreate`. */
  readonly path: string;
  readonly message: string;
}

/** The dashboard's own bookkeeping fields, never part of a rule. */
export const ENTITY_FIELDS = ['id', 'app', 'ip', 'port', 'gmtCreate', 'gmtModified'] as const;

const INTERVAL_UNIT_SEC = [1, 60, 3600, 86400];

export const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The kind of one rule object (after unwrapping), or null if it is none of Sentinel's. */
export function ruleKindOf(r: JsonRecord): RuleKindName | null {
  const has = (k: string) => Object.hasOwn(r, k);
  if (has('apiName') && has('predicateItems')) return 'gatewayApi';
  if (has('resourceMode') || has('intervalSec') || has('intervalUnit') || has('paramItem')) return 'gatewayFlow';
  if (has('paramIdx') || has('paramFlowItemList')) return 'paramFlow';
  if (['highestSystemLoad', 'avgRt', 'maxThread', 'qps', 'highestCpuUsage'].some(has)) return 'system';
  if (has('timeWindow') || has('slowRatioThreshold') || has('statIntervalMs')) return 'degrade';
  if (has('resource') && has('count')) return 'flow';
  if (has('resource') && has('limitApp') && has('strategy')) return 'authority';
  return null;
}

/** One item → its data-source form and kind, with notes on what was dropped or converted. */
export function normalizeRule(
  item: Json,
  path: string,
  notes: Note[],
): { kind: RuleKindName; rule: JsonRecord } | null {
  if (!isRecord(item)) {
    notes.push({ path, message: 'is not a rule object; skipped' });
    return null;
  }
  let r: JsonRecord = item;
  // AbstractRuleEntity<T>: { id, app, ip, port, rule: {...}, gmtCreate, gmtModified }
  if (isRecord(ownValue(item, 'rule'))) {
    r = { ...(item.rule as JsonRecord) };
    const outer = Object.keys(item).filter((k) => k !== 'rule');
    if (outer.length > 0) notes.push({ path, message: `dashboard entity: took "rule", ignored ${outer.join(', ')}` });
  } else {
    const dropped = ENTITY_FIELDS.filter((k) => Object.hasOwn(item, k));
    if (dropped.length > 0) {
      r = { ...item };
      for (const k of dropped) delete r[k];
      notes.push({ path, message: `dashboard entity: ignored ${dropped.join(', ')}` });
    }
  }
  const kind = ruleKindOf(r);
  if (kind === null) {
    notes.push({ path, message: 'is not a Sentinel rule (no resource with count, timeWindow or strategy); skipped' });
    return null;
  }
  if (kind === 'gatewayFlow' && Object.hasOwn(r, 'interval')) {
    const interval = r.interval;
    const unit = ownValue(r, 'intervalUnit') ?? 0;
    if (
      typeof interval === 'number' &&
      typeof unit === 'number' &&
      Number.isInteger(unit) &&
      INTERVAL_UNIT_SEC[unit] !== undefined
    ) {
      const { interval: _i, intervalUnit: _u, ...rest } = r;
      r = { ...rest, intervalSec: interval * INTERVAL_UNIT_SEC[unit] };
      notes.push({
        path: `${path}.interval`,
        message: `interval ${interval} × intervalUnit ${unit} → intervalSec ${interval * INTERVAL_UNIT_SEC[unit]}`,
      });
    } else if (typeof interval !== 'number') {
      notes.push({ path: `${path}.interval`, message: `must be a number, got ${describeValue(interval)}` });
    } else {
      // describeValue, not String(): a hostile file's value may have no usable toString
      notes.push({
        path: `${path}.intervalUnit`,
        message: `must be 0 (s), 1 (min), 2 (h) or 3 (day), got ${describeValue(unit)}`,
      });
    }
  }
  return { kind, rule: r };
}
