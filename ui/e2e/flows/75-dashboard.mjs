// Issue 18, a home for every role: sign-in lands on the dashboard (#dashboard); a consultant
// on their day, the admin on the agency; add, edit, resize, order and remove a dashlet; an
// admin's dashlet for everyone read only to a user, who hides it and shows it again.
import { OUTPUT } from '../harness.mjs';
import { expect, getJSON, inLanguage, post, signInAs } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/dashboard-${name}.png` });
const CONSULTANT = 'amy.xie@huntline.test'; // a zh_CN consultant of the demo

const dashlet = (page, name) => page.locator('[data-testid="dashlet"]', { has: page.getByRole('heading', { name, exact: true }) });
const keys = (page) => page.locator('[data-testid="dashlet"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));

export const flows = [
  ['dashboard: the admin lands on the agency\'s home dashboard, the first link of the navigation', async (page, env) => {
    await page.goto(`${env.base}/crm`);
    await page.waitForURL(/#dashboard$/);
    await page.locator('[data-testid="dashboard"][data-home="admin"]').waitFor();
    await page.locator('[data-testid="dashlet"]').first().waitFor();
    expect(await page.getByRole('link', { name: /^(Dashboard|仪表盘)$/ }).first().isVisible(), 'the dashboard has its menu entry');
    await dashlet(page, /^(Candidates added this week|本周新增人才)$/).locator('[data-testid="dashlet-list"]').waitFor();
    await shot(page, 'admin');
  }],

  ['dashboard: a consultant lands on their day; a list dashlet counts what its list counts', async (page, env) => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const amy = await signInAs(context, env, CONSULTANT);
      await amy.locator('[data-testid="dashboard"][data-home="consultant"]').waitFor();
      await amy.getByRole('heading', { name: '我的一天', level: 1 }).waitFor();
      for (const name of ['本周我的待办', '本周我的面试', '我的开放职位']) await dashlet(amy, name).locator('[data-testid="dashlet-list"]').waitFor();
      const jobs = dashlet(amy, '我的开放职位');
      const count = Number(await jobs.locator('[data-testid="dashlet-list"]').getAttribute('data-count'));
      await shot(amy, 'consultant');
      // View all opens the list behind the dashlet: the same records, counted alike.
      await jobs.getByRole('link', { name: '查看全部' }).click();
      await amy.waitForURL(/#joborder\/list\?gql=/);
      const gql = new URLSearchParams(new URL(amy.url()).hash.split('?')[1]).get('gql');
      const listed = await getJSON(amy, `/rest/joborder/list?paginate_by=1&gql=${encodeURIComponent(gql)}`);
      expect(listed.count === count, `the dashlet counts ${count}, its list ${listed.count}`);
      expect(gql.includes('{{user.id}}'), `the list keeps the dashlet's query: ${gql}`);
    } finally {
      await context.close();
    }
  }],

  ['dashboard: add, edit, resize, order and remove a dashlet; a refused save says Add Dashboard Error!', async (page) => {
    await inLanguage(page, 'en', async () => {
      await page.goto(page.url().replace(/#.*/, '#dashboard'));
      await page.locator('[data-testid="dashlet"]').first().waitFor();
      // Add: the name is required; a filter the server refuses keeps the form open.
      await page.getByRole('button', { name: 'Add dashlet' }).click();
      const form = page.getByRole('dialog', { name: 'Add dashlet' });
      await form.getByLabel('Model').selectOption('candidate');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('This field is required').waitFor();
      await form.getByLabel(/^Name/).fill('E2E candidates');
      await form.getByLabel('Filter (gql)').fill('nosuchfield=1');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByRole('alert').getByText('Add Dashboard Error!').waitFor();
      await shot(page, 'add-error');
      await form.getByLabel('Filter (gql)').fill('dateAdded__this_year');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      const added = dashlet(page, 'E2E candidates');
      await added.locator('[data-testid="dashlet-list"]').waitFor();
      expect((await keys(page)).at(-1) === await added.getAttribute('data-key'), 'a new dashlet comes last');
      // Edit: the name and a hide toggle.
      await added.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit dashlet' });
      await edit.getByLabel(/^Name/).fill('E2E renamed');
      await edit.getByLabel('Toolbar').check();
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'detached' });
      const renamed = dashlet(page, 'E2E renamed');
      await renamed.locator('[data-testid="dashlet-list"]').waitFor();
      expect(await renamed.getByTestId('dashlet-count').count() === 0, 'the toolbar is hidden');
      // Resize: half to full width, kept after a reload.
      expect(await renamed.getAttribute('data-width') === 'w-box-sp6', 'a new dashlet is half width');
      await renamed.getByRole('button', { name: 'Full width' }).click();
      await page.locator('[data-testid="dashlet"][data-width="w-box-sp12"]', { has: page.getByRole('heading', { name: 'E2E renamed' }) }).waitFor();
      await page.reload();
      await dashlet(page, 'E2E renamed').locator('[data-testid="dashlet-list"]').waitFor();
      expect(await dashlet(page, 'E2E renamed').getAttribute('data-width') === 'w-box-sp12', 'the width is saved');
      await shot(page, 'resized');
      // Order: drag the dashlet by its handle before the first one; the order is saved.
      const before = await keys(page);
      const key = await dashlet(page, 'E2E renamed').getAttribute('data-key');
      const handle = dashlet(page, 'E2E renamed').getByRole('button', { name: 'Drag to move' });
      const first = page.locator('[data-testid="dashlet"]').first();
      await page.setViewportSize({ width: 1440, height: 2600 }); // every dashlet on screen, none scrolled mid-drag
      await page.getByTestId('dashboard').evaluate((el) => { el.scrollTop = 0; });
      const from = await handle.boundingBox();
      const to = await first.boundingBox();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      const saved = page.waitForResponse((r) => r.url().endsWith('/rest/dashboard/order'));
      for (const [dx, dy] of [[5, 5], [20, 20]]) await page.mouse.move(from.x + dx, from.y + dy, { steps: 3 });
      await page.mouse.move(to.x + 30, to.y + 20, { steps: 15 });
      await page.mouse.up();
      expect((await saved).ok(), 'the order is saved');
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.reload();
      await dashlet(page, 'E2E renamed').waitFor();
      const after = await keys(page);
      expect(after[0] === key && after.length === before.length, `after the drag: ${after}, want ${key} first (was ${before})`);
      // Remove, after a confirmation.
      await dashlet(page, 'E2E renamed').getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await dashlet(page, 'E2E renamed').waitFor({ state: 'detached' });
      // The admin's home back to the agency's default for the flows after.
      expect((await post(page, '/rest/dashboard/reset', {})).status, 'reset');
    });
  }],

  ['dashboard: an admin\'s dashlet for everyone is read only to a consultant, who hides it and shows it again', async (page, env) => {
    const made = await post(page, '/rest/dashboard/save', { name: 'Agency board e2e', module: 'listWidget', type: 'candidate', query: 'dateAdded__this_week', width: 'w-box-sp12', fromAdmin: true });
    expect(made.status, `the admin's dashlet: ${JSON.stringify(made)}`);
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const amy = await signInAs(context, env, CONSULTANT);
      const board = dashlet(amy, 'Agency board e2e');
      await board.locator('[data-testid="dashlet-list"]').waitFor();
      expect(await board.getAttribute('data-readonly') === 'true', 'read only');
      expect(await board.getByRole('button', { name: /^(编辑|删除|全宽|拖动以移动)$/ }).count() === 0, 'a user can neither edit, remove, resize nor move it');
      await board.getByText('管理员设置').waitFor();
      await shot(amy, 'admin-dashlet-read-only');
      // The server refuses a change all the same.
      const refused = await post(amy, '/rest/dashboard/save', { id: made.data, name: 'Mine now', module: 'listWidget', type: 'candidate', query: '', width: 'w-box-sp6' });
      expect(!refused.status && refused.message === '来自管理员设置，不能编辑', `a user's change: ${JSON.stringify(refused)}`);
      await board.getByRole('button', { name: '隐藏' }).click();
      await board.waitFor({ state: 'detached' });
      await amy.reload();
      await amy.locator('[data-testid="dashlet"]').first().waitFor();
      expect(await board.count() === 0, 'hidden for good');
      await amy.getByRole('button', { name: '1 个已隐藏' }).click();
      await amy.getByRole('menuitem', { name: '重新显示 Agency board e2e' }).click();
      await board.locator('[data-testid="dashlet-list"]').waitFor();
    } finally {
      await context.close();
      await post(page, '/rest/dashboard/remove', { key: String(made.data) });
    }
  }],
  ['dashboard: every dashlet of each role\'s home answers: the admin, a consultant, a team leader and a line manager', async (page, env) => {
    const check = async (who, p) => {
      const home = (await getJSON(p, '/rest/dashboard/mine')).data;
      expect(home?.dashlets?.length > 0, `${who}: no home: ${JSON.stringify(home)}`);
      for (const d of home.dashlets) {
        let path;
        if (d.module === 'listWidget') {
          path = `/rest/${d.type}/list?paginate_by=5&gql=${encodeURIComponent(d.query)}`;
        } else {
          const { viewType, filter_basic, ...filter } = JSON.parse(d.query || '{}');
          const q = new URLSearchParams({ type: d.type, ...filter, ...(filter_basic ? { filter_basic: JSON.stringify(filter_basic) } : {}) });
          path = viewType && viewType !== 'table'
            ? `/rest/reporttemplate/report/chart/${viewType === 'trend' ? 'trends' : 'echarts'}?${q}&viewType=${viewType}`
            : `/rest/reporttemplate/report?${q}`;
        }
        const body = await getJSON(p, path);
        expect(body.status, `${who} (${home.home}): ${d.name} (${path}): ${body.message}`);
      }
      return home.home;
    };
    expect(await check('the admin', page) === 'admin', 'the admin\'s home');
    for (const [email, want] of [[CONSULTANT, 'consultant'], ['bo.ma@huntline.test', 'lead'], ['hao.wang@huntline.test', 'lead']]) {
      const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const p = await signInAs(context, env, email);
        const home = await check(email, p);
        expect(home === want, `${email}: home ${home}, want ${want}`);
      } finally {
        await context.close();
      }
    }
  }],
];
