import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cursorValue, figure, numberIn, openApp, settled, shot } from './helpers';

/** Runs `act` and returns the file it made the browser download. */
async function download(page: Page, act: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), act()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

function exportButton(fig: Locator): Locator {
  return fig.getByRole('button', { name: /^Export/ });
}

/** Requests in the Requests chart's legend: passed (at once or after a wait) + blocked. */
async function requestsInLegend(page: Page): Promise<number> {
  const counts = await figure(page, 'Requests').locator('.kcount').allTextContents();
  expect(counts).toHaveLength(4); // passed, its two parts, blocked
  const [passed, atOnce, afterWait, blocked] = counts.map(numberIn);
  expect(atOnce + afterWait).toBe(passed);
  return passed + blocked;
}

test('the Requests chart’s CSV, chosen with the keyboard: a header and one row per request in the legend', async ({
  page,
}) => {
  await openApp(page);
  await settled(page);
  const fig = figure(page, 'Requests');
  const button = exportButton(fig);
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('End');
  const csvItem = menu.getByRole('menuitem', { name: /CSV/ });
  await expect(csvItem).toBeFocused();
  await expect(csvItem).toHaveText(/one row per request/);

  const file = await download(page, () => page.keyboard.press('Enter'));
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  expect(file.name).toBe('flowlab-requests-sentinel-0-WarmUpController.csv');
  const lines = file.bytes.toString('utf8').split('\n');
  expect(lines[0]).toBe('index,tMs,acquire,prioritized,outcome,waitMs,passQps,storedTokens,limitQps');
  expect(lines.length - 1).toBe(await requestsInLegend(page));
  expect(lines[1]).toMatch(/^0,\d+(\.\d+)?,1,false,(passed|waited|blocked),/);

  // Escape closes the menu and gives the focus back
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'SVG image' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('the QPS chart as SVG: it parses, holds the chart’s paths with their colours inlined, and renders alone', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await settled(page);
  const fig = figure(page, 'Passed and blocked QPS');
  await exportButton(fig).click();
  const file = await download(page, () => page.getByRole('menuitem', { name: 'SVG image' }).click());
  expect(file.name).toBe('flowlab-qps-sentinel-0-WarmUpController.svg');
  const text = file.bytes.toString('utf8');

  const onPage = await fig.locator('svg[role="img"]').evaluate((svg) => {
    const area = svg.querySelector('.passed-area')!;
    return {
      paths: Array.from(svg.querySelectorAll('path'), (p) => p.getAttribute('d') ?? ''),
      passedFill: getComputedStyle(area).fill,
    };
  });
  const parsed = await page.evaluate((svgText) => {
    const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: root.localName,
      ns: root.namespaceURI,
      title: root.querySelector('title')?.textContent,
      paths: Array.from(root.querySelectorAll('path'), (p) => ({
        d: p.getAttribute('d') ?? '',
        style: p.getAttribute('style') ?? '',
      })),
    };
  }, text);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('svg');
  expect(parsed.ns).toBe('http://www.w3.org/2000/svg');
  expect(parsed.title).toBe('Passed and blocked QPS');
  expect(onPage.paths.length).toBeGreaterThan(2);
  expect(parsed.paths.map((p) => p.d)).toEqual(onPage.paths);
  // the passed area keeps its colour without the page's stylesheet
  const area = parsed.paths.find((p) => p.d === onPage.paths.find((d) => d.length > 200));
  expect(area?.style).toContain(`fill:${onPage.passedFill}`);
  expect(text).not.toContain('var(--');

  // standalone: drawn as an image, with nothing from the page
  const size = await page.evaluate(async (svgText) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, text);
  // the chart's width; taller than the chart by the title, legend, rule and link (export-standalone.spec.ts)
  const box = await fig.locator('svg[role="img"]').boundingBox();
  expect(size[0]).toBe(Math.round(box!.width));
  expect(size[1]).toBeGreaterThan(Math.round(box!.height));
  await shot(page, testInfo, 'export-svg');
});

test('the Requests chart as SVG (vector marks) and as PNG (its canvas pixels at the screen’s density)', async ({
  page,
}) => {
  await openApp(page);
  await settled(page);
  const fig = figure(page, 'Requests');
  await exportButton(fig).click();
  const svg = await download(page, () => page.getByRole('menuitem', { name: 'SVG image' }).click());
  const marks = await page.evaluate((svgText) => {
    const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
    return Array.from(doc.querySelectorAll('g.marks path'), (p) => (p.getAttribute('d') ?? '').split('M').length - 1);
  }, svg.bytes.toString('utf8'));
  // the default run has passed dots and blocked crosses (nothing waits under WarmUp's reject): one subpath a mark
  expect(marks).toHaveLength(2);
  expect(marks[0]).toBeGreaterThan(50);
  expect(marks[1]).toBeGreaterThan(10);

  await exportButton(fig).click();
  const png = await download(page, () => page.getByRole('menuitem', { name: 'PNG image' }).click());
  expect(png.name).toBe('flowlab-requests-sentinel-0-WarmUpController.png');
  expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  const [w, h] = [png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)];
  const canvas = await fig.locator('canvas').evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
  // the canvas's own pixels, at its width, with the standalone header and footer above and below
  expect(w).toBe(canvas[0]);
  expect(h).toBeGreaterThan(canvas[1]);
});

test('Export JSON, change a slider, Import JSON… the file: the slider is back, and the replaced work can be restored', async ({
  page,
}) => {
  await openApp(page);
  const count = page.getByRole('slider', { name: /^count/ });
  await expect(count).toHaveValue('20');
  const file = await download(page, () => page.getByRole('button', { name: 'Export JSON' }).click());
  expect(file.name).toBe('flowlab-scenario.json');
  const scenario = JSON.parse(file.bytes.toString('utf8')) as { rules: { count: number }[] };
  expect(scenario.rules[0].count).toBe(20);

  await count.fill('30');
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import JSON…' }).click(),
  ]);
  await chooser.setFiles({ name: file.name, mimeType: 'application/json', buffer: file.bytes });
  await expect(count).toHaveValue('20');
  await expect(cursorValue(page, 'count')).toHaveText(/^20\s*QPS$/);
  const note = page.getByRole('status').filter({ hasText: 'Opened flowlab-scenario.json' });
  await expect(note).toContainText('Your previous work was kept');

  await note.getByRole('button', { name: 'Restore my previous work' }).click();
  await expect(count).toHaveValue('30');
});

test('a broken file is reported like a broken link, and the last good scenario keeps running', async ({ page }) => {
  await openApp(page);
  const count = page.getByRole('slider', { name: /^count/ });
  await count.fill('30');
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import JSON…' }).click(),
  ]);
  await chooser.setFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version": 1, "durationMs": -5}'),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'This file could not be opened (broken.json)' });
  await expect(alert).toContainText('durationMs');
  await expect(alert).toContainText('The last good scenario keeps running');
  await expect(count).toHaveValue('30');
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
});

test('a scenario file dropped on the page opens it', async ({ page }) => {
  await openApp(page);
  const count = page.getByRole('slider', { name: /^count/ });
  const file = await download(page, () => page.getByRole('button', { name: 'Export JSON' }).click());
  await count.fill('45');
  await expect(cursorValue(page, 'count')).toHaveText(/^45\s*QPS$/);

  const data = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    return dt;
  }, file.bytes.toString('utf8'));
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: data });
  await expect(page.getByText('Drop a scenario JSON file to open it')).toBeVisible();
  await page.dispatchEvent('main', 'dragover', { dataTransfer: data });
  await page.dispatchEvent('main', 'drop', { dataTransfer: data });
  await expect(page.getByText('Drop a scenario JSON file to open it')).toBeHidden();
  await expect(count).toHaveValue('20');
  await expect(page.getByRole('status').filter({ hasText: 'Opened dropped.json' })).toBeVisible();
});
