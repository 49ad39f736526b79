// Browser tests: each flow is a step run in order in one signed-in page, as a user clicks.
// Run by `make test-browser` (after `make build`). Screenshots go to test-output/.
import { readdirSync } from 'node:fs';
import { start, OUTPUT } from './harness.mjs';
import { flows as mainFlows } from './flows.mjs';

// Flows of one area may live in their own file under flows/ (each exports `flows`); they run
// after the main list, in file-name order, so separate areas never edit one long file.
const flowsDir = new URL('./flows/', import.meta.url);
const areaFiles = readdirSync(flowsDir).filter((f) => f.endsWith('.mjs')).sort();
const areaFlows = [];
for (const f of areaFiles) areaFlows.push(...(await import(new URL(f, flowsDir))).flows);
const flows = [...mainFlows, ...areaFlows];

const env = await start();
const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
const consoleErrors = [];
page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
page.on('pageerror', (e) => consoleErrors.push(e.stack ?? String(e)));
// FLOWS=regex runs only the matching flows, after the sign-in flows they all stand on (a
// quicker loop while working on one screen; make test always runs them all).
const only = process.env.FLOWS ? new RegExp(process.env.FLOWS) : null;
const signIn = flows.findIndex(([name]) => name.startsWith('sign in'));
const chosen = only ? flows.filter(([name], i) => i <= signIn || only.test(name)) : flows;
let failed = 0;
for (const [name, flow] of chosen) {
  const t0 = Date.now();
  try {
    await flow(page, env);
    console.log(`ok   ${name} (${Date.now() - t0} ms)`);
  } catch (err) {
    failed++;
    console.log(`FAIL ${name}: ${err.message}`);
    await page.screenshot({ path: `${OUTPUT}/FAIL-${name.replace(/\W+/g, '-')}.png` }).catch(() => {});
    break; // later flows build on earlier ones
  }
}
// The wrong-password, refused-form and stale-reorder flows get 401, 400 and 404 on purpose;
// Chromium logs any such answer as a failed load. Anything else in the console fails the run.
const unexpected = consoleErrors.filter((e) => !/Failed to load resource: .*status of (400|401|404)/.test(e));
if (unexpected.length) {
  failed++;
  console.log('FAIL console errors:\n  ' + unexpected.join('\n  '));
}
await env.close();
process.exit(failed ? 1 : 0);
