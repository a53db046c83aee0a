/**
 * Every English UI message but the lazy groups', merged from the feature files (loaded with the page). The
 * gallery's and the tour's texts (en-gallery.ts) and the texts only lazily loaded views show (en-lazy.ts) are
 * lazy groups, loaded with those views' chunks (`loadTexts` in ../lang.ts).
 */
import app from './app';
import ascode from './ascode';
import charts from './charts';
import compare from './compare';
import controls from './controls';
import cues from './cues';
import decision from './decision';
import editor from './editor';
import explain from './explain';
import exportMessages from './export';
import gateway from './gateway';
import hotParams from './hot-params';
import imports from './imports';
import inputs from './inputs';
import keyboard from './keyboard';
import labels from './labels';
import mainCharts from './main-charts';
import panels from './panels';
import paramFlow from './param-flow';
import shell from './shell';
import system from './system';
import stateChart from './state-chart';
import headerNames from './header-names';
import ascodeTargets from './ascode-targets';
import summary from './summary';
import choiceControls from './choice-controls';
import scenario from './scenario';
import chainRules from './chain-rules';
import reviewToggle from './review-toggle';
import sweepToggle from './sweep-toggle';
import type { Catalog } from './catalog';

/** Per feature file, in the same order in both languages (for the completeness test). */
export const FILES: readonly Catalog[] = [
  app,
  ascode,
  charts,
  compare,
  controls,
  cues,
  decision,
  editor,
  explain,
  exportMessages,
  gateway,
  hotParams,
  imports,
  inputs,
  keyboard,
  labels,
  mainCharts,
  panels,
  paramFlow,
  shell,
  system,
  stateChart,
  choiceControls,
  scenario,
  summary,
  headerNames,
  ascodeTargets,
  chainRules,
  reviewToggle,
  sweepToggle,
];

export const CATALOG: Catalog = Object.assign({}, ...FILES);
