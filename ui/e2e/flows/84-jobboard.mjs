// Issue 19, the job boards' shared screens (ui/src/jobboard): each board add-on turned off and
// on in Settings → Add-ons (the job's Publish dropdown, the boards' header entries, the
// Publications tab and Channel Management go with the last board and come back), the Channel
// Management page listing the demo's bound accounts, and a closed job whose open publication
// the banner closes. The demo seed turns both boards on and binds the admin and amy.xie.
import { OUTPUT } from '../harness.mjs';
import { expect, getJSON, inLanguage, post } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });
const inAny = (...texts) => new RegExp(`^(${texts.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
const BOARDS = ['liepin', 'hunterboard'];
const PUBLICATIONS_TAB = /^(Publications|发布渠道|發佈渠道)/;
const CHANNELS = inAny('Channel Management', '渠道管理');

async function open(page, hash) {
  await page.goto(page.url().replace(/#.*/, `#${hash}`));
}

/** Turns a plugin on or off from Settings → Add-ons; the app loads again after the switch. */
async function switchAddon(page, name, want) {
  await open(page, 'system-setting/list');
  const sidebar = page.getByRole('navigation', { name: inAny('Settings', '设置', '設定') });
  await sidebar.getByRole('link', { name: inAny('Add-ons', '插件', '外掛程式') }).click();
  const sw = page.locator(`[data-plugin="${name}"]`).getByRole('switch');
  await sw.waitFor();
  if ((await sw.getAttribute('aria-checked')) === String(want)) return;
  await Promise.all([page.waitForEvent('load'), sw.click()]);
  await page.locator(`[data-plugin="${name}"]`).getByRole('switch', { checked: want }).waitFor();
}

/** A job of the demo with a publication still published, and that publication. */
async function publishedJob(page) {
  const body = await getJSON(page, `/rest/publication/list?paginate_by=20&gql=${encodeURIComponent('status=published')}`);
  expect(body.status && body.list?.length, `no published publication in the demo: ${JSON.stringify(body).slice(0, 300)}`);
  const pub = body.list[0];
  const job = typeof pub.joborder === 'object' ? pub.joborder.id : pub.joborder;
  return { job, publications: body.list.filter((p) => (typeof p.joborder === 'object' ? p.joborder.id : p.joborder) === job) };
}

/** What the job's page shows of the boards: the Publish entries, the Publications tab, the
 * header's controls, whether Channel Management is among the settings, the jobboard calls made. */
async function boardScreens(page, job) {
  const asked = [];
  const track = (r) => { const p = new URL(r.url()).pathname; if (p.startsWith('/rest/jobboard/') || p.startsWith('/rest/account/')) asked.push(p); };
  page.on('request', track);
  try {
    await open(page, `joborder/detail?id=${job}`);
    await page.reload();
    await page.getByRole('tablist', { name: /^(Record tabs|记录标签页|記錄標籤頁)$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const tab = await page.getByRole('tab', { name: PUBLICATIONS_TAB }).count();
    // The boards' own header entries (their modules' test ids: liepin-bind or liepin-menu, hunterboard-entry).
    const bar = page.locator('header').first();
    const header = [];
    for (const b of BOARDS) if (await bar.locator(`[data-testid^="${b}-"]`).count()) header.push(b);
    let entries = [];
    const publish = page.getByTestId('jobboard-publish');
    if (await publish.count()) {
      await publish.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      entries = await menu.locator('[data-testid^="jobboard-publish-"]').evaluateAll((els) => els.map((e) => e.dataset.testid.replace('jobboard-publish-', '')));
      await page.keyboard.press('Escape');
    }
    await open(page, 'system-setting/list');
    const sidebar = page.getByRole('navigation', { name: inAny('Settings', '设置', '設定') });
    await sidebar.getByRole('link').first().waitFor();
    const channels = await sidebar.getByRole('link', { name: CHANNELS }).count();
    return { tab, header, entries, channels, asked };
  } finally {
    page.off('request', track);
  }
}

export const flows = [
  ['jobboard: each board add-on off and on in Settings → Add-ons takes its Publish entry away and back; with both off the Publish button, header entries, Publications tab and Channel Management go', async (page) => {
    await inLanguage(page, 'en', async () => {
      const { job } = await publishedJob(page);
      for (const b of BOARDS) await switchAddon(page, b, true);
      try {
        const both = await boardScreens(page, job);
        expect(JSON.stringify(both.entries) === JSON.stringify(BOARDS) && JSON.stringify(both.header) === JSON.stringify(BOARDS) && both.tab === 1 && both.channels === 1,
          `both boards on: ${JSON.stringify(both)}`);
        await open(page, `joborder/detail?id=${job}`);
        await page.getByTestId('jobboard-publish').click();
        await page.getByRole('menu').waitFor();
        await shot(page, 'jobboard-publish-menu');
        await page.keyboard.press('Escape');

        await switchAddon(page, 'liepin', false);
        const hunterOnly = await boardScreens(page, job);
        expect(JSON.stringify(hunterOnly.entries) === '["hunterboard"]' && JSON.stringify(hunterOnly.header) === '["hunterboard"]' && hunterOnly.tab === 1 && hunterOnly.channels === 1,
          `liepin off: ${JSON.stringify(hunterOnly)}`);
        await switchAddon(page, 'hunterboard', false);
        const none = await boardScreens(page, job);
        expect(none.entries.length === 0 && (await page.getByTestId('jobboard-publish').count()) === 0, `a Publish button with both boards off: ${JSON.stringify(none)}`);
        expect(none.tab === 0 && none.channels === 0 && none.asked.length === 0, `the boards left a trace while off: ${JSON.stringify(none)}`);
        expect(none.header.length === 0, `board entries in the header with the boards off: ${none.header}`);
        const status = await page.evaluate(async () => (await fetch('/rest/jobboard/boards')).status);
        expect(status === 404, `GET /rest/jobboard/boards answers ${status} with both boards off`);
        await open(page, `joborder/detail?id=${job}`);
        await page.getByRole('tablist', { name: /^(Record tabs|记录标签页|記錄標籤頁)$/ }).waitFor();
        await shot(page, 'jobboard-boards-off');

        await switchAddon(page, 'hunterboard', true);
        const hunterBack = await boardScreens(page, job);
        expect(JSON.stringify(hunterBack.entries) === '["hunterboard"]' && JSON.stringify(hunterBack.header) === '["hunterboard"]' && hunterBack.tab === 1 && hunterBack.channels === 1, `hunterboard on again: ${JSON.stringify(hunterBack)}`);
        await switchAddon(page, 'liepin', true);
        const back = await boardScreens(page, job);
        expect(JSON.stringify(back.entries) === JSON.stringify(BOARDS) && back.tab === 1 && back.channels === 1 && JSON.stringify(back.header) === JSON.stringify(BOARDS),
          `both on again: ${JSON.stringify(back)} (at first ${JSON.stringify(both)})`);
      } finally {
        for (const b of BOARDS) await post(page, `/rest/plugin/${b}/on`, {}).catch(() => {});
      }
    });
  }],

  ['jobboard: Channel Management (#account) lists the demo\'s bound accounts with their sites, users and provider accounts', async (page) => {
    const body = await getJSON(page, '/rest/account/list');
    expect(body.status && body.list?.length >= 2, `the demo's accounts: ${JSON.stringify(body).slice(0, 300)}`);
    const sites = new Set(body.list.map((a) => a.site));
    expect(BOARDS.every((b) => sites.has(b)), `the demo binds both boards: ${[...sites]}`);
    for (const lang of ['en', 'zh_CN']) {
      await inLanguage(page, lang, async () => {
        await open(page, 'account');
        await page.waitForURL(/#system-setting\/list\?type=account/);
        const pageEl = page.getByTestId('jobboard-accounts');
        await pageEl.getByRole('heading', { name: CHANNELS }).waitFor();
        const rows = pageEl.locator('table tbody tr');
        await rows.first().waitFor();
        expect((await rows.count()) === body.list.length, `${await rows.count()} rows for ${body.list.length} accounts`);
        for (const a of body.list) {
          const row = pageEl.locator(`table tbody tr[data-account="${a.id}"]`);
          const text = await row.innerText();
          const label = { en: { liepin: 'Liepin', hunterboard: 'Hunter Board' }, zh_CN: { liepin: '猎聘', hunterboard: '猎头职位板' } }[lang][a.site];
          expect(text.includes(label) && text.includes(a.user_name) && text.includes(a.name), `the row of account ${a.id} reads ${JSON.stringify(text)}`);
          expect((await row.getByRole('button', { name: inAny('Revoke', '撤销') }).count()) === 1, `no Revoke on account ${a.id}`);
        }
        await shot(page, `jobboard-accounts-${lang}`);
        // The phone's width (the app sends a narrow screen to /m): cards instead of the table,
        // nothing beyond the screen's edge.
        const phone = await page.context().newPage();
        try {
          await phone.setViewportSize({ width: 390, height: 844 });
          await phone.goto(page.url().replace(/#.*/, '#account'));
          await phone.waitForURL(/\/m#system-setting\/list\?type=account/);
          await phone.getByTestId('jobboard-accounts').locator('ul li[data-account]').first().waitFor();
          const width = await phone.evaluate(() => document.documentElement.scrollWidth);
          expect(width <= 390, `Channel Management is ${width} px wide on a 390 px screen`);
          await shot(phone, `jobboard-accounts-${lang}-390`);
        } finally {
          await phone.close();
        }
      });
    }
  }],

  ['jobboard: a closed job with a publication still open shows the banner, and Close them closes it', async (page) => {
    const { job, publications } = await publishedJob(page);
    const record = (await getJSON(page, `/rest/joborder/${job}`)).data;
    const status = typeof record.status === 'object' ? record.status?.code : record.status;
    const closed = await post(page, '/rest/joborder/add', { id: job, status: 'closed', version: record.version });
    expect(closed.status, `closing the job: ${closed.message}`);
    try {
      await inLanguage(page, 'en', async () => {
        await open(page, `joborder/detail?id=${job}`);
        const banner = page.getByTestId('jobboard-closed-banner');
        await banner.waitFor();
        const n = publications.length;
        const want = `This job is closed, but ${n} publication${n === 1 ? ' is' : 's are'} still open`;
        expect((await banner.innerText()).includes(want), `the banner reads ${JSON.stringify(await banner.innerText())}`);
        await shot(page, 'jobboard-closed-banner');
        await banner.getByRole('button', { name: 'Close them' }).click();
        await banner.waitFor({ state: 'detached' });
      });
      const after = await getJSON(page, `/rest/publication/list?paginate_by=20&gql=${encodeURIComponent(`joborder=${job}&status=published`)}`);
      expect(after.status && after.count === 0, `publications still open after Close them: ${JSON.stringify(after).slice(0, 300)}`);
      await page.getByRole('tab', { name: PUBLICATIONS_TAB }).click();
      await page.getByRole('tabpanel').getByText(inAny('Closed', '已关闭')).first().waitFor();
    } finally {
      // The job as it was (its publications stay closed: only a board reopens them).
      const now = (await getJSON(page, `/rest/joborder/${job}`)).data;
      await post(page, '/rest/joborder/add', { id: job, status: status || 'live', version: now.version }).catch(() => {});
    }
  }],

  ['jobboard: a board\'s resume imported twice is the same candidate the second time (the CV added to it), and Shortlist to job puts it on a job at once', async (page) => {
    await inLanguage(page, 'en', async () => {
      // Add-on B's resume search (ui/src/hunterboard) draws jobboard's ImportResume in its resume panel.
      const openCard = async () => {
        await open(page, 'hunterboard/resumes');
        await page.reload();
        const card = page.getByTestId('hunterboard-card').nth(3);
        await card.waitFor();
        await card.click();
        await page.getByTestId('jobboard-import').waitFor();
      };
      await openCard();
      await page.getByTestId('jobboard-import').click();
      const first = page.getByTestId('jobboard-imported-text');
      await first.waitFor();
      const firstText = await first.innerText();
      const candidateHref = await page.getByTestId('jobboard-imported-open').getAttribute('href');
      expect(/^(Imported as|Already in Huntline:) /.test(firstText), `the first import says ${JSON.stringify(firstText)}`);

      await openCard();
      await page.getByTestId('jobboard-import').click();
      const again = page.getByTestId('jobboard-imported-text');
      await again.waitFor();
      const name = firstText.replace(/^Imported as /, '').replace(/^Already in Huntline: /, '').replace(/ — the CV was added to it$/, '').trim();
      expect((await again.innerText()).includes(`Already in Huntline: ${name} — the CV was added to it`), `the second import says ${JSON.stringify(await again.innerText())}`);
      expect((await page.getByTestId('jobboard-imported-open').getAttribute('href')) === candidateHref, 'the second import is another candidate');
      const candidate = Number(new URLSearchParams(candidateHref.split('?')[1]).get('id'));
      await shot(page, 'jobboard-import-again');

      // A live job the candidate is not on yet.
      const jobs = await getJSON(page, `/rest/joborder/list?paginate_by=20&gql=${encodeURIComponent('status=live')}`);
      let job;
      for (const j of jobs.list ?? []) {
        const on = await getJSON(page, `/rest/jobsubmission/list?paginate_by=1&gql=${encodeURIComponent(`candidate=${candidate}&joborder=${j.id}`)}`);
        if (on.count === 0 && j.jobTitle) { job = j; break; }
      }
      expect(job, 'no live job to shortlist to');
      await page.getByTestId('jobboard-shortlist').click();
      const dialog = page.getByRole('dialog', { name: `Shortlist ${name} to a job` });
      await dialog.getByRole('combobox').fill(job.jobTitle);
      await dialog.getByRole('option').filter({ hasText: job.jobTitle }).first().click();
      await dialog.getByRole('button', { name: 'Shortlist', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`${name} shortlisted to `).first().waitFor();
      const made = await getJSON(page, `/rest/jobsubmission/list?paginate_by=5&gql=${encodeURIComponent(`candidate=${candidate}&joborder=${job.id}`)}`);
      expect(made.count === 1, `submissions of the candidate on the job: ${made.count}`);
      await shot(page, 'jobboard-shortlisted');
      const gone = await post(page, '/rest/jobsubmission/delete', { ids: made.list.map((r) => r.id) });
      expect(gone.status, `removing the submission again: ${gone.message}`);
    });
  }],
];
