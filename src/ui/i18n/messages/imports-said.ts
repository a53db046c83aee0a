/**
 * What the traffic importers say (src/engine/traffic/import/said.ts): each code's words, `imports.say.<code>`,
 * with the importer's parameters. Part of the import dialog's lazy group (spread into imports-dialog.ts); the
 * CLI prints these English texts (src/cli/said-text.ts).
 */
import type { Catalog } from './catalog';

export default {
  'imports.say.wholeSeconds':
    'times have whole-second resolution: each second’s requests are spread inside the second from the seed (as a metric log’s), not stacked on one millisecond',
  'imports.say.resourcesLeft.one': '{count} picked resource not imported (at most 8 sources)',
  'imports.say.resourcesLeft.other': '{count} picked resources not imported (at most 8 sources)',
  'imports.say.secondsCut': 'the log covers {span} s; the first {seconds} s ({minutes} minutes) are imported',
  'imports.say.groupsMerged.one': '{count} smaller (resource, origin) group merged into one source',
  'imports.say.groupsMerged.other': '{count} smaller (resource, origin) groups merged into one source',
  'imports.say.requestsCut.one': '{count} request after the first {minutes} minutes is not imported',
  'imports.say.requestsCut.other': '{count} requests after the first {minutes} minutes are not imported',
  'imports.say.tooManyTimes':
    '{count} requests are more than a replay holds ({max}): kept as counts per second, spread inside each second from the seed',
  'imports.say.paramsKept.one': '{count} parameter value kept as its request’s args[0] (a String)',
  'imports.say.paramsKept.other': '{count} parameter values kept as each request’s args[0] (a String)',
  'imports.say.lineTooLong':
    'line {line} is longer than {max} characters, the longest line read (a log line is far shorter: is this a text log?)',
  'imports.say.binary': 'this looks like a binary file (NUL bytes at byte {byte}), not a log or CSV: it was not parsed',
  'imports.say.tooLargeUnpacked': 'the file unpacks to more than {max} bytes, the most read',
  'imports.say.gzipBroken': 'the gzip file is damaged or cut short ({reason})',
  'imports.say.unreadable': 'the file could not be read ({reason})',
  'imports.say.misfits.one':
    'format read from the first lines; line {lines} is not in it (a rotated log’s cut first line?) and is counted as a bad line',
  'imports.say.misfits.other':
    'format read from the first lines; lines {lines} are not in it and are counted as bad lines',
  'imports.say.resourcesPastCap.one':
    '{listed} resources listed; {count} more is in the log, past the {kept} Flowlab keeps — type a name to find it',
  'imports.say.resourcesPastCap.other':
    '{listed} resources listed; {count} more are in the log, past the {kept} Flowlab keeps — type a name to find them',
  'imports.say.resourcesPastCapMore.one':
    '{listed} resources listed; more than {count} more are in the log — type a name to find it among the first {count}',
  'imports.say.resourcesPastCapMore.other':
    '{listed} resources listed; more than {count} more are in the log — type a name to find it among the first {count}',
  'imports.say.pastCap': '{name} is past the {kept} resources Flowlab keeps',
} satisfies Catalog;
