import { expect, test, type Page } from '@playwright/test';
import { openApp, settled, shot } from './helpers';

/** The dialog, its picker, and what Copy put on the clipboard. */
const panel = (page: Page) => page.getByRole('dialog', { name: 'Rules as code' });
async function copied(page: Page): Promise<string> {
  await panel(page).getByRole('button', { name: 'Copy' }).click();
  await expect(panel(page).getByRole('status')).toHaveText(/^Copied \d+ lines to the clipboard\.$/);
  return page.evaluate(() => navigator.clipboard.readText());
}

test('As code: open from the header by keyboard, switch targets, follow a changed count, Copy', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = await openApp(page);
  const button = page.getByRole('button', { name: 'As code' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  const code = panel(page).getByTestId('ascode-code');
  await expect(code.locator('.view-lines')).toContainText('Sentinel rules from Flowlab');
  await expect(panel(page).getByText('File: SentinelRules.java')).toBeVisible();

  // Java: the default WarmUp rule, count 20, loaded by FlowRuleManager
  let java = await copied(page);
  expect(java).toContain('FlowRuleManager.loadRules(rules);');
  expect(java).toContain('flow0.setCount(20);');
  expect(java).toContain('flow0.setControlBehavior(RuleConstant.CONTROL_BEHAVIOR_WARM_UP);');
  await shot(page, testInfo, 'ascode-java');

  // another target: Sentinel-Go
  await panel(page).getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Sentinel-Go' });
  await expect(code.locator('.view-lines')).toContainText('sentinel-golang');
  const go = await copied(page);
  expect(go).toMatch(/Threshold: +20,/);
  expect(go).toContain('flow.WarmUp');
  await panel(page).getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Nacos JSON' });
  await panel(page).getByRole('textbox', { name: 'Application name' }).fill('orders');
  expect(await copied(page)).toContain('// dataId: orders-flow-rules  group: SENTINEL_GROUP');
  await shot(page, testInfo, 'ascode-nacos');

  // Esc closes and gives focus back; a new count shows up in the code
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(button).toBeFocused();
  await page.getByRole('slider', { name: /^count/ }).fill('40');
  await settled(page);
  await button.click();
  await panel(page).getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Java · FlowRuleManager…' });
  java = await copied(page);
  expect(java).toContain('flow0.setCount(40);');
  expect(java).not.toContain('setCount(20)');
  expect(errors).toEqual([]);
});

test('As code opened twice after the rule editor has loaded its JSON language: Monaco logs nothing', async ({
  page,
}) => {
  // The JSON language arrives after the rule editor is made; an editor made after that must still
  // find every service its contributions ask for (this once logged "depends on UNKNOWN service").
  const errors = await openApp(page);
  await expect(page.locator('#rule-editor .monaco-editor')).toBeVisible();
  await expect(page.locator('#rule-editor .view-lines')).toContainText('"resource"');
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'As code' }).click();
    await expect(panel(page).getByTestId('ascode-code').locator('.view-lines')).toContainText('Sentinel rules');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
  }
  await settled(page);
  expect(errors).toEqual([]);
});

test('As code at phone width: the dialog fills the screen and Copy is in reach', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  // the header's button does not widen the page
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'As code' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByTestId('ascode-code').locator('.view-lines')).toContainText('Sentinel rules');
  const box = await panel(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  await expect(panel(page).getByRole('button', { name: 'Copy' })).toBeInViewport();
  // the code scrolls inside its own box: nothing in the dialog is wider than the screen
  const widest = await panel(page).evaluate((d) =>
    Math.max(...Array.from(d.children).map((c) => c.getBoundingClientRect().right)),
  );
  expect(widest).toBeLessThanOrEqual(390);
  await shot(page, testInfo, 'ascode-phone');
});

test('As code in 中文', async ({ page }) => {
  await openApp(page, '/?lang=zh').catch(() => undefined);
  await page.getByRole('button', { name: '导出代码' }).click();
  await expect(page.getByRole('dialog', { name: '规则导出为代码' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '目标' })).toBeVisible();
});
