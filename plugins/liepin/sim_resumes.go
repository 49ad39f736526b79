package liepin

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
)

// The simulator's resume database: simResumeCount people generated from a fixed seed, so
// every run, test and demo sees the same ones. Ages and dates are counted from a fixed
// year, never from today.

const (
	simResumeCount = 300
	simYear        = 2026
)

type simJob struct {
	company, title string
	from, to       string // 2019.03; to "" = 至今
	duty           string
}

type simResume struct {
	ID        string
	Name      string
	English   bool
	Sex       string // 男 / 女
	Age       int
	City      node
	Industry  node
	Function  node
	Title     string
	Company   string
	Years     int
	Edu       node
	School    string
	Major     string
	GradYear  int
	Salary    int // current annual salary, 万
	Mobile    string
	Email     string
	Skills    []string
	Jobs      []simJob
	UpdatedAt string
}

var (
	simSurnames  = []string{"王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭", "何", "林", "罗", "高"}
	simGivenM    = []string{"伟", "强", "磊", "军", "洋", "勇", "杰", "涛", "明", "超", "浩然", "子豪", "建华", "志强", "俊杰", "宇航"}
	simGivenF    = []string{"芳", "娜", "敏", "静", "丽", "艳", "婷", "雪", "慧", "颖", "思琪", "雨萱", "晓燕", "佳怡", "梦瑶", "欣怡"}
	simFirstM    = []string{"James", "David", "Michael", "Daniel", "Kevin", "Jason", "Eric", "Ryan"}
	simFirstF    = []string{"Emily", "Sarah", "Grace", "Linda", "Amy", "Jessica", "Olivia", "Sophie"}
	simLast      = []string{"Wong", "Lee", "Chan", "Smith", "Taylor", "Brown", "Tan", "Lim", "Walker", "Clark"}
	simSchools   = []string{"北京大学", "清华大学", "复旦大学", "上海交通大学", "浙江大学", "南京大学", "中山大学", "武汉大学", "四川大学", "华中科技大学", "同济大学", "厦门大学"}
	simSchoolsEn = []string{"National University of Singapore", "University of Hong Kong", "University of Manchester", "University of Toronto", "Monash University"}
	simPrefixes  = []string{"", "高级", "资深"}
)

// simCompanies per industry group: fictitious employers.
var simCompanies = map[string][]string{
	"100": {"上海云启科技有限公司", "杭州数联信息技术有限公司", "北京星云网络科技有限公司", "深圳微澜软件有限公司"},
	"200": {"招远银行股份有限公司", "华安人寿保险股份有限公司", "东方汇金证券有限公司", "北辰基金管理有限公司"},
	"300": {"长江汽车集团有限公司", "芯源半导体有限公司", "苏州精工机械有限公司", "南方电子科技有限公司"},
	"400": {"康宁医药集团有限公司", "瑞达医疗器械有限公司", "华康生物制药有限公司"},
	"500": {"新味食品有限公司", "优选零售连锁有限公司", "美家日化有限公司"},
	"600": {"博远管理咨询有限公司", "卓才人力资源有限公司", "明策咨询有限公司"},
}

var simMajors = map[string][]string{
	"100": {"计算机科学与技术", "软件工程", "统计学"},
	"200": {"金融学", "会计学", "经济学"},
	"300": {"机械工程", "电子工程", "车辆工程"},
	"400": {"药学", "生物医学工程"},
	"500": {"市场营销", "工商管理"},
	"600": {"人力资源管理", "工商管理", "心理学"},
}

var simMajorsEn = map[string][]string{
	"100": {"Computer Science", "Software Engineering", "Statistics"},
	"200": {"Finance", "Accounting", "Economics"},
	"300": {"Mechanical Engineering", "Electronic Engineering"},
	"400": {"Pharmacy", "Biomedical Engineering"},
	"500": {"Marketing", "Business Administration"},
	"600": {"Human Resource Management", "Psychology"},
}

var simSkills = map[string][]string{
	"100": {"Java", "Spring Boot", "MySQL", "React", "TypeScript", "Python", "SQL", "Kafka", "机器学习", "自动化测试"},
	"200": {"产品规划", "用户研究", "数据运营", "Axure"},
	"300": {"大客户开发", "渠道管理", "品牌推广", "谈判"},
	"400": {"财务分析", "预算管理", "税务", "SAP"},
	"500": {"招聘", "绩效管理", "员工关系", "组织发展"},
	"600": {"战略规划", "团队管理", "P&L管理", "融资"},
}

var simResumes = generateResumes()

func generateResumes() []simResume {
	r := rand.New(rand.NewPCG(19, 2026))
	pick := func(list []string) string { return list[r.IntN(len(list))] }
	cities, inds, funcs := leaves(simCities), leaves(simIndustries), leaves(simFunctions)
	edus := simEducation[1:]
	out := make([]simResume, simResumeCount)
	for i := range out {
		p := simResume{ID: fmt.Sprintf("R%05d", 10001+i)}
		p.Sex = "男"
		if r.IntN(2) == 0 {
			p.Sex = "女"
		}
		p.English = i%7 == 3 // about one in seven
		switch {
		case p.English && p.Sex == "男":
			p.Name = pick(simFirstM) + " " + pick(simLast)
		case p.English:
			p.Name = pick(simFirstF) + " " + pick(simLast)
		case p.Sex == "男":
			p.Name = pick(simSurnames) + pick(simGivenM)
		default:
			p.Name = pick(simSurnames) + pick(simGivenF)
		}
		p.Age = 23 + r.IntN(30)
		p.Years = min(p.Age-22, 1+r.IntN(p.Age-21))
		p.City = cities[r.IntN(len(cities))]
		p.Industry = inds[r.IntN(len(inds))]
		p.Function = funcs[r.IntN(len(funcs))]
		p.Edu = edus[r.IntN(len(edus))]
		grp := p.Industry.code[:1] + "00"
		fgrp := p.Function.code[:1] + "00"
		prefix := ""
		if p.Years >= 5 {
			prefix = simPrefixes[1+r.IntN(2)]
		}
		p.Title = prefix + p.Function.zh
		companies := simCompanies[grp]
		p.Company = companies[r.IntN(len(companies))]
		if p.English {
			p.School = pick(simSchoolsEn)
		} else {
			p.School = pick(simSchools)
		}
		if p.English {
			p.Major = pick(simMajorsEn[grp])
		} else {
			p.Major = pick(simMajors[grp])
		}
		p.GradYear = simYear - p.Years
		p.Salary = 8 + p.Years*3 + eduRank[p.Edu.code]*4 + r.IntN(10)
		p.Mobile = fmt.Sprintf("1%d%09d", 3+r.IntN(7), r.IntN(1_000_000_000))
		if p.English {
			first, last, _ := strings.Cut(strings.ToLower(p.Name), " ")
			p.Email = first + "." + last + fmt.Sprintf("%d@example.com", i)
		} else {
			p.Email = fmt.Sprintf("talent%05d@example.cn", 10001+i)
		}
		skills := simSkills[fgrp]
		for _, k := range r.Perm(len(skills))[:3] {
			p.Skills = append(p.Skills, skills[k])
		}
		split := max(1, p.Years/2)
		start := simYear - split
		p.Jobs = []simJob{{company: p.Company, title: p.Title, from: fmt.Sprintf("%d.%02d", start, 1+r.IntN(12)),
			duty: "负责" + p.Function.zh + "相关工作，使用" + strings.Join(p.Skills, "、") + "。"}}
		if p.Years >= 2 {
			prev := companies[(r.IntN(len(companies)-1)+1+indexOf(companies, p.Company))%len(companies)]
			p.Jobs = append(p.Jobs, simJob{company: prev, title: p.Function.zh, from: fmt.Sprintf("%d.%02d", p.GradYear, 7),
				to: fmt.Sprintf("%d.%02d", start-1, 12), duty: "参与" + p.Function.zh + "工作，完成团队目标。"})
		}
		p.UpdatedAt = fmt.Sprintf("%d-%02d-%02d", simYear, 1+r.IntN(10), 1+r.IntN(28))
		out[i] = p
	}
	// Newest first, as the provider lists them; ties by id so the order is total.
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].UpdatedAt != out[b].UpdatedAt {
			return out[a].UpdatedAt > out[b].UpdatedAt
		}
		return out[a].ID < out[b].ID
	})
	return out
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return 0
}

// resumeByID answers a generated resume.
func resumeByID(id string) (simResume, bool) {
	for _, p := range simResumes {
		if p.ID == id {
			return p, true
		}
	}
	return simResume{}, false
}

// simPageSize is the provider's page of results (spec 002 §9).
const simPageSize = 30

// searchResumes answers the resumes matching a filter (keys of searchConfig), and the page
// of them curPage (from 1) asks for.
func searchResumes(filter map[string]any) (page []simResume, total int) {
	var hits []simResume
	for _, p := range simResumes {
		if matches(p, filter) {
			hits = append(hits, p)
		}
	}
	cur := max(1, int(number(filter["curPage"])))
	from := (cur - 1) * simPageSize
	if from >= len(hits) {
		return nil, len(hits)
	}
	return hits[from:min(len(hits), from+simPageSize)], len(hits)
}

func matches(p simResume, f map[string]any) bool {
	if kw := strings.ToLower(strings.TrimSpace(text(f["keyword"]))); kw != "" {
		hay := strings.ToLower(strings.Join(append([]string{p.Name, p.Title, p.Company, p.School, p.Major, p.Function.en, p.Industry.zh}, p.Skills...), " "))
		for _, w := range strings.Fields(kw) {
			if !strings.Contains(hay, w) {
				return false
			}
		}
	}
	if dq := text(f["dq"]); dq != "" && !under(simCities, dq, p.City.code) {
		return false
	}
	if inds := list(f["industry"]); len(inds) > 0 {
		any := false
		for _, c := range inds {
			any = any || under(simIndustries, c, p.Industry.code)
		}
		if !any {
			return false
		}
	}
	if fn := text(f["function"]); fn != "" && !under(simFunctions, fn, p.Function.code) {
		return false
	}
	if e := text(f["eduLevel"]); e != "" && e != "000" && eduRank[p.Edu.code] < eduRank[e] {
		return false
	}
	if s := text(f["sex"]); s != "" && s != "不限" && s != p.Sex {
		return false
	}
	return inRange(f["workYears"], p.Years) && inRange(f["salary"], p.Salary) && inRange(f["age"], p.Age)
}

// inRange tells whether v is in a range filter: "3,10", "3-10", ",10", [3, 10] or
// {"min": 3, "max": 10}; an open end is unbounded.
func inRange(r any, v int) bool {
	var lo, hi string
	switch x := r.(type) {
	case nil:
		return true
	case []any:
		if len(x) > 0 {
			lo = text(x[0])
		}
		if len(x) > 1 {
			hi = text(x[1])
		}
	case map[string]any:
		lo, hi = text(x["min"]), text(x["max"])
	default:
		s := text(x)
		var ok bool
		if lo, hi, ok = strings.Cut(s, ","); !ok {
			lo, hi, _ = strings.Cut(s, "-")
		}
	}
	if n, err := strconv.Atoi(strings.TrimSpace(lo)); err == nil && v < n {
		return false
	}
	if n, err := strconv.Atoi(strings.TrimSpace(hi)); err == nil && v > n {
		return false
	}
	return true
}

// text answers a filter value as text ("" for none).
func text(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case json.Number:
		return x.String()
	case bool:
		if x {
			return "1"
		}
		return "0"
	case []any:
		parts := make([]string, 0, len(x))
		for _, e := range x {
			if s := text(e); s != "" {
				parts = append(parts, s)
			}
		}
		return strings.Join(parts, ",")
	}
	return fmt.Sprint(v)
}

// list answers a multi-choice value: an array or comma-separated text.
func list(v any) []string {
	var out []string
	for _, s := range strings.Split(text(v), ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func number(v any) float64 {
	f, _ := strconv.ParseFloat(strings.TrimSpace(text(v)), 64)
	return f
}

// cvText is a resume as the CV file the provider hands over: labelled Chinese text (an
// English one for English names), as job boards export them and resume's parser reads them.
func (p simResume) cvText() string {
	var b strings.Builder
	if p.English {
		fmt.Fprintf(&b, "%s\n%s\nEmail: %s | Mobile: %s | Location: %s\nGender: %s\nYears of Experience: %d\n\n",
			strings.ToUpper(p.Name), p.Function.en, p.Email, p.Mobile, p.City.en, map[string]string{"男": "Male", "女": "Female"}[p.Sex], p.Years)
		b.WriteString("EXPERIENCE\n")
		for _, j := range p.Jobs {
			to := "Present"
			if j.to != "" {
				to = enMonth(j.to)
			}
			fmt.Fprintf(&b, "%s at %s    %s – %s\n- %s\n", p.Function.en, j.company, enMonth(j.from), to, j.duty)
		}
		fmt.Fprintf(&b, "\nEDUCATION\n%s    Sep %d – Jun %d\n%s, %s\n\nSKILLS\n%s\n", p.School, p.GradYear-4, p.GradYear, p.Edu.en, p.Major, strings.Join(p.Skills, ", "))
		return b.String()
	}
	fmt.Fprintf(&b, "个人简历\n姓名：%s\n性别：%s    年龄：%d岁\n手机：%s    邮箱：%s\n现居住地：%s\n目前公司：%s    目前职位：%s\n目前年薪：%d万    工作年限：%d年    最高学历：%s\n\n",
		p.Name, p.Sex, p.Age, p.Mobile, p.Email, p.City.zh, p.Company, p.Title, p.Salary, p.Years, p.Edu.zh)
	b.WriteString("【工作经历】\n")
	for _, j := range p.Jobs {
		to := "至今"
		if j.to != "" {
			to = j.to
		}
		fmt.Fprintf(&b, "%s - %s    %s | %s\n%s\n", j.from, to, j.company, j.title, j.duty)
	}
	fmt.Fprintf(&b, "\n【教育经历】\n%d.09 - %d.06    %s    %s    %s\n\n【专业技能】\n%s\n", p.GradYear-4, p.GradYear, p.School, p.Major, p.Edu.zh, strings.Join(p.Skills, "、"))
	return b.String()
}

// enMonth writes 2019.03 as Mar 2019.
func enMonth(ym string) string {
	y, m, _ := strings.Cut(ym, ".")
	n, _ := strconv.Atoi(m)
	months := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	if n < 1 || n > 12 {
		return y
	}
	return months[n-1] + " " + y
}
