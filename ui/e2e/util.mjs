// Helpers the area flows (flows/*.mjs) share: calls as the signed-in page makes them, and the
// signed-in user's language.
import { ADMIN_PASSWORD, NEW_PASSWORD } from './harness.mjs';

export function expect(cond, message) {
  if (!cond) throw new Error(message);
}

/** POST as the signed-in user from the page, with the CSRF token the app sends; answers the body. */
export async function post(page, path, data) {
  return page.evaluate(async ([path, data]) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('hl_csrf='))?.slice(8) ?? '');
    const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': token },
      body: new URLSearchParams({ data: JSON.stringify(data) }) });
    return res.json();
  }, [path, data]);
}

/** An e-mail address no other flow uses: a candidate needs a way to be reached. */
export const uniqueEmail = () => `e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export const getJSON = (page, path) => page.evaluate(async (path) => (await fetch(path)).json(), path);

/** Switches the signed-in user's language and reloads; answers the language it was. The main
 * flows leave the admin in 简体中文, so a flow reading English labels asks for English first. */
export async function language(page, lang) {
  const me = await getJSON(page, '/rest/user/current');
  const user = me.data ?? me.user ?? me;
  const was = user.lang;
  if (was !== lang) {
    const r = await post(page, '/rest/user/changelanguage', { ...user, lang });
    expect(r.status, `changing the language: ${r.message}`);
  }
  // The page keeps the language it was opened in on this browser until told.
  if (await page.evaluate((l) => localStorage.getItem('huntline.lang') !== l, lang)) {
    await page.evaluate((l) => localStorage.setItem('huntline.lang', l), lang);
    await page.reload();
  }
  return was;
}

/** Runs fn with the signed-in user in lang, then gives them back their language. */
export async function inLanguage(page, lang, fn) {
  const was = await language(page, lang);
  try {
    return await fn();
  } finally {
    await language(page, was);
  }
}

/** Waits for a record's feed: a tab of its own, or beside the fields on a wide screen. */
export async function feedsShown(page) {
  await page.getByRole('tab', { name: /^(Feeds|动态|動態)/ }).or(page.getByRole('complementary', { name: /^(Feeds|动态|動態)$/ })).first().waitFor();
}

/** Shows a record's feed, opening its tab where it is one (a narrow screen; beside the fields on a wide one). */
export async function openFeeds(page) {
  await feedsShown(page);
  const tab = page.getByRole('tab', { name: /^(Feeds|动态|動態)/ });
  if (await tab.count()) await tab.click();
}

const CURRENT = /^(Current password|当前密码)$/;
/** Signs a demo user in on a page of a browser context of their own and answers it on their
 * home dashboard. The password is the admin's seed one, which the first sign-in changes (an
 * earlier flow may have changed it already); the password page speaks the user's language. */
export async function signInAs(context, env, email) {
  const page = await context.newPage();
  await page.goto(`${env.base}/crm`);
  for (const password of [ADMIN_PASSWORD, NEW_PASSWORD]) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const where = await Promise.race([
      page.getByLabel(CURRENT).waitFor({ timeout: 20000 }).then(() => 'set'),
      page.waitForURL(/#dashboard/, { timeout: 20000 }).then(() => 'in'),
      page.getByRole('alert').waitFor({ timeout: 20000 }).then(() => 'refused'),
    ]).catch(() => 'refused');
    if (where === 'set') {
      await page.getByLabel(CURRENT).fill(password);
      await page.getByLabel(/^(New password|新密码)$/).fill(NEW_PASSWORD);
      await page.getByLabel(/^(Confirm new password|确认新密码)$/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: /^(Save password|保存密码)$/ }).click();
      await page.waitForURL(/#dashboard/);
      return page;
    }
    if (where === 'in') return page;
  }
  throw new Error(`could not sign in as ${email}`);
}

