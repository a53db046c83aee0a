import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cursorMs, openApp } from './helpers';

const tourBar = (page: Page) => page.getByRole('region', { name: 'Tour' });
const caption = (page: Page) => tourBar(page).getByRole('status');

async function startWarmUpTour(page: Page) {
  await page.getByRole('button', { name: 'Examples' }).click();
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Warm Up: a cold start/ }).click();
  await expect(dialog.getByText('Loaded:')).toBeVisible();
  await dialog.getByRole('button', { name: /Take the tour/ }).click();
  await expect(dialog).toBeHidden();
}

test('Examples: load the WarmUp example, step through its tour with Next, then exit', async ({ page }) => {
  const errors = await openApp(page);
  await startWarmUpTour(page);

  await expect(caption(page)).toContainText('The first request after the quiet start');
  await expect(tourBar(page)).toContainText('Stop 1 of 6');
  await expect.poll(() => cursorMs(page)).toBe(2000);

  await tourBar(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(caption(page)).toContainText('The 7th request of this second is refused');
  await expect.poll(() => cursorMs(page)).toBe(2200);

  await tourBar(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(caption(page)).toContainText('storedTokens 194');
  await expect(tourBar(page)).toContainText('Stop 3 of 6');
  await expect.poll(() => cursorMs(page)).toBe(3000);

  await tourBar(page).getByRole('button', { name: 'Exit tour' }).click();
  await expect(tourBar(page)).toBeHidden();
  expect(await cursorMs(page)).toBe(3000); // the cursor stays where the tour left it
  expect(errors).toEqual([]);
});

test('tour keys: N next, P back, Esc exits; the clock keys still step the clock', async ({ page }) => {
  await openApp(page);
  await startWarmUpTour(page);
  await expect.poll(() => cursorMs(page)).toBe(2000);
  await page.getByRole('heading', { level: 1 }).click(); // focus on the page, not on a control
  await page.keyboard.press('n');
  await expect.poll(() => cursorMs(page)).toBe(2200);
  await page.keyboard.press('n');
  await expect.poll(() => cursorMs(page)).toBe(3000);
  await page.keyboard.press('p');
  await expect.poll(() => cursorMs(page)).toBe(2200);
  await expect(caption(page)).toContainText('The 7th request');
  await page.keyboard.press('ArrowRight'); // the clock's own key: one tick forward
  await expect.poll(() => cursorMs(page)).toBe(2300);
  await page.keyboard.press('Escape');
  await expect(tourBar(page)).toBeHidden();
});

test('a clock key during the tour’s glide wins: the glide stops where the key put the cursor', async ({ page }) => {
  await openApp(page);
  await startWarmUpTour(page);
  await expect.poll(() => cursorMs(page)).toBe(2000);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('n');
  await expect.poll(() => cursorMs(page)).toBe(2200);
  // the next stop is at 3000 ms, a 450 ms glide away: a clock key pressed during it takes the cursor over
  await page.keyboard.press('n');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(800); // longer than the glide
  expect(await cursorMs(page)).not.toBe(3000);
});

test('the gallery is keyboard navigable and Esc closes it', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  const first = dialog.getByRole('button', { name: /^Warm Up: a cold start/ });
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('button', { name: /^Warm Up \+ rate limiter/ })).toBeFocused();
  await page.keyboard.press('End');
  // End: the last card of the last group, whichever preset that is
  await expect(dialog.locator('button.card').last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tourBar(page)).toBeHidden();
});

test('reduced motion: Next jumps straight to the stop', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  const dialog = page.getByRole('dialog', { name: 'Examples' });
  await dialog.getByRole('button', { name: /^Rate limiter: a burst paced 100 ms apart/ }).click();
  await dialog.getByRole('button', { name: /Take the tour/ }).click();
  await expect.poll(() => cursorMs(page)).toBe(1000);
  await tourBar(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(caption(page)).toContainText('The first queued request passes');
  // no glide: the cursor is already at the stop when the caption changes
  expect(await cursorMs(page)).toBe(1100);
});

test('简体中文: the gallery and the tour speak Chinese', async ({ page }) => {
  await page.goto('/?lang=zh');
  await expect(page.getByRole('button', { name: '示例' })).toBeEnabled();
  await page.getByRole('button', { name: '示例' }).click();
  const dialog = page.getByRole('dialog', { name: '示例' });
  await dialog.getByRole('button', { name: /^Guava create\(5\.0\)：第一个请求从不等待/ }).click();
  await dialog.getByRole('button', { name: /开始导览/ }).click();
  const bar = page.getByRole('region', { name: '导览' });
  await expect(bar.getByRole('status')).toContainText('不用等待就通过了');
  await bar.getByRole('button', { name: '下一步' }).click();
  await expect(bar.getByRole('status')).toContainText('等待 1.9 s');
});

test('axe: the gallery and the tour bar have no serious or critical violations, light and dark', async ({ page }) => {
  test.setTimeout(120_000); // axe is slow on this page (charts, canvas, a long request log)
  const serious = async (selector: string) =>
    (await new AxeBuilder({ page }).include(selector).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  await openApp(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  // the gallery is a lazily loaded view: axe needs it on the page before it looks
  await expect(page.getByRole('dialog', { name: 'Examples' })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await serious('dialog.gallery')).toEqual([]);
  }
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Circuit breaker: trips at minRequestAmount/ })
    .click();
  expect(await serious('dialog.gallery')).toEqual([]);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Take the tour/ })
    .click();
  await expect(caption(page)).toContainText('The downstream slows down');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await serious('section.tour')).toEqual([]);
  }
  await expect.poll(() => cursorMs(page)).toBe(20_000);
});

test('editing the example during the tour says so, and Reload brings it back to stop 1', async ({ page }) => {
  await openApp(page);
  await startWarmUpTour(page);
  await expect.poll(() => cursorMs(page)).toBe(2000);
  const note = tourBar(page).getByText('You changed the example');
  await expect(note).toBeHidden();
  await tourBar(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect.poll(() => cursorMs(page)).toBe(2200);
  await page.getByRole('slider', { name: /^count/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('spinbutton', { name: 'count value' })).toHaveValue('21');
  await expect(note).toBeVisible();
  await tourBar(page).getByRole('button', { name: 'Reload the example' }).click();
  await expect(note).toBeHidden();
  await expect(page.getByRole('spinbutton', { name: 'count value' })).toHaveValue('20');
  await expect(tourBar(page)).toContainText('Stop 1 of 6');
  await expect.poll(() => cursorMs(page)).toBe(2000);
});
