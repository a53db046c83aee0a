/**
 * Issue 16 in the page, second half: Spring Cloud Gateway's Redis limiter picked from the Limiter picker and
 * its never-limiting TTL-0 example (no Redis key ever stored, nothing blocked), a request explained in the
 * Lua script's names; the textbook fixed window (teaching algorithm, no upstream) letting 2 × limit through at
 * its window edge, explained; and its Compare row beside the sliding-window counter and Sentinel.
 */
import { expect, test } from '@playwright/test';
import { legendCount, loadExample, numberIn, openApp, seekTo, settled, shot } from './helpers';

test('Spring Cloud Gateway from the picker; its TTL-0 example never limits; a request explained', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  const picker = page.getByRole('combobox', { name: 'Limiter' });
  await picker.selectOption('scg-redis');
  await expect(picker).toHaveValue('scg-redis');
  await settled(page);
  const tokens = page.getByRole('figure', { name: /Redis tokens key/ });
  await expect(tokens).toBeVisible();
  await expect(tokens.locator('.level-label').filter({ hasText: 'burstCapacity' })).toHaveCount(1);

  await loadExample(page, /^Spring Cloud Gateway: with 2 · burstCapacity \/ replenishRate < 1 it never limits/);
  await expect(picker).toHaveValue('scg-redis');
  // 100 QPS for 3 s: all 300 pass, none blocked (TTL floor(2 · 4 / 10) = 0: the script stores nothing)
  await expect.poll(() => legendCount(page.locator('.charts'), 'passed')).toBe(300);
  expect(await legendCount(page.locator('.charts'), 'blocked')).toBe(0);
  // only the filled_tokens line: the tokens key is never there
  await expect(tokens.locator('path.state-line')).toHaveCount(1);

  const panel = page.getByRole('region', { name: 'Explain this decision' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('RedisRateLimiter');
  await expect(panel).toContainText('filled_tokens');
  await expect(panel).toContainText('ttl is 0: the script stores nothing');
  await shot(page, testInfo, 'scg-redis-ttl-zero');
  expect(errors).toEqual([]);
});

test('textbook fixed window: 2 × limit at the window edge, explained, and beside the counter and Sentinel', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  const picker = page.getByRole('combobox', { name: 'Limiter' });
  await picker.selectOption('textbook-fixed-window');
  await expect(picker).toHaveValue('textbook-fixed-window');
  await settled(page);
  await expect(page.getByRole('figure', { name: /Count in the current window/ })).toBeVisible();

  await loadExample(page, /^Fixed window: 2 × limit at the edge/);
  await expect(picker).toHaveValue('textbook-fixed-window');
  // 5 at 950 ms and 5 at 1000 ms: a new window at 1000 ms lets all 10 through
  await expect.poll(() => legendCount(page.locator('.charts'), 'passed')).toBe(10);
  expect(await legendCount(page.locator('.charts'), 'blocked')).toBe(0);

  // the clock at 1000 ms: the request explained is one of the second burst, counted in a new window
  await seekTo(page, 1000);
  const panel = page.getByRole('region', { name: 'Explain this decision' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('FixedWindowCounter');
  await expect(panel).toContainText('window [1000, 2000) ms');
  await expect(panel).toContainText('limit 5');
  await shot(page, testInfo, 'textbook-window-edge');

  const toggle = page.getByRole('button', { name: 'Compare' });
  await toggle.click();
  const view = page.getByRole('region', { name: 'Comparison' });
  const preset = view.getByRole('button', { name: 'fixed window vs sliding window counter vs Sentinel' });
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  const table = view.getByRole('table', { name: /Totals over the run/ });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  const headers = await table.locator('thead th').allTextContents();
  const col = headers.findIndex((h) => h.trim().endsWith('passed'));
  const passed = await Promise.all(
    [0, 1, 2].map(async (r) =>
      numberIn(await table.locator('tbody tr').nth(r).locator('th, td').nth(col).locator('.value').textContent()),
    ),
  );
  expect(passed).toEqual([10, 5, 5]);
  await shot(page, testInfo, 'textbook-compare');
  expect(errors).toEqual([]);
});
