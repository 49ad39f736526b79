package hunterboard

// The publish form of spec 002 §2 add-on B: five numbered sections of field meta with the
// types of §3. The spec does not show the board's field names; ours follow add-on A's
// payload names (§3) where the meaning is the same, so one vocabulary serves both boards.

// tr is a text in the three languages.
type tr struct{ en, cn, tw string }

func (t tr) in(lang string) string {
	switch lang {
	case "zh_CN":
		return t.cn
	case "zh_TW":
		return t.tw
	}
	return t.en
}

// Choice is one entry of a field's data (options, radio, checkbox, dropdown, comtree).
type Choice struct {
	Value    string   `json:"value"`
	Label    string   `json:"label"`
	Children []Choice `json:"children,omitempty"`
}

// FieldMeta is a field as the form draws it.
type FieldMeta struct {
	Type        string   `json:"type"`
	Name        string   `json:"name"`
	Label       string   `json:"label"`
	Require     bool     `json:"require"`
	Placeholder string   `json:"placeholder,omitempty"`
	HelpText    string   `json:"helpText,omitempty"`
	Data        []Choice `json:"data,omitempty"`
	Min         *int     `json:"min,omitempty"`
	Max         *int     `json:"max,omitempty"`
	Unit        string   `json:"unit,omitempty"`
	Rows        int      `json:"rows,omitempty"`
	Multiple    bool     `json:"multiple,omitempty"` // a comtree taking several leaves
}

// Section is one numbered part of the form.
type Section struct {
	Key    string      `json:"key"`
	Title  string      `json:"title"`
	Help   string      `json:"help,omitempty"`
	Fields []FieldMeta `json:"fields"`
}

// fieldDef is a field of the form before it is put in a language.
type fieldDef struct {
	typ, name   string
	label       tr
	require     bool
	placeholder tr
	help        tr
	choices     []word // a fixed list; dict names a board list instead
	dict        string // "city", "industry", "education", "company_kind", "company_scale"
	min, max    *int
	unit        tr
	rows        int
	multiple    bool
	maxLen      int
}

type sectionDef struct {
	key    string
	title  tr
	help   tr
	fields []fieldDef
}

func ip(n int) *int { return &n }

// companyFields are section 1's, saved on the client (clientField names where).
var companyFields = map[string]string{
	"hcompName": "hbCompName", "hcompDept": "hbCompDept", "hcompShortName": "hbCompShortName", "hcompAlias": "hbCompAlias",
	"hcompIndustry": "hbCompIndustry", "hcompDq": "hbCompDq", "hcompKind": "hbCompKind", "hcompScale": "hbCompScale",
	"deptName": "hbDeptName", "hcompDesc": "hbCompDesc",
}

// privateFields are section 4's: kept in Huntline for their author only, never sent.
var privateFields = []string{"emergencyLevel", "recruitReason", "searchDirection"}

var (
	yesWord = word{"1", "Yes", "是", "是", nil}
	noWord  = word{"0", "No", "否", "否", nil}
)

var formDefs = []sectionDef{
	{key: "company", title: tr{"1. Company basics", "1. 公司基本信息", "1. 公司基本資訊"},
		help: tr{"These are saved on the client, so the next job for it is prefilled.", "这些信息保存在客户上，下次为该客户发布职位时自动填入。", "這些資訊儲存在客戶上，下次為該客戶發佈職位時自動填入。"},
		fields: []fieldDef{
			{typ: "text", name: "hcompName", label: tr{"Company name", "公司名称", "公司名稱"}, require: true, maxLen: 100},
			{typ: "text", name: "hcompDept", label: tr{"Department", "所属部门", "所屬部門"}, maxLen: 100},
			{typ: "text", name: "hcompShortName", label: tr{"Company short name", "公司简称", "公司簡稱"}, maxLen: 100},
			{typ: "text", name: "hcompAlias", label: tr{"External name", "对外名称", "對外名稱"}, require: true, maxLen: 100,
				help: tr{"The name candidates see on the board.", "候选人在职位板上看到的名称。", "候選人在職位板上看到的名稱。"}},
			{typ: "comtree", name: "hcompIndustry", label: tr{"Industry", "所属行业", "所屬行業"}, require: true, dict: "industry"},
			{typ: "comtree", name: "hcompDq", label: tr{"Region", "所在地区", "所在地區"}, require: true, dict: "city"},
			{typ: "dropdown", name: "hcompKind", label: tr{"Company kind", "企业性质", "企業性質"}, require: true, dict: "company_kind"},
			{typ: "dropdown", name: "hcompScale", label: tr{"Company scale", "企业规模", "企業規模"}, require: true, dict: "company_scale"},
			{typ: "text", name: "deptName", label: tr{"Department name", "部门名称", "部門名稱"}, maxLen: 100},
			{typ: "textarea", name: "hcompDesc", label: tr{"Company description", "公司介绍", "公司介紹"}, require: true, rows: 5, maxLen: 5000},
		}},
	{key: "job", title: tr{"2. Job basics and pay", "2. 职位基本信息与薪酬福利", "2. 職位基本資訊與薪酬福利"},
		fields: []fieldDef{
			{typ: "text", name: "hjobTitle", label: tr{"Title", "职位名称", "職位名稱"}, require: true, maxLen: 100},
			{typ: "dropdown", name: "hjobJobTitle", label: tr{"Job category", "职能类别", "職能類別"}, require: true, choices: []word{
				{"tech", "Technology", "技术研发", "技術研發", nil}, {"product", "Product", "产品", "產品", nil},
				{"sales", "Sales", "销售", "銷售", nil}, {"marketing", "Marketing", "市场营销", "市場行銷", nil},
				{"finance", "Finance", "财务金融", "財務金融", nil}, {"hr", "Human resources", "人力资源", "人力資源", nil},
				{"ops", "Operations", "运营", "營運", nil}, {"mfg", "Manufacturing", "生产制造", "生產製造", nil},
				{"medical", "Medical", "医疗医药", "醫療醫藥", nil}, {"mgmt", "General management", "高级管理", "高級管理", nil}}},
			{typ: "comtree", name: "hjobDqCode", label: tr{"Work location", "工作地点", "工作地點"}, require: true, dict: "city"},
			{typ: "text", name: "detailReport2", label: tr{"Reports to", "汇报对象", "匯報對象"}, require: true, maxLen: 100},
			{typ: "int", name: "detailSubordinate", label: tr{"Subordinates", "下属人数", "下屬人數"}, min: ip(0), max: ip(10000)},
			{typ: "range", name: "salary", label: tr{"Annual salary before tax", "税前年薪", "稅前年薪"}, require: true, min: ip(0), max: ip(1000),
				unit: tr{"10k CNY", "万元", "萬元"}},
			{typ: "checkbox", name: "detailSalStructure", label: tr{"Salary structure", "薪资结构", "薪資結構"}, require: true, choices: []word{
				{"dixin", "Base pay", "底薪", "底薪", nil}, {"ticheng", "Commission", "提成", "提成", nil},
				{"qiquan", "Stock options", "期权", "期權", nil}, {"qita", "Other", "其他", "其他", nil}}},
			{typ: "checkbox", name: "detailSocialWelfare", label: tr{"Social welfare", "社会保险", "社會保險"}, choices: []word{
				{"gj", "Statutory insurance", "国家规定社保", "國家規定社保", nil}, {"sy", "Commercial insurance", "商业保险", "商業保險", nil},
				{"qt", "Other", "其他", "其他", nil}}},
			{typ: "checkbox", name: "detailLiveWelfare", label: tr{"Living welfare", "生活福利", "生活福利"}, choices: []word{
				{"zf", "Housing", "住房补贴", "住房補貼", nil}, {"gs", "Meals", "餐补", "餐補", nil},
				{"gjj", "Housing fund", "公积金", "公積金", nil}, {"qt", "Other", "其他", "其他", nil}}},
			{typ: "checkbox", name: "detailHolidayWelfare", label: tr{"Holiday welfare", "假期福利", "假期福利"}, choices: []word{
				{"gj", "Statutory holidays", "国家法定假期", "國家法定假期", nil}, {"qt", "Extra paid leave", "额外带薪假", "額外帶薪假", nil}}},
			{typ: "radio", name: "jobTrafficWelfare", label: tr{"Travel allowance", "交通福利", "交通福利"}, choices: []word{
				{"0", "Unsure", "不确定", "不確定", nil}, {"1", "None", "无", "無", nil}, {"2", "Subsidy", "交通补贴", "交通補貼", nil},
				{"3", "Reimbursed", "实报实销", "實報實銷", nil}, {"4", "Other", "其他", "其他", nil}}},
		}},
	{key: "requirements", title: tr{"3. Job requirements", "3. 职位要求", "3. 職位要求"},
		fields: []fieldDef{
			{typ: "range", name: "age", label: tr{"Age", "年龄要求", "年齡要求"}, require: true, min: ip(20), max: ip(65), unit: tr{"years old", "岁", "歲"}},
			{typ: "options", name: "jobUserSexKind", label: tr{"Sex", "性别要求", "性別要求"}, require: true,
				help:    tr{"Not shown publicly; used only for resume search.", "不对外显示，仅用于简历搜索。", "不對外顯示，僅用於履歷搜尋。"},
				choices: []word{{"0", "Any", "不限", "不限", nil}, {"1", "Male", "男", "男", nil}, {"2", "Female", "女", "女", nil}}},
			{typ: "text", name: "detailSpecial", label: tr{"Major", "专业要求", "專業要求"}, maxLen: 100},
			{typ: "int", name: "detailWorkYears", label: tr{"Work years", "工作年限", "工作年限"}, require: true, min: ip(0), max: ip(50),
				unit: tr{"years or more", "年以上", "年以上"}},
			{typ: "dropdown", name: "eduLevel", label: tr{"Education level", "学历要求", "學歷要求"}, require: true, dict: "education"},
			{typ: "checkbox", name: "detailLanguage", label: tr{"Languages", "语言要求", "語言要求"}, choices: []word{
				{"english", "English", "英语", "英語", nil}, {"japanese", "Japanese", "日语", "日語", nil}, {"french", "French", "法语", "法語", nil},
				{"putong", "Mandarin", "普通话", "普通話", nil}, {"yueyu", "Cantonese", "粤语", "粵語", nil}, {"other", "Other", "其他", "其他", nil}}},
			{typ: "comtree", name: "detailCanSourceIndustry", label: tr{"Candidate source industries", "人选来源行业", "人選來源行業"}, require: true, dict: "industry", multiple: true},
			{typ: "textarea", name: "detailDuty", label: tr{"Job description", "职位描述", "職位描述"}, require: true, rows: 5, maxLen: 5000,
				placeholder: tr{"Duties and ability requirements, not under 60 characters; no discriminatory wording.", "请填写工作职责和能力要求，不少于60字，不得含有性别歧视内容。", "請填寫工作職責和能力要求，不少於60字，不得含有性別歧視內容。"}},
			{typ: "textarea", name: "detailMemo", label: tr{"Memo", "备注", "備註"}, rows: 5, maxLen: 2000},
		}},
	{key: "private", title: tr{"4. Private notes", "4. 私密信息", "4. 私密資訊"},
		help: tr{"Visible only to you: never shown to managers or anyone else, and not sent to the board.", "仅自己可见：不会向上级或其他任何人显示，也不会发送到职位板。", "僅自己可見：不會向上級或其他任何人顯示，也不會傳送到職位板。"},
		fields: []fieldDef{
			{typ: "radio", name: "emergencyLevel", label: tr{"Urgency", "紧急程度", "緊急程度"}, require: true, choices: []word{
				{"0", "Normal", "一般", "一般", nil}, {"1", "Urgent", "紧急", "緊急", nil}, {"2", "Very urgent", "非常紧急", "非常緊急", nil}}},
			{typ: "text", name: "recruitReason", label: tr{"Recruit reason", "招聘原因", "招聘原因"}, maxLen: 200},
			{typ: "textarea", name: "searchDirection", label: tr{"Search direction", "寻访方向", "尋訪方向"}, rows: 5, maxLen: 2000},
		}},
	{key: "channel", title: tr{"5. Publish channel", "5. 发布渠道", "5. 發佈渠道"},
		fields: []fieldDef{
			{typ: "radio", name: "isPublish", label: tr{"Publish on the job board", "发布到职位板", "發佈到職位板"}, require: true, choices: []word{yesWord, noWord},
				help: tr{"If not published on the job board, managers cannot see the job there.", "如果不发布到职位板，上级将无法在职位板上看到该职位。", "如果不發佈到職位板，上級將無法在職位板上看到該職位。"}},
			{typ: "date", name: "hjobCloseDate", label: tr{"Close date", "截止日期", "截止日期"}, require: true},
			{typ: "checkbox", name: "otherinfo", label: tr{"Other info", "其他信息", "其他資訊"}, choices: []word{
				{"confidential", "Publish as a confidential job (only you and the candidates you recommend to can see or search it)", "作为保密职位发布（仅自己和推荐的人选可以看到或搜索）", "作為保密職位發佈（僅自己和推薦的人選可以看到或搜尋）", nil},
				{"strictMatch", "Only allow candidates who fully match the conditions to apply (avoids spam)", "仅允许完全符合条件的人选申请（避免垃圾简历）", "僅允許完全符合條件的人選申請（避免垃圾履歷）", nil}}},
			{typ: "password", name: "viewCode", label: tr{"Access code for the confidential job", "保密职位查看码", "保密職位查看碼"}, maxLen: 40,
				help: tr{"Candidates you recommend enter it to see a confidential job.", "推荐的人选凭此码查看保密职位。", "推薦的人選憑此碼查看保密職位。"}},
		}},
}
