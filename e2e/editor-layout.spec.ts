import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const editorBox = async (page: Page) => (await page.locator('.monaco-editor').boundingBox())!;
const resizer = (page: Page) => page.getByRole('separator', { name: 'Width of the controls and rule editor column' });

/** Lines as Monaco draws them: a wrapped rule line shows as more view lines than the text has lines. */
async function wrapped(page: Page): Promise<{ viewLines: number; textLines: number }> {
  const viewLines = await page.locator('.monaco-editor .view-lines .view-line').count();
  // a wrapped line's continuation rows carry no line number
  const textLines = await page
    .locator('.monaco-editor .line-numbers')
    .evaluateAll((els) => els.filter((e) => (e.textContent ?? '').trim() !== '').length);
  return { viewLines, textLines };
}

test('1440×900: the rule editor is on the first screen, and no rule line wraps', async ({ page }) => {
  await openApp(page);
  await expect(page.locator('.monaco-editor .view-line').first()).toBeVisible({ timeout: 20_000 });
  const box = await editorBox(page);
  const clock = (await page.getByRole('group', { name: 'Clock' }).boundingBox())!;
  // all of it above the clock bar, without scrolling anything
  expect(box.y).toBeGreaterThan(0);
  expect(box.y + box.height).toBeLessThanOrEqual(clock.y);
  expect(box.width).toBeGreaterThanOrEqual(320);
  await expect(page.locator('.monaco-editor .view-line', { hasText: '"maxQueueingTimeMs": 500,' })).toHaveCount(1);
  const { viewLines, textLines } = await wrapped(page);
  expect(textLines).toBeGreaterThan(10);
  expect(viewLines).toBe(textLines);
});

test('the column is resizable: drag the handle, or focus it and use the arrow keys, Home and End', async ({ page }) => {
  await openApp(page);
  await expect(page.locator('.monaco-editor .view-line').first()).toBeVisible({ timeout: 20_000 });
  const handle = resizer(page);
  const start = Number(await handle.getAttribute('aria-valuenow'));
  const w0 = (await editorBox(page)).width;

  // drag 120 px to the right
  const hb = (await handle.boundingBox())!;
  await page.mouse.move(hb.x + hb.width / 2, hb.y + 300);
  await page.mouse.down();
  await page.mouse.move(hb.x + hb.width / 2 + 60, hb.y + 300, { steps: 3 });
  await page.mouse.move(hb.x + hb.width / 2 + 120, hb.y + 300, { steps: 3 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', String(start + 120));
  await expect.poll(async () => Math.round((await editorBox(page)).width - w0)).toBe(120);

  // the keyboard: ← narrows by 16 px and does not step the clock; Home is the narrowest
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', String(start + 104));
  await expect(page.getByRole('status', { name: 'Cursor time' })).toHaveText('0.000 s');
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', (await handle.getAttribute('aria-valuemin')) ?? 'min');
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', (await handle.getAttribute('aria-valuemax')) ?? 'max');
});
