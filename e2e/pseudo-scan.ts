/**
 * The pseudo-locale check (issue 21): on a page opened with `?lang=pseudo`, every word the catalogs give is
 * wrapped in ⟦…⟧ (src/ui/i18n/pseudo.ts), so any visible word left plain did not come through them, which
 * means a 中文 reader sees it in English. `plainTexts(page)` collects, in the page, every visible text and every
 * accessible name (aria-label, title, placeholder, alt, …) with what is left once the wrapped parts are taken
 * out, and keeps those in which a word is left that no rule below lets through.
 *
 * What may stand outside the catalogs, as patterns (never as a list of sentences):
 *  - anything that is not a letter: numbers (and `Infinity`, `NaN`, as Java writes them), punctuation, symbols,
 *    glyphs (● ◐ ×);
 *  - units, after a number or on their own (`20 ms`, `1.5 s`, `30 QPS`, `12 KB`; an axis's `ms`);
 *  - code and code names: whatever is set in `<code>`, `<pre>`, `<kbd>` or the code font (Java names, class
 *    names, generated code), and outside them identifiers that are code by their shape: camelCase
 *    (`warningToken`), PascalCase of two words or more (`WarmUpController`), CONSTANT_CASE and acronyms
 *    (`WARM_UP`, `QPS`, `OUT`), dotted (`Math.nextUp`) and `@Annotated`;
 *  - the user's data: any string value of the scenario the page holds (resource names, origins, parameter
 *    values, an import's file name), read from the autosave, every form field's value, and the Monaco
 *    editor's text (the rule JSON) — but not the fields presets fill with words (the scenario's name, an
 *    incident's label): preset data is words, and must be worded in the reader's language;
 *  - a key's name as the title of the button it works (`title="Esc"` beside `aria-keyshortcuts`);
 *  - what is not the page's text: Monaco's own widgets, the browser's.
 */
import type { Page } from '@playwright/test';

export interface PlainText {
  /** where: the nearest element with a role, a label or an id, as a short CSS-like path */
  where: string;
  /** `text`, or the attribute the name is in */
  what: string;
  /** what is left outside ⟦…⟧ and the allowed patterns */
  plain: string;
  /** the whole text, for context */
  text: string;
}

/** The in-page scan (serialised into the page by `plainTexts`; it may use nothing from this module's scope). */
function scan(userData: string[]): PlainText[] {
  const OPEN = '⟦';
  const CLOSE = '⟧';
  /** elements whose text runs on with their parent's (so a wrapped message split by <code> reads as one) */
  const INLINE = new Set(
    'A ABBR B BDI BDO CODE DATA DFN EM I KBD MARK Q S SAMP SMALL SPAN STRONG SUB SUP TIME U VAR TSPAN'.split(' '),
  );
  const CODE = 'code, pre, kbd, samp, .monaco-editor, .monaco-aria-container, script, style, noscript, template';
  const NAMES = [
    'aria-label',
    'aria-description',
    'aria-roledescription',
    'aria-valuetext',
    'title',
    'placeholder',
    'alt',
  ];
  // what the user typed is data too: every form field's value (an incident's label, a resource name)
  // (but the preset-worded fields', data-worded: an incident's label, which a preset fills)
  const typed = Array.from(
    document.querySelectorAll('input:not([data-worded]), textarea:not([data-worded])'),
    (e) => (e as HTMLInputElement).value,
  );
  // longest first, so a short value inside a longer one ("demo" in "demo-2") does not break the longer one up
  const data = [...new Set([...userData, ...typed].map((s) => s.trim()).filter((s) => s.length > 1))].sort(
    (a, b) => b.length - a.length,
  );

  /** the text outside ⟦…⟧ (nested wraps, from a message filled with another, count as wrapped) */
  const outside = (text: string): string => {
    let depth = 0;
    let out = '';
    for (const ch of text) {
      if (ch === OPEN) depth++;
      else if (ch === CLOSE) depth = Math.max(0, depth - 1);
      else if (depth === 0) out += ch;
      else if (depth > 0 && out.length > 0 && !out.endsWith(' ')) out += ' ';
    }
    return out;
  };
  const ALLOWED: RegExp[] = [
    /@?\b[\w$]+(?:\.[\w$]+)+\b(?:\(\))?/g, // dotted names: java.lang.String, Math.nextUp, flowlab.json
    /[-−+]?\d[\d.,]*\s*(?:ms|µs|ns|s|QPS|KB|MB|GB|B|x|×)(?![\p{L}\d])/gu, // a number and its unit
    /(?<![\p{L}\d])(?:ms|µs|ns|s|QPS|KB|MB)(?![\p{L}\d])/gu, // a unit on its own (an axis, a slider)
    /[-−]?\bInfinity\b|\bNaN\b/g, // numbers as Java and JavaScript write them
    /@?\b[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+\b/g, // camelCase
    /@?\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/g, // PascalCase, two words or more
    /\b[A-Z][A-Z0-9_]*\b/g, // CONSTANT_CASE, acronyms and single capitals: WARM_UP, QPS, OUT, variant A
  ];
  /** what is left of a text once wrapped parts, user data and allowed patterns are out: '' when none */
  const leftover = (text: string): string => {
    let rest = outside(text);
    for (const d of data) if (rest.includes(d)) rest = rest.split(d).join(' ');
    for (const re of ALLOWED) rest = rest.replace(re, ' ');
    return /\p{L}/u.test(rest) ? rest.replace(/\s+/g, ' ').trim() : '';
  };
  const where = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && parts.length < 4; e = e.parentElement) {
      const tag = e.tagName.toLowerCase();
      const role = e.getAttribute('role');
      const id = e.id ? `#${e.id}` : '';
      const test = e.getAttribute('data-testid');
      const cls = typeof e.className === 'string' && e.className ? `.${e.className.split(/\s+/)[0]}` : '';
      parts.unshift(`${tag}${id}${role ? `[role=${role}]` : ''}${test ? `[data-testid=${test}]` : ''}${id ? '' : cls}`);
    }
    return parts.join(' > ');
  };
  /** set in the code font (a Java name in an SVG label, where <code> cannot go): code by the page's own rule */
  const codeFont = (el: Element): boolean => /mono/i.test(getComputedStyle(el).fontFamily);
  const shown = (el: Element): boolean => {
    const owner = el.closest('select') ?? el; // a closed select's options are its accessible choices
    return owner.checkVisibility({ visibilityProperty: true });
  };

  const found: PlainText[] = [];
  // visible text, grouped by the block it reads in
  const blocks = new Map<Element, string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || parent.closest(CODE) || !shown(parent) || codeFont(parent)) continue;
    let block: Element = parent;
    while (INLINE.has(block.tagName.toUpperCase()) && block.parentElement) block = block.parentElement;
    blocks.set(block, (blocks.get(block) ?? '') + (n.textContent ?? ''));
  }
  for (const [el, text] of blocks) {
    const plain = leftover(text);
    if (plain) found.push({ where: where(el), what: 'text', plain, text: text.trim().slice(0, 160) });
  }
  // accessible names and hints
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.closest('.monaco-editor, .monaco-aria-container') || !shown(el)) continue;
    // a key's name on a button it works (`title="Esc"` with aria-keyshortcuts="Escape") is the keyboard's word
    const keys = el.getAttribute('aria-keyshortcuts');
    for (const name of [...NAMES, ...(el.tagName === 'OPTGROUP' ? ['label'] : [])]) {
      const text = el.getAttribute(name);
      if (keys && name === 'title' && text && /^\w{1,6}$/.test(text)) continue;
      const plain = text ? leftover(text) : '';
      if (plain) found.push({ where: where(el), what: name, plain, text: text!.slice(0, 160) });
    }
  }
  const title = leftover(document.title);
  if (title) found.push({ where: 'document', what: 'title', plain: title, text: document.title });
  return found;
}

/**
 * The fields a preset fills with words (the scenario's `name`, an incident's `label`): the journeys type none of
 * them, so what they hold is preset data, which must come through the catalogs like any other words.
 */
const worded = (key: string, parent: string | undefined, depth: number): boolean =>
  (key === 'name' && depth === 1 && parent === undefined) || (key === 'label' && parent === 'incidents');

/** Every string value in a JSON text (the scenario's user data), but the worded fields'. */
function stringsOf(json: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown, parent?: string, depth = 0) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, parent, depth));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (!(typeof x === 'string' && worded(k, parent, depth + 1))) walk(x, k, depth + 1);
      }
    }
  };
  try {
    walk(JSON.parse(json));
  } catch {
    // not JSON: no data from it
  }
  return out;
}

/** The user's data the page holds: the autosaved scenario's strings and the rule editors' text. */
async function userData(page: Page): Promise<string[]> {
  const saved = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('flowlab.'))
      .map((k) => localStorage.getItem(k) ?? ''),
  );
  return saved.flatMap((s) => {
    const strings = stringsOf(s);
    // the autosave keeps the scenario as a JSON text inside its record
    return [...strings, ...strings.filter((x) => x.startsWith('{') || x.startsWith('[')).flatMap(stringsOf)];
  });
}

/** Waits until the autosave has caught up with the page (its record unchanged over a few frames' time). */
async function saveCaughtUp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as unknown as { __lastSave?: { text: string | null; at: number } };
    const text = localStorage.getItem('flowlab.autosave');
    const now = performance.now();
    if (w.__lastSave?.text !== text) w.__lastSave = { text, at: now };
    return now - w.__lastSave.at > 600;
  });
}

/** The page's visible texts and names that did not come through the catalogs, once the autosave holds its data. */
export async function plainTexts(page: Page): Promise<PlainText[]> {
  await saveCaughtUp(page);
  return page.evaluate(scan, await userData(page));
}

/** One line per offending text, for a failure message: `where · what: "plain" in "text"`. */
export function report(view: string, found: readonly PlainText[]): string[] {
  return found.map((f) => `${view} · ${f.where} · ${f.what}: "${f.plain}" in "${f.text}"`);
}
