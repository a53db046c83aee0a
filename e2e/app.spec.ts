import { expect, test } from '@playwright/test';

test('the page opens with its title and no script errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page).toHaveTitle(/Flowlab/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flowlab' })).toBeVisible();
  expect(errors).toEqual([]);
});
