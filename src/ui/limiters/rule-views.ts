/**
 * Every rule module's view (rule-view.ts), by kind: one line each, a mapped type over the rule cores' kinds
 * (engine/limiters/rule-registry.ts), so a core without its view, or a view under another kind, does not compile.
 * The degrade, hot-parameter and gateway controls and the breaker chart ask here for a rule's sliders and chart
 * part: the core says which module a rule is (by list, Sentinel version and grade), its view how it is shown.
 */
import {
  DEFAULT_SENTINEL_VERSION,
  degradeModuleOf,
  degradeVersionOf,
  modulesOfList,
  type RuleModuleKind,
} from '../../engine/limiters/rule-registry';
import type { RuleModule } from '../../engine/limiters/rule-contract';
import type { BreakerChartPart, RuleGrade, RuleView } from './rule-view';
import { degradeErrorCountView } from './degrade-error-count/view';
import { degradeErrorRatioView } from './degrade-error-ratio/view';
import { degradeLegacyView } from './degrade-legacy/view';
import { degradeSlowRatioView } from './degrade-slow-ratio/view';
import { gatewayFlowView } from './gateway-flow/view';
import { paramFlowView } from './param-flow/view';

export const RULE_VIEWS: { readonly [K in RuleModuleKind]: RuleView<K> } = {
  'degrade-slow-ratio': degradeSlowRatioView,
  'degrade-error-ratio': degradeErrorRatioView,
  'degrade-error-count': degradeErrorCountView,
  'degrade-legacy': degradeLegacyView,
  'param-flow': paramFlowView,
  'gateway-flow': gatewayFlowView,
};

/** The view's entry for one grade of a module (the module stands for it: its core lists it). */
function gradeOf(module: RuleModule<RuleModuleKind>, grade: number): RuleGrade | undefined {
  return RULE_VIEWS[module.kind].grades.find((g) => g.grade === grade);
}

/** The grade entries of every module of one rule list. */
function gradesOfList(list: RuleModule['ruleList']): RuleGrade[] {
  return modulesOfList(list).flatMap((m) => RULE_VIEWS[m.kind].grades);
}

/** Every field a module of `list` has a slider for. */
function fieldsOfList(list: RuleModule['ruleList']): Set<string> {
  return new Set(gradesOfList(list).flatMap((g) => g.controls.map((c) => String(c.path[0]))));
}

/** A grade of a one-module list (hot-parameter, gateway); an unknown grade gets the QPS grade's sliders, no name. */
function perGradeOf(
  list: 'paramFlowRules' | 'gatewayFlowRules',
  grade: number,
): { nameKey: string | null; grade: RuleGrade } {
  const grades = gradesOfList(list);
  const found = grades.find((g) => g.grade === grade);
  if (found !== undefined) return { nameKey: found.nameKey, grade: found };
  const qps = grades.find((g) => g.grade === 1);
  if (qps === undefined) throw new RangeError(`no ${list} module declares the QPS grade`);
  return { nameKey: null, grade: qps };
}

/**
 * The hot-parameter module's grade entry for a ParamFlowRule of `grade` (its sliders and name); a grade Sentinel
 * does not know (the rule lets every value pass) gets the QPS grade's sliders and a null name.
 */
export function paramFlowControlsOf(grade: number): { nameKey: string | null; grade: RuleGrade } {
  return perGradeOf('paramFlowRules', grade);
}

/** The gateway module's grade entry for a GatewayFlowRule of `grade`; an unknown grade gets the QPS sliders. */
export function gatewayFlowControlsOf(grade: number): { nameKey: string | null; grade: RuleGrade } {
  return perGradeOf('gatewayFlowRules', grade);
}

/** Every field the gateway module has a slider for. */
export function gatewayFlowRuleFields(): Set<string> {
  return fieldsOfList('gatewayFlowRules');
}

/** Every field the hot-parameter module has a slider for. */
export function paramFlowRuleFields(): Set<string> {
  return fieldsOfList('paramFlowRules');
}

/**
 * The sliders of a degrade rule of `grade` under `sentinelVersion` (absent: the default), and its grade's name.
 * A grade no module has (an invalid rule, still being edited) gets the last grade's sliders of the version's
 * module (the plain `count` of an error count) and a null name.
 */
export function degradeControlsOf(
  sentinelVersion: string | undefined,
  grade: number,
): { nameKey: string | null; grade: RuleGrade } {
  const version = degradeVersionOf(sentinelVersion);
  const module = degradeModuleOf(version, grade);
  const found = module === null ? undefined : gradeOf(module, grade);
  if (found !== undefined) return { nameKey: found.nameKey, grade: found };
  const grades = modulesOfList('degradeRules')
    .filter((m) => m.sentinelVersions.includes(version))
    .flatMap((m) => RULE_VIEWS[m.kind].grades);
  const last = grades.reduce((a, b) => (b.grade > a.grade ? b : a));
  return { nameKey: null, grade: last };
}

/** Every field some degrade module has a slider for (their errors show beside the slider, not below). */
export function degradeRuleFields(): Set<string> {
  return fieldsOfList('degradeRules');
}

/**
 * How the breaker chart reads a track of `grade`: as the 1.8 module of that grade declares (a legacy rule's
 * track reads as the 1.8 grade of the same number; a grade no module has, as an error count).
 */
export function breakerChartOf(grade: number): BreakerChartPart {
  const of = (g: number) => {
    const module = degradeModuleOf(DEFAULT_SENTINEL_VERSION, g);
    return module === null ? undefined : gradeOf(module, g)?.chart;
  };
  const chart = of(grade) ?? of(2);
  if (chart === undefined || chart === null) throw new RangeError('no breaker chart declared for degrade grade 2');
  return chart;
}
