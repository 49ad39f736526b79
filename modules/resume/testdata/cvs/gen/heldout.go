package main

import (
	"fmt"
	"strings"
)

// Layouts written after the parser, and run against it once before any change to it: the
// first figures on them are recorded in BENCHMARKS.md beside the figures after fixes.

func init() {
	layouts["zhTwoColumn"] = zhTwoColumn
	layouts["enDatesFirst"] = enDatesFirst
	layouts["zhGrid"] = zhGrid
	people = append(people,
		Person{File: "zh_twocolumn", Layout: "zhTwoColumn", Format: "pdf2", Chinese: "孙悦", Gender: "female", Birth: "1995-03-08",
			Mobile: "18912345670", MobileShown: "189-1234-5670", Email: "sunyue@example.com", City: "武汉",
			Company: "武汉光谷生物医药有限公司", Title: "临床研究经理", Monthly: 20000, Months: 13, ExpectMin: 300000, ExpectMax: 340000, Years: 7,
			Jobs: []Job{{"武汉光谷生物医药有限公司", "临床研究经理", "2021-03", "", "负责二期临床试验的项目管理。"},
				{"湖北康泰医药集团", "临床监查员", "2018-07", "2021-02", "负责多中心试验的监查工作。"}},
			Schools:   []School{{"武汉大学", "药学", "master", "2015-09", "2018-06"}},
			Skills:    []string{"GCP", "项目管理", "医学写作"},
			Languages: []string{"english"}, LangShown: "英语（CET-6）",
			Summary: "七年临床研究经验，熟悉药物注册流程。"},
		Person{File: "en_datesfirst", Layout: "enDatesFirst", Format: "txt", English: "Daniel Wong", Gender: "male", Birth: "1983-11-02",
			Mobile: "+85291234567", MobileShown: "(+852) 9123 4567", Email: "daniel.wong@example.hk", City: "Hong Kong",
			Company: "Acme Robotics Ltd", Title: "Regional Sales Manager", Monthly: 70000, Months: 12, ExpectMin: 1000000, ExpectMax: 1000000, Years: 17,
			Jobs: []Job{{"Acme Robotics Ltd", "Regional Sales Manager", "2018-01", "", "Grew APAC revenue from HK$40M to HK$95M."},
				{"Pacific Trading Co.", "Sales Executive", "2008-01", "2017-01", "Managed key accounts in South China."}},
			Schools:   []School{{"Hong Kong Polytechnic University", "Marketing", "bachelor", "2001-01", "2005-01"}},
			Skills:    []string{"B2B Sales", "Channel Management", "Salesforce"},
			Languages: []string{"english", "cantonese", "mandarin"}, LangShown: "English (fluent), Cantonese (native), Mandarin (good)",
			Summary: "Sales leader in industrial automation across Asia Pacific."},
		Person{File: "zh_grid", Layout: "zhGrid", Format: "html", Chinese: "郭强", Gender: "male", Birth: "1987-05-01",
			Mobile: "13987654321", MobileShown: "139 8765 4321", Email: "guoqiang@example.cn", City: "西安",
			Company: "西安航天动力研究所", Title: "结构设计师", Monthly: 18000, Months: 14, ExpectMin: 300000, ExpectMax: 350000, Years: 12,
			Jobs: []Job{{"西安航天动力研究所", "结构设计师", "2016-07", "", "负责发动机部件结构设计与仿真。"},
				{"陕西重型机械有限公司", "机械工程师", "2013-07", "2016-06", "负责液压部件设计。"}},
			Schools:   []School{{"西北工业大学", "飞行器设计", "master", "2010-09", "2013-06"}, {"长安大学", "机械工程", "bachelor", "2006-09", "2010-06"}},
			Skills:    []string{"CATIA", "ANSYS", "SolidWorks"},
			Languages: []string{"english"}, LangShown: "英语六级",
			Summary: "十二年机械结构设计经验。"},
	)
}

// zhTwoColumn is a designer template: a side column (contacts, skills, languages) beside
// the main column (intent, work, education, summary). Format pdf2 prints it as two columns.
func zhTwoColumn(x Person) []Block {
	side := []Block{p(x.Chinese), p("联系方式"), p(x.MobileShown), p(x.Email), p(x.City),
		p("基本信息"), p(zhGender(x.Gender) + " / " + strings.ReplaceAll(x.Birth[:7], "-", ".") + "." + x.Birth[8:] + "生"),
		h("技能"), p(strings.Join(x.Skills, "、")), h("语言"), p(x.LangShown)}
	main := []Block{h("求职意向"), p(fmt.Sprintf("期望年薪：%s-%s万    目前薪资：%d/月×%d", wan(x.ExpectMin), wan(x.ExpectMax), x.Monthly, x.Months)),
		p(fmt.Sprintf("工作年限：%d年", x.Years)), h("工作经历")}
	for _, j := range x.Jobs {
		main = append(main, p(j.Company+"    "+zhRange(j.From, j.To)), p(j.Title), p(j.Desc))
	}
	main = append(main, h("教育经历"))
	for _, s := range x.Schools {
		main = append(main, p(s.School+"    "+zhRange(s.From, s.To)), p(s.Major+" · "+zhDegree[s.Degree]))
	}
	main = append(main, h("自我评价"), p(x.Summary))
	return append(append(side, Block{Text: "\x00column"}), main...)
}

// enDatesFirst puts each period first and names years only.
func enDatesFirst(x Person) []Block {
	year := func(ym string) string {
		if ym == "" {
			return "present"
		}
		return ym[:4]
	}
	b := []Block{p("CURRICULUM VITAE"), p("Name: " + x.English), p("Tel: " + x.MobileShown + "   E-mail: " + x.Email),
		p("Address: Flat 12B, 8 Harbour Road, Wan Chai, " + x.City),
		p("Sex: " + enGender(x.Gender) + "   DOB: " + x.Birth[8:] + "/" + x.Birth[5:7] + "/" + x.Birth[:4]),
		p(fmt.Sprintf("Present salary: HK$%s x %d months   Expected salary: HK$%s p.a.", thousands(x.Monthly), x.Months, thousands(x.ExpectMax))),
		h("Professional Experience")}
	for _, j := range x.Jobs {
		b = append(b, p(year(j.From)+" - "+year(j.To)+": "+j.Title+", "+j.Company), p("  Responsibilities: "+j.Desc))
	}
	b = append(b, h("Education"))
	for _, s := range x.Schools {
		b = append(b, p(year(s.From)+" - "+year(s.To)+": "+enDegree[s.Degree]+" "+s.Major+", "+s.School))
	}
	return append(b, h("Skills"), p(strings.Join(x.Skills, "; ")), h("Languages"), p(x.LangShown),
		h("Career Summary"), p(x.Summary), p(fmt.Sprintf("Over %d years of experience.", x.Years)))
}

// zhGrid writes experience as a grid, one job per row, as some job boards export it.
func zhGrid(x Person) []Block {
	b := []Block{p(x.Chinese + " | " + zhGender(x.Gender) + " | " + zhBirth(x.Birth) + "出生 | " + x.City),
		p("电话：" + x.MobileShown + " 邮件：" + x.Email),
		p(fmt.Sprintf("目前年薪：%s万（%d×%d） 期望年薪：%s-%s万 工作年限：%d年", wan(x.Monthly*x.Months), x.Monthly, x.Months, wan(x.ExpectMin), wan(x.ExpectMax), x.Years)),
		h("工作经历"), row("起止时间", "公司", "职位", "工作内容")}
	for _, j := range x.Jobs {
		b = append(b, row(zhRange(j.From, j.To), j.Company, j.Title, j.Desc))
	}
	b = append(b, h("教育经历"), row("起止时间", "学校", "专业", "学历"))
	for _, s := range x.Schools {
		b = append(b, row(zhRange(s.From, s.To), s.School, s.Major, zhDegree[s.Degree]))
	}
	return append(b, h("专业技能"), p(strings.Join(x.Skills, "，")), h("语言能力"), p(x.LangShown), h("自我评价"), p(x.Summary))
}
