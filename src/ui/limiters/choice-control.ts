/**
 * Reading and writing a module's choice controls (view.ts `ChoiceControl`) on one configuration: which
 * option a configuration holds, and the configuration with another option chosen. Pure data in, data out, so
 * the page (a select's change is one scenario edit, like a slider's) and the tests (every option parses with
 * the module's schema) apply an option the same way.
 */
import type { ChoiceControl, ChoiceOption, Control } from './view';

type Obj = Readonly<Record<string, unknown>>;

function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object';
}

/** The field's value in `config`, or the control's fallback (the schema default) while it is absent. */
export function choiceValue(config: unknown, c: ChoiceControl): unknown {
  let v: unknown = config;
  for (const k of c.path) v = isObj(v) ? v[k] : undefined;
  return v === undefined ? c.fallback : v;
}

/** The index of the option `config` holds; -1 when it holds a value none of the options is (typed as JSON). */
export function choiceIndex(config: unknown, c: ChoiceControl): number {
  const v = choiceValue(config, c);
  return c.options.findIndex((o) => o.value === v);
}

/** A copy of `obj` (an object, or an array indexed by a numeric key) with `key` set, or removed when undefined. */
function withKey(obj: unknown, key: string, value: unknown): unknown {
  if (Array.isArray(obj)) {
    const copy: unknown[] = obj.slice();
    copy[Number(key)] = value;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(isObj(obj) ? obj : {}) };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

/** The field's parent object with the option's value and its `also` siblings written. */
function applyAt(parent: unknown, field: string, option: ChoiceOption): unknown {
  let out = withKey(parent, field, option.value);
  for (const [k, v] of Object.entries(option.also ?? {})) {
    const present = isObj(out) && (out as Obj)[k] !== undefined;
    if (v === undefined) out = withKey(out, k, undefined);
    else if (!present) out = withKey(out, k, v);
  }
  return out;
}

/** `config` with `option` chosen: objects and arrays along the path copied, the rest shared. */
export function withChoice<T>(config: T, c: ChoiceControl, option: ChoiceOption): T {
  const go = (node: unknown, depth: number): unknown => {
    const key = c.path[depth];
    if (depth === c.path.length - 1) return applyAt(node, key, option);
    const child = isObj(node) ? (node as Record<string, unknown>)[key] : undefined;
    return withKey(node, key, go(child, depth + 1));
  };
  return (c.path.length === 0 ? config : go(config, 0)) as T;
}

/**
 * Whether slider `control` applies to `config`: always, unless it is `onlyWith` a choice (read through the
 * module's choice control at that path, so an absent field counts as its default) whose value is not listed.
 */
export function controlApplies(config: unknown, control: Control, choices: readonly ChoiceControl[]): boolean {
  const only = control.onlyWith;
  if (!only) return true;
  const same = (p: readonly string[]) => p.length === only.path.length && p.every((k, i) => k === only.path[i]);
  const choice = choices.find((c) => same(c.path));
  const value = choice
    ? choiceValue(config, choice)
    : only.path.reduce<unknown>((v, k) => (isObj(v) ? v[k] : undefined), config);
  return only.values.some((v) => v === value);
}
