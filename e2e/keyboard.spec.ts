/**
 * Issue 11, item 5: the keyboard and the first screen. Skip links, the shortcut list on `?`, End, the way
 * out of the rule editor on screen, the main task (change a rule, play, share) with the keyboard only, and
 * the number boxes that apply on Enter / blur / a pause and refuse what they cannot apply.
 */
import { expect, test, type Page } from '@playwright/test';
import { cursorMs, cursorValue, openApp, shot, tabUntil } from './helpers';

/** Presses Tab (or Shift+Tab) until `done` holds for the focused element; fails after `max` presses. */
const inEditor = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.monaco-editor'));

test('keyboard only: change a rule, play, share', async ({ page }, testInfo) => {
  const errors = await openApp(page);
  await expect(page.getByRole('region', { name: 'Rule JSON' }).locator('.monaco-editor')).toBeVisible({
    timeout: 15_000,
  });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to Play' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Skip to Play' })).toBeInViewport();
  await shot(page, testInfo, 'skip-links');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the rule editor' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await inEditor(page)).toBe(true);
  await expect(page.getByText(/To leave the editor press Ctrl\+M, then Tab/)).toBeVisible();
  // Monaco closes brackets and quotes itself: type without the closing ones
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('[{"resource":"demo","count":50,"grade":1,"controlBehavior":1,"warmUpPeriodSec":10');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^250\s*tokens$/);
  // the way out, as the hint says
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  expect(await inEditor(page)).toBe(false);
  // on to Play, and play
  await tabUntil(page, page.locator('#play'), 120);
  await page.keyboard.press('Enter');
  await expect(page.locator('#play')).toHaveText(/Pause/);
  await expect.poll(() => cursorMs(page)).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('#play')).toHaveText(/Play/);
  // back up to Share
  await tabUntil(page, page.locator('header button.primary-outline'), 200, true);
  await expect(page.locator(':focus')).toHaveText('Share');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveValue(/#s=1\./);
  expect(errors).toEqual([]);
});

test('? lists the shortcuts, Esc closes the list; End goes to the end, Home to the start', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await page.locator('body').press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('End');
  await expect(dialog).toContainText('Ctrl+M');
  await shot(page, testInfo, 'shortcuts');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.locator('body').press('End');
  await expect.poll(() => cursorMs(page)).toBe(30_000);
  await page.locator('body').press('Home');
  await expect.poll(() => cursorMs(page)).toBe(0);
});

test('the first screen invites to Play or a tour; the tour ends on a real Finish', async ({ page }) => {
  await openApp(page);
  const cue = page.getByRole('note').filter({ hasText: 'Press Play' });
  await expect(cue).toBeVisible();
  await cue.getByRole('button', { name: 'Take the tour' }).click();
  await expect(cue).toBeHidden();
  const bar = page.getByRole('region', { name: /Tour/ });
  await expect(bar).toBeVisible();
  const next = bar.getByRole('button', { name: /Next|Finish/ });
  for (let i = 0; i < 20 && (await next.textContent())?.includes('Next'); i++) await next.click();
  await expect(next).toHaveText('Finish');
  await next.click();
  await expect(bar).toBeHidden();
});

test('number boxes apply on Enter and refuse what they cannot apply; coldFactor starts at 2', async ({ page }) => {
  await openApp(page);
  const box = page.getByRole('spinbutton', { name: /count/ }).first();
  const field = box.locator('xpath=ancestor::div[contains(@class,"field")]');
  // typing does not apply keystroke by keystroke: 1, 1e, 1e4 … never reach the run
  await box.fill('1e400');
  await box.press('Enter');
  await expect(field.locator('.error')).toHaveText('enter a number');
  await expect(cursorValue(page, 'count')).toHaveText(/^20\s*QPS$/);
  await box.fill('5e9');
  await box.press('Enter');
  await expect(field.locator('.error')).toContainText('must be from');
  await expect(cursorValue(page, 'count')).toHaveText(/^20\s*QPS$/);
  // clearing the box leaves no old error, and leaving it restores the value
  await box.fill('');
  await expect(field.locator('.error')).toHaveCount(0);
  await box.blur();
  await expect(box).toHaveValue('20');
  await box.fill('35');
  await box.press('Enter');
  await expect(cursorValue(page, 'count')).toHaveText(/^35\s*QPS$/);
  await expect(page.getByRole('slider', { name: /coldFactor/ })).toHaveAttribute('min', '2');
});

test('a long run says which tick the clock really uses', async ({ page }) => {
  await openApp(page);
  const duration = page.getByRole('spinbutton', { name: /durationMs/ });
  await duration.fill('600000');
  await duration.press('Enter');
  await page.getByLabel('Tick').selectOption('10');
  await expect(page.getByRole('note').filter({ hasText: 'The clock uses 200 ms ticks' })).toBeVisible();
});
