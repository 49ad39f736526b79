package liepin

import "strings"

// The simulator's reference lists: trees of a few groups each, codes stable so saved
// searches and demo data keep meaning the same thing.

type node struct {
	code, zh, en string
	kids         []node
}

func leaf(code, zh, en string) node { return node{code: code, zh: zh, en: en} }

func group(code, zh, en string, kids ...node) node {
	return node{code: code, zh: zh, en: en, kids: kids}
}

var simCities = []node{
	group("100", "华北", "North China", leaf("101", "北京", "Beijing"), leaf("102", "天津", "Tianjin")),
	group("200", "华东", "East China", leaf("201", "上海", "Shanghai"), leaf("202", "杭州", "Hangzhou"), leaf("203", "南京", "Nanjing"), leaf("204", "苏州", "Suzhou")),
	group("300", "华南", "South China", leaf("301", "广州", "Guangzhou"), leaf("302", "深圳", "Shenzhen")),
	group("400", "华中", "Central China", leaf("401", "武汉", "Wuhan"), leaf("402", "长沙", "Changsha")),
	group("500", "西南", "Southwest China", leaf("501", "成都", "Chengdu"), leaf("502", "重庆", "Chongqing")),
	group("600", "港澳台及海外", "Hong Kong, overseas", leaf("601", "香港", "Hong Kong"), leaf("602", "新加坡", "Singapore")),
}

var simIndustries = []node{
	group("100", "互联网/IT", "Internet and IT", leaf("101", "互联网", "Internet"), leaf("102", "计算机软件", "Software"), leaf("103", "电子商务", "E-commerce"), leaf("104", "IT服务", "IT services")),
	group("200", "金融", "Finance", leaf("201", "银行", "Banking"), leaf("202", "保险", "Insurance"), leaf("203", "证券/基金", "Securities and funds")),
	group("300", "制造业", "Manufacturing", leaf("301", "汽车", "Automotive"), leaf("302", "半导体/电子", "Semiconductors and electronics"), leaf("303", "机械制造", "Machinery")),
	group("400", "医疗健康", "Healthcare", leaf("401", "医药", "Pharmaceuticals"), leaf("402", "医疗器械", "Medical devices")),
	group("500", "消费品", "Consumer goods", leaf("501", "快速消费品", "FMCG"), leaf("502", "零售", "Retail")),
	group("600", "专业服务", "Professional services", leaf("601", "咨询", "Consulting"), leaf("602", "人力资源服务", "HR services")),
}

var simFunctions = []node{
	group("100", "技术", "Technology", leaf("101", "Java工程师", "Java Engineer"), leaf("102", "前端工程师", "Front-end Engineer"), leaf("103", "数据分析师", "Data Analyst"), leaf("104", "算法工程师", "Algorithm Engineer"), leaf("105", "测试工程师", "QA Engineer")),
	group("200", "产品/运营", "Product and operations", leaf("201", "产品经理", "Product Manager"), leaf("202", "运营经理", "Operations Manager")),
	group("300", "销售/市场", "Sales and marketing", leaf("301", "销售经理", "Sales Manager"), leaf("302", "大客户经理", "Key Account Manager"), leaf("303", "市场经理", "Marketing Manager")),
	group("400", "财务", "Finance", leaf("401", "财务经理", "Finance Manager"), leaf("402", "会计", "Accountant")),
	group("500", "人力资源", "Human resources", leaf("501", "HRBP", "HR Business Partner"), leaf("502", "招聘经理", "Recruiting Manager")),
	group("600", "高级管理", "Executives", leaf("601", "总经理", "General Manager"), leaf("602", "技术总监", "CTO")),
}

var simEducation = []node{
	leaf("000", "不限", "Any"), leaf("060", "大专", "Associate"), leaf("050", "本科", "Bachelor"),
	leaf("040", "硕士", "Master"), leaf("030", "MBA/EMBA", "MBA/EMBA"), leaf("020", "博士", "Doctorate"),
}

var simCompanyKinds = []node{
	leaf("1", "外商独资", "Foreign-owned"), leaf("2", "合资", "Joint venture"), leaf("3", "国企", "State-owned"),
	leaf("4", "民营", "Private"), leaf("5", "上市公司", "Listed company"), leaf("6", "事业单位", "Public institution"), leaf("7", "创业公司", "Start-up"),
}

var simCompanyScales = []node{
	leaf("1", "1-49人", "1-49"), leaf("2", "50-99人", "50-99"), leaf("3", "100-499人", "100-499"), leaf("4", "500-999人", "500-999"),
	leaf("5", "1000-2000人", "1,000-2,000"), leaf("6", "2000-5000人", "2,000-5,000"), leaf("7", "5000-10000人", "5,000-10,000"), leaf("8", "10000人以上", "Over 10,000"),
}

var simSexes = []node{leaf("男", "男", "Male"), leaf("女", "女", "Female")}

// eduRank orders education codes (higher is more), for "at least" filters.
var eduRank = map[string]int{"000": 0, "060": 1, "050": 2, "040": 3, "030": 3, "020": 4}

func options(nodes []node, lang string) []Option {
	out := make([]Option, len(nodes))
	for i, n := range nodes {
		label := n.zh
		if lang == "en" {
			label = n.en
		}
		out[i] = Option{Value: n.code, Label: label}
		if len(n.kids) > 0 {
			out[i].Children = options(n.kids, lang)
		}
	}
	return out
}

// leaves answers the leaf nodes of a tree, in order.
func leaves(nodes []node) []node {
	var out []node
	for _, n := range nodes {
		if len(n.kids) == 0 {
			out = append(out, n)
		} else {
			out = append(out, leaves(n.kids)...)
		}
	}
	return out
}

// find answers the node of code and whether it is a leaf.
func find(nodes []node, code string) (node, bool) {
	for _, n := range nodes {
		if n.code == code {
			return n, true
		}
		if f, ok := find(n.kids, code); ok {
			return f, true
		}
	}
	return node{}, false
}

// under tells whether code is want or one of want's descendants.
func under(nodes []node, want, code string) bool {
	n, ok := find(nodes, want)
	if !ok {
		return false
	}
	if n.code == code {
		return true
	}
	_, in := find(n.kids, code)
	return in
}

// dictOf answers the tree of a reference list kind.
func dictOf(kind string) ([]node, bool) {
	switch strings.ToLower(kind) {
	case "city", "dq":
		return simCities, true
	case "industry":
		return simIndustries, true
	case "function", "ht_job":
		return simFunctions, true
	}
	return nil, false
}

// simLang answers the provider's language for Huntline's: English, else simplified Chinese.
func simLang(lang string) string {
	if lang == "en" {
		return "en"
	}
	return "zh"
}

// positionBase is the publish form's option lists (GET /api/position/base).
func positionBase(lang string) []OptionList {
	return []OptionList{
		{Key: "industry", Options: options(simIndustries, lang)},
		{Key: "dq", Options: options(simCities, lang)},
		{Key: "compKind", Options: options(simCompanyKinds, lang)},
		{Key: "compScale", Options: options(simCompanyScales, lang)},
		{Key: "function", Options: options(simFunctions, lang)},
		{Key: "eduLevel", Options: options(simEducation, lang)},
		{Key: "canSourceIndustry", Options: options(simIndustries, lang)},
	}
}

// searchConfig is the resume search's filter row (GET /api/search/config).
func searchConfig(lang string) SearchConfig {
	t := func(zh, en string) string {
		if lang == "en" {
			return en
		}
		return zh
	}
	return SearchConfig{
		QueryConfig: []QueryItem{
			{Key: "keyword", Label: t("关键词", "Keywords"), Type: "input", DataIndex: -1},
			{Key: "dq", Label: t("城市", "City"), Type: "select", DataIndex: 0},
			{Key: "industry", Label: t("行业", "Industry"), Type: "multiselect", DataIndex: 1},
			{Key: "function", Label: t("职能", "Function"), Type: "select", DataIndex: 2},
			{Key: "workYears", Label: t("工作年限", "Years of experience"), Type: "range", DataIndex: -1, Unit: t("年", "years")},
			{Key: "eduLevel", Label: t("学历", "Education"), Type: "select", DataIndex: 3},
			{Key: "salary", Label: t("年薪", "Annual salary"), Type: "range", DataIndex: -1, Unit: t("万", "×10k")},
			{Key: "age", Label: t("年龄", "Age"), Type: "range", DataIndex: -1, Unit: t("岁", "years old")},
			{Key: "sex", Label: t("性别", "Sex"), Type: "select", DataIndex: 4},
		},
		BaseData: []BaseData{
			{Options: options(simCities, lang)},
			{Options: options(simIndustries, lang)},
			{Options: options(simFunctions, lang)},
			{Options: options(simEducation[1:], lang)},
			{Options: options(simSexes, lang)},
		},
	}
}
