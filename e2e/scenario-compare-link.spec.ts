/**
 * Compare's rows travel in the share link (issue 21, finding 7): rows added with "+ Add the current scenario"
 * and a preset with a row removed come back when the link is opened elsewhere and after a reload, and the
 * Share popover says what the link opens.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openApp, settled } from './helpers';

const compareView = (page: Page) => page.getByRole('region', { name: 'Comparison' });

/** The rows Compare shows, by their names. */
async function rowNames(view: Locator): Promise<string[]> {
  await expect(view.getByRole('table', { name: /Totals over the run/ })).toBeVisible();
  return view
    .getByRole('button', { name: /^Remove row: / })
    .evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? '').replace(/^Remove row: /, '')));
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`rows added by hand are in the Share link, and a reload keeps them (${size.width}×${size.height})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(size);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = await openApp(page);
    await page.getByRole('button', { name: 'Compare' }).click();
    const view = compareView(page);
    await view.getByRole('button', { name: 'Add the current scenario' }).click();
    // a row of the preset removed: the others are frozen and must travel too
    await view.getByRole('button', { name: /^Remove row: Guava/ }).click();
    const before = await rowNames(view);
    expect(before).toHaveLength(2);
    expect(before[1]).toBe('Snapshot 1 (sentinel:0)');
    await settled(page);

    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    await expect(page.getByTestId('share-compare')).toHaveText('The link opens Compare with its 2 rows.');
    expect(new URL(link).hash).toMatch(/[#&]rows=1\./);

    // someone else opens the link: the same rows
    const other = await context.newPage();
    await other.setViewportSize(size);
    await other.goto(link);
    expect(await rowNames(compareView(other))).toEqual(before);
    await other.close();

    // and a reload of this page
    await page.keyboard.press('Escape');
    await page.reload();
    expect(await rowNames(compareView(page))).toEqual(before);
    expect(errors).toEqual([]);
  });
}

test('the popover says it in 中文', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?lang=zh');
  await page.getByRole('button', { name: '对比' }).click();
  await compareView(page)
    .or(page.getByRole('region', { name: '对比' }))
    .first()
    .waitFor();
  await page.getByRole('button', { name: '添加当前场景' }).click();
  await page.getByRole('button', { name: '分享' }).click();
  await expect(page.getByTestId('share-compare')).toHaveText('打开此链接会进入对比模式，带着这 3 行。');
});
