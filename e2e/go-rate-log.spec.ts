/**
 * x/time/rate's request log as the page keeps it: the simulation decides each request without a record and
 * rebuilds the record of each logged row from the state the call found (limiter.ts, DECISIONS WITHOUT RECORDS).
 * A user picks x/time/rate, downloads the Requests CSV and reads rate.go's arithmetic in it: every row's numbers
 * follow from the previous granted row's by `advance` and `durationFromTokens`, computed here independently.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { figure, numberIn, openApp, settled } from './helpers';

async function pickGoRate(page: Page): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Limiter' });
  await picker.selectOption('go-rate');
  await expect(picker).toHaveValue('go-rate');
  await settled(page);
}

/** The Requests chart's CSV, chosen from its Export menu; rows as objects keyed by the header. */
async function requestsCsv(page: Page): Promise<Record<string, string>[]> {
  await figure(page, 'Requests')
    .getByRole('button', { name: /^Export/ })
    .click();
  const item = page.getByRole('menu').getByRole('menuitem', { name: /CSV/ });
  const [file] = await Promise.all([page.waitForEvent('download'), item.click()]);
  expect(file.suggestedFilename()).toMatch(/^flowlab-requests-limiters-0-/);
  const [head, ...lines] = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  const names = head.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])));
}

test('x/time/rate AllowN: the Requests CSV holds rate.go’s own numbers for every request', async ({ page }) => {
  const errors = await openApp(page);
  await pickGoRate(page);
  const rows = await requestsCsv(page);
  const legend = (await figure(page, 'Requests').locator('.kcount').allTextContents()).map(numberIn);
  // the legend: passed, its two parts (at once, after a wait), blocked
  const [passed, , , blockedInLegend] = legend;
  expect(rows.length).toBe(passed + blockedInLegend);
  expect(rows.length).toBeGreaterThan(100);

  const limit = Number(rows[0].limit);
  const burst = Number(rows[0].burst);
  let tokens = burst; // NewLimiter starts full
  let lastMs: number | null = null;
  let blocked = 0;
  for (const row of rows) {
    const tMs = Number(row.tMs);
    const n = Number(row.acquire);
    // advance(t): refill since the last granted call, capped at burst (the zero Time: already full)
    const seen = lastMs === null ? tokens : Math.min(burst, tokens + ((tMs - lastMs) / 1000) * limit);
    expect(Number(row.tokensBefore)).toBeCloseTo(seen, 6);
    expect(Number(row.tokensAfter)).toBeCloseTo(seen - n, 6);
    const left = Number(row.tokensAfter);
    if (row.outcome === 'blocked') {
      blocked++;
      // AllowN refuses any wait: durationFromTokens(−left), in ms, and nothing changes
      expect(Number(row.waitDurationMs)).toBeCloseTo(((-left / limit) * 1e9) / 1e6, 3);
      expect(row.timeToActMs).toBe('');
      continue;
    }
    expect(row.outcome).toBe('passed');
    expect(Number(row.waitMs)).toBe(0);
    expect(Number(row.timeToActMs)).toBeCloseTo(tMs, 6);
    tokens = left;
    lastMs = tMs;
  }
  expect(blocked).toBe(blockedInLegend);
  expect(blocked).toBeGreaterThan(0); // the default traffic offers more than the limit: refusals are logged too
  expect(errors).toEqual([]);
});
