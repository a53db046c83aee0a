import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';

const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** The page never scrolls sideways: nothing is wider than the window. */
async function noSideScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

const play = (page: Page) => page.getByRole('group', { name: 'Clock' }).getByRole('button', { name: 'Play' });
const share = (page: Page) => page.getByRole('button', { name: 'Share', exact: true });

async function reachable(page: Page): Promise<void> {
  await expect(play(page)).toBeInViewport({ ratio: 1 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(share(page)).toBeInViewport({ ratio: 1 });
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('first screen: no sideways scroll, Play and Share on screen, the charts full width and tall enough', async ({
      page,
    }) => {
      await openApp(page);
      await noSideScroll(page);
      await reachable(page);
      // scrolled down to the charts, the clock bar stays on screen
      await page.getByRole('figure', { name: /Requests/ }).scrollIntoViewIfNeeded();
      await expect(play(page)).toBeInViewport({ ratio: 1 });
      for (const name of [/Passed and blocked QPS/, /Token bucket/, /Warm-up curve/, /Requests/]) {
        const box = await page.getByRole('figure', { name }).locator('svg[role="img"]').boundingBox();
        expect(box, String(name)).not.toBeNull();
        expect(box!.width).toBeGreaterThanOrEqual(size.width - 40);
        expect(box!.height).toBeGreaterThanOrEqual(150);
      }
    });

    test('Compare open: no sideways scroll, Play and Share still reachable', async ({ page }) => {
      await openApp(page);
      await page.getByRole('button', { name: 'Compare' }).click();
      await expect(page.getByRole('region', { name: /Differences/ })).toBeVisible();
      await noSideScroll(page);
      await reachable(page);
    });

    test('the tour: its bar and the clock bar fit on screen together', async ({ page }) => {
      await openApp(page);
      await page.getByRole('button', { name: 'Examples' }).click();
      const dialog = page.getByRole('dialog', { name: 'Examples' });
      await dialog.getByRole('button', { name: /^Warm Up: a cold start/ }).click();
      await dialog.getByRole('button', { name: /Take the tour/ }).click();
      const tour = page.getByRole('region', { name: 'Tour' });
      await expect(tour).toContainText('Stop 1 of');
      await noSideScroll(page);
      await expect(tour.getByRole('button', { name: 'Next', exact: true })).toBeInViewport({ ratio: 1 });
      await expect(play(page)).toBeInViewport({ ratio: 1 });
      // the bars leave at least a third of the screen for the page itself
      const bars = await page.locator('footer').boundingBox();
      expect(bars!.height).toBeLessThanOrEqual((size.height * 2) / 3);
    });
  });
}
