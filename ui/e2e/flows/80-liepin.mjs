// Issue 19, add-on A (ui/src/liepin): bind through the OAuth window (the simulator's authorize
// page), search resumes with filters and paging, save and delete a search template, open a
// resume and import it as a candidate (and once more, hitting the duplicate), publish a job
// with missing fields then successfully and find the publication on the job, unbind and find
// the features gone. The add-on and the admin's binding are left as they were found (the demo
// turns the add-on on and binds the admin; the flows bind again at the end).
import { OUTPUT } from '../harness.mjs';
import { expect, getJSON, inLanguage, post } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });
const RESULTS = 'iframe[title="Liepin resume list"]';
const found = { pluginOn: true, bound: false };
let job;
let resumeName = '';

async function open(page, hash) {
  await page.goto(page.url().replace(/#.*/, `#${hash}`));
}

/** GET /rest/liepin/unbind as the app sends it (a GET that changes state: with the CSRF token). */
const unbindCall = (page) => page.evaluate(async () => {
  const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('hl_csrf='))?.slice(8) ?? '');
  return (await fetch('/rest/liepin/unbind', { headers: { 'X-CSRF-Token': token } })).json();
});

const boundNow = async (page) => (await getJSON(page, '/rest/liepin/fetch_liepin_user_info')).data?.code === '1';

/** Clicks Bind in the header and authorizes in the provider's window; the page reloads bound. */
async function bindThroughWindow(page) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('liepin-bind').click()]);
  const reloaded = page.waitForEvent('load', { timeout: 30000 });
  // The landing page closes the window at once: wait for that from before the click.
  const closed = popup.waitForEvent('close', { timeout: 15000 });
  await popup.getByRole('button', { name: /Authorize Huntline/ }).click();
  await closed.catch(async (e) => {
    if (popup.isClosed()) return;
    const said = await popup.locator('body').innerText().catch(() => '');
    throw new Error(`the bind window stayed open at ${popup.url()}: ${said.slice(0, 300)} (${e.message.split('\n')[0]})`);
  });
  await page.getByRole('status').filter({ hasText: /^(Liepin account bound|猎聘帐号已绑定)$/ }).waitFor();
  await reloaded;
  await page.getByTestId('liepin-menu').waitFor();
  expect(await boundNow(page), 'the header says bound but the server does not');
}

/** The provider's list has drawn a page: its text says which. */
async function resultsPage(page, n) {
  await page.frameLocator(RESULTS).getByText(new RegExp(`page ${n}\\b`)).waitFor();
}

export const flows = [
  ['liepin: the add-on is on and the admin starts unbound (the state found is kept to restore)', async (page) => {
    const plugins = await getJSON(page, '/rest/plugin/list');
    found.pluginOn = Boolean(plugins.list?.find((p) => p.name === 'liepin')?.on);
    if (!found.pluginOn) expect((await post(page, '/rest/plugin/liepin/on', {})).status, 'turning the add-on on');
    found.bound = await boundNow(page);
    if (found.bound) expect((await unbindCall(page)).status, 'unbinding to start from unbound');
    await page.reload();
    // Publish on the job the demo published to the board (republishing updates its one
    // publication), else on a live job.
    const pubs = await getJSON(page, `/rest/publication/list?paginate_by=1&gql=${encodeURIComponent('site=liepin')}`);
    const published = pubs.list?.[0]?.joborder;
    const id = published && typeof published === 'object' ? published.id : published;
    const jobs = await getJSON(page, `/rest/joborder/list?paginate_by=1&gql=${encodeURIComponent(id ? `id=${id}` : 'status=live')}`);
    job = jobs.list?.[0];
    expect(job, 'no live job in the demo');
  }],

  ['liepin: Bind in the header opens the provider\'s window; authorizing there binds the account and the page reloads', async (page) => {
    await inLanguage(page, 'en', async () => {
      await open(page, 'dashboard');
      await page.getByTestId('liepin-bind').waitFor();
      expect((await page.getByTestId('liepin-bind').innerText()).trim() === 'Bind Liepin', 'the header entry does not read Bind Liepin');
      await shot(page, '80-liepin-header-unbound');
      await bindThroughWindow(page);
      await page.getByTestId('liepin-menu').click();
      await page.getByRole('menuitem', { name: 'Unbind Liepin' }).waitFor();
      await shot(page, '80-liepin-header-bound');
      await page.getByRole('menuitem', { name: 'Resume search' }).click();
      await page.waitForURL(/#liepin\/resumelist$/);
    });
  }],

  ['liepin: the resume search filters through the address, pages the provider\'s list and keeps page 1 for a new filter', async (page) => {
    await inLanguage(page, 'en', async () => {
      await open(page, 'liepin/resumelist');
      const filters = page.getByTestId('liepin-filters');
      await filters.waitFor();
      await resultsPage(page, 1);
      const pager = page.getByTestId('liepin-pager');
      await pager.getByRole('button', { name: /^1\/\d+ \(\d+\)/ }).waitFor();
      expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled(), 'Previous is enabled on page 1');
      await filters.getByRole('combobox', { name: 'Education' }).selectOption({ index: 1 });
      await filters.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/#liepin\/resumelist\/%7B/);
      const filter = JSON.parse(decodeURIComponent(page.url().split('#liepin/resumelist/')[1]));
      expect(Object.keys(filter).join() === 'eduLevel', `the address holds ${JSON.stringify(filter)}`);
      // The total comes with the provider's page (the pager reads 1/1 (0) until then).
      await resultsPage(page, 1);
      const summary = pager.getByRole('button', { name: /^1\/\d+ \([1-9]\d*\)/ });
      await summary.waitFor();
      const [, max] = (await summary.innerText()).match(/1\/(\d+)/);
      expect(Number(max) >= 2, `the filtered list has ${max} page(s): pick a wider filter`);
      await pager.getByRole('button', { name: 'Next page' }).click();
      await resultsPage(page, 2);
      await pager.getByRole('button', { name: /^2\// }).click();
      await pager.getByRole('button', { name: 'Page 1' }).waitFor();
      await shot(page, '80-liepin-pager-open');
      await page.getByRole('heading', { name: 'Liepin resumes' }).click(); // any click outside closes it
      await pager.getByRole('button', { name: 'Page 1' }).waitFor({ state: 'detached' });
      await pager.getByRole('button', { name: /^2\// }).click();
      await pager.getByRole('spinbutton', { name: 'Go to page' }).fill(max);
      await pager.getByRole('button', { name: 'Go' }).click();
      await resultsPage(page, Number(max));
      expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled(), 'Next is enabled on the last page');
      // A new filter: the address changes and the list starts at page 1 again.
      await filters.getByRole('textbox', { name: 'Keywords' }).fill('经理');
      await filters.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/%E7%BB%8F%E7%90%86/);
      await resultsPage(page, 1);
      await shot(page, '80-liepin-search');
      // The variants: no left bar; the list alone; in a tab.
      for (const [layout, left, bar] of [['noleft', 0, 1], ['bare', 0, 0], ['tab', 0, 1]]) {
        await open(page, `liepin/resumelist?layout=${layout}`);
        await page.locator(`[data-testid=liepin-search][data-layout=${layout}]`).waitFor();
        await resultsPage(page, 1);
        const got = [await page.getByTestId('liepin-saved').count(), await page.getByTestId('liepin-pager').count()];
        expect(got[0] === left && got[1] === bar, `layout ${layout}: left bar and pager ${got}`);
      }
      await page.getByRole('tab', { name: 'Liepin' }).waitFor();
      await page.getByTestId('liepin-filters').getByRole('textbox', { name: 'Keywords' }).fill('经理');
      await page.getByTestId('liepin-filters').getByRole('button', { name: 'Search' }).click();
      await resultsPage(page, 1);
      expect(page.url().endsWith('#liepin/resumelist?layout=tab'), `the tab wrote its filter to the address: ${page.url()}`);
    });
  }],

  ['liepin: a search is saved with a title, shown with its filter tokens, applied from the left bar and deleted', async (page) => {
    await inLanguage(page, 'en', async () => {
      const title = `E2E managers ${Date.now().toString(36)}`;
      await open(page, `liepin/resumelist/${encodeURIComponent(JSON.stringify({ keyword: '经理' }))}`);
      const bar = page.getByTestId('liepin-saved');
      await bar.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
      await dialog.getByRole('button', { name: 'Save search' }).click();
      const saved = bar.getByRole('button', { name: new RegExp(`^${title}`) });
      await saved.waitFor();
      expect((await saved.innerText()).includes('Keywords: 经理'), `the saved search reads ${await saved.innerText()}`);
      await shot(page, '80-liepin-saved');
      await open(page, 'liepin/resumelist');
      await bar.getByRole('button', { name: new RegExp(`^${title}`) }).click();
      await page.waitForURL(/%E7%BB%8F%E7%90%86/);
      await bar.getByRole('button', { name: `Delete ${title}` }).click();
      await saved.waitFor({ state: 'detached' });
      const left = await getJSON(page, '/rest/liepin/query_tpl/query');
      expect(!left.data?.some((t) => t.tpl_name === title), 'the deleted search is still listed');
    });
  }],

  ['liepin: a resume opens in the slide panel; Import makes it a candidate, and again finds the duplicate', async (page) => {
    await inLanguage(page, 'en', async () => {
      await open(page, `liepin/resumelist/${encodeURIComponent(JSON.stringify({ keyword: '经理' }))}`);
      await resultsPage(page, 1);
      const row = page.frameLocator(RESULTS).locator('a[data-origin]').nth(3);
      resumeName = (await row.innerText()).trim();
      await row.click();
      const panel = page.getByRole('dialog', { name: resumeName });
      await panel.getByTestId('liepin-resume-frame').waitFor();
      await page.frameLocator('[data-testid=liepin-resume-frame]').getByRole('heading', { name: new RegExp(resumeName) }).waitFor();
      await panel.getByRole('button', { name: 'Contact now' }).waitFor();
      await panel.getByRole('button', { name: 'Open from provider' }).waitFor();
      await panel.getByRole('button', { name: 'Import as candidate' }).click();
      await panel.getByText(/^Imported as |^Already in Huntline: /).waitFor();
      await shot(page, '80-liepin-resume-imported');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await page.frameLocator(RESULTS).locator('a[data-origin]').nth(3).click();
      await panel.getByRole('button', { name: 'Import as candidate' }).click();
      await panel.getByText(`Already in Huntline: ${resumeName}`, { exact: false }).waitFor();
      await shot(page, '80-liepin-resume-duplicate');
      await page.keyboard.press('Escape');
    });
  }],

  ['liepin: Publish job to provider names the missing fields, then publishes; the publication shows on the job', async (page) => {
    await inLanguage(page, 'en', async () => {
      await open(page, `joborder/detail?id=${job.id}`);
      await page.getByTestId('jobboard-publish').click();
      await page.getByTestId('jobboard-publish-liepin').click();
      const dialog = page.getByRole('dialog', { name: 'Publish job to provider' });
      const form = dialog.getByTestId('liepin-publish-form');
      await form.getByRole('combobox', { name: 'Function category' }).waitFor();
      expect(await form.getByText('This field is required').count() === 0, 'messages show before the first submit');
      await form.getByRole('button', { name: 'Publish' }).click();
      await form.getByText('This field is required').first().waitFor();
      await shot(page, '80-liepin-publish-required');
      const need = async (label) => form.locator(`[data-field="${label}"] [data-error-for]`).count();
      // What neither the job nor its client knows is asked for (the job's location, function,
      // salary and description may come filled in).
      expect(await need('deptName') === 1 && await need('detailReport2') === 1, 'Department and Reports to are not asked for');
      // Fill what is missing; each fix takes its message away at once.
      const pick = async (name) => {
        const select = form.getByRole('combobox', { name, exact: true });
        const value = await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
        await select.selectOption(value);
      };
      for (const name of ['Industry', 'Location', 'Company kind', 'Company scale', 'Function category', 'Work location', 'Education level']) {
        if (!(await form.getByRole('combobox', { name, exact: true }).inputValue())) await pick(name);
      }
      for (const [label, value] of [['Company name', 'Acme'], ['External name', 'Acme'], ['Department', 'R&D'], ['Company intro', 'A maker of things.'],
        ['Job title', job.jobTitle || 'Engineer'], ['Reports to', 'CTO'], ['Work years', '3']]) {
        const box = form.getByLabel(label, { exact: true });
        if (!(await box.inputValue())) await box.fill(value);
      }
      await form.getByLabel('Closing date').fill('2001-01-01'); // before today: becomes today
      expect((await form.getByLabel('Closing date').inputValue()) !== '2001-01-01', 'a past closing date was kept');
      await form.getByLabel('Annual pre-tax salary From').fill('20');
      await form.getByLabel('Annual pre-tax salary To').fill('60'); // a range of 40 万
      await form.getByText('range must be less than 30 万').waitFor();
      await form.getByLabel('Annual pre-tax salary To').fill('28');
      await form.getByLabel('Age requirement From').fill('18');
      await form.getByLabel('Age requirement To').click();
      expect((await form.getByLabel('Age requirement From').inputValue()) === '30', 'an age under 20 was kept');
      await form.getByLabel('Job description').fill('Lead the platform team: design, build and run the services; hire and grow engineers; work with product on the roadmap.');
      await form.getByRole('button', { name: 'Candidate industry' }).click();
      await form.getByRole('button', { name: 'Candidate industry' }).locator('xpath=..').locator('input[type=checkbox]').first().check();
      await form.getByLabel('Job description').click();
      expect(await form.locator('[data-error-for]').count() === 0, `still asked: ${await form.locator('[data-error-for]').allInnerTexts()}`);
      await form.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('status').filter({ hasText: 'Job published to Liepin' }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: /^Publications/ }).click();
      await page.getByRole('tabpanel').getByText('Liepin').first().waitFor();
      await shot(page, '80-liepin-publication');
    });
  }],

  ['liepin: Unbind asks in the Unbind account modal; unbound, the search and publishing are gone until bound again', async (page) => {
    await inLanguage(page, 'en', async () => {
      await open(page, 'dashboard');
      await page.getByTestId('liepin-menu').click();
      await page.getByRole('menuitem', { name: 'Unbind Liepin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unbind account' });
      await dialog.waitFor();
      await shot(page, '80-liepin-unbind');
      const reloaded = page.waitForEvent('load', { timeout: 30000 });
      await dialog.getByRole('button', { name: 'Unbind' }).click();
      await page.getByRole('status').filter({ hasText: 'Liepin account unbound' }).waitFor();
      await reloaded;
      await page.getByTestId('liepin-bind').waitFor();
      expect(!(await boundNow(page)), 'still bound after Unbind');
      await open(page, 'liepin/resumelist');
      await page.getByTestId('liepin-not-bound').getByText('Account not bound').waitFor();
      expect(await page.locator(RESULTS).count() === 0, 'the resume list shows while unbound');
      const search = await post(page, '/rest/liepin/convert_to_search', { keyword: 'x' });
      expect(!search.status || !search.data, `the search answers while unbound: ${JSON.stringify(search).slice(0, 200)}`);
      await open(page, `joborder/detail?id=${job.id}`);
      await page.getByTestId('jobboard-publish').click();
      await page.getByTestId('jobboard-publish-liepin').click();
      const form = page.getByTestId('liepin-publish-form');
      await form.getByRole('combobox', { name: 'Function category' }).waitFor();
      // Unbound, the form says so at once, and a submit is refused before anything is sent.
      await form.getByRole('alert').filter({ hasText: 'Account not bound' }).waitFor();
      await page.keyboard.press('Escape');
      await shot(page, '80-liepin-unbound');
    });
  }],

  ['liepin: the header speaks Chinese (绑定猎聘), and binding again leaves the admin as found', async (page) => {
    await open(page, 'dashboard');
    await page.getByTestId('liepin-bind').waitFor();
    const label = (await page.getByTestId('liepin-bind').innerText()).trim();
    expect(['绑定猎聘', 'Bind Liepin'].includes(label), `the header reads ${label}`);
    if (found.bound) await bindThroughWindow(page);
    if (!found.pluginOn) await post(page, '/rest/plugin/liepin/off', {});
  }],
];
