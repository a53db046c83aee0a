/** One colour (a CSS variable) and one shape per request outcome, used by every chart and legend. */
import { Outcome } from '../../engine/sim/result';

export interface OutcomeStyle {
  outcome: Outcome;
  /** the CSS class and the message key's tail */
  name: string;
  /** the outcome's words: `outcome.<name>` (messages/labels.ts) */
  nameKey: string;
  /** the glyph used in legends and tables */
  glyph: string;
  cssVar: string;
}

export const OUTCOME_STYLES: readonly OutcomeStyle[] = [
  { outcome: Outcome.Passed, name: 'passed', nameKey: 'outcome.passed', glyph: '●', cssVar: '--passed' },
  { outcome: Outcome.Waited, name: 'waited', nameKey: 'outcome.waited', glyph: '◐', cssVar: '--waited' },
  { outcome: Outcome.Blocked, name: 'blocked', nameKey: 'outcome.blocked', glyph: '×', cssVar: '--blocked' },
];

export function outcomeStyle(o: number): OutcomeStyle {
  return OUTCOME_STYLES[o] ?? OUTCOME_STYLES[0];
}

/**
 * "Passed" means one thing everywhere (the summary's `passed`, Compare, the CLI): every request admitted, at once
 * or after a wait. Where the parts are shown they are labelled as parts of it.
 */
export interface PassedCounts {
  /** every admitted request (the summary's `passed`) */
  passed: number;
  /** of them, admitted at once (the ● marks) */
  atOnce: number;
  /** of them, admitted after a wait (the ◐ marks; the summary's `waited`) */
  afterWait: number;
  blocked: number;
}

export function passedCounts(summary: { passed: number; waited: number; blocked: number }): PassedCounts {
  return {
    passed: summary.passed,
    atOnce: summary.passed - summary.waited,
    afterWait: summary.waited,
    blocked: summary.blocked,
  };
}
