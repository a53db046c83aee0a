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
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};

const MODEL_URI = 'inmemory://flowlab/rules.json';
const SCHEMA_URI = 'https://flowlab.invalid/rules.schema.json'; // an identifier only, never fetched
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

export interface RuleEditorOptions {
  value: string;
  schema: object | null;
  dark: boolean;
  onChange: (text: string) => void;
  onMarkers?: (markers: EditorMarker[]) => void;
}

export interface RuleEditorHandle {
  getValue(): string;
  /** replaces the text (keeps undo history) */
  setValue(text: string): void;
  format(): Promise<void>;
  setFlowlabIssues(issues: FlowlabIssueRange[]): void;
  setDark(dark: boolean): void;
  focus(): void;
  dispose(): void;
}

export function createRuleEditor(el: HTMLElement, opts: RuleEditorOptions): RuleEditorHandle {
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemaValidation: 'error',
    schemas: opts.schema ? [{ uri: SCHEMA_URI, fileMatch: [MODEL_URI], schema: opts.schema }] : [],
  });
  const uri = monaco.Uri.parse(MODEL_URI);
  monaco.editor.getModel(uri)?.dispose();
  const model = monaco.editor.createModel(opts.value, 'json', uri);
  const editor = monaco.editor.create(el, {
    model,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    lineNumbersMinChars: 3,
    scrollBeyondLastLine: false,
    tabSize: 2,
    theme: opts.dark ? 'vs-dark' : 'vs',
    ariaLabel: 'Rule JSON editor',
    renderValidationDecorations: 'on',
    fixedOverflowWidgets: true,
    wordWrap: 'on',
  });

  let silent = false;
  const changeSub = model.onDidChangeContent(() => {
    if (!silent) opts.onChange(model.getValue());
  });
  const markerSub = monaco.editor.onDidChangeMarkers((uris) => {
    if (!uris.some((u) => u.toString() === uri.toString())) return;
    const all = monaco.editor.getModelMarkers({ resource: uri });
    opts.onMarkers?.(
      all.map((m) => ({
        severity: m.severity >= monaco.MarkerSeverity.Error ? 'error' : 'warning',
        message: m.message,
        line: m.startLineNumber,
        column: m.startColumn,
      })),
    );
  });

  return {
    getValue: () => model.getValue(),
    setValue(text: string) {
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
        editor.pushUndoStop();
        editor.executeEdits('flowlab', [
          {
            range: new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column),
            text: text.slice(start, text.length - end),
          },
        ]);
        editor.pushUndoStop();
      } finally {
        silent = false;
      }
    },
    async format() {
      await editor.getAction('editor.action.formatDocument')?.run();
    },
    setFlowlabIssues(issues: FlowlabIssueRange[]) {
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
    setDark(dark: boolean) {
      monaco.editor.setTheme(dark ? 'vs-dark' : 'vs');
    },
    focus: () => editor.focus(),
    dispose() {
      changeSub.dispose();
      markerSub.dispose();
      editor.dispose();
      model.dispose();
    },
  };
}
