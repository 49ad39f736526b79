// The add-on's texts, kept in its folder and added to the app's catalogues as the module loads,
// so the plugin's words come and go with its code (and the shared catalogues stay untouched
// while several board modules are built side by side). i18n.test.ts holds the three to the
// same keys. The spec's texts are word for word: 'This field is required' / 此字段必填,
// 'Account not bound' / 未绑定帐号, 'Unbind account'.
import { i18n } from '../i18n';

export const en = {
  site: 'Liepin',
  bind: 'Bind Liepin', unbind: 'Unbind Liepin', menu: 'Liepin', resumeSearch: 'Resume search',
  bound: 'Liepin account bound', unbound: 'Liepin account unbound', bindFailed: 'The account was not bound',
  unbindTitle: 'Unbind account', unbindMessage: 'Unbind the Liepin account{{who}}? Resume search and publishing to Liepin stop until you bind again.',
  unbindConfirm: 'Unbind', unbindWho: ' ({{name}})',
  notBound: 'Account not bound', notBoundHint: 'Bind your Liepin account to search its resumes.',
  search: {
    title: 'Liepin resumes', saved: 'Saved searches', noSaved: 'No saved searches yet', save: 'Save search', saveTitle: 'Save this search',
    name: 'Title', nameHint: 'A name for this search', savedOk: 'Search saved', deleted: 'Search deleted', delete: 'Delete {{name}}',
    apply: 'Search', clear: 'Clear', any: 'Any', from: 'From', to: 'To', empty: 'Set some filters, then search.',
    results: 'Liepin resume list', loading: 'Loading results…', failed: 'The provider could not be reached',
    tabHint: 'Filters here stay in this tab',
  },
  pager: {
    previous: 'Previous page', next: 'Next page', pages: 'Pages', page: 'Page {{n}}', jump: 'Go to page', go: 'Go',
    summary: '{{current}}/{{max}} ({{total}})',
  },
  detail: { title: 'Resume', contact: 'Contact now', open: 'Open from provider', loading: 'Loading resume…', failed: 'This resume could not be loaded' },
  publish: {
    title: 'Publish job to provider', submit: 'Publish', sending: 'Publishing…', done: 'Job published to Liepin', fix: 'Some fields need attention',
    required: 'This field is required', bindHint: 'Bind your Liepin account from the header to publish to Liepin.', salaryRange: 'range must be less than 30 万', notBound: 'Account not bound',
    company: 'Company', job: 'Job', pay: 'Salary and welfare', requirements: 'Requirements', internal: 'Internal', otherinfo: 'Other information',
    choose: 'Choose…', yes: 'Yes', no: 'No', unlimited: 'Unlimited', wan: '万', yearsOrMore: 'years or more', ageTo: 'to', loading: 'Loading the form…',
    dutyHint: 'Duties and ability requirements, no fewer than 60 characters. No wording that discriminates by sex.',
    sexHint: 'Not shown publicly; used only for the resume search.',
    leafOnly: 'Choose a lowest-level item',
    f: {
      hcompName: 'Company name', hcompAlias: 'External name', hcompIndustry: 'Industry', hcompDq: 'Location', hcompKind: 'Company kind',
      hcompScale: 'Company scale', hcompDesc: 'Company intro', deptName: 'Department',
      hjobTitle: 'Job title', hjobJobTitle: 'Function category', hjobDqCode: 'Work location', hjobCloseDate: 'Closing date',
      emergencyLevel: 'Urgency', isPublish: 'Publish on Liepin', detailReport2: 'Reports to', detailSubordinate: 'Headcount of subordinates',
      salary: 'Annual pre-tax salary', salStructure: 'Salary structure', socialWelfare: 'Social welfare', liveWelfare: 'Living welfare',
      holidayWelfare: 'Holiday welfare', jobTrafficWelfare: 'Traffic welfare', detailDuty: 'Job description', age: 'Age requirement',
      jobUserSexKind: 'Sex requirement', detailWorkYears: 'Work years', eduLevel: 'Education level', eduLevelTz: 'Full-time education only',
      language: 'Language', detailSpecial: 'Major', detailCanSourceIndustry: 'Candidate industry', detailMemo: 'Memo',
      recruitReason: 'Recruit reason', searchDirection: 'Search direction',
    },
    o: {
      diXin: 'Base pay', tiCheng: 'Commission', qiQuan: 'Stock options', qita: 'Other',
      gj: 'Statutory', sy: 'Commercial insurance', zf: 'Housing', gs: 'Meals', gjj: 'Extra housing fund',
      english: 'English', japanese: 'Japanese', french: 'French', putong: 'Mandarin', yueyu: 'Cantonese', other: 'Other',
      sexAny: 'Unlimited', male: 'Male', female: 'Female',
      urgency0: 'Normal', urgency1: 'Urgent', urgency2: 'Very urgent',
      traffic0: 'Unsure', traffic1: 'None', traffic2: 'Subsidy', traffic3: 'Reimbursed as spent', traffic4: 'Other',
      holidayGj: 'Statutory holidays',
    },
  },
};

type Catalogue = typeof en;

export const zh_CN: Catalogue = {
  site: '猎聘',
  bind: '绑定猎聘', unbind: '解绑猎聘', menu: '猎聘', resumeSearch: '简历搜索',
  bound: '猎聘帐号已绑定', unbound: '猎聘帐号已解绑', bindFailed: '帐号未绑定',
  unbindTitle: '解绑帐号', unbindMessage: '解绑猎聘帐号{{who}}？解绑后，在重新绑定前无法搜索简历或发布职位到猎聘。',
  unbindConfirm: '解绑', unbindWho: '（{{name}}）',
  notBound: '未绑定帐号', notBoundHint: '绑定猎聘帐号后即可搜索简历。',
  search: {
    title: '猎聘简历', saved: '已保存的搜索', noSaved: '还没有保存的搜索', save: '保存搜索', saveTitle: '保存当前搜索',
    name: '标题', nameHint: '为这个搜索起个名字', savedOk: '搜索已保存', deleted: '搜索已删除', delete: '删除 {{name}}',
    apply: '搜索', clear: '清空', any: '不限', from: '从', to: '到', empty: '设置筛选条件后搜索。',
    results: '猎聘简历列表', loading: '正在加载结果…', failed: '无法连接到服务商',
    tabHint: '此处的筛选只在本标签页内生效',
  },
  pager: {
    previous: '上一页', next: '下一页', pages: '页码', page: '第{{n}}页', jump: '跳转到页', go: '跳转',
    summary: '{{current}}/{{max}}（{{total}}）',
  },
  detail: { title: '简历', contact: '立即沟通', open: '在猎聘打开', loading: '正在加载简历…', failed: '无法加载该简历' },
  publish: {
    title: '发布职位到猎聘', submit: '发布', sending: '正在发布…', done: '职位已发布到猎聘', fix: '请检查标出的字段',
    required: '此字段必填', bindHint: '请先在页头绑定猎聘帐号，再发布职位到猎聘。', salaryRange: '范围必须小于30万', notBound: '未绑定帐号',
    company: '公司信息', job: '职位信息', pay: '薪资福利', requirements: '任职要求', internal: '内部信息', otherinfo: '其他信息',
    choose: '请选择…', yes: '是', no: '否', unlimited: '不限', wan: '万', yearsOrMore: '年以上', ageTo: '至', loading: '正在加载表单…',
    dutyHint: '请填写职责和能力要求，不少于60字。不得包含性别歧视性用语。',
    sexHint: '不对外显示，仅用于简历搜索。',
    leafOnly: '请选择最末一级',
    f: {
      hcompName: '公司名称', hcompAlias: '对外名称', hcompIndustry: '所属行业', hcompDq: '所在地区', hcompKind: '公司性质',
      hcompScale: '公司规模', hcompDesc: '公司介绍', deptName: '所属部门',
      hjobTitle: '职位名称', hjobJobTitle: '职能类别', hjobDqCode: '工作地点', hjobCloseDate: '截止日期',
      emergencyLevel: '紧急程度', isPublish: '在猎聘发布', detailReport2: '汇报对象', detailSubordinate: '下属人数',
      salary: '税前年薪', salStructure: '薪资结构', socialWelfare: '社会保险', liveWelfare: '生活福利',
      holidayWelfare: '假期福利', jobTrafficWelfare: '交通福利', detailDuty: '职位描述', age: '年龄要求',
      jobUserSexKind: '性别要求', detailWorkYears: '工作年限', eduLevel: '学历要求', eduLevelTz: '统招',
      language: '语言要求', detailSpecial: '专业', detailCanSourceIndustry: '候选人所在行业', detailMemo: '备注',
      recruitReason: '招聘原因', searchDirection: '寻访方向',
    },
    o: {
      diXin: '底薪', tiCheng: '提成', qiQuan: '期权', qita: '其他',
      gj: '国家法定', sy: '商业保险', zf: '住房', gs: '餐补', gjj: '补充公积金',
      english: '英语', japanese: '日语', french: '法语', putong: '普通话', yueyu: '粤语', other: '其他',
      sexAny: '不限', male: '男', female: '女',
      urgency0: '普通', urgency1: '紧急', urgency2: '非常紧急',
      traffic0: '不确定', traffic1: '无', traffic2: '补贴', traffic3: '实报实销', traffic4: '其他',
      holidayGj: '国家法定假期',
    },
  },
};

export const zh_TW: Catalogue = {
  site: '獵聘',
  bind: '綁定獵聘', unbind: '解綁獵聘', menu: '獵聘', resumeSearch: '履歷搜尋',
  bound: '獵聘帳號已綁定', unbound: '獵聘帳號已解綁', bindFailed: '帳號未綁定',
  unbindTitle: '解綁帳號', unbindMessage: '解綁獵聘帳號{{who}}？解綁後，在重新綁定前無法搜尋履歷或發佈職位到獵聘。',
  unbindConfirm: '解綁', unbindWho: '（{{name}}）',
  notBound: '未綁定帳號', notBoundHint: '綁定獵聘帳號後即可搜尋履歷。',
  search: {
    title: '獵聘履歷', saved: '已儲存的搜尋', noSaved: '還沒有儲存的搜尋', save: '儲存搜尋', saveTitle: '儲存目前搜尋',
    name: '標題', nameHint: '為這個搜尋取個名字', savedOk: '搜尋已儲存', deleted: '搜尋已刪除', delete: '刪除 {{name}}',
    apply: '搜尋', clear: '清除', any: '不限', from: '從', to: '到', empty: '設定篩選條件後搜尋。',
    results: '獵聘履歷列表', loading: '正在載入結果…', failed: '無法連線到服務商',
    tabHint: '此處的篩選只在本分頁內生效',
  },
  pager: {
    previous: '上一頁', next: '下一頁', pages: '頁碼', page: '第{{n}}頁', jump: '跳至頁', go: '跳轉',
    summary: '{{current}}/{{max}}（{{total}}）',
  },
  detail: { title: '履歷', contact: '立即溝通', open: '在獵聘開啟', loading: '正在載入履歷…', failed: '無法載入這份履歷' },
  publish: {
    title: '發佈職位到獵聘', submit: '發佈', sending: '正在發佈…', done: '職位已發佈到獵聘', fix: '請檢查標出的欄位',
    required: '此欄位必填', bindHint: '請先在頁首綁定獵聘帳號，再發佈職位到獵聘。', salaryRange: '範圍必須小於30萬', notBound: '未綁定帳號',
    company: '公司資訊', job: '職位資訊', pay: '薪資福利', requirements: '任職要求', internal: '內部資訊', otherinfo: '其他資訊',
    choose: '請選擇…', yes: '是', no: '否', unlimited: '不限', wan: '萬', yearsOrMore: '年以上', ageTo: '至', loading: '正在載入表單…',
    dutyHint: '請填寫職責和能力要求，不少於60字。不得包含性別歧視性用語。',
    sexHint: '不對外顯示，僅用於履歷搜尋。',
    leafOnly: '請選擇最末一級',
    f: {
      hcompName: '公司名稱', hcompAlias: '對外名稱', hcompIndustry: '所屬產業', hcompDq: '所在地區', hcompKind: '公司性質',
      hcompScale: '公司規模', hcompDesc: '公司介紹', deptName: '所屬部門',
      hjobTitle: '職位名稱', hjobJobTitle: '職能類別', hjobDqCode: '工作地點', hjobCloseDate: '截止日期',
      emergencyLevel: '緊急程度', isPublish: '在獵聘發佈', detailReport2: '匯報對象', detailSubordinate: '下屬人數',
      salary: '稅前年薪', salStructure: '薪資結構', socialWelfare: '社會保險', liveWelfare: '生活福利',
      holidayWelfare: '假期福利', jobTrafficWelfare: '交通福利', detailDuty: '職位描述', age: '年齡要求',
      jobUserSexKind: '性別要求', detailWorkYears: '工作年資', eduLevel: '學歷要求', eduLevelTz: '統招',
      language: '語言要求', detailSpecial: '主修', detailCanSourceIndustry: '候選人所在產業', detailMemo: '備註',
      recruitReason: '招聘原因', searchDirection: '尋訪方向',
    },
    o: {
      diXin: '底薪', tiCheng: '提成', qiQuan: '期權', qita: '其他',
      gj: '國家法定', sy: '商業保險', zf: '住房', gs: '餐補', gjj: '補充公積金',
      english: '英語', japanese: '日語', french: '法語', putong: '普通話', yueyu: '粵語', other: '其他',
      sexAny: '不限', male: '男', female: '女',
      urgency0: '普通', urgency1: '緊急', urgency2: '非常緊急',
      traffic0: '不確定', traffic1: '無', traffic2: '補貼', traffic3: '實報實銷', traffic4: '其他',
      holidayGj: '國家法定假期',
    },
  },
};

/** Adds the texts under `liepin.` to each language (again on a hot reload, harmlessly). */
export function installTexts() {
  for (const [lng, cat] of [['en', en], ['zh_CN', zh_CN], ['zh_TW', zh_TW]] as const) {
    i18n.addResourceBundle(lng, 'translation', { liepin: cat }, true, true);
  }
}
installTexts();
