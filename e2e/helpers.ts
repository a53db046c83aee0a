import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The importers' fixture files (the unit tests' own), read by the import journeys. */
export const TRAFFIC_FIXTURES = join(process.cwd(), 'test', 'engine', 'traffic', 'import', 'fixtures');
export const RULE_FIXTURES = join(process.cwd(), 'test', 'engine', 'scenario', 'rule-import', 'fixtures');
export const fixture = (dir: string, name: string): string => readFileSync(join(dir, name), 'utf8');

/** How a dropped file is built: its media type, and how many times `text` is repeated in it. */
export interface DropOptions {
  type?: string;
  /** A big file is one chunk repeated: cheap to send to the page, long to read. */
  copies?: number;
}

/** Drops a file (built in the page) on the page, as a drag from the desktop would: enter, over, drop. */
export async function dropFile(page: Page, name: string, text: string, options: DropOptions = {}): Promise<void> {
  const { type = 'text/plain', copies = 1 } = options;
  const data = await page.evaluateHandle(
    ({ name, text, type, copies }) => {
      const dt = new DataTransfer();
      dt.items.add(new File(new Array<string>(copies).fill(text), name, { type }));
      return dt;
    },
    { name, text, type, copies },
  );
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: data });
  await page.dispatchEvent('main', 'dragover', { dataTransfer: data });
  await page.dispatchEvent('main', 'drop', { dataTransfer: data });
}

/** Opens the app (optionally at a hash) and waits for the first result to be drawn. */
export async function openApp(page: Page, path = '/'): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(path);
  await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  await expect(cursorPanel(page)).toBeVisible();
  return errors;
}

export function cursorPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'At the cursor' });
}

/** The value shown next to a Java name in the "At the cursor" panel, e.g. `100 tokens`. */
export function cursorValue(page: Page, name: string): Locator {
  return cursorPanel(page)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The number in a text like `1,234.5 QPS`. */
export function numberIn(text: string | null): number {
  const m = /−?-?[\d,]*\.?\d+/.exec((text ?? '').replace('−', '-'));
  return m ? Number(m[0].replace(/,/g, '')) : NaN;
}

export function figure(page: Page, title: string): Locator {
  return page.getByRole('figure', { name: new RegExp(title) });
}

/** The drawn content of a chart (SVG markup), to tell whether it changed. */
export async function chartMarkup(page: Page, title: string): Promise<string> {
  return figure(page, title).locator('svg').first().innerHTML();
}

/** The drawn marks of a canvas chart (the Requests chart), as a data URL, to tell whether they changed. */
export async function canvasPixels(page: Page, title: string): Promise<string> {
  return figure(page, title)
    .locator('canvas')
    .evaluate((c) => (c as unknown as { toDataURL(): string }).toDataURL());
}

/** ms in the clock's "Cursor time" readout (`3.200 s`). */
export async function cursorMs(page: Page): Promise<number> {
  const text = await page.getByRole('status', { name: 'Cursor time' }).textContent();
  return Math.round(numberIn(text) * 1000);
}

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

/** Waits until the simulation settled (no run in flight). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.charts[aria-busy="false"]')).toBeAttached();
}

/**
 * Waits until localStorage holds `text`, i.e. the input has settled and been saved. Any key by default; with
 * `key` ('flowlab.autosave') that key only — where another record (the work kept before an import, the previous
 * sessions) may hold the same text, only the autosave proves the current work was saved.
 */
export async function autosaved(page: Page, text: string, key: string | null = null): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        ([t, k]) =>
          Object.keys(localStorage).some(
            (name) => (k === null || name === k) && (localStorage.getItem(name) ?? '').includes(t),
          ),
        [text, key] as const,
      ),
    )
    .toBe(true);
}

/** Moves the clock's Time slider to `ms`, as dragging it would (one input event). */
export async function seekTo(page: Page, ms: number): Promise<void> {
  const slider = page.getByRole('group', { name: 'Clock' }).getByRole('slider', { name: 'Time' });
  await slider.evaluate((el, v) => {
    const input = el as HTMLInputElement;
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, ms);
}

/**
 * Replaces the focused Monaco editor's text with `text` as a clipboard paste does (one paste event:
 * typing or insertText of a large text is one edit per character and takes minutes).
 */
export async function pasteInto(page: Page, box: Locator, text: string): Promise<void> {
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await box.evaluate((el, t) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, text);
}

/** Opens Examples, loads the card whose title matches, and closes the gallery once the run settles. */
export async function loadExample(page: Page, title: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Examples' }).click();
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: title }).click();
  await expect(dialog.getByText('Loaded:')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await settled(page);
}

/** The count beside an outcome in the Requests chart's legend, within `scope`. */
export async function legendCount(scope: Locator, outcome: string): Promise<number> {
  const key = scope
    .getByRole('figure', { name: /Requests/ })
    .locator('.key')
    .filter({ hasText: outcome });
  return numberIn(await key.locator('.kcount').textContent());
}

const explainPanel = (page: Page) => page.getByRole('region', { name: 'Explain this decision' });

/** Enter on the focused Requests chart explains the request at the cursor. */
export async function explainAtCursor(page: Page) {
  await page.getByRole('group', { name: 'Requests chart' }).focus();
  await page.keyboard.press('Enter');
  await expect(explainPanel(page)).toBeVisible();
}

/** The Rule JSON editor's text box, once Monaco is up. */
export async function ruleBox(page: Page) {
  const region = page.getByRole('region', { name: 'Rule JSON' });
  await expect(region.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  return region.getByRole('textbox', { name: /Rule JSON editor/ });
}

/** Saves the scenario on screen through Export JSON and returns it parsed. */
export async function exportedScenario(page: Page, button = 'Export JSON'): Promise<Record<string, unknown>> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
}

/** Opens `scenario` with Import JSON…, as a user would. */
export async function importScenario(page: Page, scenario: unknown): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import JSON…' }).click(),
  ]);
  await chooser.setFiles({
    name: 'one-hour.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenario)),
  });
}

/** The centre of a blocked mark: the first drawn pixel run in the blocked lane of the chart's canvas (css px). */
export async function blockedMark(plot: Locator): Promise<{ x: number; y: number }> {
  const point = await plot.evaluate((el) => {
    const canvas = el.querySelector('canvas');
    const lane = el.querySelector('text.lane-label');
    if (!canvas || !lane) return null;
    const laneY = Number(lane.getAttribute('y'));
    const dpr = canvas.width / canvas.clientWidth;
    const data = canvas.getContext('2d')!.getImageData(0, Math.round(laneY * dpr), canvas.width, 1).data;
    let start = -1;
    for (let x = 0; x < canvas.width; x++) {
      const drawn = data[x * 4 + 3] > 0;
      if (drawn && start < 0) start = x;
      if (!drawn && start >= 0) return { x: (start + Math.min(x - 1, start + 6)) / 2 / dpr, y: laneY };
    }
    return null;
  });
  expect(point, 'a blocked mark is drawn').not.toBeNull();
  return point!;
}

/** Records the longest main-thread task from now on (the browser's long-task entries, 50 ms and more). */
export async function watchLongTasks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { longestTaskMs: number };
    w.longestTaskMs = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longestTaskMs = Math.max(w.longestTaskMs, e.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => (window as unknown as { longestTaskMs: number }).longestTaskMs);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focus is on one of `target`'s elements: it is a stop of the page's
 * tab order. Returns the presses it took; throws after `max`.
 */
export async function tabUntil(page: Page, target: Locator, max: number, back = false): Promise<number> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return i;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target} in ${max} presses`);
}
