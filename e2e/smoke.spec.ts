import { expect, test } from './fixtures';

test('the app starts with the provider configuration', async ({ freshPage: page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Southern Cross Imaging/);
});
