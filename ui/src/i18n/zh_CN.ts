import type { Catalogue } from './en';

export const zh_CN: Catalogue = {
  common: {
    delete: '删除', signOut: '退出登录', remove: '移除', cancel: '取消', confirm: '确定', close: '关闭', retry: '重试', loading: '加载中…',
    networkError: '无法连接服务器，请检查网络后重试。',
    serverError: '服务器暂时无法响应，请稍后重试。',
  },
  login: {
    title: '登录 Huntline', subtitle: '猎头招聘 CRM',
    email: '邮箱', password: '密码', remember: '记住我', forgot: '忘记密码？',
    signIn: '登录', signingIn: '登录中…',
    incorrect: '用户名或密码错误', chances: '剩余登录次数：{{count}}',
    locked: '账号已锁定', expired: '系统已过期',
    forgotTitle: '重置密码', forgotHint: '输入邮箱，我们会发送一个设置新密码的链接。',
    send: '发送重置链接', backToSignIn: '返回登录',
    resetSent: '重置密码邮件已发送至 {{email}}', noAccount: '该账号不存在',
    footer: '© {{year}} Huntline 版权所有',
    heroTitle: '人才、客户与职位，尽在一处。',
    heroBody: '毫秒级检索海量简历，跟踪每一次推荐，让整个团队步调一致。',
  },
  password: {
    title: '设置新密码', forcedHint: '为了账号安全，请先设置新密码再继续。',
    current: '当前密码', next: '新密码', confirm: '确认新密码', save: '保存密码',
    mismatch: '两次输入的密码不一致', empty: '密码不能为空', success: '修改密码成功！',
  },
  expired: { title: '系统已过期', body: '本工作区的订阅已到期，请联系管理员续费。' },
  header: {
    chooseModels: '选择搜索范围', recent: '最近浏览', search: '请输入姓名或ID', noResults: '无匹配结果', add: '新建', language: '语言',
    changePassword: '修改密码', logout: '退出登录', back: '返回 {{name}}', more: '更多',
  },
  list: {
    preview: '预览', prevRecord: '上一条', nextRecord: '下一条', openNewWindow: '在新窗口打开', add: '新建', empty: '暂无数据', emptyFiltered: '没有符合筛选条件的数据', clearFilters: '清除筛选',
    perPage: '{{count}} 条/页', total: '共 {{n}} 条', totalAbout: '约 {{n}} 条',
    pageOf: '第 {{page}} / {{pages}} 页', prev: '上一页', next: '下一页',
    selected: '已选 {{count}} 条', delete: '删除', export: '导出',
    confirmDelete: '确定删除 {{count}} 条数据？可在详情页恢复。',
    confirmExport: '确定下载 {{count}} 条数据？',
    deleted: '已删除 {{count}} 条', gql: '用 gql 筛选，例如 status=active&city__under=2', apply: '应用',
    filters: '筛选', more: '更多', hide: '收起', selectAll: '全选本页', selectRow: '选择此行',
    toggleSidebar: '显示或隐藏筛选', sidebar: '列表侧栏',
  },
  sidebar: {
    fromMe: '我的', shared: '共享给我', folders: '文件夹', noSavedFilters: '保存筛选后会显示在这里', noFolders: '暂无文件夹',
    saveFilter: '保存筛选', saveFilterEmpty: '请先筛选列表，再保存筛选', filterSaved: '筛选已保存', filterDeleted: '筛选已删除',
    shareEveryone: '共享给所有人', name: '名称', newFolder: '新建文件夹', create: '创建', folderDeleted: '文件夹已删除',
    confirmDeleteFilter: '确定删除筛选“{{name}}”吗？', confirmDeleteFolder: '确定删除文件夹“{{name}}”吗？其中的记录会保留。',
    deleteNamed: '删除{{name}}', dragToReorder: '拖动以调整{{name}}的顺序',
    addToFolder: '加入文件夹', addToFolderTitle: '将 {{count}} 条记录加入文件夹', add: '加入', addedToFolder: '已将 {{count}} 条记录加入文件夹',
    noFoldersYet: '您还没有文件夹，请先在侧栏中新建。',
  },
  detail: {
    title: '{{name}} (ID: {{id}})', idMissing: '缺少 ID！', backToList: '返回列表',
    edit: '编辑', delete: '删除', recover: '恢复', deletedBadge: '已删除', confirmDelete: '确定删除这条数据？',
  },
  relativeDate: { today: '今天', yesterday: '昨天', this_week: '本周', last_week: '上周', this_month: '本月', last_month: '上月', this_quarter: '本季度', last_quarter: '上季度', this_year: '今年', last_year: '去年' },
  form: { addTitle: '新建{{model}}', editTitle: '编辑 {{name}}', save: '保存', saving: '保存中…', cancel: '取消', none: '— 请选择 —', search: '输入以搜索', required: '此项为必填项', tooLong: '最多 {{limit}} 个字符', tooSmall: '不能小于 {{limit}}', tooLarge: '不能大于 {{limit}}', invalid: '请检查此项', closeCheck: '确定不保存就关闭吗？', discard: '不保存并关闭', saved: '已保存', fixErrors: '请修改标红的字段。' },
  language: { en: 'English', zh_CN: '简体中文', zh_TW: '繁體中文' },
};
