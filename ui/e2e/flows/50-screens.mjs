// Issue 17, screens: raw values, the record page's layout, the feed's tabs, what refreshes after
// a save, and the job page's pipeline. Each flow looks at 1440 px and at a 390 px phone, in
// English and 简体中文 (screenshots in test-output/screens-*.png).
import { OUTPUT } from '../harness.mjs';
import { NEW_PASSWORD } from '../flows.mjs';
import { expect, getJSON, language, post } from '../util.mjs';

const ADMIN = 'admin@huntline.test';
const PHONE = { width: 390, height: 844 };

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/screens-${name}.png` });
const any = (...texts) => new RegExp(`^(${texts.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
const hashTo = (page, hash) => page.goto(page.url().replace(/#.*/, `#${hash}`));

/** The admin in a browser of its own at the phone's size. */
async function phone(env) {
  const context = await env.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${env.base}/crm`);
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#dashboard/);
  return { page, close: () => context.close() };
}

/** Scrolls far past the end of the page and answers whether the window itself moved. */
async function windowMovesPastEnd(page) {
  await page.mouse.move(page.viewportSize().width / 2, page.viewportSize().height / 2);
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  return page.evaluate(() => window.scrollY > 0 || document.documentElement.scrollHeight > window.innerHeight + 1);
}

async function noRawValues(page, where) {
  const text = await page.locator('main, body').first().innerText();
  for (const bad of ['[object Object]', 'undefined', 'NaN']) expect(!text.includes(bad), `${where} shows "${bad}"`);
}

/** A candidate with a note, a CV sent and changes, so its feed has some tabs with items. */
async function busyCandidate(page) {
  const list = await getJSON(page, `/rest/candidate/list?paginate_by=1&gql=${encodeURIComponent('jobsubmission_set__status=cvsent')}`);
  const id = list.list?.[0]?.id;
  expect(id, `no candidate with a CV sent: ${JSON.stringify(list).slice(0, 200)}`);
  return id;
}

export const flows = [
  ['screens: the approval list names the record type by its model\'s label, and multiple links (assignees, approvers, credited consultants) name people, never [object Object]', async (page, env) => {
    const was = await language(page, 'en');
    try {
      await hashTo(page, 'approvalflow/list');
      await page.locator('tbody tr').first().waitFor();
      // The label comes with the model's metadata, a moment after the rows.
      await page.locator('tbody').getByText('Invoice', { exact: true }).first().waitFor();
      const types = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.innerText));
      expect(types.some((t) => /\bInvoice\b/.test(t)) && !types.some((t) => /\binvoice\b/.test(t)), `the record types read ${types.join(' | ')}`);
      await noRawValues(page, 'the approval list');
      await shot(page, 'approval-record-type-1440-en');
      await hashTo(page, 'todo/list');
      await page.locator('tbody tr').first().waitFor();
      await noRawValues(page, 'the to-do list');
      const offer = (await getJSON(page, '/rest/offersign/list?paginate_by=1')).list?.[0]?.id;
      await hashTo(page, `offersign/detail?id=${offer}`);
      await page.getByText(any('Consultants Credited')).first().waitFor();
      await noRawValues(page, 'the offer page');
      await language(page, 'zh_CN');
      await hashTo(page, 'approvalflow/list');
      await page.locator('tbody').getByText('发票', { exact: true }).first().waitFor();
      const zh = await page.locator('tbody').innerText();
      expect(zh.includes('发票') && !/\binvoice\b/.test(zh), `the record types read ${zh}`);
      await shot(page, 'approval-record-type-1440-zh_CN');
      const p = await phone(env);
      try {
        await hashTo(p.page, 'approvalflow/list');
        await p.page.getByText('发票').first().waitFor();
        await noRawValues(p.page, 'the approval list on the phone');
        await shot(p.page, 'approval-record-type-390-zh_CN');
      } finally { await p.close(); }
    } finally { await language(page, was); }
  }],

  ['screens: at 1440 px a record\'s page lays its fields beside the feed, keeps its actions on one row with a More menu, and scrolling past the end never moves the window; on a phone one column, Edit and More', async (page, env) => {
    const was = await language(page, 'en');
    try {
      const id = await busyCandidate(page);
      await hashTo(page, `candidate/detail?id=${id}`);
      const aside = page.getByRole('complementary', { name: any('Feeds') });
      await aside.getByRole('tablist').waitFor();
      const fields = page.getByRole('heading', { name: 'Basic Info' }).first();
      const [f, a] = [await fields.boundingBox(), await aside.boundingBox()];
      expect(a.x > f.x + 300 && Math.abs(a.y - f.y) < 200, `the feed is not beside the fields: fields ${JSON.stringify(f)}, feed ${JSON.stringify(a)}`);
      expect(a.x + a.width > 1300, `the page does not use the width: the feed ends at ${a.x + a.width}`);
      expect((await page.getByRole('tab', { name: any('Feeds') }).count()) === 0, 'the feed is both a tab and beside the fields');
      const tops = await page.locator('[data-action-row] > [data-action-cell]:not([data-overflow]):not(:empty)').evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(tops.length >= 3 && new Set(tops).size === 1, `the actions are on ${new Set(tops).size} rows (${tops})`);
      await shot(page, 'detail-1440-en');
      expect(!(await windowMovesPastEnd(page)), 'scrolling past the end moved the window (grey below the page)');
      await shot(page, 'detail-scrolled-1440-en');
      await language(page, 'zh_CN');
      await hashTo(page, `candidate/detail?id=${id}`);
      await page.getByRole('complementary', { name: any('动态') }).getByRole('tablist').waitFor();
      await shot(page, 'detail-1440-zh_CN');

      const p = await phone(env);
      try {
        await hashTo(p.page, `candidate/detail?id=${id}`);
        await p.page.getByRole('tab', { name: any('动态') }).waitFor();
        expect((await p.page.getByRole('complementary', { name: any('动态') }).count()) === 0, 'the phone shows the feed beside the fields');
        const more = p.page.getByRole('button', { name: any('更多') }).first();
        await more.waitFor();
        const rowTops = await p.page.locator('[data-action-row] > [data-action-cell]:not([data-overflow]):not(:empty)').evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
        expect(new Set(rowTops).size === 1, `the phone's actions are on ${new Set(rowTops).size} rows`);
        await more.click();
        const menu = p.page.getByRole('menu', { name: any('更多操作') });
        await menu.getByRole('menuitem', { name: any('删除') }).waitFor();
        await shot(p.page, 'detail-more-390-zh_CN');
        await p.page.keyboard.press('Escape');
        expect(!(await windowMovesPastEnd(p.page)), 'scrolling past the end moved the phone\'s window');
        await shot(p.page, 'detail-scrolled-390-zh_CN');
        // An action in More is the action: Delete asks to confirm, as its button does.
        await more.click();
        await menu.getByRole('menuitem', { name: any('删除') }).click();
        await p.page.getByRole('dialog').getByRole('button', { name: any('取消') }).click();
      } finally { await p.close(); }
    } finally { await language(page, was); }
  }],

  ['screens: the feed shows All and the tabs with items, the empty ones under More, each labelled, nothing clipped, in English and Chinese', async (page, env) => {
    const was = await language(page, 'zh_CN');
    try {
      const id = await busyCandidate(page);
      await hashTo(page, `candidate/detail?id=${id}`);
      const strip = page.getByRole('tablist', { name: any('动态标签页') });
      await strip.getByRole('tab').first().waitFor();
      const tabs = await strip.getByRole('tab').evaluateAll((ts) => ts.map((t) => t.innerText.replace(/\s+/g, ' ').trim()));
      expect(/^全部/.test(tabs[0]), `the first tab is ${tabs[0]}`);
      for (const tab of tabs.slice(1)) expect(/^\D+\s?[1-9]/.test(tab), `the strip shows an empty or unlabelled tab: "${tab}"`);
      const clipped = await strip.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || [...el.querySelectorAll('[role=tab]')].some((t) => t.scrollWidth > t.clientWidth + 1));
      expect(!clipped, 'the tab strip is clipped');
      const moreTabs = strip.getByRole('button', { name: /^更多（\d+）/ });
      await moreTabs.click();
      const items = await page.getByRole('menu').getByRole('menuitem').evaluateAll((ms) => ms.map((m) => m.innerText.replace(/\s+/g, ' ').trim()));
      expect(items.length > 0 && items.every((m) => /^\S.*\s0$/.test(m)), `the menu lists ${items.join(' | ')}`);
      expect([...tabs, ...items].some((m) => m.startsWith('修改记录')), `the change-log tab has no label: ${[...tabs, ...items].join(' | ')}`);
      await shot(page, 'feed-tabs-1440-zh_CN');
      // Opening one from the menu puts it in the strip, selected.
      await page.getByRole('menu').getByRole('menuitem').first().click();
      const opened = items[0].replace(/\s0$/, '');
      await strip.getByRole('tab', { name: new RegExp(`^${opened}`), selected: true }).waitFor();
      await language(page, 'en');
      await hashTo(page, `candidate/detail?id=${id}`);
      await page.getByRole('tablist', { name: any('Feed tabs') }).getByRole('tab').first().waitFor();
      await shot(page, 'feed-tabs-1440-en');
      const p = await phone(env);
      try {
        await hashTo(p.page, `candidate/detail?id=${id}&tab=feed`);
        const phoneStrip = p.page.getByRole('tablist', { name: any('Feed tabs') });
        await phoneStrip.getByRole('tab').first().waitFor();
        expect(!(await phoneStrip.evaluate((el) => el.scrollWidth > el.clientWidth + 1)), 'the phone\'s tab strip is clipped');
        await shot(p.page, 'feed-tabs-390-en');
      } finally { await p.close(); }
    } finally { await language(page, was); }
  }],

  ['screens: a saved note counts at once in its tab, one notice shows at a time and a refusal takes away a stale Saved, and the mention picker says it is looking while it loads', async (page, env) => {
    const was = await language(page, 'en');
    try {
      const made = await post(page, '/rest/candidate/add', { chineseName: '计数测试', englishName: 'Count Test', mobile: '13900001717', status: 'new' });
      expect(made.status, `creating the candidate: ${made.message}`);
      await hashTo(page, `candidate/detail?id=${made.data}`);
      const notesTab = page.getByRole('tab', { name: /^Notes/ });
      await page.waitForFunction(() => /Notes\s*0/.test(document.querySelector('[role=tablist]')?.textContent ?? ''));
      // The mention picker while the people load: looking, not "No one matches".
      await page.route('**/rest/data/userlist**', async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
      const composer = page.getByRole('region', { name: any('New note') });
      await composer.getByLabel(any('Category')).selectOption('candidate_general');
      await composer.getByRole('textbox').click();
      await page.keyboard.type('Counting check, ');
      await page.keyboard.type('@Leo');
      const picker = page.getByRole('listbox', { name: any('People to mention') });
      await picker.getByText('Looking for people…').waitFor();
      expect((await picker.getByText('No one matches').count()) === 0, 'the picker says No one matches while it loads');
      await shot(page, 'mention-loading-1440-en');
      await picker.getByRole('option', { name: /Leo Cao/ }).click();
      await page.unroute('**/rest/data/userlist**');
      await composer.getByRole('button', { name: any('Save note') }).click();
      // The Notes tab counts the note without a reload.
      await notesTab.filter({ hasText: /1/ }).waitFor();
      const notices = page.getByRole('status').filter({ hasText: /saved/i });
      await notices.first().waitFor();
      // A refused save: the stale "saved" notice goes; the refusal shows in the form.
      // The record's Edit: the first of the name (the saved note beside it has its own).
      await page.getByRole('button', { name: any('Edit') }).first().click();
      const form = page.getByRole('dialog', { name: /Edit/ });
      await form.getByLabel(any('Mobile')).fill('call me');
      await form.getByRole('button', { name: any('Save') }).click();
      await form.getByText(/not a phone number|phone/i).first().waitFor();
      expect((await page.locator('[aria-live] [role=status]').filter({ hasText: /saved/i }).count()) === 0, 'a stale Saved stays beside the refusal');
      expect((await page.locator('[aria-live] [role=status]').count()) <= 1, 'notices pile up');
      await shot(page, 'refusal-no-stale-saved-1440-en');
      await form.getByRole('button', { name: any('Cancel') }).click();
      const discard = page.getByRole('button', { name: any('Close without saving') });
      if (await discard.count()) await discard.click();
      const p = await phone(env);
      try {
        await hashTo(p.page, `candidate/detail?id=${made.data}`);
        await p.page.getByRole('tab', { name: /^(Notes|备注)\s*1/ }).waitFor();
        await shot(p.page, 'tab-counts-390');
      } finally { await p.close(); }
    } finally { await language(page, was); }
  }],

  ['screens: the job page has one Pipeline tab (the board, with a list toggle) and its cards show whole names at 1440 px', async (page, env) => {
    const was = await language(page, 'en');
    try {
      const jobs = await getJSON(page, `/rest/joborder/list?paginate_by=1&gql=${encodeURIComponent('status=live')}`);
      const job = jobs.list[0].id;
      await hashTo(page, `joborder/detail?id=${job}`);
      await page.getByRole('tab', { name: /^Details/ }).waitFor();
      const names = await page.getByRole('tablist').first().getByRole('tab').evaluateAll((ts) => ts.map((t) => t.innerText.trim()));
      expect(names.filter((n) => /Pipeline/.test(n)).length === 1, `the job's tabs are ${names.join(' | ')}`);
      await page.getByRole('tab', { name: /^Pipeline/ }).click();
      const board = page.locator(`[data-board="${job}"]`);
      await board.locator('[data-card]').first().waitFor();
      const cut = await board.locator('[data-card] a').evaluateAll((as) => as.filter((a) => a.scrollWidth > a.clientWidth + 1).map((a) => a.innerText));
      expect(cut.length === 0, `card names cut off: ${cut.join(', ')}`);
      const cutStages = await board.locator('[data-stage-column] h3').evaluateAll((hs) => hs.filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.innerText));
      expect(cutStages.length === 0, `stage names cut off: ${cutStages.join(', ')}`);
      await shot(page, 'job-board-1440-en');
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await page.getByRole('tabpanel').locator('tbody tr').first().waitFor();
      await shot(page, 'job-list-1440-en');
      await language(page, 'zh_CN');
      await hashTo(page, `joborder/detail?id=${job}&tab=pipeline_board`);
      await page.locator(`[data-board="${job}"] [data-card]`).first().waitFor();
      await shot(page, 'job-board-1440-zh_CN');
      const p = await phone(env);
      try {
        await hashTo(p.page, `joborder/detail?id=${job}&tab=pipeline_board`);
        await p.page.locator(`[data-board="${job}"] [data-card]`).first().waitFor();
        await shot(p.page, 'job-board-390-zh_CN');
      } finally { await p.close(); }
    } finally { await language(page, was); }
  }],
];
