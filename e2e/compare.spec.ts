import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { numberIn, openApp, settled } from './helpers';

function compareView(page: Page): Locator {
  return page.getByRole('region', { name: 'Comparison' });
}

/** Opens a link with Compare on (openApp expects the single view's one QPS chart) and waits for the diff table. */
async function openCompareLink(page: Page, hash: string): Promise<Locator> {
  await page.goto(`/${hash}`);
  const view = compareView(page);
  await expect(view.getByRole('table', { name: /Totals over the run/ })).toBeVisible();
  return view;
}

async function openCompare(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Compare' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  return compareView(page);
}

/** The diff table's cells of one column, row by row, as numbers. */
async function column(table: Locator, name: string): Promise<number[]> {
  const headers = await table.locator('thead th').allTextContents();
  const col = headers.findIndex((h) => h.trim().endsWith(name));
  expect(col, `column ${name} in ${headers.join(' | ')}`).toBeGreaterThan(0);
  const values: number[] = [];
  for (const row of await table.locator('tbody tr').all()) {
    values.push(numberIn(await row.locator('th, td').nth(col).locator('.value').textContent()));
  }
  return values;
}

/** The count next to an outcome in a row's Requests legend. */
async function legendCount(row: Locator, outcome: string): Promise<number> {
  const key = row
    .getByRole('figure', { name: /Requests/ })
    .locator('.key')
    .filter({ hasText: outcome });
  return numberIn(await key.locator('.kcount').textContent());
}

async function cursorX(row: Locator, figure: RegExp): Promise<number> {
  return Number(await row.getByRole('figure', { name: figure }).locator('line.cursor').getAttribute('x1'));
}

test('Compare WarmUp vs SmoothWarmingUp: two rows of charts, a diff table, one cursor', async ({ page }) => {
  const errors = await openApp(page);
  const view = await openCompare(page);
  const presets = view.getByRole('group', { name: 'Quick comparisons' });
  const preset = presets.getByRole('button', { name: 'WarmUp vs SmoothWarmingUp' });
  await preset.click();
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await expect(presets.getByRole('button', { name: 'Pacing vs reject' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/[#&]compare=warmup-vs-smooth/);

  // one row per variant, each with its own QPS and Requests charts
  const sentinel = view.getByRole('region', { name: /^Sentinel Warm Up · count 20 · warmUpPeriodSec 10$/ });
  const guava = view.getByRole('region', {
    name: /^Guava SmoothWarmingUp · permitsPerSecond 20 · warmupPeriodMs 10000$/,
  });
  for (const row of [sentinel, guava]) {
    await expect(row.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
    await expect(row.getByRole('figure', { name: /Requests/ })).toBeVisible();
  }
  await expect(sentinel).toContainText('WarmUpController');
  await expect(guava).toContainText('SmoothWarmingUp');
  await expect(view.getByRole('figure', { name: /Passed and blocked QPS/ })).toHaveCount(2);
  // the limiter-specific charts of the single view are gone
  await expect(page.getByRole('figure', { name: /Token bucket/ })).toHaveCount(0);

  // the diff table: both limiters' passed counts, as their own Requests legends count them
  const table = view.getByRole('table', { name: /Totals over the run/ });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(0)).toContainText('WarmUpController');
  await expect(table.locator('tbody tr').nth(1)).toContainText('SmoothWarmingUp');
  const passed = await column(table, 'passed');
  const blocked = await column(table, 'blocked');
  const requests = await column(table, 'requests');
  expect(requests[0]).toBeGreaterThan(0);
  expect(requests[1]).toBe(requests[0]); // the same traffic
  for (const [i, row] of [sentinel, guava].entries()) {
    expect(passed[i]).toBeGreaterThan(0);
    expect(passed[i]).toBe(await legendCount(row, 'passed')); // passed means one thing: at once or after a wait
    expect(blocked[i]).toBe(await legendCount(row, 'blocked'));
    expect(passed[i] + blocked[i]).toBe(requests[i]);
  }
  // the second row's difference to the first
  const delta = table.locator('tbody tr').nth(1).locator('td').nth(1).locator('.delta');
  const diff = passed[1] - passed[0];
  await expect(delta).toContainText(
    diff === 0 ? '±0' : `${diff > 0 ? '+' : '−'}${Math.abs(diff).toLocaleString('en')}`,
  );

  // one clock: moving it moves the cursor of every chart in every row, to the same x
  const before = await cursorX(sentinel, /Passed and blocked QPS/);
  await page.getByRole('slider', { name: 'Time' }).fill('15000');
  await expect.poll(() => cursorX(sentinel, /Passed and blocked QPS/)).toBeGreaterThan(before);
  const x = await cursorX(sentinel, /Passed and blocked QPS/);
  expect(await cursorX(guava, /Passed and blocked QPS/)).toBe(x);
  expect(await cursorX(sentinel, /Requests/)).toBe(x);
  expect(await cursorX(guava, /Requests/)).toBe(x);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect.poll(() => cursorX(guava, /Requests/)).toBeGreaterThan(x);
  expect(await cursorX(sentinel, /Passed and blocked QPS/)).toBe(await cursorX(guava, /Requests/));

  // Compare off: the single view is back, and the address forgets the comparison
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(compareView(page)).toHaveCount(0);
  await expect(page.getByRole('figure', { name: /Token bucket/ })).toBeVisible();
  await expect(page).not.toHaveURL(/compare=/);
  expect(errors).toEqual([]);
});

test('Pacing vs reject opens from the address; traffic edits reach every row; a row can be added and removed', async ({
  page,
}) => {
  const view = await openCompareLink(page, '#compare=pacing-vs-reject');
  await expect(page.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
  const pacing = view.getByRole('region', { name: /^Pacing \(RATE_LIMITER\)/ });
  const reject = view.getByRole('region', { name: /^Reject \(DEFAULT\)/ });
  await expect(pacing).toContainText('ThrottlingController');
  await expect(reject).toContainText('DefaultController');
  const table = view.getByRole('table', { name: /Totals over the run/ });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  const waited = await column(table, 'waited');
  expect(waited[0]).toBeGreaterThan(0); // pacing queues
  expect(waited[1]).toBe(0); // reject never waits
  const maxWait = await column(table, 'max wait');
  expect(maxWait[0]).toBeGreaterThan(0);
  expect(maxWait[1]).toBe(0);

  // the shared traffic is edited in Controls: every row follows, still on the same requests
  const before = await column(table, 'requests');
  await page.getByRole('slider', { name: /^rate/ }).fill('45');
  await settled(page);
  await expect.poll(async () => (await column(table, 'requests')).join(',')).not.toBe(before.join(','));
  const after = await column(table, 'requests');
  expect(after[1]).toBe(after[0]);

  // add the current scenario as a third row, then remove the reject row
  await view.getByRole('button', { name: 'Add the current scenario' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(view.getByRole('region', { name: 'Snapshot 1 (sentinel:0)' })).toBeVisible();
  // the preset stays in the address (its rows follow the scenario) and the added row travels in `rows`
  await expect(page).toHaveURL(/compare=pacing-vs-reject.*&rows=1\./);
  await view.getByRole('button', { name: /^Remove row: Reject/ }).click();
  await expect(page).toHaveURL(/compare=on.*&rows=1\./);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(view.getByRole('region', { name: /^Reject/ })).toHaveCount(0);
});

test('This rule vs edited copy: one parameter changed through the form', async ({ page }) => {
  await openApp(page);
  const view = await openCompare(page);
  await view.getByRole('button', { name: 'This rule vs edited copy' }).click();
  const form = view.getByRole('group', { name: 'Edited copy' });
  await form.getByRole('combobox', { name: 'Parameter' }).selectOption('count');
  await expect(form.getByRole('spinbutton', { name: 'New value' })).toHaveValue('40'); // count 20, doubled
  await form.getByRole('spinbutton', { name: 'New value' }).fill('35');
  await expect(view.getByRole('region', { name: 'Edited copy: count = 35' })).toBeVisible();
  await expect(view.getByRole('region', { name: 'As it is (sentinel:0)' })).toBeVisible();
  const table = view.getByRole('table', { name: /Totals over the run/ });
  await expect.poll(async () => (await column(table, 'passed'))[1]).toBeGreaterThan((await column(table, 'passed'))[0]);

  // a patch may not touch the traffic: said in words next to the rows
  await expect(view).toContainText(
    'traffic, injections, incidents, durationMs and seed come from the current scenario',
  );
});

test('axe: Compare mode has no serious or critical violations, light and dark', async ({ page }) => {
  test.slow(); // two axe passes over several charts: slow on a busy 2-core machine
  await openCompareLink(page, '#compare=warmup-vs-smooth');
  await expect(compareView(page).getByRole('figure', { name: /Requests/ })).toHaveCount(2);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const results = await new AxeBuilder({ page }).include('.compare-view').analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious, scheme).toEqual([]);
  }
});
