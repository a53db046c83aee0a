/**
 * Every rule-kind limiter module (rule-contract.ts), by its kind: one line each. The degrade controls and the
 * breaker explainer ask here which module a degrade rule is, from the scenario's `sentinelVersion` and the rule's
 * `grade` (what Sentinel's DegradeRuleManager reads to pick a breaker class). The mapped type rejects an entry
 * whose module is not its key's; rule-engines.ts lists the engine halves the same way.
 */
import type { BreakerChartPart, RuleGrade, RuleModule } from './rule-contract';
import { degradeErrorCount } from './degrade-error-count';
import { degradeErrorRatio } from './degrade-error-ratio';
import { degradeLegacy } from './degrade-legacy';
import { degradeSlowRatio } from './degrade-slow-ratio';
import { gatewayFlow } from './gateway-flow';
import { paramFlow } from './param-flow';

function ownKinds<T extends { readonly [K in keyof T]: RuleModule<K & string> }>(t: T): T {
  return t;
}

const RULE_MODULES = ownKinds({
  'degrade-slow-ratio': degradeSlowRatio,
  'degrade-error-ratio': degradeErrorRatio,
  'degrade-error-count': degradeErrorCount,
  'degrade-legacy': degradeLegacy,
  'param-flow': paramFlow,
  'gateway-flow': gatewayFlow,
});

export type RuleModuleKind = keyof typeof RULE_MODULES;

export function allRuleModules(): RuleModule[] {
  return Object.values(RULE_MODULES);
}

/** The modules of one rule list (their grades are told apart only within a list). */
function modulesOfList(list: RuleModule['ruleList']): RuleModule[] {
  return allRuleModules().filter((m) => m.ruleList === list);
}

/**
 * The hot-parameter module's grade entry for a ParamFlowRule of `grade` (its sliders and name); a grade Sentinel
 * does not know (the rule lets every value pass) gets the QPS grade's sliders and a null name.
 */
export function paramFlowControlsOf(grade: number): { nameKey: string | null; grade: RuleGrade } {
  const grades = modulesOfList('paramFlowRules').flatMap((m) => m.grades);
  const found = grades.find((g) => g.grade === grade);
  if (found !== undefined) return { nameKey: found.nameKey, grade: found };
  const qps = grades.find((g) => g.grade === 1);
  if (qps === undefined) throw new RangeError('no hot-parameter rule module declares the QPS grade');
  return { nameKey: null, grade: qps };
}

/** The gateway module's grade entry for a GatewayFlowRule of `grade`; an unknown grade gets the QPS sliders. */
export function gatewayFlowControlsOf(grade: number): { nameKey: string | null; grade: RuleGrade } {
  const grades = modulesOfList('gatewayFlowRules').flatMap((m) => m.grades);
  const found = grades.find((g) => g.grade === grade);
  if (found !== undefined) return { nameKey: found.nameKey, grade: found };
  const qps = grades.find((g) => g.grade === 1);
  if (qps === undefined) throw new RangeError('no gateway rule module declares the QPS grade');
  return { nameKey: null, grade: qps };
}

/** Every field the gateway module has a slider for. */
export function gatewayFlowRuleFields(): Set<string> {
  return new Set(
    modulesOfList('gatewayFlowRules').flatMap((m) => m.grades.flatMap((g) => g.controls.map((c) => String(c.path[0])))),
  );
}

/** Every field the hot-parameter module has a slider for. */
export function paramFlowRuleFields(): Set<string> {
  return new Set(
    modulesOfList('paramFlowRules').flatMap((m) => m.grades.flatMap((g) => g.controls.map((c) => String(c.path[0])))),
  );
}

/** The module a degrade rule of `grade` is under `sentinelVersion`, and its grade entry; null: no such grade. */
export function degradeModuleOf(
  sentinelVersion: string,
  grade: number,
): { module: RuleModule; grade: RuleGrade } | null {
  for (const m of modulesOfList('degradeRules')) {
    if (!m.sentinelVersions.includes(sentinelVersion)) continue;
    const g = m.grades.find((x) => x.grade === grade);
    if (g !== undefined) return { module: m, grade: g };
  }
  return null;
}

/** Sentinel's version when a scenario does not say (the scenario schema's default). */
const DEFAULT_VERSION = '1.8.9';

/**
 * The sliders of a degrade rule of `grade` under `sentinelVersion` (absent: the default), and its grade's name.
 * A grade no module has (an invalid rule, still being edited) gets the last grade's sliders of the version's
 * module (the plain `count` of an error count) and a null name.
 */
export function degradeControlsOf(
  sentinelVersion: string | undefined,
  grade: number,
): { nameKey: string | null; grade: RuleGrade } {
  const version = modulesOfList('degradeRules').some((m) => m.sentinelVersions.includes(sentinelVersion ?? ''))
    ? (sentinelVersion as string)
    : DEFAULT_VERSION;
  const found = degradeModuleOf(version, grade);
  if (found !== null) return { nameKey: found.grade.nameKey, grade: found.grade };
  const grades = modulesOfList('degradeRules')
    .filter((m) => m.sentinelVersions.includes(version))
    .flatMap((m) => m.grades);
  const last = grades.reduce((a, b) => (b.grade > a.grade ? b : a));
  return { nameKey: null, grade: last };
}

/** Every field some degrade module has a slider for (their errors show beside the slider, not below). */
export function degradeRuleFields(): Set<string> {
  return new Set(
    modulesOfList('degradeRules').flatMap((m) => m.grades.flatMap((g) => g.controls.map((c) => String(c.path[0])))),
  );
}

/**
 * How the breaker chart reads a track of `grade`: as the 1.8 module of that grade declares (a legacy rule's
 * track reads as the 1.8 grade of the same number; a grade no module has, as an error count).
 */
export function breakerChartOf(grade: number): BreakerChartPart {
  const chart =
    degradeModuleOf(DEFAULT_VERSION, grade)?.grade.chart ?? degradeModuleOf(DEFAULT_VERSION, 2)?.grade.chart;
  if (chart === undefined || chart === null) throw new RangeError('no breaker chart declared for degrade grade 2');
  return chart;
}
