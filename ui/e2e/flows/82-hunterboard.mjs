// Hunter Board (add-on B of spec 002, issue 19): the resume search with a token and paging,
// a subscribed search saved and deleted, a resume opened and imported, the five-section
// publish (a missing field, then published, then on the job's Publications tab), unbinding
// and the features gone, and binding again through the simulator's OAuth window. The demo
// seed turns the plugin on and binds the admin to the simulator; the flows leave it so.
import { OUTPUT } from '../harness.mjs';
import { expect, getJSON, inLanguage, signInAs } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });

/** The admin's page on the resume search, reached from the header entry as a user would. */
async function openSearch(page) {
  await page.getByTestId('hunterboard-entry').click();
  await page.waitForURL(/#hunterboard\/resumes/);
  await page.getByTestId('hunterboard-card').first().waitFor();
}

/** The job to publish: the one the demo already published on the board (publishing again
 * updates that record, so the flows leave one publication per job and board as they found
 * it), else the first job the admin reads. */
async function aJob(page) {
  const pubs = await getJSON(page, `/rest/publication/list?paginate_by=5&gql=${encodeURIComponent('site=hunterboard&status=published')}`);
  const pub = pubs.list?.[0];
  if (pub) {
    const id = typeof pub.joborder === 'object' ? pub.joborder.id : pub.joborder;
    return { id, jobTitle: pub.title };
  }
  const r = await getJSON(page, '/rest/joborder/list?paginate_by=5&ordering=id');
  expect(r.list?.length, `no job to publish: ${JSON.stringify(r).slice(0, 200)}`);
  return r.list[0];
}

/** A date some weeks ahead of the page's clock, as a date input takes it. */
const ahead = (page, days) => page.evaluate((d) => new Date(Date.now() + d * 864e5).toISOString().slice(0, 10), days);

/** Fills a field of the publish form left empty, whatever its type (the server's meta). */
async function fill(page, field) {
  const type = await field.getAttribute('data-type');
  switch (type) {
    case 'text': case 'password':
      await field.locator('input').fill('Huntline e2e');
      break;
    case 'textarea':
      await field.locator('textarea').fill('Leads the finance team: budgets, reporting, audits and the controls of a fast-growing company. Ten years of experience.');
      break;
    case 'int': {
      const input = field.locator('input');
      await input.fill(String(Number(await input.getAttribute('min') ?? 0) + 1));
      break;
    }
    case 'range': {
      const [low, high] = [field.locator('input').nth(0), field.locator('input').nth(1)];
      const min = Number(await low.getAttribute('min') ?? 0);
      await low.fill(String(min + 5));
      await high.fill(String(min + 10));
      break;
    }
    case 'date':
      await field.locator('input').fill(await ahead(page, 30));
      break;
    case 'dropdown':
      await field.locator('select').selectOption({ index: 1 });
      break;
    case 'options': case 'radio': case 'checkbox':
      await field.locator('label').nth(type === 'checkbox' ? 0 : 1).click();
      break;
    case 'comtree': {
      await field.getByRole('button', { expanded: false }).first().click();
      const tree = field.getByRole('tree');
      // Open the first group, then choose its first leaf (the board takes leaves only).
      await tree.getByRole('treeitem').first().getByRole('button').first().click();
      await tree.getByRole('group').first().getByRole('treeitem').first().getByRole('button').last().click();
      if (await tree.count()) await page.keyboard.press('Escape'); // a multiple tree stays open
      break;
    }
    default:
      throw new Error(`a field of type ${type}`);
  }
}

export const flows = [
  ['hunterboard: the resume search from the header, a filter token as a pill, paging', async (page) => {
    await inLanguage(page, 'en', async () => {
      await openSearch(page);
      const user = page.getByTestId('hunterboard-user');
      expect((await user.innerText()).trim().length > 0, 'the user card is empty');
      await page.getByRole('button', { name: 'Resume library' }).waitFor();
      const before = await page.getByTestId('hunterboard-count').innerText();
      await shot(page, 'hunterboard-search');

      // The search icon hides the filters and shows them again.
      const toggle = page.getByRole('button', { name: 'Show or hide the filters' });
      await toggle.click();
      await page.getByTestId('hunterboard-filters').waitFor({ state: 'detached' });
      await toggle.click();
      const filters = page.getByTestId('hunterboard-filters');
      await filters.waitFor();

      // A checkbox token: its pop-up, one option, Apply; the pill names the option.
      const tokens = await getJSON(page, '/rest/hunterboard/search_tokens');
      const token = tokens.data.find((t) => t.type === 'checkboxdropdown' && t.options?.length);
      expect(token, `no checkbox token among ${JSON.stringify(tokens.data.map((t) => t.type))}`);
      await filters.getByRole('button', { name: token.label, exact: true }).click();
      const popup = page.getByRole('dialog', { name: token.label });
      await popup.getByLabel(token.options[0].label, { exact: true }).check();
      // Another token's button closes this pop-up and opens its own: one at a time.
      const other = tokens.data.find((t) => t.name !== token.name);
      await filters.getByRole('button', { name: other.label, exact: true }).click();
      await page.getByRole('dialog', { name: other.label }).waitFor();
      expect(await page.getByRole('dialog').count() === 1, 'two filter pop-ups are open');
      await page.getByRole('heading', { name: 'Resume search' }).click(); // outside: it closes
      await page.getByRole('dialog', { name: other.label }).waitFor({ state: 'detached' });
      await filters.getByRole('button', { name: token.label, exact: true }).click();
      await popup.getByLabel(token.options[0].label, { exact: true }).check();
      await popup.getByRole('button', { name: 'Apply' }).click();
      const pill = page.getByTestId('hunterboard-pills').getByText(`${token.label} equals ${token.options[0].label}`);
      await pill.waitFor();
      await page.waitForURL(/q=/);
      await page.waitForFunction((b) => document.querySelector('[data-testid=hunterboard-count]')?.textContent !== b, before);
      await shot(page, 'hunterboard-search-token');

      // Paging: the pill gone again, the library pages.
      await page.getByRole('button', { name: `Remove filter ${token.label}` }).click();
      await page.waitForURL((u) => !u.hash.includes('q='));
      await page.getByTestId('hunterboard-page').waitFor();
      expect(/^Page 1 of \d+$/.test(await page.getByTestId('hunterboard-page').innerText()), 'not on page 1');
      const first = await page.getByTestId('hunterboard-card').first().innerText();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL(/page=2/);
      await page.getByTestId('hunterboard-page').getByText(/^Page 2 of/).waitFor();
      await page.waitForFunction((f) => document.querySelector('[data-testid=hunterboard-card]')?.textContent !== f, first);
      await page.getByRole('button', { name: 'Previous page' }).click();
      await page.waitForURL((u) => !u.hash.includes('page='));
    });
  }],

  ['hunterboard: save a subscribed search, apply it from the sidebar, delete it', async (page) => {
    await inLanguage(page, 'en', async () => {
      await openSearch(page);
      const tokens = (await getJSON(page, '/rest/hunterboard/search_tokens')).data;
      const text = tokens.find((t) => t.type === 'char');
      const title = `e2e ${Date.now().toString(36)}`;
      await page.getByTestId('hunterboard-filters').getByRole('button', { name: text.label, exact: true }).click();
      await page.getByRole('dialog', { name: text.label }).getByRole('textbox').fill('财务');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/q=/);
      const searches = page.getByTestId('hunterboard-searches');
      await searches.getByRole('button', { name: 'Save search' }).click();
      const box = searches.getByRole('form', { name: 'Save search' });
      await box.getByLabel('Name').fill(title);
      await box.getByLabel(/Subscribe/).check();
      await shot(page, 'hunterboard-save-search');
      await box.getByRole('button', { name: 'Save search' }).click();
      await box.waitFor({ state: 'detached' });
      const entry = searches.getByRole('button', { name: new RegExp(`^${title}`) });
      await entry.waitFor();
      expect(await entry.getAttribute('aria-current') === 'true', 'the saved search is not the current one');
      const saved = (await getJSON(page, '/rest/hunterboard/searches')).list.find((s) => s.title === title);
      expect(saved?.subscribed === true && JSON.parse(saved.gql)[text.name] === '财务', `saved as ${JSON.stringify(saved)}`);

      // The library, then the saved search again from the sidebar.
      await searches.getByRole('button', { name: 'Resume library' }).click();
      await page.waitForURL((u) => !u.hash.includes('q='));
      await entry.click();
      await page.getByTestId('hunterboard-pills').getByText(`${text.label} equals 财务`).waitFor();

      await searches.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: /^(Delete)$/ }).click();
      await entry.waitFor({ state: 'detached' });
      const left = (await getJSON(page, '/rest/hunterboard/searches')).list.filter((s) => s.title === title);
      expect(left.length === 0, 'the search is still saved');
    });
  }],

  ['hunterboard: open a resume in the slide panel and import it as a candidate', async (page) => {
    await inLanguage(page, 'en', async () => {
      await openSearch(page);
      // A page of the library the other flows do not import from.
      await page.goto(page.url().replace(/#.*/, '#hunterboard/resumes?page=7'));
      const card = page.getByTestId('hunterboard-card').nth(3);
      await card.waitFor();
      await card.click();
      const panel = page.getByTestId('hunterboard-resume');
      await panel.waitFor();
      await panel.locator('h2, h3, p').nth(3).waitFor();
      await shot(page, 'hunterboard-resume');
      await page.getByTestId('jobboard-import').click();
      const done = page.getByTestId('jobboard-imported');
      await done.waitFor();
      expect(/Imported as|Already in Huntline/.test(await done.innerText()), `after import: ${await done.innerText()}`);
      const href = await done.getByTestId('jobboard-imported-open').getAttribute('href');
      const id = /id=(\d+)/.exec(href)?.[1];
      const candidate = await getJSON(page, `/rest/candidate/${id}`);
      expect(candidate.status, `the imported candidate ${id} does not open: ${JSON.stringify(candidate).slice(0, 200)}`);
      expect(JSON.stringify(candidate.data).includes('hunterboard'), `the candidate's source is not the board: ${JSON.stringify(candidate.data).slice(0, 300)}`);
      await shot(page, 'hunterboard-imported');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    });
  }],

  ['hunterboard: the five-section publish, refused for a missing field, then published and on the job\'s Publications tab', async (page) => {
    await inLanguage(page, 'en', async () => {
      const job = await aJob(page);
      await page.goto(page.url().replace(/#.*/, `#joborder/detail?id=${job.id}`));
      await page.getByTestId('jobboard-publish').click();
      await page.getByTestId('jobboard-publish-hunterboard').click();
      const modal = page.getByRole('dialog', { name: /^Publish to Hunter Board/ });
      await modal.locator('[data-section]').first().waitFor();
      const sections = await modal.locator('[data-section]').evaluateAll((s) => s.map((e) => e.getAttribute('data-section')));
      expect(sections.join() === 'company,job,requirements,private,channel', `sections: ${sections}`);
      await modal.getByText(/saved on the client/).waitFor();
      await modal.getByText(/never shown to managers/).waitFor();
      await modal.getByText(/managers cannot see the job there/).waitFor();
      await shot(page, 'hunterboard-publish');

      // A required field emptied: refused, said under the field, nothing published.
      const title = modal.locator('[data-field=hjobTitle]');
      await title.locator('input').fill('');
      await modal.getByRole('button', { name: 'Publish', exact: true }).click();
      await title.getByText('This field is required').waitFor();
      await shot(page, 'hunterboard-publish-missing');

      // Every empty field the form marks gets a value; then it publishes.
      await title.locator('input').fill(`${job.jobTitle ?? 'Finance Director'}`);
      const publish = modal.getByRole('button', { name: /^(Publish|Publishing…)$/ });
      for (let round = 0; round < 3; round++) {
        const marked = modal.locator('[data-field]:has([role=alert])');
        for (const name of await marked.evaluateAll((fs) => fs.map((f) => f.getAttribute('data-field')))) await fill(page, modal.locator(`[data-field="${name}"]`));
        await shot(page, `hunterboard-publish-round${round}`);
        await publish.click();
        // Sent: the modal closes, or the server's refusals show under their fields.
        await Promise.race([
          modal.waitFor({ state: 'detached', timeout: 15000 }),
          page.waitForFunction(() => [...document.querySelectorAll('dialog [data-field] [role=alert]')].length > 0 && !document.querySelector('dialog button[type=submit]')?.disabled, null, { timeout: 15000 }),
        ]);
        if (!(await modal.count())) break;
      }
      if (await modal.count()) throw new Error(`the modal stays open: ${(await modal.locator('[role=alert]').allInnerTexts()).join(' | ')}`);
      await page.getByText('Published to Hunter Board').waitFor();

      await page.getByRole('tab', { name: /^Publications/ }).click();
      await page.getByRole('tabpanel').getByText('Hunter Board').first().waitFor();
      const mine = await getJSON(page, `/rest/publication/list?gql=${encodeURIComponent(`joborder=${job.id}&site=hunterboard`)}`);
      expect(mine.list?.length === 1 && mine.list[0].status === 'published', `the job's Hunter Board publications: ${JSON.stringify(mine.list)}`);
      await shot(page, 'hunterboard-publication');
    });
  }],

  ['hunterboard: unbinding asks first; then search and publish say the account is not bound; binding again brings them back', async (page, env) => {
    await inLanguage(page, 'en', async () => {
      // The board account bound now, to bind the same one again at the end.
      const was = (await getJSON(page, '/rest/jobboard/boards')).list.find((b) => b.site === 'hunterboard')?.account;
      expect(was?.provider_uid, `the admin is not bound to the board: ${JSON.stringify(was)}`);
      await openSearch(page);
      await page.getByTestId('hunterboard-user').getByRole('button', { name: 'Unbind' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unbind account' });
      await dialog.getByText(/all job-board features are inaccessible/).waitFor();
      await shot(page, 'hunterboard-unbind');
      await dialog.getByRole('button', { name: 'Unbind' }).click();
      const notBound = page.getByTestId('hunterboard-not-bound');
      await notBound.getByText('Account not bound').waitFor();
      expect(await page.getByTestId('hunterboard-card').count() === 0, 'resume cards still show');
      const info = await getJSON(page, '/rest/hunterboard/user_info');
      expect(info.data === null, `still bound: ${JSON.stringify(info)}`);
      const refused = await getJSON(page, '/rest/hunterboard/search?query={}&page=1');
      expect(refused.status === false, 'the search still answers unbound');

      // The publish form says it too.
      const job = await aJob(page);
      await page.goto(page.url().replace(/#.*/, `#joborder/detail?id=${job.id}`));
      await page.getByTestId('jobboard-publish').click();
      await page.getByTestId('jobboard-publish-hunterboard').click();
      const modal = page.getByRole('dialog', { name: /^Publish to Hunter Board/ });
      await modal.getByTestId('hunterboard-not-bound').waitFor();
      expect(await modal.getByRole('button', { name: 'Publish', exact: true }).count() === 0, 'Publish offered unbound');
      await shot(page, 'hunterboard-publish-unbound');
      await modal.getByRole('button', { name: 'Close' }).click();

      // Bind again through the OAuth window: the simulator's consent page, Authorize.
      await openSearchUnbound(page);
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('hunterboard-not-bound').getByRole('button', { name: 'Bind account' }).click()]);
      const closed = popup.waitForEvent('close', { timeout: 15000 });
      // The callback page posts 'closeme' and the app closes the window: no navigation to wait for.
      await popup.waitForLoadState();
      await popup.getByLabel(/Account/).fill(was.provider_uid);
      await popup.getByRole('button', { name: /Authorize/ }).click({ noWaitAfter: true });
      await closed;
      await page.getByTestId('hunterboard-card').first().waitFor();
      await page.getByTestId('hunterboard-user').waitFor();
      const again = (await getJSON(page, '/rest/jobboard/boards')).list.find((b) => b.site === 'hunterboard')?.account;
      expect(again?.provider_uid === was.provider_uid && again.name === was.name, `bound again as ${JSON.stringify(again)}, was ${JSON.stringify(was)}`);
    });
    void env;
  }],

  ['hunterboard in 简体中文: the search page, the sidebar and the publish form speak Chinese', async (page) => {
    await inLanguage(page, 'zh_CN', async () => {
      await openSearch(page);
      await page.getByRole('heading', { name: '简历搜索' }).waitFor();
      await page.getByTestId('hunterboard-searches').getByRole('button', { name: '简历库' }).waitFor();
      await page.getByTestId('hunterboard-user').getByRole('button', { name: '解绑' }).waitFor();
      await shot(page, 'hunterboard-search-zh');
      const job = await aJob(page);
      await page.goto(page.url().replace(/#.*/, `#joborder/detail?id=${job.id}`));
      await page.getByTestId('jobboard-publish').click();
      await page.getByTestId('jobboard-publish-hunterboard').getByText('发布到猎头职位板').click();
      const modal = page.getByRole('dialog', { name: /^发布到猎头职位板/ });
      await modal.locator('[data-section]').first().waitFor();
      await modal.getByRole('button', { name: '发布', exact: true }).waitFor();
      await shot(page, 'hunterboard-publish-zh');
      await modal.getByRole('button', { name: '关闭' }).click();
      await modal.waitFor({ state: 'detached' });
    });
  }],

  ['hunterboard on the phone: the drawer leads to the resume search (amy.xie, 简体中文)', async (page, env) => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const phone = await signInAs(context, env, 'amy.xie@huntline.test');
      await phone.getByRole('button', { name: /^(Menu|菜单)$/ }).click();
      await phone.getByTestId('hunterboard-entry').click();
      await phone.waitForURL(/\/m#hunterboard\/resumes/);
      await phone.getByTestId('hunterboard-card').first().waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390, `the search page is ${width} px wide on a 390 px screen`);
      await shot(phone, 'hunterboard-phone-search');
      await phone.getByTestId('hunterboard-card').first().click();
      await phone.getByTestId('hunterboard-resume').waitFor();
      await phone.getByTestId('jobboard-import').waitFor();
      await phone.waitForTimeout(600); // the panel's slide in
      const panel = await phone.getByRole('dialog').last().boundingBox();
      expect(panel && panel.x >= 0 && panel.x + panel.width <= 390, `the resume panel spans ${panel?.x}..${panel && panel.x + panel.width}`);
      await shot(phone, 'hunterboard-phone-resume');
    } finally {
      await context.close();
    }
  }],

  ['hunterboard on the phone, unbound (leo.cao, English): the page says so and offers to bind, showing nothing of the board', async (page, env) => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const phone = await signInAs(context, env, 'leo.cao@huntline.test');
      const bound = (await getJSON(phone, '/rest/jobboard/boards')).list.find((b) => b.site === 'hunterboard')?.bound;
      expect(bound === false, 'leo.cao is bound to the board in the demo');
      await phone.getByRole('button', { name: /^(Menu|菜单)$/ }).click();
      await phone.getByTestId('hunterboard-entry').click();
      const notBound = phone.getByTestId('hunterboard-not-bound');
      await notBound.getByText('Account not bound').waitFor();
      await notBound.getByRole('button', { name: 'Bind account' }).waitFor();
      expect(await phone.getByTestId('hunterboard-card').count() === 0, 'resume cards shown unbound');
      await shot(phone, 'hunterboard-phone-unbound');
    } finally {
      await context.close();
    }
  }],
];

/** The search page while unbound (the header entry leads there still). */
async function openSearchUnbound(page) {
  await page.getByTestId('hunterboard-entry').click();
  await page.waitForURL(/#hunterboard\/resumes/);
  await page.getByTestId('hunterboard-not-bound').waitFor();
}
