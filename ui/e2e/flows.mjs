// The user flows, in order; each gets the shared page and the environment from harness.mjs.
import { OUTPUT } from './harness.mjs';

export const flows = [
  ['app is served at /crm', async (page, env) => {
    await page.goto(`${env.base}/`);
    await page.waitForURL(/\/crm/);
    await page.getByText('Huntline').first().waitFor();
    await page.screenshot({ path: `${OUTPUT}/app.png` });
  }],
];
