// Issue 17, mail status, templates and interview invitations: a mail says what became of it
// (queued to the server, then sent; failed with the reason), the admin's Outbox lists mails
// by where they stand, and an interview sits in the consultant's calendar and invites the
// candidate with an .ics the test SMTP server receives.
import { OUTPUT } from '../harness.mjs';
import { attachmentOf } from '../smtpsink.mjs';
import { expect, getJSON as getAsUser, openFeeds, post as postAsUser } from '../util.mjs';

const shot = (page, name) => page.screenshot({ path: `${OUTPUT}/${name}.png` });
const inAny = (...texts) => new RegExp(`^(${texts.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
const id = (v) => (v && typeof v === 'object' ? v.id : v);
const goto = (page, hash) => page.goto(page.url().replace(/#.*/, hash));


/** The mail the test SMTP server got for address, waiting up to 10 s. */
async function mailFor(page, env, address) {
  for (let i = 0; i < 100; i++) {
    const got = env.smtp.messages.find((m) => m.rcpts.includes(address));
    if (got) return got;
    await page.waitForTimeout(100);
  }
  throw new Error(`the SMTP server got no mail for ${address} (${env.smtp.messages.length} mails in all)`);
}

/** A candidate of this run with an address of its own, and a submission of it to a live job
 * owned by the signed-in admin (so its interview lands on the admin's calendar). */
async function shortlisted(page, stamp) {
  const me = (await getAsUser(page, '/rest/user/current')).data;
  const address = `grace.${stamp}@example.org`;
  const cand = await postAsUser(page, '/rest/candidate/add', { englishName: `Grace Invite ${stamp}`, email: address, mobile: `139${String(stamp).padStart(8, '0')}` });
  expect(cand.status, `creating the candidate: ${JSON.stringify(cand)}`);
  const job = (await getAsUser(page, `/rest/joborder/list?paginate_by=1&gql=${encodeURIComponent('status=live')}`)).list?.[0];
  expect(job, 'no live job in the demo');
  const sub = await postAsUser(page, '/rest/jobsubmission/add', { candidate: cand.data, joborder: job.id, owner: me.id });
  expect(sub.status, `shortlisting: ${JSON.stringify(sub)}`);
  return { me, address, cand: cand.data, job, sub: sub.data };
}

async function move(page, sub, to, data) {
  const rec = (await getAsUser(page, `/rest/jobsubmission/${sub}`)).data;
  const res = await postAsUser(page, `/rest/jobsubmission/${sub}/move`, { to, version: rec.version, ...(data ? { data } : {}) });
  expect(res.status, `moving to ${to}: ${JSON.stringify(res)}`);
  return res.data;
}

export const flows = [
  ['a mail says what became of it: queued to the mail server, then sent to the address; the feed shows it Sent; the admin\'s Outbox lists it under Sent and failed mails with their reason and Send again', async (page, env) => {
    const stamp = Date.now() % 100000;
    const { address, cand } = await shortlisted(page, stamp);
    await goto(page, `#candidate/detail?id=${cand}`);
    await page.getByRole('button', { name: inAny('Send Email', '发送邮件', '發送郵件') }).click();
    const composer = page.getByRole('dialog', { name: inAny('Write Email', '写邮件', '寫郵件') });
    await composer.waitFor();
    await composer.getByLabel(inAny('Subject', '主题', '主題'), { exact: true }).fill(`Status check ${stamp}`);
    await page.getByRole('button', { name: inAny('Send', '发送', '發送'), exact: true }).click();
    await page.getByRole('status').filter({ hasText: /Queued: the mail goes out in a moment|已排队：邮件即将发出|已排隊：郵件即將發出/ }).first().waitFor();
    await mailFor(page, env, address);
    await page.getByRole('status').filter({ hasText: new RegExp(`(Sent to|已发送给|已發送給) ${address.replace('.', '\\.')}`) }).first().waitFor({ timeout: 15000 });
    await shot(page, 'mail-status-sent-toast');
    // The candidate's feed: the mail with its status, Sent.
    await page.reload();
    await openFeeds(page);
    const cell = page.locator('[data-feed-type]').filter({ hasText: `Status check ${stamp}` }).first();
    await cell.getByText(inAny('Sent', '已发送', '已發送'), { exact: true }).waitFor();
    // The outbox: the mail under Sent; the demo's failed mails with their reason and Send again.
    await goto(page, '#system-setting/list?type=mail-outbox');
    await page.getByRole('navigation', { name: inAny('Settings', '设置', '設定') }).getByRole('link', { name: inAny('Outbox', '发件箱', '寄件匣') }).waitFor();
    await page.getByRole('tab', { name: /^(Sent|已发送|已發送)/ }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: `Status check ${stamp}` }).waitFor();
    await page.getByRole('tab', { name: /^(Failed|发送失败|發送失敗)/ }).click();
    const failed = page.getByRole('tabpanel').getByRole('listitem').first();
    await failed.getByText(/connection refused/).waitFor();
    await failed.getByRole('button', { name: inAny('Retry', '重新发送', '重新發送') }).waitFor();
    await shot(page, 'mail-outbox-failed');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'mail-outbox-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
  }],

  ['an interview sits in the consultant\'s calendar; Invite Candidate opens the composer on the interview template with the .ics, and the candidate\'s inbox gets the invitation for that time', async (page, env) => {
    const stamp = Date.now() % 100000;
    const { address, sub } = await shortlisted(page, stamp);
    await move(page, sub, 'cvsent');
    // Two hours from now, on the minute: whatever the day, the calendar's week (or the next) holds it.
    const at = new Date(Math.ceil((Date.now() + 2 * 3600e3) / 60000) * 60000);
    const moved = await move(page, sub, 'clientinterview', { interviewDate: at.toISOString().replace(/\.\d+Z$/, 'Z'), round: '1', location: `Room ${stamp}` });
    const iv = moved.stage.id;
    const entry = (await getAsUser(page, `/rest/todo/list?gql=${encodeURIComponent(`jobsubmission=${sub}`)}`)).list?.[0];
    expect(entry && entry.category === 'interview', `no calendar entry for the interview: ${JSON.stringify(entry)}`);

    // The calendar: the entry on the interview's day.
    await page.getByRole('button', { name: inAny('Calendar', '日程', '行事曆') }).first().click();
    const cal = page.getByRole('region', { name: inAny('Calendar', '日程', '行事曆') });
    await cal.waitFor();
    const item = cal.getByRole('listitem').filter({ hasText: `Room ${stamp}` });
    // In this week, or (two hours from the week's last evening) in the next.
    if (!(await item.first().waitFor({ timeout: 5000 }).then(() => true, () => false))) {
      await cal.getByRole('button', { name: inAny('Next', '下一页', '下一頁', '下一周', '下一週') }).click();
    }
    await item.first().waitFor();
    await item.first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(400); // the panel slides in
    await shot(page, 'interview-calendar');
    await page.getByRole('dialog', { name: inAny('Calendar', '日程', '行事曆') }).getByRole('button', { name: inAny('Close', '关闭', '關閉') }).click();

    // Invite the candidate from the interview's page.
    await goto(page, `#clientinterview/detail?id=${iv}`);
    await page.getByRole('button', { name: /^(Invite Candidate|邀请人才|邀請人才)$/ }).click();
    const composer = page.getByRole('dialog', { name: inAny('Write Email', '写邮件', '寫郵件') });
    await composer.waitFor();
    await composer.getByText('invitation.ics').first().waitFor();
    // The interview template in the candidate's language (English), filled for the job.
    const subject = composer.getByLabel(inAny('Subject', '主题', '主題'), { exact: true });
    await page.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => /^Your interview for /.test(i.value)));
    expect(/^Your interview for /.test(await subject.inputValue()), `subject ${await subject.inputValue()}`);
    await shot(page, 'interview-invitation-composer');
    await page.getByRole('button', { name: inAny('Send', '发送', '發送'), exact: true }).click();
    const got = await mailFor(page, env, address);
    const ics = attachmentOf(got.raw, 'invitation.ics');
    expect(ics, 'the invitation mail has no invitation.ics');
    const text = ics.toString('utf8').replace(/\r\n[ \t]/g, '');
    const stampUTC = at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    expect(text.includes('METHOD:REQUEST') && text.includes(`DTSTART:${stampUTC}`) && text.includes(`clientinterview-1-${iv}@huntline`),
      `the .ics is not the interview's request at ${stampUTC}:\n${text}`);
    expect(new RegExp(`ATTENDEE[^:]*:mailto:${address.replace('.', '\\.')}`, 'i').test(text), `the .ics does not invite ${address}:\n${text}`);
  }],
];
