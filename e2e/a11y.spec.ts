import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('axe: no serious or critical violations, light and dark, with the editor loaded and tables shown', async ({
  page,
}) => {
  // axe walks the whole page twice (light and dark, every chart as a table): slow on a 2-core machine
  test.slow();
  await openApp(page);
  await expect(page.getByRole('region', { name: 'Rule JSON' }).locator('.monaco-editor')).toBeVisible({
    timeout: 15_000,
  });
  for (const sw of await page.getByRole('switch', { name: /Show as table/ }).all()) await sw.click();
  await expect(page.getByRole('table')).toHaveCount(5); // 4 chart tables + the counts in "At the cursor"
  expect(await seriousViolations(page)).toEqual([]);

  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
});

/** Every other screen, light and dark, in both languages (issue 11): the tour, the shortcut list, an embed. */
const SCREENS: { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [
  { name: 'first screen, 中文', path: '/?lang=zh' },
  {
    name: 'the tour (from the first-screen cue)',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Take the tour' }).click();
      await expect(page.getByRole('region', { name: /Tour/ })).toBeVisible();
      // stop 2: a refused request; the explain panel's verdict is blocked-coloured text (#d55e00 was 3.86:1)
      await page.getByRole('region', { name: /Tour/ }).getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.locator('.verdict.blocked').first()).toBeVisible();
    },
  },
  {
    name: 'the shortcut list',
    path: '/',
    open: async (page) => {
      await page.locator('body').press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    },
  },
  { name: 'embed', path: '/?embed=qps' },
  { name: 'embed, 中文', path: '/?embed=qps&lang=zh' },
];

for (const screen of SCREENS) {
  test(`axe: ${screen.name}: no serious or critical violations, light and dark`, async ({ page }) => {
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(screen.path);
    await expect(page.locator('figure').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await screen.open?.(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
