// The job boards' shared texts in the three languages, added to the app's catalogue under
// `jobboard.` when the module is loaded (the module's own file, so the board modules' helpers
// and this one do not edit the core catalogues at once).
import { i18n } from '../i18n';

export const en = {
  sites: { liepin: 'Liepin', hunterboard: 'Hunter Board' },
  bind: { done: 'Account bound', failed: 'The account was not bound', blocked: 'The browser blocked the window: allow pop-ups for this site and try again' },
  notBound: 'Account not bound',
  unbind: 'Unbind account',
  import: {
    button: 'Import as candidate', importing: 'Importing…', created: 'Imported as {{name}}',
    existing: 'Already in Huntline: {{name}} — the CV was added to it', open: 'Open', shortlist: 'Shortlist to job',
    failed: 'The resume could not be imported',
  },
  shortlist: { title: 'Shortlist {{name}} to a job', job: 'Job', submit: 'Shortlist', done: '{{name}} shortlisted to {{job}}' },
  publish: { button: 'Publish', menu: 'Publish the job' },
  accounts: {
    title: 'Channel Management', hint: 'The job-board accounts bound to Huntline. Revoking one unbinds it: its user binds again to use that board.',
    site: 'Site', user: 'User', account: 'Provider account', boundAt: 'Bound at', expiresAt: 'Token renews by', revoke: 'Revoke',
    confirm: 'Revoke {{user}}\'s {{site}} account ({{account}})? {{user}} must bind it again to use {{site}}.', revoked: 'Account revoked',
    empty: 'No job-board account is bound yet.', allSites: 'All sites', loadFailed: 'The accounts could not be loaded',
  },
  closed: {
    banner_one: 'This job is closed, but {{count}} publication is still open', banner_other: 'This job is closed, but {{count}} publications are still open',
    close: 'Close them', done_one: '{{count}} publication closed', done_other: '{{count}} publications closed',
  },
};

type Catalogue = typeof en;

export const zh_CN: Catalogue = {
  sites: { liepin: '猎聘', hunterboard: '猎头职位板' },
  bind: { done: '帐号绑定成功', failed: '帐号未绑定', blocked: '浏览器拦截了弹出窗口：请允许本站弹出窗口后重试' },
  notBound: '未绑定帐号',
  unbind: '解绑帐号',
  import: {
    button: '导入为候选人', importing: '正在导入…', created: '已导入为 {{name}}',
    existing: 'Huntline 中已有 {{name}}，简历已添加到该候选人', open: '打开', shortlist: '推荐到职位',
    failed: '简历导入失败',
  },
  shortlist: { title: '将 {{name}} 推荐到职位', job: '职位', submit: '推荐', done: '已将 {{name}} 推荐到 {{job}}' },
  publish: { button: '发布', menu: '发布职位' },
  accounts: {
    title: '渠道管理', hint: '已绑定到 Huntline 的招聘网站帐号。撤销后即解除绑定，该用户需重新绑定才能使用该网站。',
    site: '网站', user: '用户', account: '网站帐号', boundAt: '绑定时间', expiresAt: '令牌自动续期于', revoke: '撤销',
    confirm: '撤销 {{user}} 的{{site}}帐号（{{account}}）？{{user}} 需重新绑定才能使用{{site}}。', revoked: '帐号已撤销',
    empty: '还没有绑定任何招聘网站帐号。', allSites: '全部网站', loadFailed: '帐号列表加载失败',
  },
  closed: {
    banner_one: '该职位已关闭，但仍有 {{count}} 个发布渠道未关闭', banner_other: '该职位已关闭，但仍有 {{count}} 个发布渠道未关闭',
    close: '全部关闭', done_one: '已关闭 {{count}} 个发布渠道', done_other: '已关闭 {{count}} 个发布渠道',
  },
};

export const zh_TW: Catalogue = {
  sites: { liepin: '獵聘', hunterboard: '獵頭職位板' },
  bind: { done: '帳號綁定成功', failed: '帳號未綁定', blocked: '瀏覽器攔截了彈出視窗：請允許本站彈出視窗後重試' },
  notBound: '未綁定帳號',
  unbind: '解綁帳號',
  import: {
    button: '匯入為候選人', importing: '正在匯入…', created: '已匯入為 {{name}}',
    existing: 'Huntline 中已有 {{name}}，履歷已新增到該候選人', open: '開啟', shortlist: '推薦到職位',
    failed: '履歷匯入失敗',
  },
  shortlist: { title: '將 {{name}} 推薦到職位', job: '職位', submit: '推薦', done: '已將 {{name}} 推薦到 {{job}}' },
  publish: { button: '發佈', menu: '發佈職位' },
  accounts: {
    title: '渠道管理', hint: '已綁定到 Huntline 的招聘網站帳號。撤銷後即解除綁定，該使用者需重新綁定才能使用該網站。',
    site: '網站', user: '使用者', account: '網站帳號', boundAt: '綁定時間', expiresAt: '權杖自動續期於', revoke: '撤銷',
    confirm: '撤銷 {{user}} 的{{site}}帳號（{{account}}）？{{user}} 需重新綁定才能使用{{site}}。', revoked: '帳號已撤銷',
    empty: '還沒有綁定任何招聘網站帳號。', allSites: '全部網站', loadFailed: '帳號列表載入失敗',
  },
  closed: {
    banner_one: '該職位已關閉，但仍有 {{count}} 個發佈渠道未關閉', banner_other: '該職位已關閉，但仍有 {{count}} 個發佈渠道未關閉',
    close: '全部關閉', done_one: '已關閉 {{count}} 個發佈渠道', done_other: '已關閉 {{count}} 個發佈渠道',
  },
};

/** Adds the texts to the app's catalogue (idempotent; the module's files import this). */
export function addJobboardTexts() {
  i18n.addResourceBundle('en', 'translation', { jobboard: en }, true, true);
  i18n.addResourceBundle('zh_CN', 'translation', { jobboard: zh_CN }, true, true);
  i18n.addResourceBundle('zh_TW', 'translation', { jobboard: zh_TW }, true, true);
}
addJobboardTexts();
