// Sorting, tree values in the user's language and exports (issue 17): a Chinese name column
// sorts by pinyin with empty names last both ways; the English interface shows cities in
// English in facets, cells and exports; an export of all the fields one may see has English
// labels, English city names and real Excel dates.
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { OUTPUT } from '../harness.mjs';
import { expect, inLanguage, signInAs } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });

// post sends a record as the signed-in web app does (session cookie, CSRF header, data=JSON).
async function post(page, path, form) {
  return page.evaluate(async ([p, f]) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('hl_csrf='))?.slice(8) ?? '');
    const res = await fetch(p, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': token }, body: new URLSearchParams({ data: JSON.stringify(f) }).toString() });
    return { status: res.status, body: await res.json() };
  }, [path, form]);
}

// The files of a zip (an xlsx), by name, as text: enough of the format to read a workbook.
function unzip(buf) {
  const files = {};
  let end = buf.length - 22;
  while (end >= 0 && buf.readUInt32LE(end) !== 0x06054b50) end--;
  let at = buf.readUInt32LE(end + 16);
  const count = buf.readUInt16LE(end + 10);
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(at + 10), size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28), extraLen = buf.readUInt16LE(at + 30), commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString();
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString();
    at += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

// The Chinese Name column's cells of the list, top to bottom.
async function column(page, label) {
  const heads = await page.locator('thead th').evaluateAll((ths) => ths.map((th) => th.textContent.trim()));
  const i = heads.findIndex((h) => h === label);
  expect(i >= 0, `no ${label} column among ${heads.join(' | ')}`);
  return page.locator('tbody tr').evaluateAll((trs, n) => trs.map((tr) => tr.children[n]?.textContent.trim() ?? ''), i);
}

async function waitForColumn(page, label, want) {
  let got = [];
  for (let i = 0; i < 50; i++) {
    got = await column(page, label);
    if (JSON.stringify(got) === JSON.stringify(want)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${label}: ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
}

const stamp = `py${Date.now() % 1000000}`;

export const flows = [
  ['sorting by a Chinese name orders by pinyin, empty names last both ways', (page) => inLanguage(page, 'en', async () => {
    for (const name of ['张伟', '', '安娜', 'Bob', '王芳', '李娜']) {
      const res = await post(page, '/rest/candidate/add', { chineseName: name, englishName: `${stamp} ${name ? 'x' : 'no chinese name'}`, email: `${stamp}.${Math.random().toString(36).slice(2, 8)}@example.test`, status: 'active' });
      expect(res.status === 200, `adding ${name || 'a nameless candidate'}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const gql = encodeURIComponent(`englishName__icontains=${stamp}`);
    await page.goto(page.url().replace(/#.*/, `#candidate/list?gql=${gql}&o=-dateAdded`));
    await page.locator('tbody tr').nth(5).waitFor();
    const sortBy = page.locator('thead th').filter({ hasText: /^Chinese Name$/i }).getByRole('button');
    await sortBy.click();
    // The name cell of a record without a Chinese name shows its display name instead.
    const nameless = `${stamp} no chinese name`;
    await waitForColumn(page, 'Chinese Name', ['安娜', 'Bob', '李娜', '王芳', '张伟', nameless]);
    await shot(page, 'sort-pinyin-ascending');
    await sortBy.click();
    await waitForColumn(page, 'Chinese Name', ['张伟', '王芳', '李娜', 'Bob', '安娜', nameless]);
    await shot(page, 'sort-pinyin-descending');
  })],

  ['in English, cities read in English in the facet, the list and an all-fields export', (page) => inLanguage(page, 'en', async () => {
    await page.goto(page.url().replace(/#.*/, '#candidate/list'));
    await page.locator('tbody tr').first().waitFor();
    const facet = page.getByRole('region', { name: 'Location', exact: true });
    await facet.waitFor();
    const toggle = facet.getByRole('button', { name: /Location/ }).first();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await facet.getByText('Shanghai', { exact: true }).waitFor();
    const labels = await facet.locator('li').allTextContents();
    expect(!labels.some((l) => /[\u4e00-\u9fff]/.test(l)), `Chinese city names in the English facet: ${labels.join(' | ')}`);
    await shot(page, 'facet-cities-english');

    // A small filtered list downloads at once: with every field the admin may see.
    await facet.getByText('Shanghai', { exact: true }).click();
    await page.waitForFunction(() => location.hash.includes('f='));
    // Few enough to download at once: Shanghai's VIP candidates.
    await page.getByRole('region', { name: 'Type', exact: true }).getByText('VIP', { exact: true }).click();
    await page.waitForFunction(() => decodeURIComponent(location.hash).includes('vip'));
    await page.getByRole('button', { name: /^Export$/ }).first().click();
    const ask = page.getByRole('dialog').filter({ hasText: /Are you sure to download/ });
    await ask.waitFor();
    const total = Number((await ask.innerText()).match(/download ([\d,]+) items/)[1].replace(/,/g, ''));
    await ask.getByLabel('All fields I may see').check();
    await shot(page, 'export-all-fields');
    expect(total > 0, 'no Shanghai candidates to export');
    expect(total <= 200, `${total} candidates: too many to download at once`);
    const [download] = await Promise.all([page.waitForEvent('download'), ask.getByRole('button', { name: 'Export' }).click()]);
    const files = unzip(readFileSync(await download.path()));
    const texts = (files['xl/sharedStrings.xml'] ?? '') + (files['xl/worksheets/sheet1.xml'] ?? '');
    for (const label of ['Chinese Name', 'Location', 'Mobile', 'Date Added', 'Shanghai']) {
      expect(texts.includes(`>${label}<`), `the all-fields export has no "${label}"`);
    }
    expect(!texts.includes('>上海<'), 'the English export names Shanghai in Chinese');
    // Date Added is an Excel date: a number cell with a date style, not text.
    expect(/<numFmt [^>]*formatCode="yyyy-mm-dd hh:mm"/.test(files['xl/styles.xml'] ?? ''), 'no date-time format in the workbook');
  })],
];

flows.push(
  ['in 简体中文, cities read in Chinese in the facet and the export dialog speaks Chinese', async (page, env) => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    try {
      const amy = await signInAs(context, env, 'amy.xie@huntline.test'); // a zh_CN consultant
      await amy.goto(`${env.base}/crm#candidate/list`);
      await amy.locator('tbody tr').first().waitFor();
      const facet = amy.getByRole('region', { name: '所在城市', exact: true });
      await facet.waitFor();
      const toggle = facet.getByRole('button', { name: /所在城市/ }).first();
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await facet.getByText('上海', { exact: true }).waitFor();
      expect(!(await facet.locator('li').allTextContents()).some((l) => /Shanghai|Beijing/.test(l)), 'English city names in the Chinese facet');
      const exportButton = amy.getByRole('button', { name: /^导出$/ }).first();
      if (await exportButton.isVisible()) {
        await exportButton.click();
        const ask = amy.getByRole('dialog').filter({ hasText: /确定下载/ });
        await ask.getByLabel('我可查看的全部字段').waitFor();
        await amy.screenshot({ path: `${OUTPUT}/export-all-fields-zh.png` });
        await amy.keyboard.press('Escape');
      }
      await amy.setViewportSize({ width: 390, height: 844 });
      await amy.waitForTimeout(300);
      await amy.screenshot({ path: `${OUTPUT}/facet-cities-zh-phone.png` });
    } catch (e) {
      for (const p of context.pages()) await p.screenshot({ path: `${OUTPUT}/FAIL-zh-consultant.png` }).catch(() => {});
      throw e;
    } finally {
      await context.close();
    }
  }],
);
