package main

import (
	"fmt"
	"strings"
	"time"
)

// Block is one line of a CV: a heading, a paragraph, or a table row's cells.
type Block struct {
	Heading bool
	Text    string
	Cells   []string
}

func h(s string) Block          { return Block{Heading: true, Text: s} }
func p(s string) Block          { return Block{Text: s} }
func row(cells ...string) Block { return Block{Cells: cells} }

var layouts = map[string]func(Person) []Block{"zhLabelled": zhLabelled, "zhJobboard": zhJobboard, "zhTable": zhTable, "enClassic": enClassic, "enModern": enModern}

var zhDegree = map[string]string{"highschool": "高中", "associate": "大专", "bachelor": "本科", "master": "硕士", "mba": "MBA", "phd": "博士"}
var enDegree = map[string]string{"bachelor": "Bachelor of Science in", "master": "Master of Science in", "phd": "PhD in", "mba": "MBA,"}

// traditional turns the layout's own simplified labels traditional (zh_TW CVs).
var traditional = strings.NewReplacer("别", "別", "简", "簡", "历", "歷", "机", "機", "现", "現", "职", "職", "资", "資", "验", "驗",
	"业", "業", "语", "語", "评", "評", "价", "價", "经", "經", "学", "學", "岁", "歲", "万", "萬", "个", "個", "硕", "碩", "邮", "郵", "专", "專", "长", "長", "话", "話")

func dot(ym string) string { return strings.ReplaceAll(ym, "-", ".") }
func zhRange(from, to string) string {
	if to == "" {
		return dot(from) + " - 至今"
	}
	return dot(from) + " - " + dot(to)
}
func enMonth(ym string) string {
	t, _ := time.Parse("2006-01", ym)
	return t.Format("Jan 2006")
}
func enRange(from, to string) string {
	if to == "" {
		return enMonth(from) + " – Present"
	}
	return enMonth(from) + " – " + enMonth(to)
}
func slashRange(from, to string) string {
	f := func(ym string) string { return ym[5:] + "/" + ym[:4] }
	if to == "" {
		return f(from) + " – present"
	}
	return f(from) + " – " + f(to)
}
func zhBirth(d string) string {
	t, _ := time.Parse("2006-01-02", d)
	if t.Day() == 1 {
		return fmt.Sprintf("%d年%d月", t.Year(), int(t.Month()))
	}
	return d
}
func zhGender(g string) string { return map[string]string{"male": "男", "female": "女"}[g] }
func wan(n int) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", float64(n)/10000), "0"), ".")
}
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func zhLabelled(x Person) []Block {
	b := []Block{p("个人简历"), p("姓名：" + x.Chinese),
		p("性别：" + zhGender(x.Gender) + "    出生日期：" + zhBirth(x.Birth)),
		p("手机：" + x.MobileShown + "    邮箱：" + x.Email),
		p("现居住地：" + x.City),
		p("目前公司：" + x.Company + "    目前职位：" + x.Title),
		p(fmt.Sprintf("目前薪资：%dK×%d    期望薪资：%s-%s万/年", x.Monthly/1000, x.Months, wan(x.ExpectMin), wan(x.ExpectMax))),
		p(fmt.Sprintf("工作年限：%d年    最高学历：%s", x.Years, zhDegree[x.Schools[0].Degree])),
		h("【工作经历】")}
	for _, j := range x.Jobs {
		b = append(b, p(zhRange(j.From, j.To)+"    "+j.Company+" | "+j.Title), p(j.Desc))
	}
	b = append(b, h("【教育经历】"))
	for _, s := range x.Schools {
		b = append(b, p(zhRange(s.From, s.To)+"    "+s.School+"    "+s.Major+"    "+zhDegree[s.Degree]))
	}
	b = append(b, h("【专业技能】"), p(strings.Join(x.Skills, "、")), h("【语言能力】"), p(x.LangShown), h("【自我评价】"), p(x.Summary))
	if strings.ContainsAny(x.Chinese, "黃") {
		for i := range b {
			b[i].Text = traditional.Replace(b[i].Text)
		}
	}
	return b
}

func zhExpect(x Person) string {
	if x.ExpectMin%12 == 0 && x.ExpectMax%12 == 0 {
		return fmt.Sprintf("期望薪资：%d-%d元/月", x.ExpectMin/12, x.ExpectMax/12)
	}
	return fmt.Sprintf("期望年薪：%s-%s万", wan(x.ExpectMin), wan(x.ExpectMax))
}

func zhJobboard(x Person) []Block {
	age := 2026 - atoi(x.Birth[:4])
	b := []Block{p(x.Chinese),
		p(fmt.Sprintf("%s | %d岁 | %s | %d年工作经验 | 现居%s", zhGender(x.Gender), age, zhDegree[x.Schools[0].Degree], x.Years, x.City)),
		p("手机：" + x.MobileShown), p("邮箱：" + x.Email), p("出生日期：" + x.Birth),
		h("求职意向"), p("期望职位：" + x.Title), p("期望地点：" + x.City), p(zhExpect(x)),
		p(fmt.Sprintf("目前月薪：%d元 × %d薪", x.Monthly, x.Months)),
		h("工作经历")}
	for _, j := range x.Jobs {
		b = append(b, p("公司名称："+j.Company), p("职位名称："+j.Title), p("在职时间："+zhRange(j.From, j.To)), p("工作描述："+j.Desc))
	}
	b = append(b, h("教育经历"))
	for _, s := range x.Schools {
		b = append(b, p(strings.ReplaceAll(zhRange(s.From, s.To), " ", "")+" | "+s.School+" | "+s.Major+" | "+zhDegree[s.Degree]))
	}
	return append(b, h("技能特长"), p(strings.Join(x.Skills, "，")), h("语言能力"), p(x.LangShown), h("自我评价"), p(x.Summary))
}

func zhTable(x Person) []Block {
	b := []Block{p("个人简历"),
		row("姓名", x.Chinese, "性别", zhGender(x.Gender)),
		row("出生日期", zhBirth(x.Birth), "手机", x.MobileShown),
		row("电子邮箱", x.Email, "现居城市", x.City),
		row("当前公司", x.Company, "当前职位", x.Title),
		row("当前月薪", fmt.Sprintf("%d元/月 × %d", x.Monthly, x.Months), "期望年薪", wan(x.ExpectMin)+"万-"+wan(x.ExpectMax)+"万"),
		row("最高学历", zhDegree[x.Schools[0].Degree], "工作年限", fmt.Sprintf("%d年", x.Years)),
		h("工作经验")}
	for _, j := range x.Jobs {
		b = append(b, row(strings.ReplaceAll(zhRange(j.From, j.To), " ", ""), j.Company, j.Title), p(j.Desc))
	}
	b = append(b, h("教育背景"))
	for _, s := range x.Schools {
		b = append(b, row(strings.ReplaceAll(zhRange(s.From, s.To), " ", ""), s.School, s.Major, zhDegree[s.Degree]))
	}
	return append(b, h("技能"), p(strings.Join(x.Skills, " / ")), h("语言"), p(x.LangShown), h("个人评价"), p(x.Summary))
}

func enGender(g string) string { return map[string]string{"male": "Male", "female": "Female"}[g] }

func enClassic(x Person) []Block {
	t, _ := time.Parse("2006-01-02", x.Birth)
	name := strings.ToUpper(x.English)
	if x.Chinese != "" {
		name = x.English + " (" + x.Chinese + ")"
	}
	b := []Block{p(name), p(x.Title),
		p("Email: " + x.Email + " | Mobile: " + x.MobileShown + " | Location: " + x.City),
		p("Date of Birth: " + t.Format("2 January 2006") + " | Gender: " + enGender(x.Gender)),
		p(fmt.Sprintf("Current Salary: %s per month x %d | Expected Salary: %s - %s per year", thousands(x.Monthly), x.Months, thousands(x.ExpectMin), thousands(x.ExpectMax))),
		p(fmt.Sprintf("Years of Experience: %d", x.Years)),
		h("SUMMARY"), p(x.Summary), h("EXPERIENCE")}
	for _, j := range x.Jobs {
		b = append(b, p(j.Title+" at "+j.Company+"    "+enRange(j.From, j.To)), p("- "+j.Desc))
	}
	b = append(b, h("EDUCATION"))
	for _, s := range x.Schools {
		b = append(b, p(s.School+"    "+enRange(s.From, s.To)), p(enDegree[s.Degree]+" "+s.Major))
	}
	return append(b, h("SKILLS"), p(strings.Join(x.Skills, ", ")), h("LANGUAGES"), p(x.LangShown))
}

func enModern(x Person) []Block {
	b := []Block{p(x.English), p(x.Title + " · " + x.Company),
		p(x.Email + " · " + x.MobileShown + " · " + x.City),
		p("Born " + x.Birth + " · " + enGender(x.Gender) + fmt.Sprintf(" · %d years of experience", x.Years)),
		h("Profile"), p(x.Summary), h("Work Experience")}
	for _, j := range x.Jobs {
		b = append(b, p(j.Company), p(j.Title), p(slashRange(j.From, j.To)), p("• "+j.Desc))
	}
	b = append(b, h("Education"))
	for _, s := range x.Schools {
		b = append(b, p(s.School), p(enDegree[s.Degree]+" "+s.Major), p(slashRange(s.From, s.To)))
	}
	return append(b, h("Skills"), p(strings.Join(x.Skills, " · ")), h("Languages"), p(x.LangShown), h("Salary"),
		p(fmt.Sprintf("Current: %s monthly, %d months · Expected: %s–%s annually", thousands(x.Monthly), x.Months, thousands(x.ExpectMin), thousands(x.ExpectMax))))
}

func atoi(s string) int { var n int; fmt.Sscan(s, &n); return n }
