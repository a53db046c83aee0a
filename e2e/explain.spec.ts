/**
 * Issue 6, "Explain this decision": click a blocked mark on the Requests chart and read the WarmUp formula with
 * that moment's numbers; Enter on the focused chart explains the request at the cursor; the clock steps the
 * explanation along; Esc closes it.
 */
import { expect, test, type Page } from '@playwright/test';
import { blockedMark, cursorMs, openApp, shot } from './helpers';

const panel = (page: Page) => page.getByRole('region', { name: 'Explain this decision' });
const chart = (page: Page) => page.getByRole('group', { name: 'Requests chart' });

/** `Request #n` in the panel. */
async function shownRequest(page: Page): Promise<number> {
  const text =
    (await panel(page)
      .getByText(/^Request #\d+/)
      .textContent()) ?? '';
  return Number(/#(\d+)/.exec(text)?.[1] ?? NaN);
}

test('click a blocked mark: the WarmUp computation with its own numbers, ending in → block', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  const plot = chart(page);
  await expect(plot).toBeVisible();
  await plot.click({ position: await blockedMark(plot) });
  const p = panel(page);
  await expect(p).toContainText('the selected request');
  await expect(p).toContainText('Verdict: blocked');
  const steps = p.getByRole('listitem');
  // the formula chain: restToken vs warningToken, the cold limit warningQps = Math.nextUp(…), the comparison
  await expect(steps.filter({ hasText: 'restToken' }).first()).toContainText('warningToken 100');
  await expect(steps.filter({ hasText: 'warningQps = Math.nextUp(' })).toContainText('slope 0.001');
  const last = steps.last();
  await expect(last).toContainText('warningQps');
  await expect(last).toContainText('→ block');
  await expect(last).toContainText(/passQps \d+ \+ acquire 1 > warningQps \d+\.\d+/);
  // the cursor moved onto the request, and the chart rings it
  expect(await cursorMs(page)).toBeGreaterThan(10_000);
  await expect(plot).not.toHaveAttribute('data-selected-request', '-1');
  // "Why?" opens the idea behind a step
  await last.getByText('Why?').click();
  await expect(last.getByRole('group')).toContainText('Math.nextUp');
  await shot(page, testInfo, 'explain-blocked');
  expect(errors).toEqual([]);
});

test('Enter on the focused chart explains the request at the cursor; the clock steps it; Esc closes', async ({
  page,
}) => {
  const errors = await openApp(page);
  const plot = chart(page);
  await plot.click({ position: await blockedMark(plot) });
  const picked = await shownRequest(page);
  // Esc (focus is on the chart) closes the panel
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Explain the request at the cursor' })).toBeVisible();
  // → moves the clock; Enter on the chart explains the request now at the cursor
  await plot.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText('the selected request');
  await expect.poll(() => shownRequest(page)).toBeGreaterThan(picked);
  const entered = await shownRequest(page);
  // stepping the clock: the explanation follows the request at the cursor
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(panel(page)).toContainText('the request at the cursor');
  await expect.poll(() => shownRequest(page)).toBeGreaterThan(entered);
  await expect(panel(page).getByRole('listitem').last()).toContainText(/→ (pass|block)/);
  // stepping back to the start: the first request, or nothing yet
  await page.keyboard.press('Home');
  await expect(panel(page)).toContainText(/Request #1 |No request has arrived yet/);
  // Esc inside the panel closes it too; the button brings it back
  await panel(page).getByRole('button', { name: 'Close the explanation' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Explain the request at the cursor' }).click();
  await expect(panel(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('中文: the steps and the verdict are translated, the formulas keep their Java names', async ({ page }) => {
  await page.goto('/?lang=zh');
  const plot = page.getByRole('group', { name: '请求图' });
  await expect(plot).toBeVisible();
  await plot.click({ position: await blockedMark(plot) });
  const p = page.getByRole('region', { name: '解释这次判定' });
  await expect(p).toContainText('判定：被拒绝');
  await expect(p.getByRole('listitem').last()).toContainText(/passQps \d+ \+ acquire 1 > warningQps [\d.]+ → 拒绝/);
});
