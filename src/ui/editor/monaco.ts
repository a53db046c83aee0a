/**
 * Monaco, loaded ONLY through dynamic import() so it lands in its own chunks and the first paint
 * never waits for it. Slim entry points (monaco-editor ≥ 0.56): core editor API, JSON language
 * features (JSON Schema diagnostics), hover and format. See docs/toolchain.md §5.4.
 */
import * as monaco from 'monaco-editor/editor';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/folding/register';
// Every editor contribution, registered before the first editor exists. The JSON language's worker
// manager imports this same module when the first JSON model appears; loaded that late, the
// contributions' services (code lens cache, suggest memories, drag and drop) are missing from the
// already-started service collection, and every editor created afterwards (the As code viewer)
// logs "[createInstance] … depends on UNKNOWN service". It is in this chunk either way. What would
// change the editor's keys or ask the JSON worker about every edit stays off (QUIET).
import 'monaco-editor/internal/common/workers';
// colouring only (Monarch tokenizers, each loaded when first used) for the "As code" viewer
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/yaml/register';
import 'monaco-editor/languages/definitions/go/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import type { DocKey } from './rule-tabs';
import { monacoJsonFits } from '../../share/rule-text';
import { t } from '../i18n/i18n.svelte';

/**
 * Contributions that would pop up unasked, take Tab (an open suggestion accepts on Tab, so Ctrl+M then Tab
 * would no longer leave the editor) or send the JSON worker a request per edit (colours, links: a hostile
 * text would overflow its stack). Schema completions stay on Ctrl+Space; Find (Ctrl+F) stays.
 */
const QUIET: monaco.editor.IEditorOptions = {
  quickSuggestions: false,
  suggestOnTriggerCharacters: false,
  parameterHints: { enabled: false },
  inlineSuggest: { enabled: false },
  colorDecorators: false,
  links: false,
  codeLens: false,
  inlayHints: { enabled: 'off' },
  lightbulb: { enabled: monaco.editor.ShowLightbulbIconMode.Off },
  stickyScroll: { enabled: false },
};

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};

/**
 * The language of a text too large or too deep for Monaco's JSON mode. Not 'plaintext': that one has
 * default bracket pairs, so Monaco's bracket tree, bracket matching and their decorations still walk
 * every bracket of the text (100,000 nested `[` cost ~0.3-0.5 s of one main-thread task). This one has none.
 */
const LARGE_TEXT = 'flowlab-large-text';
monaco.languages.register({ id: LARGE_TEXT });
monaco.languages.setLanguageConfiguration(LARGE_TEXT, { brackets: [], autoClosingPairs: [], surroundingPairs: [] });

/** One model per tab; the Flow tab keeps the URI it had before there were tabs. */
const modelUri = (kind: DocKey) => `inmemory://flowlab/${kind}.json`;
/** identifiers only, never fetched */
const schemaUri = (kind: DocKey) => `https://flowlab.invalid/${kind}.schema.json`;
const OWNER = 'flowlab';

export interface EditorMarker {
  severity: 'error' | 'warning';
  message: string;
  line: number;
  column: number;
}

export interface FlowlabIssueRange {
  message: string;
  severity: 'error' | 'warning';
  /** offsets in the text */
  start: number;
  end: number;
}

export interface RuleDocument {
  kind: DocKey;
  /** the tab's name, for the editor's accessible name */
  label: string;
  value: string;
  /** JSON Schema of the document (Monaco's diagnostics), or null for none */
  schema: object | null;
}

export interface RuleEditorOptions {
  /** one document per tab */
  docs: readonly RuleDocument[];
  /** the document shown first */
  active: DocKey;
  dark: boolean;
  onChange: (kind: DocKey, text: string) => void;
  onMarkers?: (kind: DocKey, markers: EditorMarker[]) => void;
}

export interface RuleEditorHandle {
  /** shows the document of `kind` (each keeps its own undo history, cursor and scroll) */
  show(kind: DocKey): void;
  getValue(kind: DocKey): string;
  /** replaces the text of `kind` (keeps undo history) */
  setValue(kind: DocKey, text: string): void;
  /** formats the document shown */
  format(): Promise<void>;
  setFlowlabIssues(kind: DocKey, issues: FlowlabIssueRange[]): void;
  /** a new JSON Schema for a document (the limiter tab's follows the limiter on screen); null for none */
  setSchema(kind: DocKey, schema: object | null): void;
  setDark(dark: boolean): void;
  /** new tab names (after a language switch): the accessible name follows */
  relabel(labels: Partial<Record<DocKey, string>>): void;
  focus(): void;
  dispose(): void;
}

/** read when a document is shown, so it is in the language of that moment (`label` is the tab's name, translated) */
const ariaLabel = (kind: DocKey, label: string) => t(kind === 'item' ? 'editor.aria.item' : 'editor.aria', { label });

export function createRuleEditor(el: HTMLElement, opts: RuleEditorOptions): RuleEditorHandle {
  const schemas = new Map<DocKey, object>();
  for (const d of opts.docs) if (d.schema) schemas.set(d.kind, d.schema);
  const setDiagnostics = () =>
    jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      enableSchemaRequest: false,
      schemaValidation: 'error',
      schemas: [...schemas].map(([kind, schema]) => ({ uri: schemaUri(kind), fileMatch: [modelUri(kind)], schema })),
    });
  setDiagnostics();
  const models = new Map<DocKey, monaco.editor.ITextModel>();
  const labels = new Map<DocKey, string>();
  /** per document, the Flowlab markers last set ('' for none) */
  const markersShown = new Map<DocKey, string>();
  const viewStates = new Map<DocKey, monaco.editor.ICodeEditorViewState | null>();
  for (const d of opts.docs) {
    const uri = monaco.Uri.parse(modelUri(d.kind));
    monaco.editor.getModel(uri)?.dispose();
    const model = monaco.editor.createModel(d.value, 'json', uri);
    // bracket-pair colours walk every bracket of the lines in view: on a pasted one-line array of
    // megabytes that is all of it, hundreds of ms per frame. Plain brackets read as well.
    model.updateOptions({ bracketColorizationOptions: { enabled: false, independentColorPoolPerBracketType: false } });
    models.set(d.kind, model);
    labels.set(d.kind, d.label);
  }
  const kindOf = (model: monaco.editor.ITextModel) => [...models].find(([, m]) => m === model)?.[0];
  let active = models.has(opts.active) ? opts.active : opts.docs[0].kind;
  let editorRef: monaco.editor.IStandaloneCodeEditor | null = null;

  const editor: monaco.editor.IStandaloneCodeEditor = (editorRef = monaco.editor.create(el, {
    ...QUIET,
    model: models.get(active)!,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    lineNumbersMinChars: 3,
    scrollBeyondLastLine: false,
    tabSize: 2,
    theme: opts.dark ? 'vs-dark' : 'vs',
    ariaLabel: ariaLabel(active, labels.get(active) ?? active),
    renderValidationDecorations: 'on',
    fixedOverflowWidgets: true,
    wordWrap: 'on',
    bracketPairColorization: { enabled: false },
    guides: { bracketPairs: false },
  }));

  // Monaco's JSON language (tokens, schema diagnostics, folding) on a large or very deep text costs the
  // page seconds and overflows its worker's stack: switch it off for that document (Flowlab's checks
  // stay), and back on once the text fits again. Checked as the text changes, before Monaco's own
  // (debounced) JSON work starts.
  const fitLanguage = (model: monaco.editor.ITextModel, text: string) => {
    const want = monacoJsonFits(text) ? 'json' : LARGE_TEXT;
    // wrapping a pasted one-line array of megabytes is computed over all of it: not for large texts
    if (model === editorRef?.getModel()) editorRef.updateOptions({ wordWrap: want === 'json' ? 'on' : 'off' });
    if (model.getLanguageId() === want) return;
    monaco.editor.setModelLanguage(model, want);
    if (want === LARGE_TEXT) monaco.editor.setModelMarkers(model, 'json', []);
  };
  for (const model of models.values()) fitLanguage(model, model.getValue());
  // A large paste: switch the language off before Monaco inserts the text, so its bracket-pair tree and
  // tokenizer never walk megabytes of JSON (capture phase: this runs before Monaco's own paste handler).
  const onPaste = (e: ClipboardEvent) => {
    const pasted = e.clipboardData?.getData('text/plain') ?? '';
    const model = models.get(active);
    if (model && pasted.length > 0 && !monacoJsonFits(pasted)) fitLanguage(model, pasted);
  };
  el.addEventListener('paste', onPaste, true);

  let silent = false;
  const changeSubs = [...models].map(([kind, model]) =>
    model.onDidChangeContent(() => {
      const text = model.getValue();
      fitLanguage(model, text);
      if (!silent) opts.onChange(kind, text);
    }),
  );
  const markerSub = monaco.editor.onDidChangeMarkers((uris) => {
    for (const u of uris) {
      const model = monaco.editor.getModel(u);
      const kind = model ? kindOf(model) : undefined;
      if (!kind) continue;
      const all = monaco.editor.getModelMarkers({ resource: u });
      opts.onMarkers?.(
        kind,
        all.map((m) => ({
          severity: m.severity >= monaco.MarkerSeverity.Error ? 'error' : 'warning',
          message: m.message,
          line: m.startLineNumber,
          column: m.startColumn,
        })),
      );
    }
  });

  return {
    show(kind: DocKey) {
      const model = models.get(kind);
      if (!model || kind === active) return;
      viewStates.set(active, editor.saveViewState());
      active = kind;
      editor.setModel(model);
      const state = viewStates.get(kind);
      if (state) editor.restoreViewState(state);
      fitLanguage(model, model.getValue());
      editor.updateOptions({ ariaLabel: ariaLabel(kind, labels.get(kind) ?? kind) });
    },
    getValue: (kind: DocKey) => models.get(kind)?.getValue() ?? '',
    setValue(kind: DocKey, text: string) {
      const model = models.get(kind);
      if (!model) return;
      const old = model.getValue();
      if (text === old) return;
      // replace only what changed (a slider edits one number): Monaco re-renders one line, not all
      let start = 0;
      const max = Math.min(old.length, text.length);
      while (start < max && old.charCodeAt(start) === text.charCodeAt(start)) start++;
      let end = 0;
      while (end < max - start && old.charCodeAt(old.length - 1 - end) === text.charCodeAt(text.length - 1 - end))
        end++;
      const a = model.getPositionAt(start);
      const b = model.getPositionAt(old.length - end);
      silent = true;
      try {
        // on the model, not the editor: the document may belong to a tab not shown
        model.pushStackElement();
        model.pushEditOperations(
          [],
          [
            {
              range: new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column),
              text: text.slice(start, text.length - end),
            },
          ],
          () => null,
        );
        model.pushStackElement();
      } finally {
        silent = false;
      }
    },
    async format() {
      await editor.getAction('editor.action.formatDocument')?.run();
    },
    setFlowlabIssues(kind: DocKey, issues: FlowlabIssueRange[]) {
      const model = models.get(kind);
      if (!model) return;
      // every run answers its issues anew: setting the same markers again would re-render the editor for nothing
      const key = issues.length === 0 ? '' : `${model.getVersionId()} ${JSON.stringify(issues)}`;
      if (markersShown.get(kind) === key) return;
      markersShown.set(kind, key);
      monaco.editor.setModelMarkers(
        model,
        OWNER,
        issues.map((i) => {
          const a = model.getPositionAt(i.start);
          const b = model.getPositionAt(Math.max(i.end, i.start + 1));
          return {
            severity: i.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
            message: i.message,
            source: 'Flowlab',
            startLineNumber: a.lineNumber,
            startColumn: a.column,
            endLineNumber: b.lineNumber,
            endColumn: b.column,
          };
        }),
      );
    },
    setSchema(kind: DocKey, schema: object | null) {
      if (schemas.get(kind) === schema) return;
      if (schema) schemas.set(kind, schema);
      else schemas.delete(kind);
      setDiagnostics();
    },
    setDark(dark: boolean) {
      monaco.editor.setTheme(dark ? 'vs-dark' : 'vs');
    },
    relabel(next: Partial<Record<DocKey, string>>) {
      for (const [kind, label] of Object.entries(next) as [DocKey, string][]) labels.set(kind, label);
      editor.updateOptions({ ariaLabel: ariaLabel(active, labels.get(active) ?? active) });
    },
    focus: () => editor.focus(),
    dispose() {
      el.removeEventListener('paste', onPaste, true);
      for (const sub of changeSubs) sub.dispose();
      markerSub.dispose();
      editor.dispose();
      for (const m of models.values()) m.dispose();
    },
  };
}

export interface CodeViewerHandle {
  /** replaces the text and its language (Monaco's language id: java, yaml, json, go, plaintext) */
  show(text: string, language: string, ariaLabel: string): void;
  setDark(dark: boolean): void;
  dispose(): void;
}

/**
 * A read-only Monaco editor for generated text (the "As code" panel): colours, line numbers, search and
 * selection, no editing and no diagnostics (its JSON may carry `//` headings).
 */
export function createCodeViewer(
  el: HTMLElement,
  opts: { text: string; language: string; dark: boolean; ariaLabel: string },
): CodeViewerHandle {
  const model = monaco.editor.createModel(opts.text, opts.language);
  const editor = monaco.editor.create(el, {
    ...QUIET,
    model,
    readOnly: true,
    domReadOnly: true,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    lineNumbersMinChars: 3,
    scrollBeyondLastLine: false,
    theme: opts.dark ? 'vs-dark' : 'vs',
    ariaLabel: opts.ariaLabel,
    renderValidationDecorations: 'off',
    wordWrap: 'off',
    fixedOverflowWidgets: true,
  });
  return {
    show(text: string, language: string, ariaLabel: string) {
      if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language);
      if (model.getValue() !== text) model.setValue(text);
      editor.updateOptions({ ariaLabel });
    },
    setDark: (dark: boolean) => monaco.editor.setTheme(dark ? 'vs-dark' : 'vs'),
    dispose() {
      editor.dispose();
      model.dispose();
    },
  };
}
