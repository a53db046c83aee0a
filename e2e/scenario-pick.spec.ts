/**
 * Looking is not adding (issue 21, finding 8): browsing the Limiter picker shows each limiter but leaves only
 * the one on screen in the scenario; an edit or Keep keeps it, and what is kept survives a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { exportedScenario, openApp, settled } from './helpers';

const picker = (page: Page, name = 'Limiter') => page.getByRole('combobox', { name });
const limiterTypes = (s: Record<string, unknown>) =>
  ((s.limiters as { type: string }[] | undefined) ?? []).map((l) => l.type);

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`browsing the picker, then Export JSON, holds one limiter; Keep keeps it (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const errors = await openApp(page);
    for (const value of ['go-rate', 'bucket4j', 'resilience4j', 'nginx-limit-req', 'guava-bursty', 'sentinel-0'])
      await picker(page).selectOption(value);
    await picker(page).selectOption('bucket4j');
    await settled(page);
    const note = page.getByRole('status').filter({ hasText: 'Just looking at Bucket4j — Bucket' });
    await expect(note).toBeVisible();
    // the note fits the screen: no sideways scrolling on a phone
    const box = await note.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);

    let saved = await exportedScenario(page);
    expect(limiterTypes(saved)).toEqual(['bucket4j']);
    // the Sentinel rule looked at as "Reject" is back as it was (WarmUp), and Guava is the default's
    expect((saved.rules as { controlBehavior: number }[])[0].controlBehavior).toBe(1);
    expect((saved.guava as { type: string }[]).map((g) => g.type)).toEqual(['warmingUp']);

    await note.getByRole('button', { name: 'Keep it' }).click();
    await expect(note).toBeHidden();
    await picker(page).selectOption('go-rate');
    await expect(page.getByRole('status').filter({ hasText: 'Just looking at' })).toBeVisible();
    await settled(page);
    saved = await exportedScenario(page);
    expect(limiterTypes(saved)).toEqual(['bucket4j', 'goRate']);

    // an edit keeps it too: a setting changed, and the note goes
    await page.getByRole('slider', { name: /^burst/ }).fill('7');
    await expect(page.getByRole('status').filter({ hasText: 'Just looking at' })).toBeHidden();

    // what is kept survives a reload
    await expect.poll(() => page.evaluate(() => localStorage.getItem('flowlab.autosave') ?? '')).toMatch(/"burst":7\b/);
    await page.reload();
    await expect(picker(page)).toHaveValue('go-rate');
    saved = await exportedScenario(page);
    expect(limiterTypes(saved)).toEqual(['bucket4j', 'goRate']);
    expect(errors).toEqual([]);
  });
}

test('the note is in 中文 with the page', async ({ page }) => {
  await page.goto('/?lang=zh');
  await expect(picker(page, '限流器')).toBeEnabled();
  await picker(page, '限流器').selectOption('resilience4j');
  const note = page.getByRole('status').filter({ hasText: '只是在查看' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('resilience4j — ');
  await note.getByRole('button', { name: '保留' }).click();
  await expect(note).toBeHidden();
});
