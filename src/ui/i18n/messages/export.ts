/** Export (SVG, PNG, CSV of a chart; the scenario as JSON), import of a scenario file, and embed mode. */
import type { Catalog } from './catalog';

export default {
  'export.menu.button': 'Export',
  'export.menu.label': 'Export: {title}',
  'export.item.svg': 'SVG image',
  'export.item.png': 'PNG image',
  'export.item.csvSeries': 'CSV, one row per tick',
  'export.item.csvRequests': 'CSV, one row per request',
  'export.item.needsChart': 'Switch the table off to export the drawing',
  'export.error.noChart': 'the chart is not drawn (it is shown as a table)',
  'export.error.failed': '{what} could not be made: {reason}',
  'export.standalone.link': 'Made with Flowlab · {url}',

  'export.scenario.group': 'Scenario file',
  'export.scenario.export': 'Export JSON',
  'export.scenario.import': 'Import JSON…',
  'export.scenario.file': 'Scenario JSON file',
  'export.import.failed':
    'This file could not be opened ({name}): {reason}. The last good scenario keeps running; nothing was changed.',
  'export.import.tooLarge': 'the file is too large ({bytes} bytes, at most {max})',
  'export.import.opened': 'Opened {name}.',
  'export.import.kept': 'Your previous work was kept.',
  'export.import.superseded':
    '{name} was not imported: you changed the scenario while it was being read, and your change was kept. Import the file again to open it.',
  'export.import.restore': 'Restore my previous work',
  'export.import.close': 'Close',
  'export.import.drop': 'Drop a scenario JSON file to open it',

  'export.embed.heading': 'Embed',
  'export.embed.chart': 'Chart',
  'export.embed.chart.qps': 'Passed and blocked QPS',
  'export.embed.chart.bucket': 'Token bucket',
  'export.embed.chart.curve': 'Warm-up curve',
  'export.embed.chart.requests': 'Requests',
  'export.embed.chart.breaker': 'Circuit breaker',
  'export.embed.code': 'Embed code',
  'export.embed.copy': 'Copy embed code',
  'export.embed.copied': 'Copied to the clipboard.',
  'export.embed.copyByHand': 'Copy the code from the box.',
  'export.embed.frameTitle': 'Flowlab: {chart}',
  'export.embed.open': 'Open in Flowlab',
  'export.embed.newTab': '(opens in a new tab)',
  'export.embed.loading': 'Simulating the scenario…',
  'export.embed.missing': 'This scenario has no “{chart}” chart for the limiter it shows.',
  'export.embed.unknown':
    '“{value}” is not a chart Flowlab can embed: use embed= one of {valid}. Showing the QPS chart.',
} satisfies Catalog;
