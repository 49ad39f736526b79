// Add-on B's texts, en / zh_CN / zh_TW, kept with the module so the plugin brings them itself
// (the app's catalogues stay untouched and the helpers' branches merge cleanly). Importing this
// file adds them under the key 'hunterboard' of the app's i18next; messages.test.ts holds the
// three catalogues to the same keys. The spec's texts word for word: 'This field is required'
// / 此字段必填, 'Account not bound' / 未绑定帐号, 'Unbind account'.
import { i18n } from '../i18n';

const en = {
  board: 'Hunter Board',
  nav: 'Hunter Board resumes',
  publishTarget: 'Publish to Hunter Board',
  notBound: 'Account not bound',
  notBoundHint: 'Bind your Hunter Board account to search its resumes and publish jobs to it.',
  bind: 'Bind account', binding: 'Binding…', bound: 'Hunter Board account bound',
  unbind: 'Unbind', unbindTitle: 'Unbind account',
  unbindConfirm: 'Are you sure you want to unbind your Hunter Board account?',
  unbindEffect: 'After unbinding, all job-board features are inaccessible until you bind an account again.',
  unbound: 'Hunter Board account unbound',
  publish: {
    title: 'Publish to Hunter Board: {{job}}', submit: 'Publish', sending: 'Publishing…', published: 'Published to Hunter Board',
    required: 'This field is required', fixErrors: 'Please correct the highlighted fields.',
    cannotSubmit: 'Publishing to Hunter Board is turned off for this workspace.',
    republish: 'Already published on {{date}}: publishing again updates the job on the board.', openOnBoard: 'Open on the board',
    clientLink: 'Client: {{name}}', noClient: 'This job has no client.',
    companySaved: 'These company basics are saved on the client, so the next job for it is prefilled.',
    privateNote: 'Only you can see these notes. They are never shown to managers or anyone else.',
    isPublishHelp: 'If the job is not published on the board, managers cannot see it there.',
    from: 'From', to: 'To', choose: '— Select —', search: 'Type to search', clear: 'Clear', noMatches: 'No matches', expand: 'Expand {{name}}',
  },
  search: {
    title: 'Resume search', filters: 'Filters', toggleFilters: 'Show or hide the filters', addFilter: 'Add filter',
    equals: '{{label}} equals {{value}}', removeToken: 'Remove filter {{label}}', clearAll: 'Clear all', apply: 'Apply', value: 'Value',
    results_one: '{{count}} resume', results_other: '{{count}} resumes', empty: 'No resumes match these filters.',
    prev: 'Previous page', next: 'Next page', pageOf: 'Page {{page}} of {{pages}}',
    years_one: '{{count}} year', years_other: '{{count}} years', updated: 'Updated {{date}}',
    user: 'Your Hunter Board account', searches: 'Subscribed searches', library: 'Resume library', toggleSearches: 'Show or hide the subscribed searches',
    save: 'Save search', saveTitle: 'Name', saveTitlePlaceholder: 'e.g. Shanghai finance managers', subscribe: 'Subscribe: tell me about new matches',
    saved: 'Search "{{title}}" saved', deleteSearch: 'Delete {{title}}', deleteConfirm: 'Delete the saved search "{{title}}"?', deleted: 'Saved search deleted',
    subscribed: 'Subscribed', noSearches: 'No saved searches yet.',
    resume: 'Resume', openResume: 'Open the resume of {{name}}', noDetail: 'The board gives no more of this resume.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type HunterMessages = Shape<typeof en>;

const zh_CN: HunterMessages = {
  board: '猎头职位板',
  nav: '猎头职位板简历',
  publishTarget: '发布到猎头职位板',
  notBound: '未绑定帐号',
  notBoundHint: '绑定猎头职位板帐号后，才能搜索其简历并向其发布职位。',
  bind: '绑定帐号', binding: '正在绑定…', bound: '猎头职位板帐号已绑定',
  unbind: '解绑', unbindTitle: '解绑帐号',
  unbindConfirm: '确定要解绑猎头职位板帐号吗？',
  unbindEffect: '解绑后，职位板的所有功能都将无法使用，直到再次绑定帐号。',
  unbound: '猎头职位板帐号已解绑',
  publish: {
    title: '发布到猎头职位板：{{job}}', submit: '发布', sending: '正在发布…', published: '已发布到猎头职位板',
    required: '此字段必填', fixErrors: '请更正标出的字段。',
    cannotSubmit: '本工作区未开放向猎头职位板发布。',
    republish: '已于 {{date}} 发布：再次发布将更新职位板上的职位。', openOnBoard: '在职位板打开',
    clientLink: '客户：{{name}}', noClient: '此职位没有客户。',
    companySaved: '这些公司基本信息会保存在客户上，该客户的下一个职位将自动填入。',
    privateNote: '这些备注仅你本人可见，绝不会显示给经理或其他人。',
    isPublishHelp: '如不在职位板上发布，经理将无法在职位板上看到此职位。',
    from: '从', to: '至', choose: '— 请选择 —', search: '输入以搜索', clear: '清除', noMatches: '无匹配项', expand: '展开 {{name}}',
  },
  search: {
    title: '简历搜索', filters: '筛选条件', toggleFilters: '显示或隐藏筛选条件', addFilter: '添加筛选',
    equals: '{{label}} 等于 {{value}}', removeToken: '移除筛选 {{label}}', clearAll: '全部清除', apply: '应用', value: '值',
    results_one: '{{count}} 份简历', results_other: '{{count}} 份简历', empty: '没有符合这些条件的简历。',
    prev: '上一页', next: '下一页', pageOf: '第 {{page}} 页，共 {{pages}} 页',
    years_one: '{{count}} 年', years_other: '{{count}} 年', updated: '更新于 {{date}}',
    user: '你的猎头职位板帐号', searches: '订阅的搜索', library: '简历库', toggleSearches: '显示或隐藏订阅的搜索',
    save: '保存搜索', saveTitle: '名称', saveTitlePlaceholder: '例如：上海财务经理', subscribe: '订阅：有新的匹配简历时通知我',
    saved: '已保存搜索“{{title}}”', deleteSearch: '删除 {{title}}', deleteConfirm: '删除保存的搜索“{{title}}”？', deleted: '已删除保存的搜索',
    subscribed: '已订阅', noSearches: '还没有保存的搜索。',
    resume: '简历', openResume: '打开 {{name}} 的简历', noDetail: '职位板没有提供此简历的更多内容。',
  },
};

const zh_TW: HunterMessages = {
  board: '獵頭職位板',
  nav: '獵頭職位板履歷',
  publishTarget: '發佈到獵頭職位板',
  notBound: '未綁定帳號',
  notBoundHint: '綁定獵頭職位板帳號後，才能搜尋其履歷並向其發佈職位。',
  bind: '綁定帳號', binding: '正在綁定…', bound: '獵頭職位板帳號已綁定',
  unbind: '解綁', unbindTitle: '解綁帳號',
  unbindConfirm: '確定要解綁獵頭職位板帳號嗎？',
  unbindEffect: '解綁後，職位板的所有功能都將無法使用，直到再次綁定帳號。',
  unbound: '獵頭職位板帳號已解綁',
  publish: {
    title: '發佈到獵頭職位板：{{job}}', submit: '發佈', sending: '正在發佈…', published: '已發佈到獵頭職位板',
    required: '此欄位必填', fixErrors: '請更正標出的欄位。',
    cannotSubmit: '本工作區未開放向獵頭職位板發佈。',
    republish: '已於 {{date}} 發佈：再次發佈將更新職位板上的職位。', openOnBoard: '在職位板開啟',
    clientLink: '客戶：{{name}}', noClient: '此職位沒有客戶。',
    companySaved: '這些公司基本資訊會儲存在客戶上，該客戶的下一個職位將自動填入。',
    privateNote: '這些備註僅你本人可見，絕不會顯示給經理或其他人。',
    isPublishHelp: '如不在職位板上發佈，經理將無法在職位板上看到此職位。',
    from: '從', to: '至', choose: '— 請選擇 —', search: '輸入以搜尋', clear: '清除', noMatches: '無符合項', expand: '展開 {{name}}',
  },
  search: {
    title: '履歷搜尋', filters: '篩選條件', toggleFilters: '顯示或隱藏篩選條件', addFilter: '新增篩選',
    equals: '{{label}} 等於 {{value}}', removeToken: '移除篩選 {{label}}', clearAll: '全部清除', apply: '套用', value: '值',
    results_one: '{{count}} 份履歷', results_other: '{{count}} 份履歷', empty: '沒有符合這些條件的履歷。',
    prev: '上一頁', next: '下一頁', pageOf: '第 {{page}} 頁，共 {{pages}} 頁',
    years_one: '{{count}} 年', years_other: '{{count}} 年', updated: '更新於 {{date}}',
    user: '你的獵頭職位板帳號', searches: '訂閱的搜尋', library: '履歷庫', toggleSearches: '顯示或隱藏訂閱的搜尋',
    save: '儲存搜尋', saveTitle: '名稱', saveTitlePlaceholder: '例如：上海財務經理', subscribe: '訂閱：有新的符合履歷時通知我',
    saved: '已儲存搜尋「{{title}}」', deleteSearch: '刪除 {{title}}', deleteConfirm: '刪除儲存的搜尋「{{title}}」？', deleted: '已刪除儲存的搜尋',
    subscribed: '已訂閱', noSearches: '還沒有儲存的搜尋。',
    resume: '履歷', openResume: '開啟 {{name}} 的履歷', noDetail: '職位板沒有提供此履歷的更多內容。',
  },
};

export const catalogues = { en, zh_CN, zh_TW } as const;

for (const [lang, messages] of Object.entries(catalogues)) {
  i18n.addResourceBundle(lang, 'translation', { hunterboard: messages }, true, true);
}
