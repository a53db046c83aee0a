/**
 * The importers' bad-line reasons in 中文 (issue 21 #9, 26): a metric log with bad lines of several kinds,
 * dropped on the page, lists the first five in 中文 with their line numbers, then one "and N more" line.
 */
import { expect, test } from '@playwright/test';
import { dropFile, shot } from './helpers';

const T0 = 1_700_000_000_000;
const good = (s: number) => `${T0 + s * 1000}|demo|20|5|20|0|7|0|3|1`;

test('in 中文 a metric log’s bad lines read in 中文, the first five and then "and 2 more"', async ({
  page,
}, testInfo) => {
  await page.goto('/?lang=zh');
  await expect(page.getByRole('button', { name: '导入流量…' })).toBeVisible();
  const lines = [
    ...Array.from({ length: 12 }, (_, s) => good(s)),
    `${T0 + 12_000}|demo|20|-3|20|0|7|0|3|1`, // line 13: negative
    `${T0 + 13_000}||20|5|20|0|7|0|3|1`, // line 14: no resource
    `${T0 + 14_000}|demo|20|+|20|0|7|0|3|1`, // line 15: not an integer
    '-5000|demo|20|5|20|0|7|0|3|1', // line 16: before 1970
    `${T0 + 15_000}|demo|20`, // line 17: too few fields
    `${T0 + 16_000}|demo|-1|5|20|0|7|0|3|1`, // line 18, 19: past the five listed
    `${T0 + 17_000}|demo|-2|5|20|0|7|0|3|1`,
  ];
  await dropFile(page, 'demo-metrics.log', lines.join('\n'));
  const dialog = page.getByRole('dialog', { name: '导入流量' });
  await expect(dialog).toBeVisible();
  const bad = dialog.getByTestId('bad-lines');
  await expect(bad.getByText('7 行无法解析（已跳过）')).toBeVisible();
  const items = bad.getByRole('listitem');
  await expect(items).toHaveCount(6);
  await expect(items.nth(0)).toContainText('第 13 行：blockQps -3 是负数');
  await expect(items.nth(1)).toContainText('第 14 行：资源名为空');
  await expect(items.nth(2)).toContainText('第 15 行：blockQps "+" 不是整数');
  await expect(items.nth(3)).toContainText('第 16 行：时间戳 -5000 早于 1970 年或晚于 2100 年');
  await expect(items.nth(4)).toContainText('第 17 行：有 3 个以“|”分隔的字段');
  await expect(items.nth(5)).toHaveText('另有 2 行无法解析');
  // no English left in the reasons (Sentinel's field names aside)
  for (const text of await bad.locator('code').allTextContents())
    expect(text.replace(/blockQps/g, ''), text).not.toMatch(/[A-Za-z]{2,}/);
  await bad.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'bad-lines-zh');
  // the good lines still import
  await dialog.getByRole('button', { name: '使用这些流量' }).click();
  await expect(page.getByTestId('observed')).toBeVisible();
});
