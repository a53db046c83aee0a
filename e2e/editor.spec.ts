import { expect, test, type Page } from '@playwright/test';
import { autosaved, cursorValue, openApp, shot } from './helpers';

function ruleRegion(page: Page) {
  return page.getByRole('region', { name: 'Rule JSON' });
}

async function editorReady(page: Page) {
  const region = ruleRegion(page);
  await expect(region.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  return region.getByRole('textbox', { name: /Rule JSON editor/ });
}

async function replaceText(page: Page, text: string) {
  const box = await editorReady(page);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('invalid JSON: a marker and an alert, the last good result keeps running, the text survives a reload', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await replaceText(page, '[{"resource": "demo", "count": 20, "controlBehavior": 1 "oops": 1}]');
  const alert = ruleRegion(page).getByRole('alert');
  await expect(alert).toContainText('Line 1');
  await expect(alert).toContainText("expected ',' or '}'");
  await expect(ruleRegion(page).locator('.squiggly-error').first()).toBeAttached();
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  await shot(page, testInfo, 'invalid-json');

  await autosaved(page, 'oops'); // autosave runs when input settles
  await page.reload();
  await editorReady(page);
  await expect(ruleRegion(page).getByRole('alert')).toContainText("expected ',' or '}'");
  await expect(ruleRegion(page).locator('.view-lines')).toContainText('"oops"');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
});

test('a rule Sentinel would drop is marked with the field and the allowed range', async ({ page }) => {
  await openApp(page);
  await replaceText(
    page,
    '[{"resource": "demo", "count": -5, "grade": 1, "controlBehavior": 1, "warmUpPeriodSec": 10}]',
  );
  const alert = ruleRegion(page).getByRole('alert');
  await expect(alert).toContainText('rules[0].count');
  await expect(alert).toContainText('line 1');
  await expect(ruleRegion(page).locator('.squiggly-error').first()).toBeAttached();
  await expect(cursorValue(page, 'count')).toHaveText(/^20\s*QPS$/);
});

test('valid JSON is applied; Format reformats it', async ({ page }) => {
  await openApp(page);
  await replaceText(page, '[{"resource":"demo","count":50,"grade":1,"controlBehavior":1,"warmUpPeriodSec":10}]');
  await expect(cursorValue(page, 'count')).toHaveText(/^50\s*QPS$/);
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^250\s*tokens$/);
  await ruleRegion(page).getByRole('button', { name: 'Format' }).click();
  await expect(ruleRegion(page).locator('.view-lines .view-line')).not.toHaveCount(1);
});

test('a resource name with HTML shows as text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openApp(page);
  const evil = '<img src=x onerror=alert(1)>';
  await replaceText(
    page,
    `[{"resource": "${evil}", "count": 20, "grade": 1, "controlBehavior": 1, "warmUpPeriodSec": 10}]`,
  );
  await expect(page.getByText(evil, { exact: false }).first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("typing shows no pop-ups; Ctrl+Space lists the rule schema's fields", async ({ page }) => {
  const errors = await openApp(page);
  await replaceText(page, '[{"resource":"demo","count":5,');
  // nothing opens unasked, so Tab and Enter keep their meaning
  await expect(ruleRegion(page).locator('.suggest-widget.visible')).toHaveCount(0);
  await page.keyboard.press('Control+Space');
  const list = ruleRegion(page).locator('.suggest-widget.visible');
  await expect(list).toBeVisible();
  await expect(list).toContainText('controlBehavior');
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  expect(errors).toEqual([]);
});
