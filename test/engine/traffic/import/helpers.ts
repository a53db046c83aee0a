/** The import modules under test, and the civil-date helper the timestamp tests check. */
import { saidText } from '../../../../src/cli/said-text';
import { isReason } from '../../../../src/engine/traffic/import';

export * from '../../../../src/engine/traffic/import';
export { daysFromCivil as daysFromCivilForTest } from '../../../../src/engine/traffic/import/timestamps';

/** A parser's reason in English (the CLI's and the dialog's English words); '' for a parsed row. */
export const reasonText = (r: object): string => (isReason(r) ? saidText(r) : '');
