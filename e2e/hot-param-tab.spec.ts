/**
 * Issue 13, hot-parameter half: paste a ParamFlowRule into the Hot-param tab of the rule editor, give the requests
 * an argument ("hot" four times in five, "cold" once), and on the slot chain see the per-value charts show "hot"
 * blocked while "cold" passes; explain a blocked request (its value, its bucket, ParamFlowChecker's names); load
 * a preset of the "Hot parameters & gateway" gallery group and read its surprise on the chain.
 */
import { expect, test, type Page } from '@playwright/test';
import { autosaved, explainAtCursor, openApp, ruleBox, seekTo, settled, shot } from './helpers';

const explainPanel = (page: Page) => page.getByRole('region', { name: 'Explain this decision' });

test('Hot-param tab: a pasted ParamFlowRule blocks the hot value, the cold one passes; explain a block', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  // every request carries argument 0: "hot" four times in five, then "cold"
  const group = page.getByRole('group', { name: 'Hot parameters' });
  await group.getByRole('combobox', { name: 'Values' }).selectOption('replay');
  const values = group.getByRole('textbox', { name: 'Values in order' });
  await values.fill('hot, hot, hot, hot, cold');
  await values.press('Enter');

  const box = await ruleBox(page);
  await page.getByRole('tab', { name: /^Hot param/ }).click();
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('[{"resource": "demo", "paramIdx": 0, "count": 10, "durationInSec": 1}]');
  await autosaved(page, '"paramIdx":0,"count":10');
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('sentinel-chain');
  await settled(page);

  // rule 0's sliders, from the param-flow module
  const sliders = page.getByTestId('param-flow-controls');
  await expect(sliders).toContainText('durationInSec');
  await expect(sliders).toContainText('burstCount');

  // the per-value charts: "hot" (24/s at 30 QPS) is blocked, "cold" (6/s) never
  const charts = page.getByTestId('hot-value-charts');
  await expect(charts).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('hot-values-chart')).toHaveAttribute('data-values', '2');
  await shot(page, testInfo, 'hot-param-values');
  // a value's legend key opens its bucket
  await charts.getByRole('button', { name: 'hot', exact: true }).click();
  const bucket = page.getByTestId('hot-bucket-chart');
  await expect(bucket).toHaveAttribute('data-value', 'hot');
  expect(Number(await bucket.getAttribute('data-blocked'))).toBeGreaterThan(0);
  expect(Number(await bucket.getAttribute('data-refills'))).toBeGreaterThan(0);
  const picker = page.getByTestId('hot-value-picker');
  await picker.selectOption('java.lang.String:cold');
  await expect(bucket).toHaveAttribute('data-value', 'cold');
  await expect(bucket).toHaveAttribute('data-blocked', '0');
  await shot(page, testInfo, 'hot-param-charts');

  // a request ParamFlowSlot stopped, in the slot view, then explained
  const chain = page.locator('[data-testid="slot-chain"]');
  await expect(async () => {
    let found = false;
    for (let ms = 10_000; ms <= 12_000 && !found; ms += 50) {
      await seekTo(page, ms);
      found = (await chain.locator('li[data-slot="ParamFlowSlot"]').getAttribute('data-status')) === 'stopped';
    }
    expect(found).toBe(true);
  }).toPass({ timeout: 30_000 });
  await expect(chain).toContainText('ParamFlowException');
  await expect(chain).toContainText('value "hot": no token left in its bucket (count 10)');
  await expect(chain.locator('li[data-slot="FlowSlot"]')).toHaveAttribute('data-status', 'not-reached');
  await explainAtCursor(page);
  const p = explainPanel(page);
  await expect(p).toContainText('Verdict: blocked');
  await expect(p).toContainText('ParamFlowRule 0');
  await expect(p).toContainText('value "hot"');
  await expect(p).toContainText('lastAddTokenTime');
  await expect(p.getByRole('listitem').last()).toContainText('→ block');
  await shot(page, testInfo, 'hot-param-explain');
  expect(errors).toEqual([]);
});

test('gallery: the "Hot parameters & gateway" group; +1000 ms exactly is still blocked', async ({ page }) => {
  const errors = await openApp(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  await expect(dialog.getByRole('heading', { name: /^Hot parameters & gateway/ })).toBeVisible();
  await dialog.getByRole('button', { name: /^Hot value: refill only after MORE than durationInSec/ }).click();
  await expect(dialog.getByText('Loaded:')).toBeVisible();
  await dialog.getByRole('button', { name: /Take the tour/ }).click();
  await expect(dialog).toBeHidden();
  const tour = page.getByRole('region', { name: 'Tour' });
  await tour.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(tour.getByRole('status')).toContainText('passTime = 1000 ms is not more than 1000 ms');
  const chain = page.locator('[data-testid="slot-chain"]');
  await expect(chain.locator('li[data-slot="ParamFlowSlot"]')).toHaveAttribute('data-status', 'stopped');
  await explainAtCursor(page);
  await expect(explainPanel(page)).toContainText('not more than a whole window');
  await tour.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(chain.locator('li[data-slot="ParamFlowSlot"]')).toHaveAttribute('data-status', 'passed');
  await page.getByRole('button', { name: 'Value’s bucket' }).click();
  await expect(page.getByTestId('hot-bucket-chart')).toHaveAttribute('data-refills', '2');
  expect(errors).toEqual([]);
});

test('Hot-param tab: a ParamFlowRule Sentinel would ignore is marked at its field', async ({ page }) => {
  await openApp(page);
  const box = await ruleBox(page);
  await page.getByRole('tab', { name: /^Hot param/ }).click();
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('[{"resource": "demo", "count": 5, "durationInSec": 0}]');
  const alert = page.getByRole('region', { name: 'Rule JSON' }).getByRole('alert');
  await expect(alert).toContainText('paramFlowRules[0].paramIdx: is required');
  await expect(alert).toContainText('(and 1 more)'); // durationInSec 0 too
  await expect(page.getByRole('tab', { name: /^Hot param, \d+ problems?/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rule JSON' }).locator('.squiggly-error').first()).toBeAttached();
});
