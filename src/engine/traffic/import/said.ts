/**
 * What an importer says about a file: a bad line's reason, or a note on what it assumed, cut or merged.
 * The engine has no words (it runs in the worker and the CLI, and the page speaks two languages), so it
 * says a code and the numbers and names that go with it; the page words it from its catalogs
 * (`imports.say.<code>`, in English and 中文), the CLI prints the English catalog's text (cli/said-text.ts).
 */
export interface Said {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export const said = (code: string, params: Record<string, string | number> = {}): Said => ({ code, params });
