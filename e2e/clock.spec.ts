import { expect, test } from '@playwright/test';
import { cursorMs, openApp } from './helpers';

test('Play then Pause advances time', async ({ page }) => {
  await openApp(page);
  expect(await cursorMs(page)).toBe(0);
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('10');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => cursorMs(page)).toBeGreaterThan(500);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const t = await cursorMs(page);
  await page.waitForTimeout(300);
  expect(await cursorMs(page)).toBe(t);
});

test('Step forward and Step back move by one tick; Next request jumps to an arrival; Reset goes to 0', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Step forward' }).click();
  expect(await cursorMs(page)).toBe(100);
  await page.getByRole('button', { name: 'Step forward' }).click();
  expect(await cursorMs(page)).toBe(200);
  await page.getByRole('button', { name: 'Step back' }).click();
  expect(await cursorMs(page)).toBe(100);
  // default traffic: 5 QPS until 10 s, one request every 200 ms
  await page.getByRole('button', { name: 'Next request' }).click();
  expect(await cursorMs(page)).toBe(200);
  await page.getByRole('slider', { name: 'Time' }).fill('12345');
  expect(await cursorMs(page)).toBe(12345);
  await page.getByRole('button', { name: 'Reset' }).click();
  expect(await cursorMs(page)).toBe(0);
});

test('keyboard: Space plays and pauses, arrows step, Home resets', async ({ page }) => {
  await openApp(page);
  await page.getByRole('heading', { level: 1 }).click(); // focus on the page, not on a control
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await cursorMs(page)).toBe(300);
  await page.keyboard.press('ArrowLeft');
  expect(await cursorMs(page)).toBe(200);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.keyboard.press('Home');
  expect(await cursorMs(page)).toBe(0);

  // every control is reachable with Tab, and the Limiter picker works from the keyboard
  const picker = page.getByRole('combobox', { name: 'Limiter' });
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveValue('sentinel-2');
  await page.getByRole('slider', { name: /^count/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('spinbutton', { name: 'count value' })).toHaveValue('21');
});

test('prefers-reduced-motion: playback steps instead of animating', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page);
  await page.getByRole('button', { name: 'Play' }).click();
  // Stepping moves the cursor in whole 1 s jumps; an animation would show the times in between.
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        seen.push(await cursorMs(page));
        return seen[seen.length - 1];
      },
      { timeout: 8000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(1000);
  await page.getByRole('button', { name: 'Pause' }).click();
  seen.push(await cursorMs(page));
  expect(seen.every((ms) => ms % 1000 === 0)).toBe(true);
});
