import { expect, test, type Page } from '@playwright/test';
import { autosaved, openApp, shot } from './helpers';

function ruleRegion(page: Page) {
  return page.getByRole('region', { name: 'Rule JSON' });
}

async function editorBox(page: Page) {
  await expect(ruleRegion(page).locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  return ruleRegion(page).getByRole('textbox', { name: /Rule JSON editor/ });
}

async function replaceText(page: Page, text: string) {
  const box = await editorBox(page);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('rule tabs: arrows move between Flow, Degrade, Authority, System, Hot param and Gateway; each tab keeps its text', async ({
  page,
}) => {
  await openApp(page);
  await editorBox(page);
  const flow = page.getByRole('tab', { name: /^Flow/ });
  await expect(flow).toHaveAttribute('aria-selected', 'true');
  await flow.focus();
  await page.keyboard.press('ArrowRight');
  const degrade = page.getByRole('tab', { name: /^Degrade/ });
  await expect(degrade).toBeFocused();
  await expect(degrade).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(/^Degrade/);
  await expect(ruleRegion(page).getByRole('textbox', { name: /Rule JSON editor: Degrade/ })).toBeAttached();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /^Gateway/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(flow).toHaveAttribute('aria-selected', 'true');
  await expect(ruleRegion(page).locator('.view-lines')).toContainText('"controlBehavior"');
});

test('invalid Degrade text: badge and alert with line and column, the run goes on, the text survives a reload', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await editorBox(page);
  await page.getByRole('tab', { name: /^Degrade/ }).click();
  await replaceText(page, '[{"resource": "demo", "grade": 0, "count": 100 "timeWindow": 5}]');
  const alert = ruleRegion(page).getByRole('alert');
  await expect(alert).toContainText('Line 1');
  await expect(page.getByRole('tab', { name: /^Degrade, 1 problem/ })).toBeVisible();
  // from the Flow tab the alert points at the Degrade tab
  await page.getByRole('tab', { name: /^Flow/ }).click();
  await expect(alert).toContainText('the Degrade tab');
  await shot(page, testInfo, 'degrade-invalid');
  await autosaved(page, 'timeWindow');
  await page.reload();
  await editorBox(page);
  await expect(page.getByRole('tab', { name: /^Degrade, 1 problem/ })).toBeVisible();
  await page.getByRole('tab', { name: /^Degrade/ }).click();
  await expect(ruleRegion(page).locator('.view-lines')).toContainText('"timeWindow"');
});

test('a rule Sentinel would drop in the Degrade tab is marked there', async ({ page }) => {
  await openApp(page);
  await editorBox(page);
  await page.getByRole('tab', { name: /^Degrade/ }).click();
  await replaceText(page, '[{"resource": "demo", "grade": 0, "count": 100, "timeWindow": 0}]');
  const alert = ruleRegion(page).getByRole('alert');
  await expect(alert).toContainText('timeWindow');
  await expect(alert).toContainText('line 1');
  await expect(page.getByRole('tab', { name: /^Degrade, \d+ problem/ })).toBeVisible();
  await expect(ruleRegion(page).locator('.squiggly-error').first()).toBeAttached();
});

test('breaker preset: slot chain selected, the Degrade tab and the degrade sliders show its rule', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await editorBox(page);
  await page.getByRole('combobox', { name: 'Breaker presets' }).selectOption('slow-downstream');
  await expect(page.getByRole('combobox', { name: 'Limiter' })).toHaveValue('sentinel-chain');
  const group = page.getByRole('group', { name: 'Degrade rule 0' });
  await expect(group.getByRole('spinbutton', { name: 'count value' })).toHaveValue('100');
  await expect(group.getByRole('spinbutton', { name: 'slowRatioThreshold value' })).toHaveValue('0.5');
  await group.getByRole('spinbutton', { name: 'timeWindow value' }).fill('8');
  await page.getByRole('tab', { name: /^Degrade/ }).click();
  await expect(ruleRegion(page).locator('.view-lines')).toContainText('"timeWindow": 8');
  await shot(page, testInfo, 'breaker-preset');
  await group.getByRole('spinbutton', { name: 'statIntervalMs value' }).fill('-1');
  await expect(group.getByText(/statIntervalMs/).last()).toBeVisible();
  await expect(group.locator('.error').first()).toBeVisible();
});
