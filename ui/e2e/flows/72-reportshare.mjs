// Issue 18, saved, shared and scheduled reports: the report page's Save (the name is required),
// Share with a colleague through the saved filters' share control, Schedule (weekly, a weekday
// and an hour); the saved report under its report in the report list, opening on its filter;
// the colleague finds it shared with him, read only; the owner deletes it.
import { OUTPUT } from '../harness.mjs';
import { expect, getJSON, inLanguage, post, signInAs } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });
const COLLEAGUE = 'leo.cao@huntline.test'; // an English consultant of the demo data

async function open(page, hash) {
  await page.goto(page.url().replace(/#.*/, `#${hash}`));
}

/** The report page has drawn its view (the table, or a chart, or its empty state). */
async function reportShown(page) {
  await page.locator('[data-testid=report-view]').waitFor();
  await page.getByTestId('report-table').or(page.locator('[data-testid=report-chart] canvas')).or(page.getByText('Nothing to count for this period and filter.')).first().waitFor();
}

/** The admin's saved activity reports called name, as the list call answers them. */
async function savedNamed(page, name) {
  const body = await getJSON(page, `/rest/reportsaved/list?paginate_by=100&gql=${encodeURIComponent('type=activity')}`);
  expect(body.status, `the saved reports: ${body.message}`);
  return body.list.filter((r) => r.name === name);
}

const NAME = `E2E weekly activity ${Date.now().toString(36)}`;
let savedId;

export const flows = [
  ['reportshare: Save on the report page asks for a name, then keeps the report with its filter and view', async (page) => {
    await inLanguage(page, 'en', async () => {
      await open(page, 'report/activity?daterange=last_week&view=bar');
      await reportShown(page);
      await page.getByRole('button', { name: 'Schedule' }).waitFor();
      expect(await page.getByRole('button', { name: 'Schedule' }).isDisabled(), 'Schedule is offered before the report is saved');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Save report' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('This field is required').waitFor();
      await shot(page, '72-reportshare-save-required');
      await dialog.getByLabel('Name').fill(NAME);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Saved ${NAME}`).waitFor();
      const [saved] = await savedNamed(page, NAME);
      expect(saved, `${NAME} is not among the saved reports`);
      savedId = saved.id;
      const filter = JSON.parse(saved.filter);
      expect(filter.daterange === 'last_week', `the saved filter is ${saved.filter}`);
      expect(JSON.parse(saved.viewconfig).viewType === 'bar', `the saved view is ${saved.viewconfig}`);
    });
  }],

  ['reportshare: Share gives the saved report to a colleague with the share control of saved filters', async (page) => {
    await inLanguage(page, 'en', async () => {
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share report' });
      await dialog.getByRole('combobox').first().fill('Leo');
      await dialog.getByRole('option', { name: /Leo/ }).first().click();
      await shot(page, '72-reportshare-share');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Sharing saved').waitFor();
      const shares = await getJSON(page, `/rest/reportsaved/${savedId}/share`);
      expect(shares.status && shares.list.length === 1 && shares.list[0].type === 'people', `the shares: ${JSON.stringify(shares)}`);
    });
  }],

  ['reportshare: Schedule mails it weekly on a weekday at an hour', async (page) => {
    await inLanguage(page, 'en', async () => {
      await page.getByRole('button', { name: 'Schedule' }).click();
      const dialog = page.getByRole('dialog', { name: `Mail ${NAME} on a schedule` });
      await dialog.getByLabel('Frequency').selectOption('weekly');
      await dialog.getByLabel('Weekday').selectOption({ label: 'Friday' });
      await dialog.getByLabel('Hour').selectOption('17');
      await shot(page, '72-reportshare-schedule');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/^Next mailing: /).waitFor();
      const rec = (await getJSON(page, `/rest/reportsaved/${savedId}`)).data;
      expect(rec.frequency === 'weekly' && rec.weekday === 5 && rec.hour === 17 && rec.next_run, `the schedule: ${JSON.stringify(rec)}`);
    });
  }],

  ['reportshare: the report list shows the saved report under its report and opens it on its filter', async (page) => {
    await inLanguage(page, 'en', async () => {
      await open(page, 'report/list');
      const side = page.getByRole('complementary', { name: 'Categories' });
      await side.getByRole('button', { name: new RegExp(`^${NAME}`) }).click();
      await page.waitForURL(new RegExp(`#report/activity\\?saved=${savedId}`));
      await reportShown(page);
      await page.locator('[data-testid=report-view][data-view=bar]').waitFor();
      await shot(page, '72-reportshare-opened');
    });
  }],

  ['reportshare: the colleague finds it shared with him and opens it, without Share or Schedule', async (page, env) => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const leo = await signInAs(context, env, COLLEAGUE);
      await leo.goto(leo.url().replace(/#.*/, '#report/list'));
      const side = leo.getByRole('complementary', { name: 'Categories' });
      const entry = side.getByRole('button', { name: new RegExp(`^${NAME}`) });
      await entry.waitFor();
      await side.getByLabel('Shared with me').first().waitFor();
      await entry.click();
      await leo.waitForURL(new RegExp(`#report/activity\\?saved=${savedId}`));
      await reportShown(leo);
      await leo.getByRole('button', { name: 'Schedule' }).waitFor();
      expect(await leo.getByRole('button', { name: 'Schedule' }).isDisabled(), 'the colleague may schedule a report shared with him');
      const renamed = await post(leo, '/rest/reportsaved/add', { id: savedId, name: 'Mine now' });
      expect(!renamed.status, 'the colleague renamed the report shared with him');
      await leo.screenshot({ path: `${OUTPUT}/72-reportshare-colleague.png` });
    } finally {
      await context.close();
    }
  }],

  ['reportshare: its owner deletes it', async (page) => {
    const r = await post(page, '/rest/reportsaved/delete', { ids: [savedId], count: 1 });
    expect(r.status, `delete: ${r.message}`);
    expect((await savedNamed(page, NAME)).length === 0, 'the deleted report is still listed');
  }],
];
