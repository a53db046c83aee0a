/**
 * Importing real traffic (metric logs, access logs, CSV, pasted times) and rules in other shapes: the words shown
 * with the page. The import dialog's and the per-second editor's are a lazy group (imports-dialog.ts).
 */
import type { Catalog } from './catalog';

export default {
  'imports.open': 'Import traffic…',
  'imports.close': 'Close',
  'imports.observed.title': 'The log against the current rules',
  'imports.observed.caption':
    'Per second: what the log says passed and was blocked ({label}), beside what the current rules pass and block for the same offered load.',
  'imports.observed.logPass': 'log passed',
  'imports.observed.logBlock': 'log blocked',
  'imports.observed.simPass': 'simulated passed',
  'imports.observed.simBlock': 'simulated blocked',
  'imports.observed.second': 'second',
  'imports.observed.totals':
    'Log: {logPass} passed, {logBlock} blocked. Current rules: {simPass} passed, {simBlock} blocked.',
  'imports.observed.table': 'Show as table',
  'imports.rules.applied': 'Read {shape} rules{name}: {counts}.',
  'imports.rules.cannot': '{path}: {reason}',
  'imports.rules.note': '{path}: {message}',
  'imports.rules.pasted': 'Read the pasted rules as Sentinel data-source JSON.',
  'imports.rules.more.one': 'and {count} more note',
  'imports.rules.more.other': 'and {count} more notes',
  'imports.rules.unread': 'The pasted text was not read as rules: {reason}.',
  'imports.undo.traffic': 'You imported traffic. The scenario before the import is kept.',
  'imports.undo.rules': 'You imported rules. The scenario before the import is kept.',
  'imports.share.full':
    'This link carries the imported traffic in full ({sources} source(s), as imported): {kb} KB of scenario JSON of the {max} KB a link holds ({link} characters).',
  'imports.share.summary':
    'This link holds a per-second summary of the imported traffic, not its {times} arrival times: whoever opens it gets the same counts per second, with the times inside each second spread again from the seed. The full scenario is {full} KB of JSON, more than the {max} KB a link holds (this link: {kb} KB, {link} characters). Export → Scenario (JSON) keeps the exact times.',
  'imports.perSecond.title': 'Requests per second',
  'imports.perSecond.none': 'The traffic is a shape. Type the requests of each second instead, or import a metric log.',
  'imports.perSecond.create': 'Type counts per second…',
} satisfies Catalog;
