package hunterboard

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// The simulator's reference lists and its resume library: fixed data and about 300
// resumes generated from a fixed seed, so every run (and every test) sees the same board.

// word is one entry of a simulated list in the three languages.
type word struct {
	id, en, cn, tw string
	kids           []word
}

func (w word) label(lang string) string {
	switch lang {
	case "en":
		return w.en
	case "zh_TW":
		return w.tw
	}
	return w.cn
}

func options(ws []word, lang string) []Option {
	out := make([]Option, len(ws))
	for i, w := range ws {
		out[i] = Option{ID: w.id, Label: w.label(lang)}
		if len(w.kids) > 0 {
			out[i].Children = options(w.kids, lang)
		}
	}
	return out
}

var simCities = []word{
	{"010", "Beijing", "北京", "北京", []word{{"010010", "Beijing Chaoyang", "北京朝阳区", "北京朝陽區", nil}, {"010020", "Beijing Haidian", "北京海淀区", "北京海澱區", nil}}},
	{"020", "Shanghai", "上海", "上海", []word{{"020010", "Shanghai Pudong", "上海浦东新区", "上海浦東新區", nil}, {"020020", "Shanghai Xuhui", "上海徐汇区", "上海徐匯區", nil}}},
	{"050", "Guangdong", "广东", "廣東", []word{{"050020", "Guangzhou", "广州", "廣州", nil}, {"050090", "Shenzhen", "深圳", "深圳", nil}}},
	{"060", "Zhejiang", "浙江", "浙江", []word{{"060020", "Hangzhou", "杭州", "杭州", nil}, {"060080", "Ningbo", "宁波", "寧波", nil}}},
	{"070", "Jiangsu", "江苏", "江蘇", []word{{"070020", "Nanjing", "南京", "南京", nil}, {"070030", "Suzhou", "苏州", "蘇州", nil}}},
	{"280", "Sichuan", "四川", "四川", []word{{"280020", "Chengdu", "成都", "成都", nil}}},
}

var simIndustries = []word{
	{"IT", "Internet & IT", "互联网/IT", "互聯網/IT", []word{{"IT01", "Internet", "互联网", "互聯網", nil}, {"IT02", "Software", "计算机软件", "電腦軟體", nil}, {"IT03", "Semiconductors", "半导体/芯片", "半導體/晶片", nil}}},
	{"FN", "Finance", "金融", "金融", []word{{"FN01", "Banking", "银行", "銀行", nil}, {"FN02", "Securities & Funds", "证券/基金", "證券/基金", nil}, {"FN03", "Insurance", "保险", "保險", nil}}},
	{"MF", "Manufacturing", "制造业", "製造業", []word{{"MF01", "Automotive", "汽车", "汽車", nil}, {"MF02", "Machinery", "机械制造", "機械製造", nil}}},
	{"HC", "Healthcare", "医疗健康", "醫療健康", []word{{"HC01", "Pharmaceuticals", "制药", "製藥", nil}, {"HC02", "Medical Devices", "医疗器械", "醫療器械", nil}}},
	{"CS", "Consumer & Retail", "消费零售", "消費零售", []word{{"CS01", "FMCG", "快消品", "快消品", nil}, {"CS02", "E-commerce", "电子商务", "電子商務", nil}}},
}

var simEducation = []word{
	{"1", "Junior college", "大专", "大專", nil},
	{"2", "Bachelor", "本科", "本科", nil},
	{"3", "Master", "硕士", "碩士", nil},
	{"4", "Doctorate", "博士", "博士", nil},
}

var simCompanyKinds = []word{
	{"1", "Foreign-owned", "外商独资", "外商獨資", nil},
	{"2", "Joint venture", "合资", "合資", nil},
	{"3", "Private", "民营", "民營", nil},
	{"4", "State-owned", "国企", "國企", nil},
	{"5", "Listed company", "上市公司", "上市公司", nil},
}

var simCompanyScales = []word{
	{"1", "1-49", "1-49人", "1-49人", nil},
	{"2", "50-199", "50-199人", "50-199人", nil},
	{"3", "200-999", "200-999人", "200-999人", nil},
	{"4", "1000-9999", "1000-9999人", "1000-9999人", nil},
	{"5", "10000+", "10000人以上", "10000人以上", nil},
}

// simResume is one resume of the simulated library.
type simResume struct {
	id, name, gender, title, company, city, industry, email, mobile, updated, summary string
	years, edu, salary, age                                                           int
	work                                                                              []Work
	school                                                                            Edu
	skills                                                                            []string
}

var (
	surnames = []string{"王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭", "马", "罗"}
	givens   = []string{"伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "秀英", "霞", "平", "刚", "桂英", "晨曦", "子涵", "浩然", "思远"}
	roles    = []struct {
		title, industry string
		skills          []string
	}{
		{"高级Java开发工程师", "IT02", []string{"Java", "Spring", "MySQL"}},
		{"产品经理", "IT01", []string{"产品规划", "用户研究", "Axure"}},
		{"数据分析师", "IT01", []string{"SQL", "Python", "Tableau"}},
		{"芯片验证工程师", "IT03", []string{"UVM", "SystemVerilog"}},
		{"客户经理", "FN01", []string{"对公业务", "风险管理"}},
		{"投资经理", "FN02", []string{"行业研究", "财务建模"}},
		{"精算师", "FN03", []string{"精算", "SAS"}},
		{"质量经理", "MF01", []string{"IATF16949", "质量体系"}},
		{"机械工程师", "MF02", []string{"SolidWorks", "AutoCAD"}},
		{"医学经理", "HC01", []string{"临床研究", "医学事务"}},
		{"注册专员", "HC02", []string{"医疗器械注册", "法规"}},
		{"品牌经理", "CS01", []string{"品牌策划", "市场推广"}},
		{"电商运营总监", "CS02", []string{"天猫运营", "直播电商"}},
		{"人力资源总监", "IT01", []string{"招聘", "组织发展", "绩效管理"}},
		{"财务经理", "MF02", []string{"财务分析", "预算管理", "SAP"}},
	}
	// companies by industry group (the first two letters of an industry id)
	companies = map[string][]string{
		"IT": {"北京华信科技有限公司", "上海启明软件股份有限公司", "深圳云图信息技术有限公司", "杭州星辰网络科技有限公司"},
		"FN": {"招商证券股份有限公司", "平安保险集团", "浦发银行上海分行"},
		"MF": {"上海汽车零部件有限公司", "苏州精工机械有限公司", "宁波海天机械有限公司"},
		"HC": {"恒瑞医药股份有限公司", "迈瑞医疗国际股份有限公司", "成都康弘药业集团"},
		"CS": {"宝洁（中国）有限公司", "南京新街口百货", "杭州优品电子商务有限公司"},
	}
	schools = []string{"北京大学", "清华大学", "复旦大学", "浙江大学", "上海交通大学", "南京大学", "中山大学", "四川大学", "武汉大学", "同济大学"}
	majors  = []string{"计算机科学与技术", "软件工程", "金融学", "会计学", "机械工程", "药学", "市场营销", "人力资源管理", "统计学", "电子工程"}
)

// simLibrary is the generated resume library, newest first.
var simLibrary = generateLibrary(300)

func generateLibrary(n int) []simResume {
	out := make([]simResume, n)
	for i := range out {
		r := rand.New(rand.NewPCG(2002, uint64(i)))
		role := roles[r.IntN(len(roles))]
		prov := simCities[r.IntN(len(simCities))]
		city := prov.kids[r.IntN(len(prov.kids))]
		years := 1 + r.IntN(20)
		age := 22 + years + r.IntN(5)
		edu := 1 + r.IntN(4)
		if edu == 1 && r.IntN(2) == 0 {
			edu = 2
		}
		gender := "男"
		if r.IntN(2) == 0 {
			gender = "女"
		}
		res := simResume{
			id:       fmt.Sprintf("HB%05d", 10001+i),
			name:     surnames[r.IntN(len(surnames))] + givens[r.IntN(len(givens))],
			gender:   gender,
			title:    role.title,
			industry: role.industry,
			city:     city.id,
			years:    years,
			age:      age,
			edu:      edu,
			salary:   8 + years*3 + r.IntN(10), // 万 a year
			mobile:   fmt.Sprintf("13%d%08d", 5+r.IntN(5), 10000000+i*7919%90000000),
			email:    fmt.Sprintf("hb%05d@example.cn", 10001+i),
			updated:  fmt.Sprintf("2026-%02d-%02d", 10-i/31%10, 28-i%28),
			skills:   role.skills,
		}
		// Two jobs: the current one and the one before, the dates counted back from 2026.
		start := 2026 - years
		mid := start + years/2
		if mid == start {
			mid = start + 1
		}
		pool := companies[role.industry[:2]]
		at := r.IntN(len(pool))
		res.company = pool[at]
		before := pool[(at+1+r.IntN(len(pool)-1))%len(pool)] // another company of the trade
		res.work = []Work{
			{From: fmt.Sprintf("%d.%02d", mid, 1+r.IntN(12)), Company: res.company, Title: role.title, Duty: "负责" + role.skills[0] + "相关工作，带领团队完成年度目标。"},
			{From: fmt.Sprintf("%d.07", start), To: fmt.Sprintf("%d.%02d", mid, 1+r.IntN(6)), Company: before, Title: strings.TrimPrefix(role.title, "高级"), Duty: "参与" + role.skills[len(role.skills)-1] + "项目。"},
		}
		degree := simEducation[edu-1].cn
		res.school = Edu{From: fmt.Sprintf("%d.09", start-4), To: fmt.Sprintf("%d.06", start), School: schools[r.IntN(len(schools))], Major: majors[r.IntN(len(majors))], Degree: degree}
		res.summary = fmt.Sprintf("%d年%s经验，熟悉%s。", years, role.title, strings.Join(role.skills, "、"))
		out[i] = res
	}
	return out
}

// find answers the word of id in a list or tree, with its parent's id ("" at the top).
func find(ws []word, id string) (word, string, bool) {
	for _, w := range ws {
		if w.id == id {
			return w, "", true
		}
		for _, k := range w.kids {
			if k.id == id {
				return k, w.id, true
			}
		}
	}
	return word{}, "", false
}

func wordLabel(ws []word, id, lang string) string {
	if w, _, ok := find(ws, id); ok {
		return w.label(lang)
	}
	return id
}
