import { expect, test, type Page } from '@playwright/test';
import { autosaved, cursorMs, cursorValue, openApp, shot } from './helpers';

/** Sets count, and returns the Share link of the scenario then (the popover closed again). */
async function linkWithCount(page: Page, count: number): Promise<string> {
  await page.getByRole('slider', { name: /^count/ }).fill(String(count));
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  await page.keyboard.press('Escape');
  return link;
}

/** A link as a path for `openApp` (the preview's origin dropped). */
const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

test('a Share link opened in a new browser context shows the same scenario and cursor', async ({
  page,
  browser,
}, testInfo) => {
  await openApp(page);
  await page.getByRole('slider', { name: /coldFactor/ }).fill('4');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^66\s*tokens$/);
  await page.getByRole('slider', { name: 'Time' }).fill('14200');
  await page.getByRole('button', { name: 'Share' }).click();
  const box = page.getByRole('textbox', { name: 'Share link' });
  await expect(box).toHaveValue(/#s=1\./);
  const url = await box.inputValue();
  await shot(page, testInfo, 'share');
  // the address bar is in step too
  await expect.poll(() => page.url()).toContain('#s=1.');

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await openApp(page2, pathOf(url));
  await expect(cursorValue(page2, 'warningToken')).toHaveText(/^66\s*tokens$/);
  await expect(cursorValue(page2, 'maxToken')).toHaveText(/^146\s*tokens$/);
  await expect.poll(() => cursorMs(page2)).toBe(14200);
  await other.close();
});

test('a broken link shows a clear message and the default scenario', async ({ page }, testInfo) => {
  await openApp(page, '/#s=1.this-is-not-a-scenario!');
  const alert = page.getByRole('alert').filter({ hasText: 'This link could not be opened' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('default scenario');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  await shot(page, testInfo, 'broken-link');
});

test('a share link wins over the autosave, and offers to restore the autosaved work', async ({ page }) => {
  await openApp(page);
  const link = await linkWithCount(page, 30);
  // different local work, autosaved
  await page.getByRole('slider', { name: /^count/ }).fill('50');
  await expect(cursorValue(page, 'count')).toHaveText(/^50\s*QPS$/);
  await autosaved(page, '"count":50');
  await page.goto('about:blank');
  await openApp(page, pathOf(link));
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
  await page.getByRole('button', { name: 'Restore my previous work' }).click();
  await expect(cursorValue(page, 'count')).toHaveText(/^50\s*QPS$/);
});

test('a link put into the address bar of the open page opens it, and offers back the work it replaced', async ({
  page,
}) => {
  await openApp(page);
  const link = await linkWithCount(page, 30);
  await page.getByRole('slider', { name: /^count/ }).fill('50');
  await autosaved(page, '"count":50');
  // only the part after # changes, as when a colleague's link is pasted over this page's own
  await page.evaluate((hash) => (location.hash = hash), new URL(link).hash);
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
  await page.getByRole('button', { name: 'Restore my previous work' }).click();
  await expect(cursorValue(page, 'count')).toHaveText(/^50\s*QPS$/);
});

test('an edit made after opening a link survives a reload that comes before the address bar caught up', async ({
  page,
}) => {
  await openApp(page);
  const link = await linkWithCount(page, 30);
  await page.goto('about:blank');
  await openApp(page, pathOf(link));
  await page.getByRole('slider', { name: /^count/ }).fill('44');
  await autosaved(page, '"count":44');
  // the page saves first and then keeps its address in step; reloaded in between, the address is still the one
  // the save was made under (the opened link's)
  const savedUnder = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('flowlab.autosave') ?? '{}') as { hash?: string }).hash ?? '',
  );
  expect(savedUnder).toMatch(/^#s=1\./);
  await page.evaluate((hash) => history.replaceState(history.state, '', hash), savedUnder);
  await page.reload();
  await expect(cursorValue(page, 'count')).toHaveText(/^44\s*QPS$/);
  await expect(page.getByRole('button', { name: 'Restore my previous work' })).toHaveCount(0);
});
