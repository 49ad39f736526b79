import type { Catalogue } from './en';

export const zh_TW: Catalogue = {
  common: {
    delete: '刪除', signOut: '登出', remove: '移除', cancel: '取消', confirm: '確定', close: '關閉', retry: '重試', loading: '載入中…',
    networkError: '無法連線伺服器，請檢查網路後重試。',
    serverError: '伺服器暫時無法回應，請稍後重試。',
  },
  login: {
    title: '登入 Huntline', subtitle: '獵頭招聘 CRM',
    email: '電子郵件', password: '密碼', remember: '記住我', forgot: '忘記密碼？',
    signIn: '登入', signingIn: '登入中…',
    incorrect: '使用者名稱或密碼錯誤', chances: '剩餘登入次數：{{count}}',
    locked: '帳號已鎖定', expired: '系統已過期',
    forgotTitle: '重設密碼', forgotHint: '輸入電子郵件，我們會寄送設定新密碼的連結。',
    send: '寄送重設連結', backToSignIn: '返回登入',
    resetSent: '重設密碼郵件已寄至 {{email}}', noAccount: '此帳號不存在',
    footer: '© {{year}} Huntline 版權所有',
    heroTitle: '人才、客戶與職位，盡在一處。',
    heroBody: '毫秒級檢索海量履歷，追蹤每一次推薦，讓整個團隊步調一致。',
  },
  password: {
    title: '設定新密碼', forcedHint: '為了帳號安全，請先設定新密碼再繼續。',
    current: '目前密碼', next: '新密碼', confirm: '確認新密碼', save: '儲存密碼',
    mismatch: '兩次輸入的密碼不一致', empty: '密碼不能為空', success: '修改密碼成功！',
  },
  expired: { title: '系統已過期', body: '本工作區的訂閱已到期，請聯絡管理員續費。' },
  header: {
    chooseModels: '選擇搜尋範圍', recent: '最近瀏覽', search: '請輸入姓名或ID', noResults: '無符合結果', add: '新增', language: '語言',
    changePassword: '修改密碼', logout: '登出', back: '返回 {{name}}', more: '更多',
  },
  list: {
    preview: '預覽', prevRecord: '上一筆', nextRecord: '下一筆', openNewWindow: '在新視窗開啟', add: '新增', empty: '暫無資料', emptyFiltered: '沒有符合篩選條件的資料', clearFilters: '清除篩選',
    perPage: '{{count}} 筆/頁', total: '共 {{n}} 筆', totalAbout: '約 {{n}} 筆',
    pageOf: '第 {{page}} / {{pages}} 頁', prev: '上一頁', next: '下一頁',
    selected: '已選 {{count}} 筆', delete: '刪除', export: '匯出',
    confirmDelete: '確定刪除 {{count}} 筆資料？可在詳情頁恢復。',
    confirmExport: '確定下載 {{count}} 筆資料？',
    deleted: '已刪除 {{count}} 筆', gql: '用 gql 篩選，例如 status=active&city__under=2', apply: '套用',
    filters: '篩選', more: '更多', hide: '收起', selectAll: '全選本頁', selectRow: '選擇此列',
    toggleSidebar: '顯示或隱藏篩選', sidebar: '列表側欄',
  },
  sidebar: {
    fromMe: '我的', shared: '共享給我', folders: '資料夾', noSavedFilters: '儲存篩選後會顯示在這裡', noFolders: '暫無資料夾',
    saveFilter: '儲存篩選', saveFilterEmpty: '請先篩選列表，再儲存篩選', filterSaved: '篩選已儲存', filterDeleted: '篩選已刪除',
    shareEveryone: '共享給所有人', name: '名稱', newFolder: '新增資料夾', create: '建立', folderDeleted: '資料夾已刪除',
    confirmDeleteFilter: '確定刪除篩選「{{name}}」嗎？', confirmDeleteFolder: '確定刪除資料夾「{{name}}」嗎？其中的記錄會保留。',
    deleteNamed: '刪除{{name}}', dragToReorder: '拖動以調整{{name}}的順序',
    addToFolder: '加入資料夾', addToFolderTitle: '將 {{count}} 筆記錄加入資料夾', add: '加入', addedToFolder: '已將 {{count}} 筆記錄加入資料夾',
    noFoldersYet: '您還沒有資料夾，請先在側欄中新增。',
  },
  detail: {
    title: '{{name}} (ID: {{id}})', idMissing: '缺少 ID！', backToList: '返回列表',
    edit: '編輯', delete: '刪除', recover: '恢復', deletedBadge: '已刪除', confirmDelete: '確定刪除這筆資料？',
  },
  relativeDate: { today: '今天', yesterday: '昨天', this_week: '本週', last_week: '上週', this_month: '本月', last_month: '上月', this_quarter: '本季', last_quarter: '上季', this_year: '今年', last_year: '去年' },
  form: { addTitle: '新增{{model}}', editTitle: '編輯 {{name}}', save: '儲存', saving: '儲存中…', cancel: '取消', none: '— 請選擇 —', search: '輸入以搜尋', required: '此欄位為必填', tooLong: '最多 {{limit}} 個字元', tooSmall: '不能小於 {{limit}}', tooLarge: '不能大於 {{limit}}', invalid: '請檢查此欄位', closeCheck: '確定不儲存就關閉嗎？', discard: '不儲存並關閉', saved: '已儲存', fixErrors: '請修改標紅的欄位。' },
  language: { en: 'English', zh_CN: '简体中文', zh_TW: '繁體中文' },
};
