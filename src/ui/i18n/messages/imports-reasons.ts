/**
 * Why an importer refused a line (src/engine/traffic/import/reasons.ts): `imports.say.<code>`, after "line N: ",
 * and the count of bad lines past the first few shown. Spread into imports-dialog.ts (the import dialog's lazy
 * group); the CLI prints these English texts (src/cli/said-text.ts).
 */
import type { Catalog } from './catalog';

const OUT_OF_RANGE = 'is before 1970 or after 2100: no simulated clock starts there';

export default {
  'imports.say.notAccessLog': 'is not in the combined (or common) log format',
  'imports.say.accessTimeUnlike': 'time [{time}] is not like {example}',
  'imports.say.accessTimeRange': `time [{time}] ${OUT_OF_RANGE}`,
  'imports.say.metricFields':
    'has {fields} fields separated by "|"; a metric line has 8, 9 or 11 (with the date) or 7, 8 or 10',
  'imports.say.metricFieldsDated': 'has {fields} fields separated by "|"; a metric line has 8, 9 or 11',
  'imports.say.metricTimestamp': 'timestamp {value} is not epoch milliseconds',
  'imports.say.metricTimestampRange': `timestamp {value} ${OUT_OF_RANGE}`,
  'imports.say.metricNoResource': 'the resource name is empty',
  'imports.say.metricNotInteger': '{field} {value} is not an integer',
  'imports.say.metricNegative': '{field} {value} is negative',
  'imports.say.csvEmpty': 'is empty',
  'imports.say.csvNoTimeColumn': 'the header has no column "{column}" (it has {columns})',
  'imports.say.csvShortRow': 'has {cells} cells, no "{column}" (column {index})',
  'imports.say.csvTimeUnlike': '"{value}" is not a time in the format {format}',
  'imports.say.csvTimeRange': `time "{value}" ${OUT_OF_RANGE}`,
  'imports.say.csvRt': 'response time "{value}" is not a number of ms',
  'imports.say.moreBadLines.one': 'and {count} more bad line',
  'imports.say.moreBadLines.other': 'and {count} more bad lines',
} satisfies Catalog;
