/**
 * Issue 16, the other libraries' limiters in the page: x/time/rate picked from the Limiter picker and its
 * own-state chart; the reservation example driving its tokens below zero, and a request explained in rate.go's
 * names; resilience4j's cycle edge letting 2 × limitForPeriod through; a Compare row beside Sentinel.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cursorValue, legendCount, loadExample, numberIn, openApp, settled, shot } from './helpers';

const stateChart = (page: Page, title: string | RegExp) => page.getByRole('figure', { name: title });

test('x/time/rate from the picker: its token chart; the reservation example goes negative and is explained', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  const picker = page.getByRole('combobox', { name: 'Limiter' });
  await picker.selectOption('go-rate');
  await expect(picker).toHaveValue('go-rate');
  await settled(page);
  const tokens = stateChart(page, /Tokens \(negative: reserved ahead\)/);
  await expect(tokens).toBeVisible();
  await expect(tokens.locator('path.state-line')).toHaveCount(2);
  await expect(tokens.locator('.level-label').filter({ hasText: 'burst' })).toHaveCount(1);
  // the default traffic never reserves: nothing below zero
  await expect(tokens).not.toContainText('below zero');

  await loadExample(page, /^x\/time\/rate starts full and goes negative/);
  await expect(picker).toHaveValue('go-rate');
  await expect(tokens).toContainText('below zero: owed');
  // at the start: 10 callers at 0 s took 10 of 5 tokens; TokensAt at the first tick end (100 ms) is −4.5
  await expect.poll(async () => numberIn(await cursorValue(page, 'TokensAt(now)').textContent())).toBe(-4.5);
  await expect.poll(async () => numberIn(await cursorValue(page, 'tokens').textContent())).toBe(-5);

  // the explanation of the request at the cursor (open by default)
  const panel = page.getByRole('region', { name: 'Explain this decision' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('rate.Limiter');
  await expect(panel).toContainText('advance(t)');
  await expect(panel).toContainText('ReserveN: waitDuration');
  await shot(page, testInfo, 'go-rate-debt');
  expect(errors).toEqual([]);
});

test('resilience4j: 2 × limitForPeriod around a cycle edge, and the Compare row beside Sentinel', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await loadExample(page, /^resilience4j: 2 × `?limitForPeriod`? at a cycle edge/);
  await expect(page.getByRole('combobox', { name: 'Limiter' })).toHaveValue('resilience4j');
  const permissions = stateChart(page, /Permissions left in the cycle/);
  await expect(permissions).toBeVisible();
  await expect(permissions.locator('.level-label').filter({ hasText: 'limitForPeriod' })).toHaveCount(1);
  // 5 at 985 ms and 5 at 1000 ms pass, 5 at 1010 ms are refused
  await expect.poll(() => legendCount(page.locator('.charts'), 'passed')).toBe(10);
  expect(await legendCount(page.locator('.charts'), 'blocked')).toBe(5);
  await shot(page, testInfo, 'resilience4j-edge');

  const toggle = page.getByRole('button', { name: 'Compare' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const view = page.getByRole('region', { name: 'Comparison' });
  const preset = view.getByRole('button', { name: 'resilience4j cycle edge vs Sentinel sliding window' });
  // resilience4j on screen opens Compare on its own quick comparison
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  const table = view.getByRole('table', { name: /Totals over the run/ });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(0)).toContainText('AtomicRateLimiter');
  await expect(table.locator('tbody tr').nth(1)).toContainText('DefaultController');
  const headers = await table.locator('thead th').allTextContents();
  const col = headers.findIndex((h) => h.trim().endsWith('passed'));
  const passed = await Promise.all(
    [0, 1].map(async (r) =>
      numberIn(await table.locator('tbody tr').nth(r).locator('th, td').nth(col).locator('.value').textContent()),
    ),
  );
  expect(passed).toEqual([10, 5]);
  await shot(page, testInfo, 'resilience4j-compare');
  expect(errors).toEqual([]);
});

test('?embed=state shows the own-state chart of a shared x/time/rate run, and says when a limiter has none', async ({
  page,
}) => {
  await openApp(page);
  await loadExample(page, /^x\/time\/rate starts full and goes negative/);
  await page.getByRole('button', { name: 'Share' }).click();
  const hash = new URL(await page.getByRole('textbox', { name: 'Share link' }).inputValue()).hash;
  await page.goto(`/?embed=state${hash}`);
  const tokens = stateChart(page, /Tokens \(negative: reserved ahead\)/);
  await expect(tokens).toBeVisible();
  await expect(tokens).toContainText('below zero: owed');
  await page.goto('/?embed=state');
  await expect(page.locator('main.chart .note')).toContainText('Own state');
});

test('Bucket4j: the intervally bucket refills at 1 s, its table view says so; axe finds nothing serious', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await loadExample(page, /^Bucket4j: intervally refills on its own grid/);
  await expect(page.getByRole('combobox', { name: 'Limiter' })).toHaveValue('bucket4j');
  const tokens = stateChart(page, /^Available tokens/);
  await expect(tokens).toBeVisible();
  await expect(tokens.locator('.level-label').filter({ hasText: 'capacity0' })).toHaveCount(1);
  // the table view: 0 tokens until the refill one period after the bucket's creation, then 5 − 1
  await tokens.getByRole('switch', { name: /^Show as table/ }).click();
  const table = tokens.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.locator('thead')).toContainText('availableTokens (tokens)');
  await shot(page, testInfo, 'bucket4j-grid');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(', ')}`),
  ).toEqual([]);
  expect(errors).toEqual([]);
});
