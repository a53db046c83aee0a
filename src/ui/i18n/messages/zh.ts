/** Every 简体中文 UI message, merged from the feature files' `.zh` halves: a chunk of its own, loaded on demand. */
import app from './app.zh';
import ascode from './ascode.zh';
import charts from './charts.zh';
import compare from './compare.zh';
import controls from './controls.zh';
import cues from './cues.zh';
import decision from './decision.zh';
import editor from './editor.zh';
import explain from './explain.zh';
import exportMessages from './export.zh';
import gateway from './gateway.zh';
import hotParams from './hot-params.zh';
import imports from './imports.zh';
import inputs from './inputs.zh';
import keyboard from './keyboard.zh';
import labels from './labels.zh';
import mainCharts from './main-charts.zh';
import panels from './panels.zh';
import paramFlow from './param-flow.zh';
import shell from './shell.zh';
import system from './system.zh';
import stateChart from './state-chart.zh';
import headerNames from './header-names.zh';
import ascodeTargets from './ascode-targets.zh';
import summary from './summary.zh';
import choiceControls from './choice-controls.zh';
import scenario from './scenario.zh';
import gallery from './gallery.zh';
import galleryHotParams from './gallery-hot-params.zh';
import galleryCluster from './gallery-cluster.zh';
import galleryGateway from './gallery-gateway.zh';
import cluster from './cluster.zh';
import compareView from './compare-view.zh';
import importsDialog from './imports-dialog.zh';
import chainView from './chain-view.zh';
import chain from './chain.zh';
import hotGateway from './hot-gateway.zh';
import systemViews from './system-views.zh';
import breakerChart from './breaker-chart.zh';
import incidentList from './incident-list.zh';
import explainSteps from './explain-steps.zh';
import { LIMITERS_ZH } from '../../limiters/views-zh';
import { loadViewTexts } from '../../limiters/views';
import chainRules from './chain-rules.zh';
import reviewToggle from './review-toggle.zh';
import review from './review.zh';
import sweepToggle from './sweep-toggle.zh';
import sweep from './sweep.zh';
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

/** The gallery's files, in the order of en-gallery.ts (the gallery group; in this chunk, since 中文 is lazy anyway). */
export const GALLERY_FILES: readonly Catalog[] = [
  gallery,
  galleryHotParams,
  galleryCluster,
  galleryGateway,
  ...(await loadViewTexts('galleryTexts', 'zh')),
];

/** The other lazy groups' files, in the order of en-lazy.ts. */
export const LAZY_FILES: readonly Catalog[] = [
  cluster,
  compareView,
  ...(await loadViewTexts('compareTexts', 'zh')),
  importsDialog,
  chainView,
  chain,
  hotGateway,
  systemViews,
  breakerChart,
  incidentList,
  explainSteps,
  review,
  sweep,
];

export const CATALOG: Catalog = Object.assign(
  {},
  ...FILES,
  ...GALLERY_FILES,
  ...LAZY_FILES,
  ...Object.values(LIMITERS_ZH),
);
