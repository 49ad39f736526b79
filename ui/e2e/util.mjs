// Helpers the area flows (flows/*.mjs) share: calls as the signed-in page makes them, and the
// signed-in user's language.

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
