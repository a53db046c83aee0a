/**
 * A metric log of more resources than Flowlab keeps (2,000): the import dialog says how many it left out,
 * the filter finds a late name, and reading the file again keeping it lets it be imported. The log is
 * generated here: 2,500 resources over 2 seconds, `GET:/late/orders` the last one met.
 */
import { expect, test } from '@playwright/test';
import { dropFile, openApp, shot } from './helpers';

const T0 = 1_700_000_000_000;
function bigLog(): string {
  const lines: string[] = [];
  for (let s = 0; s < 2; s++) {
    for (let k = 0; k < 2499; k++) lines.push(`${T0 + s * 1000}|2023-11-14 22:13:20|/r${k}|1|0|1|0|1|0|0|0`);
    lines.push(`${T0 + s * 1000}|2023-11-14 22:13:20|GET:/late/orders|4|1|4|0|1|0|0|0`);
  }
  return lines.join('\n') + '\n';
}

test('a metric log of 2,500 resources: the note counts the 500 left out and a late name is found and imported', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await dropFile(page, 'big-metrics.log', bigLog());
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await expect(
    dialog.getByText('2,000 resources listed; 500 more are in the log, past the 2,000 Flowlab keeps'),
  ).toBeVisible();

  const filter = dialog.getByRole('searchbox', { name: 'Filter resources by name' });
  await filter.fill('late/ord');
  await expect(dialog.getByText('GET:/late/orders is past the 2,000 resources Flowlab keeps')).toBeVisible();
  await shot(page, testInfo, 'late-resource');
  await dialog.getByRole('button', { name: 'Read the file again keeping GET:/late/orders' }).click();

  // read again: the late name is now a resource to pick, picked, with what the log says of it
  await expect(dialog.getByText('2,001 resources listed; 499 more are in the log')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Filter resources by name' }).fill('late/ord');
  const box = dialog.getByRole('checkbox', { name: /GET:\/late\/orders/ });
  await expect(box).toBeChecked();
  await expect(dialog.getByText('GET:/late/orders is past')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  // the resource picked before (the busiest listed) stays picked beside the late one
  await expect(dialog.getByText(/Imported 2 traffic source\(s\) over 2 s \(counts per second\)/)).toBeVisible();
  expect(errors).toEqual([]);
});
