import type { Request } from '@playwright/test';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';
import {
  demoStaff,
  signInFromStaffLogin,
  submitProviderLogin,
  userMenuButton,
  userMenuPanel,
} from './staff-sign-in-helpers';

/** What each role's admin home offers (one link it must have, one it must not). */
const homeLinks: Record<string, { has: string; lacks: string }> = {
  admin: { has: 'Users and roles', lacks: 'My referrals' },
  clinic_staff: { has: 'Appointments', lacks: 'Users and roles' },
  radiologist: { has: 'Worklist', lacks: 'Users and roles' },
  referrer: { has: 'My referrals', lacks: 'Users and roles' },
};

for (const account of demoStaff) {
  test(`${account.role} signs in from Staff login, reaches /admin and signs out`, async ({
    freshPage: page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Staff login' })
      .click();
    await page.waitForURL(/\/oidc\//);
    await expect(page.getByLabel('Username or email')).toBeFocused();
    await expectAccessible(page, 'provider sign-in page');
    await submitProviderLogin(page, account.username, account.password);

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin panel', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Signed in as ${account.name}.`);
    const links = homeLinks[account.role] as { has: string; lacks: string };
    await expect(page.getByRole('link', { name: new RegExp(links.has) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(links.lacks) })).toHaveCount(0);
    const menu = userMenuButton(page);
    await expect(menu).toHaveText(new RegExp(account.name));
    await expect(page.getByRole('link', { name: 'Staff login' })).toHaveCount(0);
    await expectAccessible(page, `${account.role} admin home`);

    // The dropdown, a disclosure: username, admin link, logout; the keyboard opens it and Escape
    // closes it with focus back on the button.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const dropdown = await userMenuPanel(page);
    await expect(dropdown).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Anchored under the button, right edges aligned.
    const [buttonBox, panelBox] = await Promise.all([menu.boundingBox(), dropdown.boundingBox()]);
    if (!buttonBox || !panelBox) throw new Error('the user menu has no layout box');
    expect(panelBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    expect(panelBox.y).toBeLessThan(buttonBox.y + buttonBox.height + 16);
    expect(Math.abs(panelBox.x + panelBox.width - (buttonBox.x + buttonBox.width))).toBeLessThan(2);
    await expect(dropdown).toContainText(`Signed in as ${account.username}`);
    await expect(dropdown.getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/admin');
    await expectAccessible(page, 'user menu open');
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Admin panel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(dropdown).toBeVisible();
    await dropdown.getByRole('button', { name: 'Log out' }).click();

    // Sign-out ends the provider session too: its own confirmation, then back to the app, signed out.
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page.getByRole('link', { name: 'Staff login' })).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
    // The provider no longer knows this browser: /admin asks for the password again.
    await page.goto('/admin');
    await page.waitForURL(/\/oidc\//);
    await expect(page.getByLabel('Password')).toBeVisible();
  });
}

test('the admin manages users on /admin/users', async ({ freshPage: page }) => {
  await signInFromStaffLogin(page, demoStaff[0]);
  await page.getByRole('link', { name: /Users and roles/ }).click();
  const table = page.getByRole('table', { name: 'User accounts' });
  await expect(table.getByRole('row', { name: /referrer/ })).toBeVisible();
  await expectAccessible(page, 'users page');
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Choose at least one role.')).toBeVisible();
  await expectAccessible(page, 'invite form with errors');
  const email = `invited-${Date.now()}@example.test`;
  await form.getByLabel('Email').fill(email);
  await form.getByRole('checkbox', { name: 'Radiologist' }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(email) })).toContainText(
    'Invitation not yet accepted',
  );
});

test('a wrong password shows the error, and sign-in waits after five failures', async ({
  freshPage: page,
}) => {
  // The provider answers a refused sign-in with 401, and a held one with 429: provoked here.
  allowConsoleErrors(page, [/status of (401|429) .*\/oidc\/interaction\/[\w-]+\/login\]/]);
  await page.goto('/admin');
  await page.waitForURL(/\/oidc\//);
  await submitProviderLogin(page, 'radiologist', 'not-the-password');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('The username or password is not correct.');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'sign-in error');
  // A made-up name so the demo accounts stay usable: an unknown name is held as an account is (decision 0054).
  const login = `nobody-${Date.now()}`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await submitProviderLogin(page, login, 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await submitProviderLogin(page, login, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText(/Too many failed attempts\. Please wait \d+ min/);
  await expectAccessible(page, 'lockout');
});

test('two tabs stay signed in across a token refresh, with one refresh between them', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signInFromStaffLogin(first, demoStaff[0]);
  const second = await context.newPage();
  await second.goto('/admin');
  await expect(second.getByRole('heading', { name: 'Admin panel', level: 1 })).toBeVisible();

  const refreshes: Request[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/oidc/token') && request.postData()?.includes('grant_type=refresh_token'))
      refreshes.push(request);
  });
  // The access token is about to expire, as after ten minutes: the other tab hears of it at once,
  // and both tabs then make a staff call that needs a fresh token.
  const before = await first.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) as string;
    const user = JSON.parse(localStorage.getItem(key) as string);
    user.expires_at = Math.floor(Date.now() / 1000) + 5;
    localStorage.setItem(key, JSON.stringify(user));
    return user.access_token as string;
  });
  await Promise.all([first, second].map((tab) => tab.getByRole('link', { name: /Users and roles/ }).click()));
  for (const tab of [first, second]) {
    await expect(tab.getByRole('table', { name: 'User accounts' })).toBeVisible();
    await expect(userMenuButton(tab)).toHaveText(/Alex Admin/);
  }
  // One refresh for both tabs: a second one would reuse a rotated refresh token and be refused.
  expect(refreshes).toHaveLength(1);
  expect((await refreshes[0]?.response())?.status()).toBe(200);
  const stored = () => Object.entries(localStorage).find(([k]) => k.startsWith('oidc.user:'))?.[1] as string;
  const [afterFirst, afterSecond] = await Promise.all([first.evaluate(stored), second.evaluate(stored)]);
  expect(afterFirst).toBe(afterSecond);
  expect(JSON.parse(afterFirst).access_token).not.toBe(before);
  // Both tabs keep working after a reload with the renewed tokens.
  await Promise.all([first.reload(), second.reload()]);
  for (const tab of [first, second])
    await expect(tab.getByRole('table', { name: 'User accounts' })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  await context.close();
});

test('the image viewer sign-in page signs a referrer in by popup', async ({ freshPage: page }) => {
  await page.goto('/image-viewer-access');
  await expect(page.getByRole('heading', { name: 'Image viewer sign-in' })).toBeVisible();
  // No session anywhere: the silent attempts fail quietly and the page offers the popup.
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'image viewer sign-in page');
  const [popup] = await Promise.all([page.waitForEvent('popup'), signIn.click()]);
  await popup.waitForURL(/\/oidc\//);
  await expectAccessible(popup, 'provider sign-in in the popup');
  await submitProviderLogin(popup, 'referrer', 'DemoReferrer!2026');
  await popup.waitForEvent('close');
  await expect(page.getByRole('status')).toHaveText(
    'You are signed in. You can now open images from your secure links.',
  );
  await expect(userMenuButton(page)).toHaveText(/Robin Referrer/);
  // Coming back later, the stored sign-in is renewed silently: no button, straight to the message.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(
    'You are signed in. You can now open images from your secure links.',
  );
});
