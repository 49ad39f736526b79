import { start } from './harness.mjs';
import { flows } from './flows.mjs';
const env = await start();
const page = await (await env.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
for (const [name, flow] of flows.filter(([n], i) => i < 3 || /中文|option editor/.test(n))) { await flow(page, env); console.log('ran', name); }
await page.evaluate(() => { window.location.hash = '#candidate/add'; });
const form = page.getByRole('dialog', { name: /^(New Candidate|新建人才)$/ });
await form.getByLabel(/^(Status|状态)/).first().waitFor();
await page.waitForTimeout(1500);
await form.getByRole('button', { name: /^(Cancel|取消)$/ }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: 'test-output/look-cancel.png' });
console.log('dialogs:', await page.getByRole('dialog').count(), await page.getByRole('alertdialog').count());
await env.close();
