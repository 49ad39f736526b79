// The menu walk (issue 17): every entry of the header, its More and group menus, the add menu
// and the settings sidebar, as each user type (consultant, line manager, admin), in English and
// 简体中文 at 1440 px, and the phone's drawer at 390 px for one user. A screen fails the walk
// when it shows an error page, "[object Object]", "undefined", "NaN" or a raw i18n key, when a
// call of its answers 4xx/5xx, when it throws, or (on the phone) when it is wider than the
// screen. Every problem of the walk is listed at once (test-output/menuwalk-problems.txt), so
// one run shows them all. MENUWALK_DEBUG=1 prints each screen with its time.
import { readFileSync, writeFileSync } from 'node:fs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, OUTPUT } from '../harness.mjs';
import { NEW_PASSWORD } from '../flows.mjs';

const inAny = (...names) => new RegExp(`^(${names.join('|')})$`);
const MAIN_NAV = inAny('Main navigation', '主导航', '主導覽');
const SETTINGS_NAV = inAny('Settings', '设置', '設定');
const LANG_NAMES = { en: 'English', zh_CN: '简体中文', zh_TW: '繁體中文' };
const LOCALES = { en: 'en-US', zh_CN: 'zh-CN', zh_TW: 'zh-TW' }; // i18n/language.ts localeOf

// A raw i18n key is what i18next shows for a key it lacks: "namespace.key[.key…]", the
// namespaces being the catalogue's top-level keys (read from the source of truth, en.ts), as
// a whole word (an e-mail address such as list.owner@x.com or a file name is not one).
const NAMESPACES = [...readFileSync(new URL('../../src/i18n/en.ts', import.meta.url), 'utf8').matchAll(/^ {2}([A-Za-z_]\w*): \{/gm)].map((m) => m[1]);
const RAW_KEY = new RegExp(`(?<![\\w.@/-])(?:${NAMESPACES.join('|')})(?:\\.[A-Za-z_]\\w*)+(?![\\w@/-]|\\.\\w)`);
const CHECKS = [
  ['an unknown model', /There is no model|不存在模型/],
  ['"[object Object]"', /\[object Object\]/],
  ['"undefined"', /\bundefined\b/],
  ['"NaN"', /\bNaN\b/],
  ['a raw i18n key', RAW_KEY],
];

/** The users the walk signs in as, one of each type of the demo data (fixtures/org.go). */
const USERS = [
  { who: 'consultant', email: 'leo.cao@huntline.test' },
  { who: 'line manager', email: 'hao.wang@huntline.test' },
  { who: 'admin', email: ADMIN_EMAIL },
];

// The forced password change speaks the user's language (a zh_CN user gets it in Chinese).
const CURRENT_PASSWORD = inAny('Current password', '当前密码', '目前密碼');
const NEW_PASSWORD_LABEL = inAny('New password', '新密码', '新密碼');
const CONFIRM_PASSWORD = inAny('Confirm new password', '确认新密码', '確認新密碼');
const SAVE_PASSWORD = inAny('Save password', '保存密码', '儲存密碼');

async function signIn(context, env, email) {
  const page = await context.newPage();
  await page.goto(`${env.base}/crm`);
  for (const password of [ADMIN_PASSWORD, NEW_PASSWORD]) { // another flow may have changed it
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const where = await Promise.race([
      page.getByLabel(CURRENT_PASSWORD).waitFor({ timeout: 8000 }).then(() => 'set'),
      page.locator('#screen').waitFor({ timeout: 8000 }).then(() => 'in'),
      page.getByRole('alert').waitFor({ timeout: 8000 }).then(() => 'refused'),
    ]).catch(() => 'refused');
    if (where === 'set') { // the forced password change of a first sign-in
      await page.getByLabel(CURRENT_PASSWORD).fill(password);
      await page.getByLabel(NEW_PASSWORD_LABEL).fill(NEW_PASSWORD);
      await page.getByLabel(CONFIRM_PASSWORD).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: SAVE_PASSWORD }).click();
      await page.locator('#screen').waitFor();
      return page;
    }
    if (where === 'in') return page;
  }
  await page.screenshot({ path: `${OUTPUT}/menuwalk-signin-${email}.png` }).catch(() => {});
  throw new Error(`could not sign in as ${email}`);
}

/** Watches a page for what no screen may do: throw, or get a 4xx/5xx from the server. */
function watch(page) {
  const state = { inflight: 0, events: [] };
  // What a screen waits for; the live push's event stream stays open for good.
  const counted = (r) => ['fetch', 'xhr', 'script', 'document'].includes(r.resourceType()) && !r.url().includes('/rest/user/polling');
  page.on('request', (r) => { if (counted(r)) state.inflight++; });
  const done = (r) => { if (counted(r)) state.inflight = Math.max(0, state.inflight - 1); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('pageerror', (e) => state.events.push(`throws ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) state.events.push(`console error: ${m.text()}`); });
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (r.status() >= 400 && u.pathname.startsWith('/rest/') && !r.request().headers()['x-menu-walk']) state.events.push(`${r.request().method()} ${u.pathname}${u.search} answered ${r.status()}`);
  });
  return state;
}

/** Waits until the screen has its data: no request under way and no spinner, twice in a row. */
async function settle(page, state) {
  let quiet = 0;
  for (let i = 0; i < 60 && quiet < 3; i++) {
    await page.waitForTimeout(120);
    const spinning = await page.locator('.animate-spin').count().catch(() => 0);
    quiet = state.inflight === 0 && spinning === 0 ? quiet + 1 : 0;
  }
}

/** What is wrong with the screen as shown: its text, labels and error states. */
async function problemsOn(page, state, maxWidth) {
  const seen = await page.evaluate(() => {
    const shown = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
    const attrs = [...document.querySelectorAll('[placeholder], [title], [aria-label], [alt]')].filter(shown)
      .flatMap((el) => ['placeholder', 'title', 'aria-label', 'alt'].map((a) => el.getAttribute(a)).filter(Boolean));
    const values = [...document.querySelectorAll('input:not([type=hidden]), select')].filter(shown).map((el) => el.value ?? '');
    return {
      text: document.body.innerText,
      attrs, values,
      failed: [...document.querySelectorAll('[data-testid="screen-failed"], [data-testid="error-state"]')].filter(shown).map((el) => el.innerText.trim()),
      empty: !document.querySelector('header'),
      width: document.documentElement.scrollWidth,
    };
  });
  const out = state.events.splice(0);
  if (seen.empty) out.push('the app is gone (no header)');
  for (const f of seen.failed) out.push(`an error page: ${f.replace(/\s+/g, ' ').slice(0, 160)}`);
  const all = [seen.text, ...seen.attrs, ...seen.values].join('\n');
  for (const [what, re] of CHECKS) {
    const m = all.match(re);
    if (m) {
      const at = all.indexOf(m[0]);
      out.push(`${what}: …${all.slice(Math.max(0, at - 50), at + m[0].length + 30).replace(/\s+/g, ' ')}…`);
    }
  }
  if (maxWidth && seen.width > maxWidth) out.push(`the page is ${seen.width} px wide on a ${maxWidth} px screen`);
  return out;
}

/** The walk's record of what each screen showed wrong. */
function newReport() {
  const problems = [];
  let shots = 0;
  return {
    problems,
    async check(page, state, where, maxWidth) {
      const t0 = Date.now();
      await settle(page, state);
      const found = await problemsOn(page, state, maxWidth);
      if (process.env.MENUWALK_DEBUG) console.log(`  ${Date.now() - t0} ms ${where}${found.length ? ` ✗ ${found.join('; ')}` : ''}`);
      if (!found.length) return;
      for (const p of found) problems.push(`${where}: ${p}`);
      if (shots < 60) await page.screenshot({ path: `${OUTPUT}/menuwalk-${String(++shots).padStart(2, '0')}.png` }).catch(() => {});
    },
  };
}

async function go(page, hash) {
  await page.evaluate((h) => { window.location.hash = h; }, hash);
}

const currentUser = (page) => page.evaluate(async () => (await (await fetch('/rest/user/current')).json()).data);

/** Switches the signed-in user's language from the user menu (the page reloads in it). */
async function switchLanguage(page, lang) {
  const me = await currentUser(page);
  if (me.lang === lang) return;
  await page.locator('header').getByRole('button', { name: me.__name__, exact: true }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: LANG_NAMES[lang], exact: true }).click(),
  ]);
  await page.waitForFunction((l) => document.documentElement.lang === l, LOCALES[lang]);
  await page.getByRole('navigation', { name: MAIN_NAV }).first().waitFor();
}

/** The header's entries: its links, and the entries of each menu in it (groups and More). */
async function headerEntries(page) {
  const nav = page.getByRole('navigation', { name: MAIN_NAV });
  await nav.waitFor();
  const entries = [];
  for (const a of await nav.locator(':scope > a').all()) {
    entries.push({ where: 'header', name: (await a.innerText()).trim(), hash: await a.getAttribute('href') });
  }
  for (const button of await nav.locator(':scope > div > button[aria-haspopup="menu"]').all()) {
    const menu = (await button.getAttribute('aria-label')) ?? '';
    await button.click();
    for (const item of await page.getByRole('menu').getByRole('menuitem').all()) {
      entries.push({ where: `header › ${menu}`, name: (await item.innerText()).trim(), hash: await item.getAttribute('href') });
    }
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }
  return entries;
}

async function walkLinks(page, state, report, label, entries, maxWidth) {
  for (const e of entries) {
    if (!e.hash?.startsWith('#')) {
      report.problems.push(`${label} ${e.where} "${e.name}": links to ${e.hash}, not a screen of the app`);
      continue;
    }
    await go(page, e.hash);
    await report.check(page, state, `${label} ${e.where} "${e.name}" (${e.hash})`, maxWidth);
    // A model's list: its first record's page too, as a click on its first row opens it.
    const model = e.hash.match(/^#(\w+)\/list(?:\?|$)/)?.[1];
    if (!model || maxWidth) continue;
    // (The walk's own look-up, marked so the watch leaves it out: #search/list is no model.)
    const id = await page.evaluate(async (m) => (await (await fetch(`/rest/${m}/list`, { headers: { 'X-Menu-Walk': '1' } })).json()).list?.[0]?.id, model);
    if (!id || seenRecords.has(`${label} ${model}`)) continue;
    seenRecords.add(`${label} ${model}`);
    await go(page, `#${model}/detail?id=${id}`);
    await report.check(page, state, `${label} ${e.where} "${e.name}" › its first record (#${model}/detail?id=${id})`);
  }
}
const seenRecords = new Set();

/** Each add-menu entry opens its form (or screen) over the list; it is checked, then closed. */
async function walkAddMenu(page, state, report, label) {
  await go(page, '#candidate/list');
  await settle(page, state);
  const add = page.locator('header').getByRole('button', { name: inAny('Add', '新建', '新增') });
  await add.click();
  const names = (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((n) => n.trim());
  await page.keyboard.press('Escape');
  for (const name of names) {
    await add.click();
    await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
    await report.check(page, state, `${label} add menu "${name}"`);
    // Close what it opened: Escape, else its Close button (and Discard if it asks).
    await page.keyboard.press('Escape');
    const dialogs = page.getByRole('dialog');
    for (let i = 0; i < 20 && (await dialogs.count()); i++) await page.waitForTimeout(100);
    if (await dialogs.count()) {
      await dialogs.getByRole('button', { name: inAny('Close', '关闭', '關閉') }).first().click({ timeout: 2000 }).catch(() => {});
      await page.getByRole('button', { name: inAny('Discard', 'Leave', '放弃', '离开', '放棄', '離開') }).first().click({ timeout: 1000 }).catch(() => {});
    }
    await go(page, '#candidate/list');
    await settle(page, state);
  }
}

async function walkSettings(page, state, report, label) {
  await go(page, '#system-setting/list');
  const sidebar = page.getByRole('navigation', { name: SETTINGS_NAV });
  await sidebar.waitFor();
  const entries = await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => ({ where: 'settings', name: a.textContent.trim(), hash: a.getAttribute('href') })));
  if (!entries.length) report.problems.push(`${label}: the settings sidebar is empty`);
  await walkLinks(page, state, report, label, entries);
}

async function walkAs(env, report, user) {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    const page = await signIn(context, env, user.email);
    const state = watch(page);
    const start = (await currentUser(page)).lang;
    for (const lang of ['en', 'zh_CN']) {
      await switchLanguage(page, lang);
      const label = `${user.who} (${lang})`;
      await settle(page, state);
      state.events.splice(0);
      const entries = await headerEntries(page);
      if (!entries.length) report.problems.push(`${label}: the header has no entries`);
      await walkLinks(page, state, report, label, entries);
      await walkAddMenu(page, state, report, label);
      if ((await currentUser(page)).isAdmin) await walkSettings(page, state, report, label);
    }
    // Leave the user in the language they had.
    if (start) await switchLanguage(page, start);
  } finally {
    await context.close();
  }
}

/** The phone's menu drawer, entry by entry, at 390 px: nothing may be wider than the screen. */
async function walkPhone(env, report, user) {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    const page = await signIn(context, env, user.email);
    const state = watch(page);
    await page.waitForURL(/\/m#/);
    await settle(page, state);
    state.events.splice(0);
    const label = `${user.who} on the phone`;
    const menuButton = page.locator('header').getByRole('button', { name: inAny('Menu', '菜单', '選單') });
    const drawer = page.getByRole('dialog', { name: inAny('Menu', '菜单', '選單') });
    await menuButton.click();
    const names = (await drawer.getByRole('navigation').getByRole('link').allInnerTexts()).map((n) => n.trim());
    await page.keyboard.press('Escape');
    if (!names.length) report.problems.push(`${label}: the menu drawer is empty`);
    for (const name of names) {
      await menuButton.click();
      await drawer.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
      await drawer.waitFor({ state: 'detached' });
      await report.check(page, state, `${label} menu "${name}" (${await page.evaluate(() => window.location.hash)})`, 390);
    }
    await report.check(page, state, `${label} (last screen)`, 390);
  } finally {
    await context.close();
  }
}

export const flows = [
  ['menu walk: every entry of the header, its menus, the add menu and the settings sidebar, as a consultant, a line manager and an admin, in English and 简体中文, and the phone\'s menu at 390 px, shows no error page, [object Object], undefined, NaN or raw i18n key', async (page, env) => {
    const report = newReport();
    for (const user of USERS) await walkAs(env, report, user);
    await walkPhone(env, report, USERS[0]);
    writeFileSync(`${OUTPUT}/menuwalk-problems.txt`, report.problems.join('\n') + '\n');
    if (report.problems.length) {
      throw new Error(`${report.problems.length} problems on the menu walk (test-output/menuwalk-problems.txt):\n  ${report.problems.join('\n  ')}`);
    }
  }],
];
