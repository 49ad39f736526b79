// The phone (issue 17): a header that fits 390 px with a real navigation (a menu drawer),
// tappable phone numbers and e-mail addresses, and the menu's Settings and Invoices entries.
import { OUTPUT } from '../harness.mjs';

const expect = (cond, message) => { if (!cond) throw new Error(message); };
const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });
const inAny = (...names) => new RegExp(`^(${names.join('|')})$`);
const MAIN_NAV = inAny('Main navigation', '主导航', '主導覽');

/** The navigation entries as the phone's drawer must list them: a menu's children, a page's
 * sidebar group (Settings) as one link. */
function drawerEntries(links, lang) {
  const label = (l) => (lang === 'en' ? l.label_en || l.label : lang === 'zh_TW' ? l.label_tw || l.label : l.label);
  return links.flatMap((l) => (l.children?.length && !l.sidebar ? l.children : [l])).map((l) => ({ label: label(l), hash: l.url.slice(l.url.indexOf('#')) }));
}

async function openPhone(page) {
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(page.url().replace(/#.*/, '#candidate/list'));
  await phone.waitForURL(/\/m#candidate\/list/);
  await phone.locator('main ul li a').first().waitFor();
  return phone;
}

export const flows = [
  ['phone: the header fits 390 px (typed search text shows, the avatar is whole), and the menu button opens a drawer with every navigation entry', async (page) => {
    const phone = await openPhone(page);
    try {
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width <= 390, `the page is ${width} px wide on a 390 px screen`);
      // Every header control lies inside the screen.
      const outside = await phone.evaluate(() => [...document.querySelectorAll('header button, header input, header a')]
        .map((el) => ({ el, r: el.getBoundingClientRect() })).filter(({ r }) => r.width > 1 && (r.left < 0 || r.right > 390)) // the skip link is 1 px, off screen until focused
        .map(({ el }) => el.getAttribute('aria-label') || el.textContent));
      expect(outside.length === 0, `header controls beyond the screen's edge: ${outside.join(', ')}`);
      const search = phone.locator('header').getByRole('combobox');
      const box = await search.boundingBox();
      expect(box && box.width >= 120, `the search box is ${box?.width} px wide`);
      await search.fill('王');
      expect((await search.inputValue()) === '王', 'the typed text is not in the search box');
      await phone.locator('#quick-search-results').getByRole('option').first().waitFor();
      await shot(phone, 'phone-search');
      await search.press('Escape');

      const me = await phone.evaluate(async () => (await (await fetch('/rest/user/current')).json()).data);
      const nav = await phone.evaluate(async (id) => (await (await fetch(`/rest/user/navbar_config/${id}`)).json()), me.id);
      const want = drawerEntries(nav.link_list, me.lang);
      await phone.getByRole('button', { name: inAny('Menu', '菜单', '選單') }).click();
      const drawer = phone.getByRole('dialog', { name: inAny('Menu', '菜单', '選單') });
      await drawer.waitFor();
      await shot(phone, 'phone-drawer');
      const links = drawer.getByRole('navigation', { name: MAIN_NAV }).getByRole('link');
      const got = await links.evaluateAll((as) => as.map((a) => ({ label: a.textContent.trim(), hash: a.getAttribute('href') })));
      expect(JSON.stringify(got) === JSON.stringify(want), `the drawer lists ${JSON.stringify(got)}, the navigation ${JSON.stringify(want)}`);
      const drawerBox = await drawer.boundingBox();
      expect(drawerBox.x >= 0 && drawerBox.x + drawerBox.width <= 390, `the drawer spans ${drawerBox.x}..${drawerBox.x + drawerBox.width}`);
      // A choice closes the drawer and opens the list.
      const invoices = want.find((e) => e.hash === '#invoice/list');
      expect(invoices, 'Invoices are not in the navigation');
      await links.filter({ hasText: invoices.label }).click();
      await phone.waitForURL(/\/m#invoice\/list/);
      await drawer.waitFor({ state: 'detached' });
      // Escape closes it too.
      await phone.getByRole('button', { name: inAny('Menu', '菜单', '選單') }).click();
      await drawer.waitFor();
      await phone.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      const after = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(after <= 390, `the invoice list is ${after} px wide on a 390 px screen`);
    } finally {
      await phone.close();
    }
  }],

  ['phone numbers and e-mail addresses are tel: and mailto: links, on a candidate\'s page on the phone', async (page) => {
    const withContacts = await page.evaluate(async () =>
      (await (await fetch('/rest/candidate/list?size=50')).json()).list?.find((c) => c.mobile && c.email));
    expect(withContacts?.mobile && withContacts?.email, `no candidate with a mobile and an e-mail: ${JSON.stringify(withContacts)}`);
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    try {
      await phone.goto(page.url().replace(/#.*/, `#candidate/detail?id=${withContacts.id}`));
      const tel = phone.locator(`a[href="tel:${withContacts.mobile}"]`).first();
      await tel.waitFor();
      expect((await tel.innerText()).includes(withContacts.mobile), `the tel: link reads ${await tel.innerText()}`);
      await phone.locator(`a[href="mailto:${withContacts.email}"]`).first().waitFor();
      await shot(phone, 'phone-tel-links');
    } finally {
      await phone.close();
    }
  }],

  ['Settings is one header entry: it opens the settings page, whose sidebar lists users, teams and titles beside the settings pages; the user list keeps the sidebar', async (page) => {
    await page.goto(page.url().replace(/#.*/, '#candidate/list'));
    const nav = page.getByRole('navigation', { name: MAIN_NAV });
    await nav.waitFor();
    const settings = nav.getByRole('link', { name: inAny('Settings', '设置', '設定') });
    if (await settings.isVisible()) await settings.click();
    else {
      await nav.getByRole('button', { name: inAny('More', '更多') }).click();
      await page.getByRole('menuitem', { name: inAny('Settings', '设置', '設定') }).click();
    }
    await page.waitForURL((u) => u.hash.startsWith('#system-setting/list'));
    expect((await nav.getByRole('button', { name: inAny('Settings', '设置', '設定') }).count()) === 0, 'Settings is still a menu in the header');
    const sidebar = page.getByRole('navigation', { name: inAny('Settings', '设置', '設定') });
    await sidebar.getByRole('link', { name: inAny('Users', '用户', '用戶') }).waitFor(); // drawn once the page has loaded
    const names = await sidebar.getByRole('link').allInnerTexts();
    for (const want of [inAny('Users', '用户', '用戶'), inAny('Teams', '团队', '團隊'), inAny('Titles', '职位头衔', '職位頭銜'), inAny('Option Lists', '选项列表', '選項列表')]) {
      expect(names.some((n) => want.test(n.trim())), `the settings sidebar lacks ${want}: ${names.join(', ')}`);
    }
    await sidebar.getByRole('link', { name: inAny('Users', '用户', '用戶') }).click();
    await page.waitForURL(/#user\/list/);
    await page.locator('tbody tr').first().waitFor();
    await sidebar.getByRole('link', { name: inAny('Users', '用户', '用戶') }).and(page.locator('[aria-current="page"]')).waitFor();
    if (await settings.isVisible()) expect((await settings.getAttribute('aria-current')) === 'page', 'on the user list, Settings is not marked current');
    await shot(page, 'settings-users');
  }],
];
