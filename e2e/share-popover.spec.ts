import { expect, test, type Page } from '@playwright/test';
import { cursorMs, cursorValue, openApp } from './helpers';

const shareBox = (page: Page) => page.getByRole('textbox', { name: 'Share link' });
const popover = (page: Page) => page.getByRole('group', { name: 'Share', exact: true });

async function openShare(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(shareBox(page)).toHaveValue(/#s=1\./);
  return shareBox(page).inputValue();
}

test('the open Share popover follows the scenario: after the clock moves its link is the address bar’s', async ({
  page,
}) => {
  await openApp(page);
  const before = await openShare(page);
  // the clock keys work with the popover open (focus on Share): the cursor is part of the link
  await page.getByRole('button', { name: 'Share', exact: true }).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => cursorMs(page)).toBe(500);
  await expect(popover(page)).toBeVisible();
  // the address bar moves on when the input settles; the box must move with it
  await expect.poll(() => page.url()).not.toBe(before);
  await expect.poll(async () => (await shareBox(page).inputValue()) === page.url()).toBe(true);
  await expect(popover(page).getByRole('status')).toContainText('copy it again');
});

test('changing count closes the popover (a click outside); opened again it holds the new count', async ({ page }) => {
  await openApp(page);
  const before = await openShare(page);
  await page.getByRole('slider', { name: /^count/ }).click();
  await expect(popover(page)).toBeHidden();
  await page.getByRole('slider', { name: /^count/ }).fill('30');
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
  const after = await openShare(page);
  expect(after).not.toBe(before);
  await expect.poll(() => page.url()).toBe(after);
});

test('Esc closes the Share popover and gives focus back to Share', async ({ page }) => {
  await openApp(page);
  await openShare(page);
  await shareBox(page).focus();
  await page.keyboard.press('Escape');
  await expect(popover(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeFocused();
});

test('a click outside closes the Share popover; so does opening the examples', async ({ page }) => {
  await openApp(page);
  await openShare(page);
  await page.getByRole('figure', { name: /Token bucket/ }).click({ position: { x: 5, y: 5 } });
  await expect(popover(page)).toBeHidden();

  await openShare(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  await expect(page.getByRole('dialog', { name: 'Examples' })).toBeVisible();
  await expect(popover(page)).toBeHidden();
});

test('a click inside the popover (the embed chart picker) keeps it open', async ({ page }) => {
  await openApp(page);
  await openShare(page);
  await popover(page).getByRole('combobox').selectOption('bucket');
  await expect(popover(page)).toBeVisible();
});
