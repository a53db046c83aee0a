/**
 * Why a line is bad: one code per reason an importer refuses a line, with the values it quotes (the line
 * number stays on the BadLine). Worded like the notes (said.ts): `imports.say.<code>` in both catalogs.
 * The list is what a test walks, so a reason added here without words in English and 中文 fails it.
 */
import { said, type Said } from './said';

export const BAD_LINE_CODES = [
  // access log
  'notAccessLog',
  'accessTimeUnlike',
  'accessTimeRange',
  // Sentinel metric log
  'metricFields',
  'metricFieldsDated',
  'metricTimestamp',
  'metricTimestampRange',
  'metricNoResource',
  'metricNotInteger',
  'metricNegative',
  // CSV / TSV
  'csvEmpty',
  'csvNoTimeColumn',
  'csvShortRow',
  'csvTimeUnlike',
  'csvTimeRange',
  'csvRt',
] as const;

export type BadLineCode = (typeof BAD_LINE_CODES)[number];

export const badLine = (code: BadLineCode, params: Record<string, string | number> = {}): Said => said(code, params);

/** A parser's answer is a row or a reason; a reason is the one with a code. */
export const isReason = (r: object): r is Said => 'code' in r && 'params' in r;
