import { expect, type Page } from '@playwright/test';

/** The seeded demo accounts (README), one per role; none has an organisation, so the menu shows the name. */
export const demoStaff = [
  { role: 'admin', username: 'admin', password: 'DemoAdmin!2026', name: 'Alex Admin' },
  { role: 'clinic_staff', username: 'staff', password: 'DemoStaff!2026', name: 'Sam Staff' },
  {
    role: 'radiologist',
    username: 'radiologist',
    password: 'DemoRadiologist!2026',
    name: 'Riley Radiologist',
  },
  { role: 'referrer', username: 'referrer', password: 'DemoReferrer!2026', name: 'Robin Referrer' },
] as const;

export type DemoStaff = (typeof demoStaff)[number];

/** Fills the built-in provider's sign-in form and submits it. */
export async function submitProviderLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The whole staff journey up to the admin home: "Staff login" in the menu, the provider, back. */
export async function signInFromStaffLogin(page: Page, account: Pick<DemoStaff, 'username' | 'password'>) {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Staff login' })
    .click();
  await page.waitForURL(/\/oidc\//);
  await submitProviderLogin(page, account.username, account.password);
  await expect(page.getByRole('heading', { name: 'Admin panel', level: 1 })).toBeVisible();
}

/** The §2 user menu's button (its accessible name starts with "Account menu"). */
export const userMenuButton = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

/** The panel the user menu's button discloses, found through its aria-controls (so that must point at it). */
export async function userMenuPanel(page: Page) {
  const id = await userMenuButton(page).getAttribute('aria-controls');
  expect(id, 'the user menu button names the panel it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}
