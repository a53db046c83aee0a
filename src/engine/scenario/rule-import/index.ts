/**
 * "Rules in, in the shapes people have them": one text → the rules a scenario runs, sorted into
 * its four arrays, with a note for everything ignored and a reason (field path and why) for
 * everything that cannot be applied. Accepted unchanged:
 *
 *  - a Sentinel data-source JSON array (any rule kind; kinds are told apart by their fields);
 *  - the dashboard's entities (`/v1/flow/rules` and friends), bare or in the dashboard's
 *    `Result` wrapper `{ success, code, msg, data }`;
 *  - a Nacos config's content (the same JSON, as the dashboard publishes it), also inside the config
 *    object Nacos answers with (`{ dataId, group, content: "<the JSON>", md5, … }`) or its v2 Open API's
 *    `{ code, message, data: "<the JSON>" }`; the dataId's suffix (`-flow-rules`, …) names the kind;
 *  - an object of arrays by kind (`{ flowRules: [...], degradeRules: [...] }`, or the scenario's
 *    own keys `rules`, `degradeRules`, `authorityRules`, `systemRules`);
 *  - Spring Cloud Alibaba `spring.cloud.sentinel.datasource.*` properties or YAML with inline rules;
 *  - gateway rules (`GatewayFlowRule`, or the dashboard's entity with `interval` + `intervalUnit`).
 *
 * Gateway rules go to `gatewayFlowRules` (a dashboard entity's `interval` + `intervalUnit` converted to
 * `intervalSec`). Rule kinds a scenario does not run yet are recognised and converted to their
 * data-source JSON, and come back under `cannot` with that reason.
 * Pure and total: never throws, whatever the text. Every reader counts its steps in `work` when given one
 * (work.ts), so a test can hold the work to the text's length.
 */
import { ownValue } from '../../own';
import type { RuleArrayKey } from '../json-schema';
import { MAX_RULES } from '../schema';
import { jsonErrorOffset, lineColumnOf } from './json-error';
import { isRecord, normalizeRule, type Json, type JsonRecord, type Note, type RuleKindName } from './entities';
import { parseProperties, parseYaml, springDataSources, type YamlApi } from './spring';
import { someLine, tally, type Work } from './work';

export { ruleKindOf, normalizeRule, ENTITY_FIELDS, type Note, type RuleKindName } from './entities';
export { parseProperties, parseYaml, springDataSources, MAX_YAML_CHARS, type YamlApi } from './spring';
export type { Work } from './work';

export const MAX_RULE_TEXT_CHARS = 5_000_000;

export type RuleShape = 'data-source' | 'dashboard' | 'by-kind' | 'spring';

export interface RuleImport {
  readonly ok: boolean;
  readonly shape: RuleShape | null;
  /** The rules to apply, by scenario key (only the kinds found). */
  readonly rules: Partial<Record<RuleArrayKey, JsonRecord[]>>;
  /** Recognised rules a scenario cannot run, in data-source JSON, with why. */
  readonly cannot: readonly { path: string; kind: RuleKindName; rule: JsonRecord; reason: string }[];
  /** At most MAX_NOTES of them, in the order found. */
  readonly notes: readonly Note[];
  /** How many notes there were beyond `notes` (a file of 100,000 bad lines is not 100,000 notes). */
  readonly moreNotes: number;
  /** Set when nothing could be applied: what went wrong, with where (a line, a path). */
  readonly error: string | null;
}

/** Notes kept per import; the rest are counted (`moreNotes`). */
export const MAX_NOTES = 100;

const KEY_OF: Partial<Record<RuleKindName, RuleArrayKey>> = {
  flow: 'rules',
  degrade: 'degradeRules',
  authority: 'authorityRules',
  system: 'systemRules',
  paramFlow: 'paramFlowRules',
  gatewayFlow: 'gatewayFlowRules',
};

const WHY_NOT: Partial<Record<RuleKindName, string>> = {
  gatewayApi: 'gateway API definitions are not part of a scenario yet',
};

/** Keys of an object of arrays by kind, and the kind each holds. */
const BY_KIND_KEYS: Record<string, RuleKindName> = {
  rules: 'flow',
  flowRules: 'flow',
  flow: 'flow',
  degradeRules: 'degrade',
  degrade: 'degrade',
  authorityRules: 'authority',
  authority: 'authority',
  systemRules: 'system',
  system: 'system',
  paramFlowRules: 'paramFlow',
  'param-flow': 'paramFlow',
  gatewayRules: 'gatewayFlow',
  gatewayFlowRules: 'gatewayFlow',
  'gw-flow': 'gatewayFlow',
};

const SPRING_RULE_TYPES: Record<string, RuleKindName> = {
  flow: 'flow',
  degrade: 'degrade',
  authority: 'authority',
  system: 'system',
  'param-flow': 'paramFlow',
  param_flow: 'paramFlow',
  'gw-flow': 'gatewayFlow',
  gw_flow: 'gatewayFlow',
  'gw-api-group': 'gatewayApi',
  gw_api_group: 'gatewayApi',
};

class Collector {
  readonly rules: Partial<Record<RuleArrayKey, JsonRecord[]>> = {};
  readonly cannot: { path: string; kind: RuleKindName; rule: JsonRecord; reason: string }[] = [];
  readonly notes: Note[] = [];
  dashboard = false;

  constructor(private readonly work: Work | undefined) {}

  items(items: Json[], path: string, expected: RuleKindName | null): void {
    items.forEach((item, i) => {
      const p = `${path}[${i}]`;
      // normalizeRule looks at each key of the item, and of the rule a dashboard entity wraps
      if (this.work !== undefined)
        tally(this.work, 1 + p.length + keyCount(item) + keyCount(isRecord(item) ? ownValue(item, 'rule') : null));
      if (
        isRecord(item) &&
        (isRecord(ownValue(item, 'rule')) || Object.hasOwn(item, 'gmtCreate') || Object.hasOwn(item, 'app'))
      )
        this.dashboard = true;
      const n = normalizeRule(item, p, this.notes);
      if (n === null) return;
      if (expected !== null && n.kind !== expected) {
        this.notes.push({
          path: p,
          message: `looks like a ${n.kind} rule in a list of ${expected} rules; read as ${n.kind}`,
        });
      }
      const key = ownValue(KEY_OF, n.kind);
      if (key === undefined)
        this.cannot.push({ path: p, kind: n.kind, rule: n.rule, reason: ownValue(WHY_NOT, n.kind)! });
      else (this.rules[key] ??= []).push(n.rule);
    });
  }

  result(shape: RuleShape): RuleImport {
    const found = Object.keys(this.rules).length > 0 || this.cannot.length > 0;
    // a scenario holds at most MAX_RULES of a kind: more is refused here, not "read" and then not applied
    const over = Object.entries(this.rules).find(([, list]) => list.length > MAX_RULES);
    const error = over
      ? `${over[1].length} ${over[0]}: a scenario holds at most ${MAX_RULES} rules of a kind`
      : found
        ? null
        : 'no Sentinel rules found';
    return {
      ok: error === null,
      shape,
      rules: error === null ? this.rules : {},
      cannot: this.cannot,
      notes: this.notes.slice(0, MAX_NOTES),
      moreNotes: Math.max(0, this.notes.length - MAX_NOTES),
      error,
    };
  }
}

const keyCount = (v: unknown): number => (isRecord(v) ? Object.keys(v).length : 0);

const failed = (error: string): RuleImport => ({
  ok: false,
  shape: null,
  rules: {},
  cannot: [],
  notes: [],
  moreNotes: 0,
  error,
});

/** JSON.parse, or where the text stops being JSON (`line 3, column 7: Unexpected token …`). */
function parseJson(text: string, work: Work | undefined): { ok: true; value: Json } | { ok: false; message: string } {
  tally(work, text.length);
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch (e) {
    const at = jsonErrorOffset(text, work);
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, message: at < 0 ? why : `${lineColumnOf(text, at, work)}: ${why}` };
  }
}

/** A top-level key as a note's path: as written when it is a name, else quoted (`"{flowRules"`, `""`). */
const keyPath = (k: string): string => (/^[\w$-]+$/.test(k) ? k : JSON.stringify(k));

/** Read rules from JSON already parsed. */
export function importRulesJson(value: Json, expected: RuleKindName | null = null, work?: Work): RuleImport {
  return readJson(value, expected, work, true);
}

/**
 * `importRulesJson`; `nacos`: whether a Nacos config object is unwrapped. Only at the top: a config's content
 * is the rules, never another config (one inside another inside another would re-read the text once a level).
 */
function readJson(value: Json, expected: RuleKindName | null, work: Work | undefined, nacos: boolean): RuleImport {
  const c = new Collector(work);
  if (Array.isArray(value)) {
    c.items(value, '', expected);
    return c.result(c.dashboard ? 'dashboard' : 'data-source');
  }
  if (!isRecord(value)) return failed('expected a JSON array of rules or an object of arrays');
  tally(work, 1 + Object.keys(value).length);
  const config = nacos ? nacosContent(value, work) : null;
  if (config !== null) return config;
  // The dashboard's Result<T>: { success, code, msg, data }
  if (Array.isArray(ownValue(value, 'data')) && (Object.hasOwn(value, 'success') || Object.hasOwn(value, 'code'))) {
    for (const k of Object.keys(value).filter((k) => !['data', 'success', 'code', 'msg'].includes(k)))
      c.notes.push({ path: keyPath(k), message: 'ignored' });
    c.items(value.data as Json[], 'data', expected);
    return c.result('dashboard');
  }
  let any = false;
  for (const [k, v] of Object.entries(value)) {
    const kind = ownValue(BY_KIND_KEYS, k);
    if (kind !== undefined && Array.isArray(v)) {
      any = true;
      c.items(v, k, kind);
    } else c.notes.push({ path: keyPath(k), message: 'ignored (not a list of rules)' });
  }
  if (!any) return failed('the object has no list of rules (flowRules, degradeRules, …)');
  return c.result('by-kind');
}

/** The dashboard's Nacos dataIds: `{app}-flow-rules`, `{app}-degrade-rules`, … (NacosConfigUtil). */
const DATA_ID_KINDS: readonly [string, RuleKindName][] = [
  ['-param-flow-rules', 'paramFlow'],
  ['-gw-flow-rules', 'gatewayFlow'],
  ['-gw-api-group-rules', 'gatewayApi'],
  ['-flow-rules', 'flow'],
  ['-degrade-rules', 'degrade'],
  ['-system-rules', 'system'],
  ['-authority-rules', 'authority'],
];

/** A Nacos config object (or a v2 Open API answer) whose content is the rules' JSON as a string; else null. */
function nacosContent(value: JsonRecord, work: Work | undefined): RuleImport | null {
  const key =
    typeof ownValue(value, 'content') === 'string'
      ? 'content'
      : typeof ownValue(value, 'data') === 'string' && Object.hasOwn(value, 'code')
        ? 'data'
        : null;
  if (key === null) return null;
  const content = value[key] as string;
  tally(work, content.length); // the trim
  const j = parseJson(content.trim(), work);
  if (!j.ok) return failed(`the Nacos config's ${key} is not JSON (${j.message})`);
  const id = ownValue(value, 'dataId');
  const dataId = typeof id === 'string' ? id : '';
  const expected = DATA_ID_KINDS.find(([suffix]) => dataId.endsWith(suffix))?.[1] ?? null;
  const inner = readJson(j.value, expected, work, false);
  if (!inner.ok) return inner;
  const ignored = Object.keys(value).filter((k) => k !== key);
  const where = dataId
    ? `Nacos config ${dataId}${typeof ownValue(value, 'group') === 'string' ? ` (${value.group as string})` : ''}`
    : 'Nacos';
  const note: Note = {
    path: '',
    message: `${where}: read its ${key}${ignored.length > 0 ? `, ignored ${ignored.join(', ')}` : ''}`,
  };
  const prefix = (n: Note): Note => ({
    ...n,
    path: n.path ? `${key}${n.path.startsWith('[') ? '' : '.'}${n.path}` : key,
  });
  return {
    ...inner,
    notes: [note, ...inner.notes.map(prefix)],
    cannot: inner.cannot.map((x) => ({
      ...x,
      path: x.path ? `${key}${x.path.startsWith('[') ? '' : '.'}${x.path}` : key,
    })),
  };
}

/**
 * Is this text Spring YAML (rather than JSON or properties)? Cheap; decides whether `yaml` is needed. Line by
 * line: a multi-line `/^\s*key:/m` over the whole text backtracks over every run of blank lines from each line
 * in it (80,000 blank lines took 15 s).
 */
export function looksLikeYaml(text: string, work?: Work): boolean {
  tally(work, text.length); // the trim
  const t = text.replace(/^\uFEFF/, '').trim();
  if (t.startsWith('[') || t.startsWith('{')) return false;
  return (
    someLine(t, (line) => /^\s*[\w.-]+\s*:(\s|$)/.test(line), work) &&
    !someLine(t, (line) => /^\s*[\w.-]+\s*=/.test(line), work)
  );
}

/**
 * Read rules from any supported text (see the module comment). YAML needs the `yaml` package
 * passed in (`importRules` loads it when the text is YAML); without it YAML is refused.
 */
export function importRulesText(
  text: string,
  expected: RuleKindName | null = null,
  yaml: YamlApi | null = null,
  work?: Work,
): RuleImport {
  if (typeof text !== 'string' || text.trim() === '') return failed('the text is empty');
  if (text.length > MAX_RULE_TEXT_CHARS) return failed(`the text is longer than ${MAX_RULE_TEXT_CHARS} characters`);
  tally(work, 2 * text.length); // the two trims
  const t = text.replace(/^\uFEFF/, '').trim();
  if (t.startsWith('[') || t.startsWith('{')) {
    const j = parseJson(t, work);
    if (!j.ok) return failed(`not valid JSON (${j.message})`);
    return importRulesJson(j.value, expected, work);
  }
  return importSpring(t, yaml, work);
}

/** `importRulesText`, loading the `yaml` package first when the text is YAML. Never rejects. */
export async function importRules(
  text: string,
  expected: RuleKindName | null = null,
  work?: Work,
): Promise<RuleImport> {
  if (typeof text !== 'string' || text.length > MAX_RULE_TEXT_CHARS || !looksLikeYaml(text, work))
    return importRulesText(text, expected, null, work);
  try {
    return importRulesText(text, expected, await import('yaml'), work);
  } catch (e) {
    return failed(`the YAML reader could not be loaded (${e instanceof Error ? e.message : String(e)})`);
  }
}

function importSpring(text: string, yaml: YamlApi | null, work: Work | undefined): RuleImport {
  const isYaml = looksLikeYaml(text, work);
  if (isYaml && yaml === null) return failed('YAML needs the YAML reader (use importRules)');
  const config = isYaml && yaml !== null ? parseYaml(text, yaml, work) : parseProperties(text, work);
  const sources = springDataSources(config, work);
  if (sources.length === 0) {
    // say what stopped the reading (an alias bomb, too many errors) before what is missing
    const first = config.problems.slice(0, 3).map((p) => `line ${p.line}: ${p.message}`);
    const more = config.problems.length - first.length;
    if (first.length > 0)
      return failed(
        `the ${isYaml ? 'YAML' : 'properties'} could not be read: ${first.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`,
      );
    return failed('no spring.cloud.sentinel.datasource.* entries and not JSON');
  }
  const c = new Collector(work);
  for (const p of config.problems) c.notes.push({ path: `line ${p.line}`, message: p.message });
  for (const s of sources) {
    const path = `spring.cloud.sentinel.datasource.${s.name}.${s.type}`;
    const kind = s.ruleType === null ? null : (ownValue(SPRING_RULE_TYPES, s.ruleType) ?? null);
    if (s.ruleType !== null && kind === null)
      c.notes.push({ path: `${path}.rule-type`, message: `unknown rule-type "${s.ruleType}"` });
    if (s.inline === null) {
      c.notes.push({ path, message: `its rules live in ${s.where}: paste that content here to apply them` });
      continue;
    }
    const j = parseJson(s.inline, work);
    if (!j.ok || !Array.isArray(j.value)) {
      c.notes.push({ path, message: `inline rules are not a JSON array (${j.ok ? 'not an array' : j.message})` });
      continue;
    }
    c.items(j.value, path, kind);
  }
  return c.result('spring');
}
