// Issue 18, the report widget: the report list by category; a report switched between its five
// views (and the view it opens on saved after the 300 ms question); Export to Excel gives an
// .xlsx; a bar opens the list of the records behind it, whose count is the bar's; a
// consultant's report counts only what his lists show.
import { OUTPUT } from '../harness.mjs';
import { expect, getJSON, inLanguage, signInAs } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });
const VIEWS = ['bar', 'trend', 'pie', 'stack', 'table'];

async function open(page, hash) {
  await page.goto(page.url().replace(/#.*/, `#${hash}`));
}

/** The report page shows the view, drawn: the table (or its empty state), or a chart's canvas. */
async function viewShown(page, view) {
  await page.locator(`[data-testid=report-view][data-view=${view}]`).waitFor();
  if (view === 'table') await page.getByTestId('report-table').or(page.getByText('Nothing to count for this period and filter.')).first().waitFor();
  else await page.locator('[data-testid=report-chart] canvas').or(page.getByText('Nothing to count for this period and filter.')).first().waitFor();
}

/** Answers the "open on this view next time?" question when it comes (300 ms after a switch). */
async function answerDefault(page, yes) {
  const bar = page.getByTestId('report-view-default');
  await bar.waitFor({ timeout: 3000 });
  await bar.getByRole('button', { name: yes ? 'Yes' : 'No' }).click();
  await bar.waitFor({ state: 'detached' });
}

/** The list count of a drill-down as the page's user sees it. */
async function listCount(page, model, gql) {
  const body = await getJSON(page, `/rest/${model}/list?paginate_by=1&gql=${encodeURIComponent(gql)}`);
  expect(body.status, `the list of ${model} refused ${gql}: ${body.message}`);
  return body.count;
}

export const flows = [
  ['reports: the list by category opens the activity report, which switches between its five views and opens next time on the one saved', async (page) => {
    await inLanguage(page, 'en', async () => {
      await open(page, 'report/list');
      await page.getByTestId('report-card').first().waitFor();
      const side = page.getByRole('complementary', { name: 'Categories' });
      expect(await side.getByRole('link').count() >= 9, 'the sidebar lists fewer reports than shipped');
      await shot(page, '70-report-list');
      await page.locator('[data-testid=report-card][data-type=activity]').click();
      await page.waitForURL(/#report\/activity/);
      await viewShown(page, 'table');
      await shot(page, '70-report-table');
      for (const v of VIEWS) {
        await page.locator(`[data-testid=report-views] [data-view=${v}]`).click();
        await viewShown(page, v);
        // The question comes 300 ms after a switch; bar is kept as the report's view.
        await answerDefault(page, v === 'bar');
        await shot(page, `70-report-${v}`);
      }
      // Opened without a view, the report shows the one saved.
      await open(page, 'report/activity');
      await viewShown(page, 'bar');
      await page.locator('[data-testid=report-views] [data-view=table]').click();
      await viewShown(page, 'table');
      await answerDefault(page, true);
      await open(page, 'report/activity');
      await viewShown(page, 'table');
    });
  }],

  ['reports: Export to Excel downloads the report as an .xlsx', async (page) => {
    await open(page, 'report/activity');
    await viewShown(page, 'table');
    // The export opens in a new window, which Chromium closes once the file comes: the
    // download belongs to the page that opened it.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^(Export to Excel|导出 Excel|匯出 Excel)$/ }).click(),
    ]);
    const name = file.suggestedFilename();
    expect(name.endsWith('.xlsx'), `the export is named ${name}`);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    const head = readFileSync(path).subarray(0, 2).toString('latin1');
    expect(head === 'PK', `the export is no xlsx (starts with ${JSON.stringify(head)})`);
    for (const p of page.context().pages()) if (p !== page) await p.close();
  }],

  ['reports: a bar opens the list of the records it counts, and the list counts as many', async (page) => {
    await inLanguage(page, 'en', async () => {
      const report = (await getJSON(page, '/rest/reporttemplate/report?type=activity&filter_basic=%7B%7D')).data;
      const chart = (await getJSON(page, '/rest/reporttemplate/report/chart/echarts?type=activity&viewType=bar&filter_basic=%7B%7D')).data;
      const counts = new Set(report.columns.filter((c) => c.format === 'number').map((c) => c.key));
      let pick;
      // The tallest bar of a count: the easiest to hit.
      chart.series.forEach((s, si) => s.data.forEach((d, di) => { if (counts.has(s.key) && d.value > (pick?.value ?? 0) && d.gql) pick = { si, di, ...d }; }));
      expect(pick, 'no bar of the activity report counts anything this week');
      await open(page, 'report/activity?view=bar&filter_basic=%7B%7D');
      await viewShown(page, 'bar');
      await page.waitForTimeout(600); // the bars grow in (300 ms)
      const at = await page.evaluate(({ si, di }) => {
        const el = document.querySelector('[data-testid=report-chart]');
        const box = el.getBoundingClientRect();
        const l = el.echarts.getModel().getSeriesByIndex(si).getData().getItemLayout(di);
        return { x: box.left + l.x + l.width / 2, y: box.top + l.y + l.height / 2 };
      }, pick);
      await page.mouse.click(at.x, at.y);
      await page.waitForURL(new RegExp(`#${pick.model}/list\\?gql=`));
      const gql = new URLSearchParams(page.url().split('?')[1]).get('gql');
      expect(gql === pick.gql, `the bar opened ${gql}, want ${pick.gql}`);
      await page.getByText(new RegExp(`^${pick.value} records?$`)).waitFor();
      const n = await listCount(page, pick.model, pick.gql);
      expect(n === pick.value, `the list counts ${n}, the bar ${pick.value}`);
      await shot(page, '70-report-drilled');
    });
  }],

  ['reports: a consultant opens the activity report on his own numbers, and every number he sees counts only what his lists show', async (page, env) => {
    // A consultant who leads no team (a leader reads his whole scope), in English.
    const users = (await getJSON(page, `/rest/user/list?paginate_by=100&gql=${encodeURIComponent('user_type=consultant')}`)).list ?? [];
    const consultant = users.find((u) => !u.isleader && !u.isAdmin && u.lang === 'en' && u.email);
    expect(consultant, 'no English consultant who leads no team in the demo');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    try {
      const p = await signInAs(context, env, consultant.email);
      const me = (await getJSON(p, '/rest/user/current')).data;
      const own = (await getJSON(p, '/rest/reporttemplate/report?type=activity')).data;
      expect(own.rows.every((r) => String(r.keys[0]) === String(me.id)), `${consultant.email}'s report has rows of others: ${own.rows.map((r) => r.labels[0]).join(', ')}`);
      await p.goto(`${env.base}/crm#report/activity?view=table`);
      await viewShown(p, 'table');
      if (own.rows.length) {
        const rows = p.getByTestId('report-table').locator('tbody tr');
        expect(await rows.count() === own.rows.length, 'the table shows other rows than the report');
      }
      await shot(p, '70-report-consultant');
      // The whole scope: every count the consultant is shown is what the list of it counts.
      const all = (await getJSON(p, '/rest/reporttemplate/report?type=activity&filter_basic=%7B%7D')).data;
      const number = new Set(all.columns.filter((c) => c.format === 'number').map((c) => c.key));
      let checked = 0;
      for (const [key, cell] of Object.entries(all.total?.cells ?? {})) {
        if (!number.has(key) || !cell.gql) continue;
        const n = await listCount(p, cell.model, cell.gql);
        expect(n === cell.value, `${consultant.email}'s ${key} total is ${cell.value}, the list of it ${n}`);
        checked++;
      }
      expect(checked > 0, 'no count of the activity report could be checked');
    } finally {
      await context.close();
    }
  }],
];
