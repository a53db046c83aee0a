/**
 * Issue 13, gateway half: paste a GatewayFlowRule with a HEADER paramItem into the Gateway tab of the rule editor,
 * make the requests gateway requests carrying the header ("k1" four times in five, "k2" once), and on the slot chain
 * see "k1" blocked while "k2" — parsed as "$NM" — passes; explain a blocked request (the parsed header, the match,
 * the converted rule, its bucket); load a gateway preset of the "Hot parameters & gateway" gallery group.
 */
import { expect, test, type Page } from '@playwright/test';
import { autosaved, explainAtCursor, openApp, ruleBox, seekTo, settled, shot } from './helpers';

const explainPanel = (page: Page) => page.getByRole('region', { name: 'Explain this decision' });

const RULE =
  '[{"resource": "demo", "count": 2, "paramItem": {"parseStrategy": 2, "fieldName": "X-Key", "pattern": "k1", "matchStrategy": 0}}]';

test('Gateway tab: a pasted HEADER rule blocks one header value, the others pass as "$NM"; explain a block', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  const box = await ruleBox(page);
  await page.getByRole('tab', { name: /^Gateway/ }).click();
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(RULE);
  await autosaved(page, '"fieldName":"X-Key"');

  // the requests become gateway requests with the header X-Key: k1 four times in five, k2 once
  const attrs = page.getByTestId('gateway-attributes');
  await expect(attrs).toBeVisible();
  await attrs.getByRole('checkbox', { name: /through the gateway adapter/ }).check();
  const name = attrs.getByRole('textbox', { name: 'header name' });
  await name.fill('X-Key');
  await name.press('Enter');
  const value = attrs.getByRole('textbox', { name: 'value of X-Key' });
  await value.fill('k1:4, k2');
  await value.press('Enter');
  await autosaved(page, '"X-Key":{"type":"weighted"');

  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('sentinel-chain');
  await settled(page);

  // rule 0's summary and sliders, from the gateway rule module
  const sliders = page.getByTestId('gateway-controls');
  await expect(sliders).toContainText('X-Key');
  await expect(sliders).toContainText('intervalSec');
  await expect(sliders).toContainText('burst');

  // the per-value charts of the converted rule: "k1" and "$NM"
  await page.getByRole('tab', { name: 'Gateway values' }).click();
  const charts = page.getByTestId('hot-value-charts');
  await expect(charts).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('hot-values-chart')).toHaveAttribute('data-values', '2');
  await charts.getByRole('button', { name: 'k1', exact: true }).click();
  const bucket = page.getByTestId('hot-bucket-chart');
  await expect(bucket).toHaveAttribute('data-value', 'k1');
  expect(Number(await bucket.getAttribute('data-blocked'))).toBeGreaterThan(0);
  await page.getByTestId('hot-value-picker').selectOption('java.lang.String:$NM');
  await expect(bucket).toHaveAttribute('data-value', '$NM');
  await expect(bucket).toHaveAttribute('data-blocked', '0');
  await shot(page, testInfo, 'gateway-charts');

  // a request GatewayFlowSlot stopped, in the slot view, then explained
  const chain = page.locator('[data-testid="slot-chain"]');
  await expect(async () => {
    let found = false;
    for (let ms = 1_000; ms <= 4_000 && !found; ms += 50) {
      await seekTo(page, ms);
      found = (await chain.locator('li[data-slot="GatewayFlowSlot"]').getAttribute('data-status')) === 'stopped';
    }
    expect(found).toBe(true);
  }).toPass({ timeout: 30_000 });
  await expect(chain).toContainText('ParamFlowException');
  await expect(chain).toContainText('parsed value "k1"');
  await expect(chain.locator('li[data-slot="FlowSlot"]')).toHaveAttribute('data-status', 'not-reached');
  await explainAtCursor(page);
  const p = explainPanel(page);
  await expect(p).toContainText('Verdict: blocked');
  await expect(p).toContainText('GatewayParamParser');
  await expect(p).toContainText('EXACT "k1" matches');
  await expect(p).toContainText('GatewayFlowRule 0 → ParamFlowRule');
  await expect(p).toContainText('durationInSec 1');
  await expect(p.getByRole('listitem').last()).toContainText('→ block');
  await shot(page, testInfo, 'gateway-explain');
  expect(errors).toEqual([]);
});

test('gallery: a gateway preset — a value that does not match becomes "$NM" and is never limited', async ({ page }) => {
  const errors = await openApp(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  await expect(dialog.getByRole('heading', { name: /^Hot parameters & gateway/ })).toBeVisible();
  await dialog.getByRole('button', { name: /^Gateway: a value that does not match becomes "\$NM"/ }).click();
  await expect(dialog.getByText('Loaded:')).toBeVisible();
  await dialog.getByRole('button', { name: /Take the tour/ }).click();
  await expect(dialog).toBeHidden();
  const tour = page.getByRole('region', { name: 'Tour' });
  await tour.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(tour.getByRole('status')).toContainText('20 of its 25 requests are blocked');
  await tour.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(tour.getByRole('status')).toContainText('250 of 250 passed');
  await page.getByRole('tab', { name: 'Gateway values' }).click();
  await page.getByTestId('hot-value-charts').getByRole('button', { name: '$NM', exact: true }).click();
  const bucket = page.getByTestId('hot-bucket-chart');
  await expect(bucket).toHaveAttribute('data-value', '$NM');
  await expect(bucket).toHaveAttribute('data-blocked', '0');
  expect(errors).toEqual([]);
});

test('Gateway tab: a GatewayFlowRule Sentinel would ignore is marked at its field', async ({ page }) => {
  await openApp(page);
  const box = await ruleBox(page);
  await page.getByRole('tab', { name: /^Gateway/ }).click();
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(
    '[{"resource": "demo", "count": 5, "intervalSec": 0, "paramItem": {"parseStrategy": 2}}]',
  );
  const alert = page.getByRole('region', { name: 'Rule JSON' }).getByRole('alert');
  await expect(alert).toContainText('gatewayFlowRules[0].intervalSec: must be > 0 seconds');
  await expect(alert).toContainText('(and 1 more)'); // the HEADER item has no fieldName
  await expect(page.getByRole('tab', { name: /^Gateway, \d+ problems?/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rule JSON' }).locator('.squiggly-error').first()).toBeAttached();
});
