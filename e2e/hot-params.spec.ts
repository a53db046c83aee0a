import { expect, test } from '@playwright/test';
import { decodeScenario } from '../src/share';
import { openApp, shot } from './helpers';

/** The scenario the address bar's link holds. */
async function linkedScenario(url: string) {
  const hash = new URL(url).hash;
  const s = new URLSearchParams(hash.slice(1)).get('s');
  if (s === null) throw new Error(`no scenario in ${url}`);
  const r = await decodeScenario(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.scenario;
}

test('a Zipf hot-key source is kept in the share link and restored from it', async ({ page, browser }, testInfo) => {
  const errors = await openApp(page);
  const group = page.getByRole('group', { name: 'Hot parameters' });
  await group.getByRole('combobox', { name: 'Values' }).selectOption('zipf');
  await group.getByRole('combobox', { name: 'Java type' }).selectOption('long');
  await group.getByRole('spinbutton', { name: 'keys value' }).fill('250');
  await group.getByRole('spinbutton', { name: 'exponent value' }).fill('1.2');
  await shot(page, testInfo, 'hot-params-zipf');

  await expect
    .poll(async () => (page.url().includes('#s=1.') ? (await linkedScenario(page.url())).traffic[0].params : null))
    .toEqual([{ type: 'zipf', keys: 250, exponent: 1.2, javaType: 'long', first: 1, prefix: '' }]);

  // the same link in a fresh browser shows the same control values
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await openApp(page2, page.url().replace(/^https?:\/\/[^/]+/, ''));
  const group2 = page2.getByRole('group', { name: 'Hot parameters' });
  await expect(group2.getByRole('combobox', { name: 'Values' })).toHaveValue('zipf');
  await expect(group2.getByRole('combobox', { name: 'Java type' })).toHaveValue('long');
  await expect(group2.getByRole('spinbutton', { name: 'keys value' })).toHaveValue('250');
  await other.close();

  // back to no arguments: the key leaves the link
  await group.getByRole('combobox', { name: 'Values' }).selectOption('none');
  await expect.poll(async () => 'params' in (await linkedScenario(page.url())).traffic[0]).toBe(false);
  expect(errors).toEqual([]);
});

test('a weighted set typed as int, and an unreadable value explained in 中文', async ({ page }) => {
  await page.goto('/?lang=zh');
  await expect(page.getByRole('group', { name: '热点参数' })).toBeVisible();
  const group = page.getByRole('group', { name: '热点参数' });
  await group.getByRole('combobox', { name: '参数值' }).selectOption('weighted');
  await group.getByRole('combobox', { name: 'Java 类型' }).selectOption('int');
  const box = group.getByRole('textbox', { name: '值与权重' });
  await box.fill('7:3, x');
  await box.press('Enter');
  await expect(group.getByText('无法读取“x”')).toBeVisible();
  await box.fill('7:3, 8');
  await box.press('Enter');
  await expect
    .poll(async () => (page.url().includes('#s=1.') ? (await linkedScenario(page.url())).traffic[0].params : null))
    .toEqual([
      {
        type: 'weighted',
        values: [
          { value: { int: 7 }, weight: 3 },
          { value: { int: 8 }, weight: 1 },
        ],
      },
    ]);
});
