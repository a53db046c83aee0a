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
