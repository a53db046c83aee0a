/**
 * The Sweep panel, as a user works it: sweep `count` of the default warm-up example, read blockedRatio fall to 0
 * once count passes the offered load, set a goal and apply the best point (then undo it), a two-parameter
 * heatmap, the same in 中文 and at 390 px, Cancel a long sweep, and a share link that re-runs the sweep.
 *
 * The expected numbers come from the example itself, not from the engine: the traffic steps from 5 to 30 QPS at
 * 10 s, so a count under 30 must block some requests; and a WarmUp rule, even with its bucket full (cold), admits
 * count / coldFactor = count / 3 per second, so from count 90 on (90 / 3 = 30) nothing is blocked.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dropFile, fixture, openApp, tabUntil, TRAFFIC_FIXTURES } from './helpers';

const panel = (page: Page) => page.getByRole('region', { name: /Sweep a parameter|扫描一个参数/ });
const status = (page: Page) => page.getByTestId('sweep-status');

async function openSweep(page: Page, name: RegExp = /^⋯?\s*Sweep$/): Promise<Locator> {
  await page.getByRole('button', { name }).click();
  const p = panel(page);
  await expect(p).toBeVisible();
  return p;
}

/** The points drawn in one metric's chart: value of the parameter → the metric there. */
async function chartPoints(p: Locator, metric: string): Promise<Map<number, number>> {
  const circles = p.locator(`figure[data-metric="${metric}"] circle.pt`);
  const pairs = await circles.evaluateAll((els) =>
    els.map((el) => [Number(el.getAttribute('data-value')), Number(el.getAttribute('data-metric-value'))]),
  );
  return new Map(pairs as [number, number][]);
}

const countSlider = (page: Page) => page.getByRole('spinbutton', { name: 'count value' });

test('sweep count on the warm-up example: blockedRatio falls to 0 once count covers the offered load', async ({
  page,
}) => {
  const errors = await openApp(page);
  const p = await openSweep(page);
  // the keyboard lands in the panel
  await expect(p.getByRole('heading', { name: 'Sweep a parameter' })).toBeFocused();
  // the defaults: the limiter on screen, its first numeric control over the control's range
  await expect(p.getByRole('combobox', { name: 'Limiter' })).toHaveValue('sentinel:0');
  await expect(p.getByTestId('sweep-field-0')).toHaveValue('rules[0].count');
  await expect(p.getByTestId('sweep-from-0')).toHaveValue('0');
  await expect(p.getByTestId('sweep-to-0')).toHaveValue('200');
  await p.getByRole('button', { name: 'Run sweep' }).click();
  await expect(status(page)).toHaveText(/^21 points in /);

  const blocked = await chartPoints(p, 'blockedRatio');
  expect([...blocked.keys()]).toHaveLength(21);
  for (const [count, ratio] of blocked) {
    if (count < 30) expect(ratio, `count ${count} is under the 30 QPS offered`).toBeGreaterThan(0);
    if (count >= 90) expect(ratio, `count ${count} / 3 covers 30 QPS even cold`).toBe(0);
  }
  // passRatio is the rest of the requests (nothing waits under WarmUp's reject)
  const passed = await chartPoints(p, 'passRatio');
  for (const [count, ratio] of blocked) expect(passed.get(count)! + ratio).toBeCloseTo(1, 9);
  // the current value (count 20) is marked
  await expect(p.locator('figure[data-metric="blockedRatio"] .current-label')).toHaveText('current 20');
  // every metric of the CLI is drawn
  for (const m of ['blockedRatio', 'waitP50', 'waitP99', 'waitMax', 'passRatio', 'busiest1s'])
    await expect(p.locator(`figure[data-metric="${m}"]`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a second sweep after a change runs on the changed traffic, in the workers the first one left', async ({
  page,
}) => {
  const errors = await openApp(page);
  const p = await openSweep(page);
  await p.getByRole('button', { name: 'Run sweep' }).click();
  await expect(status(page)).toHaveText(/^21 points in /);
  expect((await chartPoints(p, 'blockedRatio')).get(90)).toBe(0);
  // 100 QPS, steady: even warm, count 90 admits 90 a second, so it must block now
  // each change drawn (its run done) before the next; the test below presses Run sweep mid-run instead
  const draws = () => page.evaluate(() => performance.getEntriesByName('flowlab:input-to-draw').length);
  for (const change of [
    () => page.getByRole('combobox', { name: 'Shape' }).selectOption('steady'),
    () => page.getByRole('spinbutton', { name: 'rate value' }).fill('100'),
  ]) {
    const before = await draws();
    await change();
    await expect.poll(draws).toBeGreaterThan(before);
    await expect(page.locator('.charts[aria-busy="false"]')).toBeAttached();
  }
  await p.getByRole('button', { name: 'Run sweep' }).click();
  // the status read "21 points in …" before too: wait for the second sweep's end
  await page.waitForFunction(() => performance.getEntriesByName('flowlab:sweep-done').length === 2);
  await expect(status(page)).toHaveText(/^21 points in /);
  const blocked = await chartPoints(p, 'blockedRatio');
  expect(blocked.size).toBe(21);
  expect(blocked.get(90), 'count 90 is under the 100 QPS offered').toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('Run sweep pressed while an edit still runs sweeps the edit, not the scenario before it', async ({ page }) => {
  const errors = await openApp(page);
  const p = await openSweep(page);
  const draws = () => page.evaluate(() => performance.getEntriesByName('flowlab:input-to-draw').length);
  const before = await draws();
  await page.getByRole('combobox', { name: 'Shape' }).selectOption('steady');
  await expect.poll(draws).toBeGreaterThan(before);
  await expect(page.locator('.charts[aria-busy="false"]')).toBeAttached();
  // the rate typed and Run sweep pressed in one task, as a click does it (the box commits on blur): the page's
  // run of 100 QPS cannot have answered yet
  const rate = await page.getByRole('spinbutton', { name: 'rate value' }).elementHandle();
  const run = await p.getByRole('button', { name: 'Run sweep' }).elementHandle();
  await page.evaluate(
    ([input, button]) => {
      const field = input as HTMLInputElement;
      field.focus();
      field.value = '100';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      (button as HTMLButtonElement).focus();
      (button as HTMLButtonElement).click();
    },
    [rate, run] as const,
  );
  await expect(status(page)).toHaveText(/^21 points in /);
  const blocked = await chartPoints(p, 'blockedRatio');
  expect(blocked.size).toBe(21);
  // at the default traffic count 90 blocks nothing (the test above); at 100 QPS steady it must block
  expect(blocked.get(90), 'count 90 is under the 100 QPS the edit offers').toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('rule text typed a moment ago is swept when Run sweep is pressed before the text applies', async ({ page }) => {
  const errors = await openApp(page);
  const p = await openSweep(page);
  await p.getByRole('button', { name: 'Run sweep' }).click();
  await expect(status(page)).toHaveText(/^21 points in /);
  // WarmUp, cold: count 40 admits about 40 / 3 a second of the 30 offered
  expect((await chartPoints(p, 'blockedRatio')).get(40)).toBeGreaterThan(0);
  // the same rule with the default controller (reject past count): count 40 covers 30 QPS of even traffic
  const region = page.getByRole('region', { name: 'Rule JSON' });
  await expect(region.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  await region.getByRole('textbox', { name: /Rule JSON editor/ }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('[{"resource":"demo","count":20,"grade":1,"controlBehavior":0}]');
  // pressed at once, well inside the text's calm moment (APPLY_DELAY_MS) before it would apply
  const run = await p.getByRole('button', { name: 'Run sweep' }).elementHandle();
  await page.evaluate((button) => (button as HTMLButtonElement).click(), run);
  await page.waitForFunction(() => performance.getEntriesByName('flowlab:sweep-done').length === 2);
  await expect(status(page)).toHaveText(/^21 points in /);
  const blocked = await chartPoints(p, 'blockedRatio');
  expect(blocked.size).toBe(21);
  expect(blocked.get(40), 'the typed rule rejects only past count').toBe(0);
  expect(errors).toEqual([]);
});

test('a goal marks the points that meet it; the best one applies as one step and undoes', async ({ page }) => {
  await openApp(page);
  const p = await openSweep(page);
  await p.getByRole('button', { name: 'Run sweep' }).click();
  await expect(status(page)).toHaveText(/^21 points in /);
  await p.getByRole('button', { name: 'Add a goal' }).click();
  // blockedRatio ≤ 1 %: counts 90 … 200 (12 points; 80 blocks 1.08 % by the reasoning above: not asserted)
  await p.getByRole('spinbutton', { name: 'Value of goal 1' }).fill('1');
  await p.getByRole('spinbutton', { name: 'Value of goal 1' }).press('Enter');
  await expect(p.getByTestId('sweep-meets')).toContainText('of 21 points meet every goal');
  const meets = await p
    .locator('figure[data-metric="blockedRatio"] circle.pt.meets')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
  expect(meets.every((c) => c >= 80)).toBe(true);
  for (let c = 90; c <= 200; c += 10) expect(meets).toContain(c);
  // the best: the meeting point nearest the current count 20
  const best = Math.min(...meets);
  await expect(p.getByTestId('sweep-best')).toContainText(`rules[0].count = ${best}`);

  await p.getByRole('button', { name: 'Apply the best point' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Applied' })).toContainText(`rules[0].count = ${best}`);
  await expect(p.locator('figure[data-metric="blockedRatio"] .current-label')).toHaveText(`current ${best}`);
  // the normal run follows: back to the charts, the rule's count is the point's
  await p.getByRole('button', { name: 'Show the run' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(countSlider(page)).toHaveValue(String(best));
  await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  // undo is one step: count 20 again
  await page.getByRole('button', { name: /^⋯?\s*Sweep$/ }).click();
  await expect(status(page)).toHaveText(/^21 points in /);
  await panel(page).getByRole('button', { name: 'Undo' }).click();
  await expect(countSlider(page)).toHaveValue('20');
});

test('the table lists every point and applies one from the keyboard; CSV has the grid', async ({ page }) => {
  await openApp(page);
  const p = await openSweep(page);
  await p.getByTestId('sweep-points-0').fill('5');
  await p.getByTestId('sweep-points-0').press('Tab');
  await p.getByRole('button', { name: 'Run sweep' }).click();
  await expect(status(page)).toHaveText(/^5 points in /);
  await p.getByRole('button', { name: 'Table' }).click();
  const rows = p.getByRole('table', { name: 'Every point of the sweep' }).locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().locator('td').first()).toHaveText('0');
  const download = page.waitForEvent('download');
  await p.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8'));
  const lines = text.trim().split('\n');
  expect(lines[0]).toBe(
    'rules[0].count,valid,requests,passed,blocked,waited,blockedRatio,waitP50,waitP99,waitMax,passRatio,busiest1s',
  );
  expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([0, 50, 100, 150, 200]);
  // the example offers 5 QPS for 10 s and 30 QPS for 20 s: 650 requests at every point
  expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['650', '650', '650', '650', '650']);
  // count 0 admits nothing: all 650 blocked, blockedRatio 1
  expect(lines[1].split(',').slice(3, 7)).toEqual(['0', '650', '0', '1']);
  const apply = p.getByRole('button', { name: 'Apply rules[0].count = 100' });
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(countSlider(page)).toHaveValue('100');
});

test('two parameters: a heatmap of the chosen metric, its legend and the value under the pointer', async ({ page }) => {
  await openApp(page);
  const p = await openSweep(page);
  await p.getByTestId('sweep-points-0').fill('5');
  await p.getByTestId('sweep-points-0').press('Tab');
  await p.getByRole('checkbox', { name: /Sweep a second parameter/ }).check();
  await expect(p.getByTestId('sweep-field-1')).toHaveValue('rules[0].warmUpPeriodSec');
  await p.getByTestId('sweep-points-1').fill('4');
  await p.getByTestId('sweep-points-1').press('Tab');
  await p.getByRole('button', { name: 'Run sweep' }).click();
  await expect(status(page)).toHaveText(/^20 points in /);
  const map = p.locator('figure.heatmap');
  await expect(map.locator('rect.cell')).toHaveCount(20);
  await expect(map.getByText('blockedRatio, low to high')).toBeVisible();
  // Sentinel refuses a WarmUp rule without a warm-up (warmUpPeriodSec 0): those 5 cells are not run, and say why
  await expect(map.locator('rect.cell.undef[data-y="0"]')).toHaveCount(5);
  await expect(p.getByTestId('sweep-invalid')).toContainText('5 points make an invalid scenario');
  await expect(p.getByTestId('sweep-invalid')).toContainText('warmUpPeriodSec');
  // count 0 blocks everything whatever the warm-up: the top of the legend
  const cell = map.locator('rect.cell[data-x="0"][data-y="20"]');
  await expect(cell).toHaveAttribute('data-metric-value', '1');
  await cell.hover();
  await expect(page.getByTestId('heatmap-hover')).toHaveText(
    /rules\[0\]\.count = 0, rules\[0\]\.warmUpPeriodSec = 20: blockedRatio 100\s%/,
  );
  // count 200 at 20 s warm-up: 200 / 3 ≥ 30 QPS even cold, nothing blocked
  await expect(map.locator('rect.cell[data-x="200"][data-y="20"]')).toHaveAttribute('data-metric-value', '0');
  await p.getByTestId('sweep-heatmap-metric').selectOption('passRatio');
  await expect(map).toHaveAttribute('data-metric', 'passRatio');
  await expect(cell).toHaveAttribute('data-metric-value', '0');
});

test("keyboard only: arrows move over a chart's points and the heatmap's cells, Enter applies, Undo restores", async ({
  page,
}) => {
  await openApp(page);
  const p = await openSweep(page);
  await p.getByRole('button', { name: 'Run sweep' }).focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/^21 points in /);
  const chart = p.getByRole('listbox', { name: 'blockedRatio against rules[0].count; the current value is marked' });
  await tabUntil(page, chart, 60);
  // the focus starts at the current count, 20, and reads like the pointer's line
  const readout = p.locator('figure[data-metric="blockedRatio"]').getByTestId('chart-readout');
  await expect(readout).toHaveText(/^Selected: rules\[0\]\.count = 20: blockedRatio \d/);
  await expect(p.locator('figure[data-metric="blockedRatio"]').getByTestId('chart-focus')).toBeVisible();
  // seven steps of 10 to the right: count 90, which blocks nothing (90 / 3 covers 30 QPS even cold)
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  await expect(readout).toHaveText(/^Selected: rules\[0\]\.count = 90: blockedRatio 0\s?%\. Enter applies it\.$/);
  await expect(chart.getByRole('option', { selected: true })).toHaveAttribute('data-value', '90');
  await page.keyboard.press('Enter');
  await expect(p.getByRole('status').filter({ hasText: 'Applied' })).toContainText('rules[0].count = 90');
  await expect(p.locator('figure[data-metric="blockedRatio"] .current-label')).toHaveText('current 90');
  await p.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(p.locator('figure[data-metric="blockedRatio"] .current-label')).toHaveText('current 20');

  // two parameters: the heatmap is one tab stop too
  await p.getByTestId('sweep-points-0').fill('5');
  await p.getByTestId('sweep-points-0').press('Tab');
  await p.getByRole('checkbox', { name: /Sweep a second parameter/ }).check();
  await p.getByTestId('sweep-points-1').fill('4');
  await p.getByTestId('sweep-points-1').press('Tab');
  await p.getByRole('button', { name: 'Run sweep' }).focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/^20 points in /);
  const map = p.getByRole('listbox', {
    name: /blockedRatio for each rules\[0\]\.count and rules\[0\]\.warmUpPeriodSec/,
  });
  await tabUntil(page, map, 60);
  await expect(p.getByTestId('heatmap-focus')).toBeVisible();
  // End: the last count (200); up three rows: the longest warm-up, the top row; nothing blocked there
  const ys = await map.locator('rect.cell').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-y'))));
  const top = Math.max(...ys);
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('heatmap-hover')).toHaveText(
    `Selected: rules[0].count = 200, rules[0].warmUpPeriodSec = ${top}: blockedRatio 0 %. Enter applies it.`,
  );
  // a fourth press stays on the top row
  await page.keyboard.press('ArrowUp');
  await expect(map.getByRole('option', { selected: true })).toHaveAttribute('data-y', String(top));
  await expect(map.getByRole('option', { selected: true })).toHaveAttribute('data-x', '200');
  await page.keyboard.press('Enter');
  await expect(p.getByRole('status').filter({ hasText: 'Applied' })).toContainText('rules[0].count = 200');
  await p.getByRole('button', { name: 'Show the run' }).click();
  await expect(countSlider(page)).toHaveValue('200');
});

test("中文: the keyboard's readout and hint are in 中文", async ({ page }) => {
  await page.goto('/?lang=zh');
  await page.getByRole('button', { name: /参数扫描/ }).click();
  const p = panel(page);
  await p.getByTestId('sweep-points-0').fill('5');
  await p.getByTestId('sweep-points-0').press('Tab');
  await p.getByRole('button', { name: '开始扫描' }).click();
  await expect(status(page)).toHaveText(/^5 个点，用时/);
  const chart = p.locator('figure[data-metric="blockedRatio"]').getByRole('listbox');
  await tabUntil(page, chart, 60);
  await page.keyboard.press('Home');
  await expect(p.locator('figure[data-metric="blockedRatio"]').getByTestId('chart-readout')).toHaveText(
    /^已选：rules\[0\]\.count = 0：blockedRatio（被拒比例） 100\s?%。按 Enter 应用。$/,
  );
  await expect(chart).toHaveAccessibleDescription('方向键在各点之间移动，Enter 应用所选的点。');
});

test('中文 at 390 px: the panel in 中文, no sideways scroll, a sweep runs and reads', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lang=zh');
  await expect(page.getByRole('button', { name: /参数扫描/ })).toBeVisible();
  await page.getByRole('button', { name: /参数扫描/ }).click();
  const p = panel(page);
  await expect(p.getByRole('heading', { name: '扫描一个参数' })).toBeVisible();
  await p.getByTestId('sweep-points-0').fill('5');
  await p.getByTestId('sweep-points-0').press('Tab');
  await p.getByRole('button', { name: '开始扫描' }).click();
  await expect(status(page)).toHaveText(/^5 个点，用时/);
  await expect(p.locator('figure[data-metric="blockedRatio"] figcaption')).toHaveText('blockedRatio（被拒比例）（%）');
  await p.getByRole('button', { name: '添加目标' }).click();
  await expect(p.getByTestId('sweep-meets')).toContainText('满足所有目标');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // the charts fit the phone's width
  const box = await p.locator('figure[data-metric="blockedRatio"]').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test('Cancel a long sweep: the UI returns to idle and no more points arrive', async ({ page }) => {
  await openApp(page);
  const p = await openSweep(page);
  await p.getByRole('checkbox', { name: /Sweep a second parameter/ }).check();
  await p.getByTestId('sweep-points-0').fill('50');
  await p.getByTestId('sweep-points-0').press('Tab');
  await p.getByTestId('sweep-points-1').fill('40');
  await p.getByTestId('sweep-points-1').press('Tab');
  await p.getByRole('button', { name: 'Run sweep' }).click();
  // progress shows once it has run 300 ms
  await expect(p.getByRole('progressbar')).toBeVisible();
  await p.getByRole('button', { name: 'Cancel' }).click();
  await expect(status(page)).toHaveText(/^Cancelled after \d+ of 2000 points$/);
  await expect(p.getByRole('progressbar')).toHaveCount(0);
  await expect(p.getByRole('button', { name: 'Run sweep' })).toBeEnabled();
  const done = await status(page).textContent();
  const cells = await p.locator('rect.cell').count();
  await page.waitForTimeout(1500);
  await expect(status(page)).toHaveText(done!);
  expect(await p.locator('rect.cell').count()).toBe(cells);
});

test('a share link carries the sweep definition and re-runs it; a damaged one is reported, the scenario kept', async ({
  page,
}) => {
  await openApp(page);
  const p = await openSweep(page);
  await p.getByTestId('sweep-points-0').fill('3');
  await p.getByTestId('sweep-points-0').press('Tab');
  await p.getByRole('button', { name: 'Run sweep' }).click();
  await expect(status(page)).toHaveText(/^3 points in /);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = await page.getByRole('textbox', { name: /Share link/ }).inputValue();
  expect(link).toMatch(/[#&]sweep=1\./);

  const other = await page.context().newPage();
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(panel(other)).toBeVisible();
  await expect(status(other)).toHaveText(/^3 points in /);
  await expect(other.getByTestId('sweep-points-0')).toHaveValue('3');

  // a damaged sweep: said so, and the scenario of the link opens
  const damaged = link.replace(/sweep=1\.[^&]*/, 'sweep=1.e30K');
  const third = await page.context().newPage();
  await third.goto(damaged.replace(/^https?:\/\/[^/]+/, ''));
  await expect(panel(third).getByRole('alert')).toContainText('could not be read');
  await expect(third.getByRole('figure', { name: /Passed and blocked QPS/ })).toHaveCount(0);
  await third.getByRole('button', { name: 'Back to the run' }).click();
  await expect(third.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
});

test('the sweep runs on imported traffic: a metric log dropped on the page', async ({ page }) => {
  await openApp(page);
  // GET:/orders offers passQps + blockQps per second: 25, 30, 0 and 12 = 67 requests over 4 s
  await dropFile(page, 'demo-metrics.log', fixture(TRAFFIC_FIXTURES, 'demo-metrics-1.8.9.log'));
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  await expect(dialog.getByText(/Imported 1 traffic source\(s\) over 4 s/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const p = await openSweep(page);
  await p.getByTestId('sweep-points-0').fill('3');
  await p.getByTestId('sweep-points-0').press('Tab');
  await p.getByRole('button', { name: 'Run sweep' }).click();
  await expect(status(page)).toHaveText(/^3 points in /);
  const download = page.waitForEvent('download');
  await p.getByRole('button', { name: 'Export CSV' }).click();
  const text = await (
    await (await download).createReadStream()
  )
    .toArray()
    .then((c) => Buffer.concat(c).toString('utf8'));
  const rows = text
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));
  expect(rows.map((r) => r[0])).toEqual(['0', '100', '200']);
  expect(rows.map((r) => r[2])).toEqual(['67', '67', '67']);
  // count 0 blocks all 67
  expect(rows[0][4]).toBe('67');
});

test('the sweep settings survive a reload', async ({ page }) => {
  await openApp(page);
  const p = await openSweep(page);
  await p.getByTestId('sweep-points-0').fill('7');
  await p.getByTestId('sweep-points-0').press('Tab');
  await p.getByRole('button', { name: 'Add a goal' }).click();
  await page.getByRole('button', { name: 'Back to the run' }).click();
  await page.reload();
  await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  const again = await openSweep(page);
  await expect(again.getByTestId('sweep-points-0')).toHaveValue('7');
  await expect(again.getByRole('spinbutton', { name: 'Value of goal 1' })).toHaveValue('1');
});
