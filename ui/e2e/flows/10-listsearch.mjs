// Issue 17, the list screen: the plain search is every list's main box, gql behind Advanced
// and its refusals said beside it (never as offline); lists open on the views shipped per
// user type (My candidates ...); the candidate list fits 1440 px; Import only where the
// metadata allows; phone cards show status and phone, without the gql box or Import.
import { OUTPUT } from '../harness.mjs';
import { getJSON, signInAs } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });
const inAny = (...texts) => new RegExp(`^(${texts.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

function expect(cond, message) {
  if (!cond) throw new Error(message);
}

const SEARCH = inAny('Search', '搜索', '搜尋');
const ADVANCED = inAny('Advanced', '高级', '進階');
const VIEW = inAny('View', '视图', '視圖');
const IMPORT = inAny('Import', '导入', '匯入');

async function openList(page, hash) {
  await page.goto(page.url().replace(/#.*/, `#${hash}`));
  await page.getByRole('searchbox', { name: SEARCH }).waitFor();
}

// Sign-in lands on the home dashboard; the callers start from the candidate list.
async function toCandidates(page) {
  await page.goto(page.url().replace(/#.*/, '#candidate/list'));
  await page.waitForURL(/#candidate\/list/);
  return page;
}

// A demo user signed in in a browser context of their own, on the candidate list.
const signInToCandidates = async (context, env, email) => toCandidates(await signInAs(context, env, email));

async function userByEmail(page, email) {
  const body = await getJSON(page, `/rest/user/list?gql=${encodeURIComponent(`email=${email}`)}`);
  const user = body.list?.[0];
  expect(user, `no demo user ${email}`);
  return user;
}

export const flows = [
  ['listsearch: every list has the plain search as its main box; gql sits behind Advanced, remembered for the user', async (page) => {
    await openList(page, 'candidate/list');
    const advanced = page.getByRole('button', { name: ADVANCED });
    // The main flows left it on (they type gql): off, it stays off on every list.
    if (await advanced.getAttribute('aria-pressed') === 'true') await advanced.click();
    await page.getByRole('textbox', { name: 'gql' }).waitFor({ state: 'detached' });
    for (const model of ['candidate', 'joborder', 'client', 'jobsubmission']) {
      await openList(page, `${model}/list`);
      expect(await page.getByRole('textbox', { name: 'gql' }).count() === 0, `the ${model} list shows the gql box without Advanced`);
    }
    await openList(page, 'candidate/list');
    expect(await advanced.getAttribute('aria-pressed') === 'false', 'Advanced is not off');
    const saved = page.waitForResponse((r) => r.url().includes('/rest/data/userconfig') && r.request().method() === 'POST');
    await advanced.click();
    expect((await saved).status() === 200, 'Advanced was not remembered');
    await page.getByRole('textbox', { name: 'gql' }).waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'gql' }).waitFor();
    expect(await page.getByRole('button', { name: ADVANCED }).getAttribute('aria-pressed') === 'true', 'Advanced is not remembered after a reload');
  }],

  ['listsearch: a word the gql box does not understand is said beside it, with a hint and a search for it, never as offline or a field list', async (page) => {
    await openList(page, 'candidate/list');
    const gql = page.getByRole('textbox', { name: 'gql' });
    await gql.fill('Java');
    const refused = page.waitForResponse((r) => r.url().includes('/rest/candidate/list') && r.status() === 400);
    await gql.press('Enter');
    await refused;
    const note = page.locator('#list-gql-problem');
    await note.waitFor();
    const text = await note.innerText();
    expect(/“Java”/.test(text), `the note does not name the word: ${text}`);
    expect(/status=new/.test(text), `the note gives no hint: ${text}`);
    expect(!/chineseName|englishName|valid:|可选/.test(text), `the note lists field names: ${text}`);
    expect(await gql.getAttribute('aria-describedby') === 'list-gql-problem', 'the gql box is not described by the note');
    expect(await page.locator('[data-error-kind="network"], .lucide-wifi-off').count() === 0, 'the refusal is drawn as offline');
    await shot(page, 'listsearch-gql-refused');
    // The word is offered as a search: the plain box takes it, the gql box is emptied.
    await note.getByRole('button').click();
    await page.waitForFunction(() => /[?&]k=Java/.test(location.hash) && !/gql=/.test(location.hash));
    expect(await page.getByRole('searchbox', { name: SEARCH }).inputValue() === 'Java', 'the search box does not hold Java');
    await note.waitFor({ state: 'detached' });
    // Every list, every refused filter: the job list says an unknown operator beside the box too.
    await openList(page, `joborder/list?gql=${encodeURIComponent('status__big=1')}`);
    const op = page.locator('#list-gql-problem');
    await op.waitFor();
    expect(/“big”/.test(await op.innerText()), `the job list's note: ${await op.innerText()}`);
    expect(await page.locator('[data-error-kind="network"], .lucide-wifi-off').count() === 0, 'the job list draws the refusal as offline');
  }],

  ['listsearch: a search the server cannot read (an unclosed quote) is said under the search box', async (page) => {
    await openList(page, 'candidate/list');
    const box = page.getByRole('searchbox', { name: SEARCH });
    await box.fill('"Java');
    await box.press('Enter');
    const note = page.locator('#list-keyword-problem');
    await note.waitFor();
    expect(/quote|引号|引號/.test(await note.innerText()), `the search note: ${await note.innerText()}`);
    expect(await box.getAttribute('aria-invalid') === 'true', 'the search box is not marked invalid');
    await box.fill('Java');
    await box.press('Enter');
    await note.waitFor({ state: 'detached' });
    // Advanced off, the box goes; on again, as the main flows left it for the later ones.
    await page.getByRole('button', { name: ADVANCED }).click();
    await openList(page, 'candidate/list');
    expect(await page.getByRole('textbox', { name: 'gql' }).count() === 0, 'the gql box stays after Advanced is off');
    await page.getByRole('button', { name: ADVANCED }).click();
    await page.getByRole('textbox', { name: 'gql' }).waitFor();
  }],

  ['listsearch: the default candidate list fits 1440 px, with no horizontal scroll', async (page) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openList(page, 'candidate/list');
    await page.locator('tbody tr').first().waitFor();
    const sizes = await page.evaluate(() => {
      const table = document.querySelector('table');
      let scroller = table?.parentElement;
      while (scroller && scroller !== document.body && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement;
      return { doc: document.documentElement.scrollWidth, view: window.innerWidth, scroll: scroller?.scrollWidth ?? 0, client: scroller?.clientWidth ?? 0 };
    });
    expect(sizes.doc <= sizes.view, `the page is ${sizes.doc} px wide in ${sizes.view}`);
    expect(sizes.scroll <= sizes.client, `the table scrolls sideways: ${sizes.scroll} px in ${sizes.client}`);
    await shot(page, 'listsearch-candidates-1440');
  }],

  ['listsearch: Import is offered where the metadata allows it, and not on the Job Submission list', async (page) => {
    await openList(page, 'candidate/list');
    await page.getByRole('button', { name: IMPORT }).waitFor();
    await openList(page, 'jobsubmission/list');
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('button', { name: IMPORT }).count() === 0, 'the Job Submission list offers Import');
  }],

  ['listsearch: a consultant\'s lists open on My candidates, My jobs and My submissions; a view chosen becomes the default', async (page, env) => {
    const leo = await userByEmail(page, 'leo.cao@huntline.test');
    const mine = (await getJSON(page, `/rest/candidate/list?paginate_by=1&gql=${encodeURIComponent(`owner=${leo.id}`)}`)).count;
    const all = (await getJSON(page, '/rest/candidate/list?paginate_by=1')).count;
    expect(mine > 0 && mine < all, `leo owns ${mine} of ${all} candidates`);
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    try {
      const p = await signInToCandidates(context, env, 'leo.cao@huntline.test');
      const picker = p.getByRole('combobox', { name: VIEW });
      // The list a step opens: the view the picker shows and the page the server answered.
      const opens = async (model, step) => {
        const listed = p.waitForResponse((r) => r.url().includes(`/rest/${model}/list?`) && r.request().method() === 'GET');
        await step();
        const answer = await listed;
        expect(answer.status() === 200, `the ${model} list answered ${answer.status()}`);
        await picker.waitFor();
        return { view: await picker.locator('option:checked').innerText(), body: await answer.json() };
      };
      const go = (hash) => () => p.goto(p.url().replace(/#.*/, `#${hash}`));
      let got = await opens('candidate', go('candidate/list'));
      expect(got.view === 'My candidates' && got.body.count === mine, `leo's candidate list: ${got.view}, ${got.body.count} records (owns ${mine})`);
      expect(got.body.list.every((r) => String(r.owner?.id ?? r.owner) === String(leo.id)), 'My candidates lists another owner\'s candidate');
      await shot(p, 'listsearch-my-candidates');
      got = await opens('joborder', go('joborder/list'));
      expect(got.view === 'My jobs', `leo's job list opens on ${got.view}`);
      got = await opens('jobsubmission', go('jobsubmission/list'));
      expect(got.view === 'My submissions', `leo's submission list opens on ${got.view}`);
      // Added this week, chosen, is where the candidate list opens from then on.
      await opens('candidate', go('candidate/list'));
      const saved = p.waitForResponse((r) => r.url().includes('/rest/data/userconfig') && r.request().method() === 'POST');
      await opens('candidate', () => picker.selectOption({ label: 'Added this week' }));
      await saved;
      await opens('joborder', go('joborder/list'));
      got = await opens('candidate', go('candidate/list'));
      expect(got.view === 'Added this week', `the list opens again on ${got.view}`);
      // Kept in the user's config on the server, so it follows them to another browser.
      const config = await getJSON(p, '/rest/data/userconfig');
      expect(JSON.stringify(config).includes('"suffix.candidate":"this_week"'), `the user config: ${JSON.stringify(config).slice(0, 300)}`);
      // Default, chosen on purpose, is kept too: the whole list.
      await opens('candidate', () => picker.selectOption({ value: '' }));
      await opens('joborder', go('joborder/list'));
      got = await opens('candidate', go('candidate/list'));
      expect(got.view === 'Default' && got.body.count === all, `Default chosen: ${got.view}, ${got.body.count} of ${all}`);
    } finally {
      await context.close();
    }
  }],

  ['listsearch: on a 390 px phone each card shows the status and the phone number, without the gql box or Import', async (page, env) => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true });
    try {
      const p = await signInToCandidates(context, env, 'leo.cao@huntline.test');
      await p.goto(p.url().replace(/#.*/, '#candidate/list?suffix='));
      await p.getByRole('searchbox', { name: SEARCH }).waitFor();
      const card = p.locator('li:has([data-card-field])').first();
      await card.waitFor();
      expect(await p.locator('[data-card-field="status"]').count() > 0, 'no card shows a status');
      const phones = await p.locator('[data-card-field="mobile"]').allInnerTexts();
      expect(phones.some((t) => /\d{3}/.test(t)), `no card shows a phone number: ${phones.slice(0, 3).join(', ')}`);
      expect(await p.getByRole('textbox', { name: 'gql' }).count() === 0, 'the phone shows the gql box');
      expect(await p.getByRole('button', { name: ADVANCED }).count() === 0, 'the phone offers Advanced');
      expect(await p.getByRole('button', { name: IMPORT }).count() === 0, 'the phone offers Import');
      // The list itself fits (the header's own width is the phone header's work).
      const width = await p.evaluate(() => Math.max(...[...document.querySelectorAll('main')].map((m) => m.scrollWidth)));
      expect(width <= 390, `the phone list is ${width} px wide`);
      await p.screenshot({ path: `${OUTPUT}/listsearch-phone-cards.png` });
      // A job's card shows its status too (the fields come from each model's metadata).
      await p.goto(p.url().replace(/#.*/, '#joborder/list?suffix='));
      await p.locator('[data-card-field="status"]').first().waitFor();
    } finally {
      await context.close();
    }
  }],
];
