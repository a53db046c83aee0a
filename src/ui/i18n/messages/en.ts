/** Every English UI message, merged from the feature files (loaded with the page). */
import app from './app';
import ascode from './ascode';
import chain from './chain';
import cluster from './cluster';
import charts from './charts';
import compare from './compare';
import controls from './controls';
import cues from './cues';
import decision from './decision';
import editor from './editor';
import explain from './explain';
import exportMessages from './export';
import gallery from './gallery';
import galleryHotParams from './gallery-hot-params';
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
import galleryContrast from './gallery-contrast';
import galleryContrastB from './gallery-contrast-b';
import compareContrast from './compare-contrast';
import compareContrastB from './compare-contrast-b';
import type { Catalog } from './catalog';

/** Per feature file, in the same order in both languages (for the completeness test). */
export const FILES: readonly Catalog[] = [
  app,
  ascode,
  chain,
  cluster,
  charts,
  compare,
  controls,
  cues,
  decision,
  editor,
  explain,
  exportMessages,
  gallery,
  galleryHotParams,
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
  galleryContrast,
  galleryContrastB,
  compareContrast,
  compareContrastB,
];

export const CATALOG: Catalog = Object.assign({}, ...FILES);
