/**
 * `parseScenario`: anything (a share link's JSON, localStorage, a file) → a valid Scenario,
 * or every problem with its JSON path and the allowed range.
 *
 * Steps: migrate old versions → check types and fill defaults (schema.ts) → map each
 * Sentinel rule as Sentinel's JSON converter does and apply Sentinel's validity checks
 * (an invalid rule makes the scenario invalid, with the message of `flowRuleIssues`) →
 * checks across fields (cursor within the run, selected limiter exists, injections inside
 * the run, incidents end after they start, system input steps in time order, total request
 * count bounded).
 */
import { z } from 'zod';
import { parseAuthorityRules } from '../sentinel/authority-rule';
import { parseDegradeRules } from '../sentinel/degrade/degrade-rule';
import { parseLegacyDegradeRules } from '../sentinel/degrade-legacy/legacy-degrade-rule';
import { parseFlowRules } from '../sentinel/flow-rule';
import { parseSystemRules } from '../sentinel/system-rule';
import { DEFAULT_CONTEXT_NAME, MAX_DURATION_WORDS, MAX_EXPECTED_REQUESTS } from '../traffic/common';
import { expectedCount } from '../traffic/registry';
import { describeValue, issue, type Issue, type JsonPath, type Validated } from './issues';
import { migrateScenario } from './migrate';
import { MAX_RULES, scenarioSchema, type Scenario } from './schema';

/** A rules array left raw: its items go through Sentinel's own mapping (fastjson keys, defaults, validity). */
function rawRules(what: string) {
  return z
    .array(z.unknown(), {
      error: (iss) => `must be an array of Sentinel ${what} rules, got ${describeValue(iss.input)}`,
    })
    .max(MAX_RULES, { error: `must be an array of at most ${MAX_RULES} ${what} rules` })
    .default([]);
}

/** The scenario schema with every rule list left raw. */
const bodySchema = scenarioSchema.extend({
  rules: rawRules('flow'),
  degradeRules: rawRules('degrade'),
  authorityRules: rawRules('authority'),
  systemRules: rawRules('system'),
});

/**
 * The rule lists besides `rules`, each with its parser. `degradeRules` of a "1.7.2" scenario go through the
 * 1.7.2 rule parser instead (parseLegacyDegradeRules): 1.7.2's fields, defaults and validity checks.
 */
const OTHER_RULE_LISTS = [
  ['degradeRules', parseDegradeRules],
  ['authorityRules', parseAuthorityRules],
  ['systemRules', parseSystemRules],
] as const;

/** Every key name the format knows, to suggest a spelling for an unknown key. */
let knownKeys: Map<string, string> | null = null;
function suggestKey(key: string): string | undefined {
  if (knownKeys === null) {
    knownKeys = new Map();
    const walk = (s: unknown): void => {
      if (typeof s !== 'object' || s === null) return;
      for (const [k, v] of Object.entries(s)) {
        if (k === 'properties' && typeof v === 'object' && v !== null) {
          for (const name of Object.keys(v)) knownKeys!.set(name.toLowerCase().replace(/[_-]/g, ''), name);
        }
        walk(v);
      }
    };
    walk(z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }));
  }
  return knownKeys.get(key.toLowerCase().replace(/[_-]/g, ''));
}

/** zod issues → Flowlab issues (one per unknown key; default zod wording replaced). */
export function zodIssues(error: z.ZodError, prefix: JsonPath = []): Issue[] {
  const out: Issue[] = [];
  for (const i of error.issues) {
    const path = [...prefix, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    if (i.code === 'unrecognized_keys') {
      for (const key of i.keys) {
        const hint = suggestKey(key);
        out.push(
          issue([...path, key], `unknown key${hint !== undefined && hint !== key ? ` (did you mean "${hint}"?)` : ''}`),
        );
      }
    } else if (i.code === 'invalid_type' && i.message.startsWith('Invalid input')) {
      out.push(
        issue(
          path,
          `must be ${i.expected === 'object' ? 'an object' : `of type ${i.expected}`}, got ${describeValue(i.input)}`,
        ),
      );
    } else {
      out.push(issue(path, i.message));
    }
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Validate (and upgrade) a scenario. Never throws. */
export function parseScenario(json: unknown): Validated<Scenario> {
  if (!isPlainObject(json)) {
    return { ok: false, issues: [issue([], `must be a scenario object, got ${describeValue(json)}`)], warnings: [] };
  }
  const migrated = migrateScenario(json);
  if (!migrated.ok) return migrated;

  const body = bodySchema.safeParse(migrated.value, { reportInput: true });
  const issues: Issue[] = body.success ? [] : zodIssues(body.error);
  const warnings: Issue[] = [];

  const rawRules = migrated.value.rules ?? [];
  const version = body.success ? body.data.sentinelVersion : '1.8.9';
  // 1.7.2's FlowRule has the fields of 1.8.6's (no `regex`).
  const flowVersion = version === '1.7.2' ? '1.8.6' : version;
  const rules =
    Array.isArray(rawRules) && rawRules.length <= MAX_RULES ? parseFlowRules(rawRules, flowVersion, ['rules']) : null;
  if (rules !== null) {
    warnings.push(...rules.warnings);
    if (!rules.ok) issues.push(...rules.issues);
  }
  const others: Record<string, unknown[]> = {};
  let othersOk = true;
  // the version as written, even when another field made the body invalid: its degrade rules are 1.7.2's
  const legacyDegrade = (body.success ? body.data.sentinelVersion : migrated.value.sentinelVersion) === '1.7.2';
  for (const [key, listParser] of OTHER_RULE_LISTS) {
    const parse = key === 'degradeRules' && legacyDegrade ? parseLegacyDegradeRules : listParser;
    const raw = (migrated.value as Record<string, unknown>)[key] ?? [];
    if (!Array.isArray(raw) || raw.length > MAX_RULES) {
      othersOk = false; // the body schema reported it
      continue;
    }
    const parsed = parse(raw, [key]);
    warnings.push(...parsed.warnings);
    if (parsed.ok) others[key] = parsed.value;
    else {
      issues.push(...parsed.issues);
      othersOk = false;
    }
  }
  if (!body.success || rules === null || !rules.ok || !othersOk) return { ok: false, issues, warnings };

  // -0 and 0 mean the same to every check and limiter; keep one of them so JSON round-trips.
  const scenario = withoutNegativeZero({ ...body.data, rules: rules.value, ...others }) as Scenario;
  const cross = crossFieldIssues(scenario);
  warnings.push(...cross.warnings);
  if (cross.errors.length > 0) return { ok: false, issues: cross.errors, warnings };
  return { ok: true, value: scenario, warnings };
}

function crossFieldIssues(s: Scenario): { errors: Issue[]; warnings: Issue[] } {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const { limiter } = s.view;
  const LISTS = { sentinel: 'rules', guava: 'guava', limiters: 'limiters', chain: 'the slot chain' } as const;
  const list = LISTS[limiter.kind];
  const count = limiter.kind === 'chain' ? 1 : (s[LISTS[limiter.kind]] ?? []).length;
  if (limiter.index >= Math.max(1, count)) {
    errors.push(
      issue(
        ['view', 'limiter', 'index'],
        `must be from 0 to ${Math.max(1, count) - 1} (${list} has ${count}), got ${limiter.index}`,
      ),
    );
  }
  if (s.view.cursorMs > s.durationMs) {
    errors.push(issue(['view', 'cursorMs'], `must be from 0 to durationMs ${s.durationMs}, got ${s.view.cursorMs}`));
  }
  s.injections.forEach((inj, i) => {
    if (inj.atMs >= s.durationMs) {
      errors.push(
        issue(['injections', i, 'atMs'], `must be from 0 to ${s.durationMs - 1} (inside the run), got ${inj.atMs}`),
      );
    }
  });
  s.incidents.forEach((inc, i) => {
    if (inc.endMs <= inc.startMs) {
      errors.push(issue(['incidents', i, 'endMs'], `must be greater than startMs ${inc.startMs}, got ${inc.endMs}`));
    } else if (inc.startMs >= s.durationMs) {
      warnings.push(
        issue(
          ['incidents', i],
          `starts at ${inc.startMs} ms, at or after the end of the run (${s.durationMs} ms): it changes nothing`,
        ),
      );
    }
  });
  for (const key of ['load', 'cpu'] as const) {
    const steps = s.systemInputs[key];
    for (let i = 1; i < steps.length; i++) {
      if (steps[i].atMs <= steps[i - 1].atMs) {
        errors.push(
          issue(
            ['systemInputs', key, i, 'atMs'],
            `must be later than systemInputs.${key}[${i - 1}].atMs ${steps[i - 1].atMs} (steps in time order), ` +
              `got ${steps[i].atMs}`,
          ),
        );
      }
    }
  }
  const checkContext = (list: 'traffic' | 'injections', i: number, src: { origin: string; context: string }) => {
    if (src.origin !== '' && src.context === DEFAULT_CONTEXT_NAME) {
      errors.push(
        issue(
          [list, i, 'context'],
          `must name a context when origin is set, got "${DEFAULT_CONTEXT_NAME}": Sentinel's ContextUtil.enter ` +
            `refuses that name, so requests in the default context never carry an origin (Sentinel's web adapter ` +
            `enters "sentinel_web_servlet_context")`,
        ),
      );
    }
  };
  s.traffic.forEach((src, i) => checkContext('traffic', i, src));
  s.injections.forEach((inj, i) => checkContext('injections', i, inj));
  let expected = 0;
  s.traffic.forEach((src, i) => {
    const start = 'startMs' in src ? src.startMs : 'atMs' in src ? src.atMs : null;
    if (start !== null && start >= s.durationMs) {
      warnings.push(
        issue(
          ['traffic', i],
          `starts at ${start} ms, at or after the end of the run (${s.durationMs} ms): it sends nothing`,
        ),
      );
    }
    expected += expectedCount(src, s.durationMs);
  });
  for (const inj of s.injections) expected += inj.count;
  if (expected > MAX_EXPECTED_REQUESTS) {
    errors.push(
      issue(
        ['traffic'],
        `would send about ${thousands(Math.round(expected))} requests; at most ${thousands(MAX_EXPECTED_REQUESTS)} ` +
          `(e.g. ${MAX_DURATION_WORDS} at 10,000 QPS) fit in a browser: lower a rate or durationMs`,
      ),
    );
  }
  return { errors, warnings };
}

/** 6000000 → `6,000,000`. */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function withoutNegativeZero(v: unknown): unknown {
  if (typeof v === 'number') return Object.is(v, -0) ? 0 : v;
  if (Array.isArray(v)) return v.map(withoutNegativeZero);
  if (typeof v === 'object' && v !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = withoutNegativeZero(x);
    return out;
  }
  return v;
}
