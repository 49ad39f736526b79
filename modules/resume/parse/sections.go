package parse

import (
	"strings"
)

// A section of a CV, by its heading.
type section string

const (
	header  section = ""
	work    section = "work"
	edu     section = "education"
	skills  section = "skills"
	langs   section = "languages"
	summary section = "summary"
	intent  section = "intent" // what the candidate seeks: pay and place
	salary  section = "salary"
	other   section = "other" // projects, certificates, hobbies: not read
)

// headings maps each heading, lower-cased, to its section.
var headings = map[string]section{}

func init() {
	for s, names := range map[section][]string{
		work:    {"工作经历", "工作經歷", "工作经验", "工作經驗", "工作履历", "职业经历", "職業經歷", "work experience", "experience", "employment history", "professional experience", "work history", "career history", "employment"},
		edu:     {"教育经历", "教育經歷", "教育背景", "教育", "学习经历", "education", "education background", "academic background", "academic qualifications", "qualifications"},
		skills:  {"专业技能", "專業技能", "技能特长", "技能特長", "技能", "技能专长", "个人技能", "skills", "technical skills", "core skills", "key skills", "core competencies", "expertise"},
		langs:   {"语言能力", "語言能力", "语言", "語言", "外语能力", "languages", "language skills", "language"},
		summary: {"自我评价", "自我評價", "个人评价", "個人評價", "个人简介", "個人簡介", "自我介绍", "個人總結", "个人总结", "summary", "profile", "professional summary", "about me", "personal statement", "personal profile", "career summary"},
		intent:  {"求职意向", "求職意向", "期望工作", "career objective", "job intention", "objective"},
		salary:  {"salary", "compensation", "薪资", "薪資", "薪酬"},
		other:   {"项目经历", "項目經歷", "项目经验", "項目經驗", "证书", "證書", "获奖", "兴趣爱好", "培训经历", "projects", "certifications", "certificates", "awards", "interests", "hobbies", "references", "publications", "training"},
	} {
		for _, n := range names {
			headings[n] = s
		}
	}
}

// titles are a CV's own title lines, not its holder's name.
var titles = map[string]bool{"个人简历": true, "個人簡歷": true, "简历": true, "簡歷": true, "resume": true, "résumé": true, "curriculum vitae": true, "cv": true}

// headingOf answers the section a line heads, or false.
func headingOf(line string) (section, bool) {
	s := strings.ToLower(strings.Trim(line, " 【】[]■●◆#*=—-_:|·"))
	if len([]rune(s)) > 30 {
		return "", false
	}
	sec, ok := headings[s]
	return sec, ok
}

// block is a section's lines.
type block struct {
	sec   section
	lines []string
}

// split cuts the lines into sections; lines before the first heading are the header.
func split(ls []string) []block {
	out := []block{{sec: header}}
	for _, l := range ls {
		if sec, ok := headingOf(l); ok {
			out = append(out, block{sec: sec})
			continue
		}
		if titles[strings.ToLower(strings.Trim(l, " 【】[]"))] {
			continue
		}
		out[len(out)-1].lines = append(out[len(out)-1].lines, l)
	}
	return out
}
