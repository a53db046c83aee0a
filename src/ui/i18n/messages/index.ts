/**
 * Every UI message, by language. Each feature keeps its messages in its own file (`<feature>.ts`, exporting
 * `{ en: {...}, zh: {...} }` with the same keys) so features can be added side by side; this file merges them.
 * Keys are `feature.thing`. test/ui/i18n.test.ts checks that every key exists in both languages.
 */
import app from './app';
import compare from './compare';
import chain from './chain';
import system from './system';
import charts from './charts';
import panels from './panels';
import controls from './controls';
import exportMessages from './export';
import explain from './explain';
import labels from './labels';
import editor from './editor';
import gallery from './gallery';
import cues from './cues';
import decision from './decision';
import shell from './shell';
import mainCharts from './main-charts';
import inputs from './inputs';
import keyboard from './keyboard';

import { allLimiterModules } from '../../../engine/limiters/registry';
import { allRuleModules } from '../../../engine/limiters/rule-registry';

export type Lang = 'en' | 'zh';
export type Messages = Record<Lang, Record<string, string>>;

const ALL: Messages[] = [
  app,
  compare,
  chain,
  system,
  charts,
  panels,
  controls,
  exportMessages,
  explain,
  labels,
  editor,
  gallery,
  cues,
  decision,
  shell,
  mainCharts,
  inputs,
  keyboard,
  // each limiter module's own file (engine/limiters/<kind>/messages.ts)
  ...allLimiterModules().map((m) => m.messages as Messages),
  // each rule module's (engine/limiters/degrade-*/messages.ts)
  ...allRuleModules().map((m) => m.messages as Messages),
];

export const MESSAGES: Messages = {
  en: Object.assign({}, ...ALL.map((m) => m.en)),
  zh: Object.assign({}, ...ALL.map((m) => m.zh)),
};

/** Per feature file, for the completeness test. */
export const MESSAGE_FILES: readonly Messages[] = ALL;
