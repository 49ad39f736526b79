// The user flows, in order; each gets the shared page and the environment from harness.mjs.
import { ADMIN_EMAIL, ADMIN_PASSWORD, OUTPUT } from './harness.mjs';

// The demo admin must choose a new password at first sign-in (firstLogin); the flows use it after.
export const NEW_PASSWORD = 'Chosen-Pass-2025';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });

function expect(cond, message) {
  if (!cond) throw new Error(message);
}

export const flows = [
  ['/ lands on the login page', async (page, env) => {
    await page.goto(`${env.base}/`);
    await page.waitForURL(/\/crm/);
    await page.getByRole('heading', { name: 'Sign in to Huntline' }).waitFor();
    await shot(page, '01-login');
  }],

  ['a wrong password shows the message and remaining chances', async (page) => {
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = await alert.innerText();
    expect(text.includes('Username or Password is incorrect'), `alert says: ${text}`);
    expect(/Login Chance: \d+/.test(text), `no remaining chances in: ${text}`);
    await shot(page, '02-login-wrong-password');
  }],

  ['sign in, then the forced password change', async (page) => {
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await shot(page, '03-set-password');
    await page.getByLabel('Current password').fill(ADMIN_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL(/#candidate\/list/);
  }],
];
