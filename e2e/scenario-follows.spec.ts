/**
 * The rule editor and As code follow the limiter on screen (issue 21, finding 12): As code opens on the code of
 * the limiter shown (a target picked by hand stays while that limiter is on screen), and the rule editor says
 * that its Sentinel tabs do not configure a Guava, Bucket4j or textbook limiter (whose own tab comes first and is
 * selected: e2e/editor-limiter.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { openApp, settled } from './helpers';

const picker = (page: Page, name = 'Limiter') => page.getByRole('combobox', { name });

async function openAsCode(page: Page, button = 'As code', dialog = 'Rules as code') {
  await page.getByRole('button', { name: button }).click();
  const panel = page.getByRole('dialog', { name: dialog });
  await expect(panel).toBeVisible();
  return panel;
}

test('As code opens on the limiter on screen; the rule editor says what it configures', async ({ page }) => {
  const errors = await openApp(page);
  const editor = page.getByRole('region', { name: 'Rule JSON' });
  const scope = editor.getByRole('note').filter({ hasText: 'On screen:' });
  await expect(scope).toHaveCount(0);

  let panel = await openAsCode(page);
  const target = panel.getByRole('combobox', { name: 'Target' });
  await expect(target).toHaveValue('java');
  await panel.getByRole('button', { name: 'Close' }).click();

  await picker(page).selectOption('guava-bursty');
  await settled(page);
  // its own tab is shown; the Flow tab says it does not configure it, and where its settings are
  await expect(editor.getByRole('tab', { selected: true })).toHaveText('Guava SmoothBursty');
  await expect(scope).toHaveCount(0);
  await editor.getByRole('tab', { name: 'Flow' }).click();
  await expect(scope).toContainText('Guava RateLimiter — SmoothBursty');
  await expect(scope).toContainText('in the Guava SmoothBursty tab');
  panel = await openAsCode(page);
  await expect(target).toHaveValue('guava');
  await expect(panel.getByTestId('ascode-code').locator('.view-lines')).toContainText('RateLimiter.create');
  // picked by hand: kept while the same limiter is on screen
  await target.selectOption('java');
  await panel.getByRole('button', { name: 'Close' }).click();
  panel = await openAsCode(page);
  await expect(target).toHaveValue('java');
  await panel.getByRole('button', { name: 'Close' }).click();

  for (const [choice, id] of [
    ['bucket4j', 'bucket4j'],
    ['nginx-limit-req', 'nginx'],
    ['textbook-gcra', 'java'],
    ['sentinel-2', 'java'],
  ] as const) {
    await picker(page).selectOption(choice);
    await settled(page);
    panel = await openAsCode(page);
    await expect(target).toHaveValue(id);
    await panel.getByRole('button', { name: 'Close' }).click();
  }
  // back on a Sentinel rule: the Flow tab is its configuration, nothing to say
  await expect(scope).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the rule editor’s note in 中文, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lang=zh');
  await expect(picker(page, '限流器')).toBeEnabled();
  await picker(page, '限流器').selectOption('bucket4j');
  await page.getByRole('tab', { name: '流控', exact: true }).click();
  const note = page.getByRole('note').filter({ hasText: '屏幕上是 Bucket4j' });
  await note.scrollIntoViewIfNeeded().catch(() => undefined);
  await expect(note).toBeAttached();
  await expect(note).toContainText('并不配置它');
});
