/**
 * Share link format, version 1: `1.` + base64url(deflate-raw(JSON of a patch)).
 *
 * The patch holds only what differs from FROZEN defaults, written down here once and never
 * changed: `defaultScenario()` may evolve, but a v1 link must mean the same experiment
 * forever. Top-level keys equal to `V1_BASE` are left out; `view` is patched key by key; the
 * lists (`rules`, `guava`, `traffic`, `injections`) are written whole when they differ, each
 * item as a patch against `V1_ITEM_DEFAULTS` of its kind (a traffic or Guava item keeps its
 * `type`). The default scenario is the patch `{}`.
 *
 * Decoding expands the patch over the same frozen values, giving a complete version-1
 * scenario, which `parseScenario` validates (and upgrades, once newer versions exist).
 * DO NOT EDIT the constants below; a new format gets a new file and a new prefix.
 *
 * Keys the scenario gained after v1 was published, each with a default that reproduces the
 * old behaviour, are listed in `V1_ADDED_DEFAULTS` (append-only, values frozen too). A link
 * made before a key existed lacks it and means exactly that default, so decoding fills it in;
 * encoding leaves the key out while it equals that default, so such scenarios still get the
 * same link as before (the default scenario is still `{}`).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ATTRIBUTES = { acquire: 1, prioritized: false, rt: { type: 'fixed', ms: 0 }, errorRate: 0 };

export const V1_BASE: JsonObject = {
  version: 1,
  name: 'Warm-up: a cold service meets a step to 30 QPS',
  sentinelVersion: '1.8.9',
  coldFactor: 3,
  startMs: 1700000000000,
  durationMs: 30000,
  seed: 1,
  rules: [
    {
      resource: 'demo',
      limitApp: 'default',
      grade: 1,
      count: 20,
      strategy: 0,
      controlBehavior: 1,
      warmUpPeriodSec: 10,
      maxQueueingTimeMs: 500,
      clusterMode: false,
      regex: false,
    },
  ],
  guava: [{ type: 'warmingUp', permitsPerSecond: 20, warmupPeriodMs: 10000, coldFactor: 3, tryAcquireTimeoutMs: 0 }],
  traffic: [
    {
      type: 'step',
      steps: [
        { atMs: 0, qps: 5 },
        { atMs: 10000, qps: 30 },
      ],
      process: 'even',
      ...ATTRIBUTES,
    },
  ],
  injections: [],
  view: { limiter: { kind: 'sentinel', index: 0 }, cursorMs: 0, tickMs: 100 },
};

const WINDOW = { startMs: 0, endMs: null };

export const V1_ITEM_DEFAULTS: {
  rule: JsonObject;
  injection: JsonObject;
  guava: Record<string, JsonObject>;
  traffic: Record<string, JsonObject>;
} = {
  rule: {
    resource: '',
    limitApp: 'default',
    grade: 1,
    count: 0,
    strategy: 0,
    controlBehavior: 0,
    warmUpPeriodSec: 10,
    maxQueueingTimeMs: 500,
    clusterMode: false,
    regex: false,
  },
  injection: { atMs: 0, count: 10, spreadMs: 0, ...ATTRIBUTES },
  guava: {
    bursty: { type: 'bursty', permitsPerSecond: 10, maxBurstSeconds: 1, tryAcquireTimeoutMs: null },
    warmingUp: {
      type: 'warmingUp',
      permitsPerSecond: 20,
      warmupPeriodMs: 10000,
      coldFactor: 3,
      tryAcquireTimeoutMs: null,
    },
  },
  traffic: {
    constant: { type: 'constant', qps: 10, ...WINDOW, ...ATTRIBUTES },
    poisson: { type: 'poisson', qps: 10, ...WINDOW, ...ATTRIBUTES },
    burst: { type: 'burst', atMs: 0, count: 10, spreadMs: 0, ...ATTRIBUTES },
    step: { type: 'step', steps: [], process: 'even', ...ATTRIBUTES },
    ramp: { type: 'ramp', fromQps: 0, toQps: 10, ...WINDOW, process: 'even', ...ATTRIBUTES },
    spikes: { type: 'spikes', periodMs: 1000, count: 10, widthMs: 0, phaseMs: 0, ...WINDOW, ...ATTRIBUTES },
    sine: {
      type: 'sine',
      meanQps: 10,
      amplitudeQps: 5,
      periodMs: 10000,
      phaseMs: 0,
      ...WINDOW,
      process: 'even',
      ...ATTRIBUTES,
    },
    replay: { type: 'replay', timesMs: [], offsetMs: 0, ...ATTRIBUTES },
  },
};

/**
 * Keys added to the version-1 scenario after link format 1 was published, with the value that
 * means "as before": `scenario` at the top level, `source` in every traffic item and injection.
 * Append a key when the scenario gains one; never change or remove an entry.
 */
export const V1_ADDED_DEFAULTS: { scenario: JsonObject; source: JsonObject } = {
  scenario: {
    incidents: [],
    systemInputs: { load: [], cpu: [] },
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
  },
  source: { resource: null, origin: '', context: 'sentinel_default_context', entryType: 'IN' },
};

deepFreeze(V1_BASE);
deepFreeze(V1_ITEM_DEFAULTS);
deepFreeze(V1_ADDED_DEFAULTS);

type ListKey = 'rules' | 'guava' | 'traffic' | 'injections';
const LISTS: readonly ListKey[] = ['rules', 'guava', 'traffic', 'injections'];
/** The lists whose items carry `V1_ADDED_DEFAULTS.source`. */
const SOURCE_LISTS: readonly string[] = ['traffic', 'injections'];

/** `s` without the added keys (top level, and in traffic items and injections) equal to their defaults. */
function withoutAddedDefaults(s: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(s)) {
    const value = s[key];
    if (Object.hasOwn(V1_ADDED_DEFAULTS.scenario, key) && deepEqual(value, V1_ADDED_DEFAULTS.scenario[key])) continue;
    out[key] = SOURCE_LISTS.includes(key) && Array.isArray(value) ? value.map(withoutAddedSourceDefaults) : value;
  }
  return out;
}

function withoutAddedSourceDefaults(item: Json): Json {
  if (!isObject(item)) return item;
  const out: JsonObject = {};
  for (const key of Object.keys(item)) {
    const added = Object.hasOwn(V1_ADDED_DEFAULTS.source, key);
    if (!added || !deepEqual(item[key], V1_ADDED_DEFAULTS.source[key])) out[key] = item[key];
  }
  return out;
}

/** `s` with every added key it lacks set to its default (top level, traffic items, injections). */
function withAddedDefaults(s: JsonObject): JsonObject {
  const out: JsonObject = { ...(structuredClone(V1_ADDED_DEFAULTS.scenario) as JsonObject), ...s };
  for (const key of SOURCE_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) {
      out[key] = list.map((item) =>
        isObject(item) ? { ...(structuredClone(V1_ADDED_DEFAULTS.source) as JsonObject), ...item } : item,
      );
    }
  }
  return out;
}

function itemDefaults(list: ListKey, item: unknown): JsonObject {
  const type = isObject(item) ? item.type : undefined;
  if (list === 'rules') return V1_ITEM_DEFAULTS.rule;
  if (list === 'injections') return V1_ITEM_DEFAULTS.injection;
  const table = list === 'guava' ? V1_ITEM_DEFAULTS.guava : V1_ITEM_DEFAULTS.traffic;
  return typeof type === 'string' && Object.hasOwn(table, type) ? table[type] : {};
}

/**
 * Scenario lists added as optional keys ("absent means none"): left out of a link while empty, so a scenario
 * without them keeps its link, and an old link decodes without them (append-only).
 */
const OPTIONAL_LISTS: readonly string[] = ['limiters', 'paramFlowRules', 'gatewayFlowRules'];

/** A scenario (plain JSON, version 1) → the v1 patch. */
export function scenarioToV1Patch(scenario: unknown): JsonObject {
  const s = withoutAddedDefaults(scenario as JsonObject);
  const patch: JsonObject = {};
  for (const key of Object.keys(s)) {
    if (key === 'version') continue;
    const value = s[key];
    // an empty optional list means what its absence means (the scenario schema leaves it optional)
    if (OPTIONAL_LISTS.includes(key) && Array.isArray(value) && value.length === 0) continue;
    if (deepEqual(value, V1_BASE[key])) continue;
    if ((LISTS as readonly string[]).includes(key) && Array.isArray(value)) {
      patch[key] = value.map((item) => patchAgainst(item, itemDefaults(key as ListKey, item), true));
    } else if (key === 'view' && isObject(value) && isObject(V1_BASE.view)) {
      patch[key] = patchAgainst(value, V1_BASE.view, false);
    } else {
      patch[key] = value;
    }
  }
  return patch;
}

/** The v1 patch → a complete version-1 scenario (not yet validated). */
export function v1PatchToScenario(patch: unknown): { ok: true; json: JsonObject } | { ok: false; message: string } {
  if (!isObject(patch)) return { ok: false, message: 'the link does not hold a scenario object' };
  const out: JsonObject = structuredClone(V1_BASE) as JsonObject;
  for (const key of Object.keys(patch)) {
    const value = patch[key];
    if ((LISTS as readonly string[]).includes(key) && Array.isArray(value)) {
      out[key] = value.map((item) => (isObject(item) ? { ...itemDefaults(key as ListKey, item), ...item } : item));
    } else if (key === 'view' && isObject(value)) {
      out[key] = { ...(V1_BASE.view as JsonObject), ...value };
    } else {
      out[key] = value;
    }
  }
  out.version = 1;
  return { ok: true, json: withAddedDefaults(out) };
}

/** Keys of `value` that differ from `defaults` (`keepType`: always keep `type`). */
function patchAgainst(value: Json, defaults: JsonObject, keepType: boolean): Json {
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value)) {
    if ((keepType && key === 'type') || !deepEqual(value[key], defaults[key])) out[key] = value[key];
  }
  return out;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as JsonObject)[k], (b as JsonObject)[k]));
}

function deepFreeze(o: unknown): void {
  if (typeof o !== 'object' || o === null) return;
  Object.freeze(o);
  for (const v of Object.values(o)) deepFreeze(v);
}
