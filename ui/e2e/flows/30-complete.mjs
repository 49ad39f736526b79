// Issue 17, "Records that are complete": a record needs what identifies it, stage forms
// prefill what the system knows, and an import recognises the headers people use.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTPUT } from '../harness.mjs';
import { expect, getJSON as getAsUser, post as postAsUser } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });
const inAny = (...texts) => new RegExp(`^(${texts.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

const count = async (page, model) => (await getAsUser(page, `/rest/${model}/list?paginate_by=1`)).count;

export const flows = [
  ['complete records: a blank candidate add form is refused with the field messages beside the fields, and nothing is written', async (page) => {
    await page.goto(page.url().replace(/#.*/, '#candidate/list'));
    const before = await count(page, 'candidate');
    await page.evaluate(() => { window.location.hash = '#candidate/add'; });
    const form = page.getByRole('dialog', { name: inAny('New Candidate', '新建人才', '新增人才') });
    await form.waitFor();
    await form.getByRole('button', { name: inAny('Save', '保存', '儲存') }).click();
    const anyOf = /^(Please fill at least 1 of these fields\.|请至少填写其中一项。|請至少填寫其中一項。)$/;
    await form.locator('p[role=alert]').filter({ hasText: anyOf }).first().waitFor();
    // The message stands beside the name fields and the ways to reach them.
    const alerts = await form.locator('p[role=alert]').allInnerTexts();
    expect(alerts.filter((a) => anyOf.test(a.trim())).length >= 4, `field messages: ${alerts.join(' | ')}`);
    await shot(page, 'complete-blank-add-refused');
    expect(await count(page, 'candidate') === before, 'a refused blank add wrote a candidate');
    // A name alone is not enough; a name and a mobile is.
    const stamp = Date.now().toString(36);
    await form.getByLabel(inAny('English Name', '英文名')).fill(`Complete ${stamp}`);
    await form.getByRole('button', { name: inAny('Save', '保存', '儲存') }).click();
    await form.locator('p[role=alert]').filter({ hasText: anyOf }).first().waitFor();
    await form.getByLabel(inAny('Mobile', '手机', '手機')).fill(`139${String(Date.now() % 1e8).padStart(8, '0')}`);
    await form.getByRole('button', { name: inAny('Save', '保存', '儲存') }).click();
    await page.waitForURL(/#candidate\/detail\?id=\d+/);
    expect(await count(page, 'candidate') === before + 1, 'the completed candidate was not saved');
  }],

  ['complete records: the invoice form starts with the job\'s client and the amount from the offer salary and the job\'s fee rate; the split\'s revenue follows its percent', async (page) => {
    const stamp = Date.now().toString(36);
    const client = await postAsUser(page, '/rest/client/add', { name: `Prefill Partners ${stamp}`, feeRate: 20 });
    const job = await postAsUser(page, '/rest/joborder/add', { jobTitle: `Prefill Role ${stamp}`, client: client.data });
    const cand = await postAsUser(page, '/rest/candidate/add', { englishName: `Prefill ${stamp}`, email: `prefill.${stamp}@example.com` });
    expect(client.status && job.status && cand.status, `fixture: ${JSON.stringify({ client, job, cand })}`);
    const sub = await postAsUser(page, '/rest/jobsubmission/add', { candidate: cand.data, joborder: job.data });
    let version = 1;
    const move = async (to, data) => {
      const got = await postAsUser(page, `/rest/jobsubmission/${sub.data}/move`, { to, version, data });
      expect(got.status, `move to ${to}: ${JSON.stringify(got)}`);
      version = got.data.version;
    };
    await move('cvsent', { cvsentDate: '2026-03-02T09:00:00Z' });
    await move('offersign', { offerDate: '2026-03-20', annualSalary: 600000 });
    await move('onboard', { onboardDate: '2026-04-01' });

    await page.goto(page.url().replace(/#.*/, `#jobsubmission/detail?id=${sub.data}`));
    const heading = page.locator('[data-flow="heading"]');
    await heading.locator('[data-stage="onboard"]').waitFor();
    await heading.getByRole('button', { name: inAny('Flow actions', '流程操作') }).click();
    await page.getByRole('menuitem', { name: /^(Move to Invoice|推进到开票|推進到開票)$/ }).click();
    const modal = page.locator('dialog[data-modal="jobsubmission-flow"]');
    const amount = modal.getByLabel(/^(Invoice Amount|开票金额|開票金額)/);
    await amount.waitFor();
    for (let i = 0; i < 50 && (await amount.inputValue()) !== '120000'; i++) await page.waitForTimeout(100);
    expect(await amount.inputValue() === '120000', `the amount reads ${await amount.inputValue()}, not 600000 × 20%`);
    await modal.getByText(`Prefill Partners ${stamp}`).first().waitFor(); // the client picker shows the job's client
    // The split: a share's revenue follows the percent typed.
    const split = modal.locator('div[role="group"][id$="invoiceassignment_set"]');
    await split.scrollIntoViewIfNeeded();
    if (!(await split.getByRole('region').count())) await split.getByRole('button', { name: /^(Add|添加|新增)/ }).first().click();
    const share = split.getByRole('region').first();
    await share.getByLabel(/^(Percent|比例)/).fill('25');
    const revenue = share.getByLabel(/^(Revenue|业绩金额|業績金額)/);
    for (let i = 0; i < 30 && (await revenue.inputValue()) !== '30000'; i++) await page.waitForTimeout(100);
    expect(await revenue.inputValue() === '30000', `the revenue reads ${await revenue.inputValue()}, not 25% of 120000`);
    // Editable: a changed amount is the user's, and the split follows it.
    await amount.fill('100000');
    for (let i = 0; i < 30 && (await revenue.inputValue()) !== '25000'; i++) await page.waitForTimeout(100);
    expect(await revenue.inputValue() === '25000', `the revenue reads ${await revenue.inputValue()} after the amount changed`);
    await shot(page, 'complete-invoice-prefilled');
    await modal.getByRole('button', { name: inAny('Cancel', '取消') }).click();
    await modal.waitFor({ state: 'detached' }).catch(() => {});
  }],

  ['complete records: a Chinese sheet (姓名, 英文名, 手机, 邮箱, 公司, 职位, 城市) maps all 7 columns; without a way to reach them Import waits with a warning; the mapping is remembered', async (page) => {
    await page.goto(page.url().replace(/#.*/, '#candidate/list'));
    const dir = mkdtempSync(join(tmpdir(), 'huntline-complete-'));
    const stamp = Date.now().toString(36);
    const file = join(dir, `候选人-${stamp}.csv`);
    writeFileSync(file, '\ufeff姓名,英文名,手机,邮箱,公司,职位,城市\n'
      + `陈导入,Chen ${stamp},139${String(Date.now() % 1e8).padStart(8, '0')},chen.${stamp}@example.com,腾讯,高级工程师,上海\n`);
    const importButton = page.getByRole('button', { name: /^(Import|导入)$/ });
    await importButton.click();
    const panel = page.getByRole('dialog', { name: /^(Import|导入)/ });
    await panel.waitFor();
    await panel.locator('input[type=file]').first().setInputFiles(file);
    const table = panel.getByRole('table');
    await table.waitFor();
    const selects = table.getByRole('combobox');
    const chosen = [];
    for (let i = 0; i < 7; i++) chosen.push(await selects.nth(i).inputValue());
    expect(JSON.stringify(chosen) === JSON.stringify(['chineseName', 'englishName', 'mobile', 'email', 'company', 'title', 'city']), `the suggested mapping is ${chosen}`);
    await page.waitForTimeout(600); // the slide-in
    await shot(page, 'complete-import-mapped');
    // Leave out the phone and the e-mail: a warning, and Import waits.
    await selects.nth(2).selectOption('');
    await selects.nth(3).selectOption('');
    await panel.getByTestId('import-identity').waitFor();
    const run = panel.getByRole('button', { name: /^(Import 1 records?|导入 1 条记录)$/ });
    expect(await run.isDisabled(), 'Import is enabled while no column says how to reach the candidate');
    await shot(page, 'complete-import-blocked');
    await selects.nth(2).selectOption('mobile');
    await panel.getByTestId('import-identity').waitFor({ state: 'detached' });
    await run.click();
    await panel.getByText(/^(1 records? imported|已导入 1 条记录)$/).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The next file with the same headers maps as the user chose (the e-mail column left out).
    await importButton.click();
    await panel.waitFor();
    await panel.locator('input[type=file]').first().setInputFiles(file);
    await panel.getByTestId('import-remembered').waitFor();
    expect(await table.getByRole('combobox').nth(3).inputValue() === '', 'the remembered mapping maps the e-mail column again');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }],
];
