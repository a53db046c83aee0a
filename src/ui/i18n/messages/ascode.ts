/** The "As code" panel: the current rules as Java, YAML, Nacos JSON, Go or Guava code, read only, with Copy. */
import type { Catalog } from './catalog';

export default {
  'ascode.open': 'As code',
  'ascode.open.hint': 'The current rules as code to paste into a service (Java, Spring YAML, Nacos, Go, Guava)',
  'ascode.title': 'Rules as code',
  'ascode.intro':
    'The rules Flowlab is running, written for your service. Read only: change the rules with the controls or the Rule JSON, and this text follows.',
  'ascode.target': 'Target',
  'ascode.app': 'Application name',
  'ascode.app.hint': 'spring.application.name: the Nacos data ids start with it',
  'ascode.file': 'File: {name}',
  'ascode.copy': 'Copy',
  'ascode.copied.one': 'Copied {count} line to the clipboard.',
  'ascode.copied.other': 'Copied {count} lines to the clipboard.',
  'ascode.copyFailed': 'The browser refused the clipboard: select the text and copy it by hand.',
  'ascode.loading': 'Loading the code view…',
  'ascode.aria': '{target}: {file}, read only',
  'ascode.close': 'Close',
  'ascode.noScenario': 'No valid scenario yet: fix the rules first.',
} satisfies Catalog;
