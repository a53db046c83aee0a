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
