package parse

import (
	"regexp"
	"strings"
)

// MaxText is how much of a text is read: a CV's fields are in its first pages, and a
// 20 MB text file of something else should not hold a request for long.
const MaxText = 256 << 10

// Result is a parse's fields, keyed by the candidate model's field names.
type Result map[string]any

var (
	yearsRe    = regexp.MustCompile(`(?i)(\d{1,2})\s*(?:年以上|年)\s*(?:工作经验|工作經驗)|(\d{1,2})\+?\s*years?(?:'|’)?\s*(?:of\s+)?(?:work\s+|professional\s+)?experience`)
	livesInRe  = regexp.MustCompile(`(?:现居|現居|居住于|居住於)\s*[:：]?\s*(\p{Han}{2,8})`)
	skillSplit = regexp.MustCompile(`\s*(?:[,，、;；|｜·•\n]|\s/\s)\s*`)
)

// Parse reads a CV's text into candidate fields. Fields it cannot find are absent.
func Parse(text string) Result {
	if len(text) > MaxText {
		text = strings.ToValidUTF8(text[:MaxText], "")
	}
	r := Result{}
	blocks := split(lines(text))
	var pays []pair
	for _, b := range blocks {
		switch b.sec {
		case header, intent, salary, langs, skills:
			for _, l := range b.lines {
				for _, p := range labelled(l) {
					r.label(p, b.sec, &pays)
				}
			}
		}
		switch b.sec {
		case work:
			if _, done := r[WorkSet]; !done {
				if js := jobs(b.lines); len(js) > 0 {
					r[WorkSet] = js
				}
			}
		case edu:
			if _, done := r[EducationSet]; !done {
				if es := schools(b.lines); len(es) > 0 {
					r[EducationSet] = es
				}
			}
		case skills:
			if _, done := r[Skills]; !done {
				r.skills(strings.Join(unlabelled(b.lines), "\n"))
			}
		case langs:
			if _, done := r[Languages]; !done {
				r.languages(strings.Join(b.lines, "\n"))
			}
		case summary:
			if _, done := r[Summary]; !done && len(b.lines) > 0 {
				var ls []string
				for _, l := range b.lines {
					ls = append(ls, bullet(l))
				}
				r[Summary] = strings.Join(ls, "\n")
			}
		}
	}
	r.pay(pays)
	r.fromHeader(blocks[0].lines)
	all := fold(text)
	if _, ok := r[Email]; !ok {
		if m := emailRe.FindString(all); m != "" {
			r[Email] = m
		}
	}
	if _, ok := r[Mobile]; !ok {
		if m := mobileOf(all); m != "" {
			r[Mobile] = m
		}
	}
	if _, ok := r[Experience]; !ok {
		if m := yearsRe.FindStringSubmatch(all); m != nil {
			r[Experience] = atoi(m[1] + m[2])
		}
	}
	if _, ok := r[Languages]; !ok {
		// Chinese CVs state English by its tests (CET-6, 英语六级) anywhere.
		r.languages(strings.Join(regexp.MustCompile(`(?i)cet-?\s?[46]|英语[四六]级|雅思|托福|ielts|toefl`).FindAllString(all, -1), " "))
	}
	r.fromCollections()
	return r
}

// label sets the field a labelled value stands for, once.
func (r Result) label(p pair, sec section, pays *[]pair) {
	set := func(k string, v any) {
		if _, done := r[k]; !done && v != "" && v != nil {
			r[k] = v
		}
	}
	v := p.value
	switch p.key {
	case lName:
		cn, en := namesOf(v)
		set(ChineseName, cn)
		set(EnglishName, en)
	case lGender:
		set(Gender, genderOf(v))
	case lBirth:
		set(DateOfBirth, dayOf(v))
	case lMobile:
		set(Mobile, mobileOf(v))
	case lEmail:
		set(Email, emailRe.FindString(v))
	case lCity:
		if sec != intent {
			set(City, cityOf(v))
		}
	case lCompany:
		set(Company, v)
	case lTitle:
		set(Title, v)
	case lCurPay, lCurMonth, lCurYear, lExpPay, lExpMonth, lExpYear:
		*pays = append(*pays, p)
	case lYears:
		if m := regexp.MustCompile(`\d{1,2}`).FindString(v); m != "" {
			set(Experience, atoi(m))
		}
	case lDegree:
		code, _ := degreeIn(v)
		set(Education, code)
	case lSkills:
		r.skills(v)
	case lLangs:
		r.languages(v)
	}
}

// pay reads the current and expected pay.
func (r Result) pay(pays []pair) {
	for _, p := range pays {
		amount, ok := payOf(p.value)
		if !ok {
			continue
		}
		assume := ""
		switch p.key {
		case lCurMonth, lExpMonth:
			assume = "month"
		case lCurYear, lExpYear:
			assume = "year"
		}
		if assume != "" {
			amount.period = assume // 目前年薪 says a year whatever the figures beside it say
		}
		switch p.key {
		case lCurPay, lCurMonth, lCurYear:
			if _, done := r[MonthlySalary]; !done {
				m, n := amount.monthly(assume)
				r[MonthlySalary] = m
				if n > 0 {
					r[SalaryMonths] = n
				}
			}
		default:
			if _, done := r[ExpectedPay]; !done {
				lo, hi := amount.annual(assume)
				r[ExpectedPay] = map[string]any{"min": lo, "max": hi}
			}
		}
	}
}

// fromHeader reads what the header says without labels: the name on its first line, a
// gender among "男 | 32岁 | 本科", "现居北京", a known city among the contact details.
func (r Result) fromHeader(ls []string) {
	_, hasCN := r[ChineseName]
	_, hasEN := r[EnglishName]
	if !hasCN && !hasEN {
		for _, l := range ls[:min(len(ls), 3)] {
			if len(labelled(l)) > 0 {
				continue
			}
			first := strings.TrimSpace(skillSplit.Split(l, 2)[0])
			if cn, en := namesOf(first); cn != "" || en != "" {
				if cn != "" {
					r[ChineseName] = cn
				}
				if en != "" {
					r[EnglishName] = en
				}
				break
			}
		}
	}
	for _, l := range ls {
		if _, ok := r[Gender]; !ok {
			if m := genderToken.FindStringSubmatch(l); m != nil {
				r[Gender] = genderOf(m[1])
			}
		}
		if _, ok := r[City]; !ok {
			if m := livesInRe.FindStringSubmatch(l); m != nil {
				r[City] = cityOf(m[1])
			} else {
				for _, part := range skillSplit.Split(l, -1) {
					if c := cityOf(part); knownCity(c) {
						r[City] = c
						break
					}
				}
			}
		}
		if _, ok := r[DateOfBirth]; !ok {
			for _, re := range []*regexp.Regexp{bornRe, bornAfter} {
				if m := re.FindStringSubmatch(l); m != nil {
					if d := dayOf(m[1]); d != "" {
						r[DateOfBirth] = d
						break
					}
				}
			}
		}
		if _, ok := r[Education]; !ok && strings.ContainsAny(l, "|｜") {
			for _, part := range skillSplit.Split(l, -1) {
				if code, at := degreeIn(part); code != "" && at[0] == 0 && len([]rune(part)) <= 4 {
					r[Education] = code
				}
			}
		}
	}
}

// fromCollections fills the current job, the highest degree and its school from the
// collections, where the header did not say them.
func (r Result) fromCollections() {
	if js, ok := r[WorkSet].([]map[string]any); ok && len(js) > 0 {
		cur := js[0]
		for _, j := range js {
			if _, ended := j[WorkEnd]; !ended {
				cur = j
				break
			}
		}
		for _, k := range []string{Company, Title} {
			if _, ok := r[k]; !ok && cur[k] != nil {
				r[k] = cur[k]
			}
		}
	}
	if es, ok := r[EducationSet].([]map[string]any); ok && len(es) > 0 {
		best := es[0]
		for _, e := range es {
			c, _ := e[EduDegree].(string)
			b, _ := best[EduDegree].(string) // an entry may have no degree
			if degreeRank[c] > degreeRank[b] {
				best = e
			}
		}
		if _, ok := r[Education]; !ok && best[EduDegree] != nil {
			r[Education] = best[EduDegree]
		}
		if _, ok := r[School]; !ok && best[EduSchool] != nil {
			r[School] = best[EduSchool]
		}
	}
}

func (r Result) skills(s string) {
	var out []string
	seen := map[string]bool{}
	for _, sk := range skillSplit.Split(s, -1) {
		sk = trimSep(sk)
		if sk == "" || seen[strings.ToLower(sk)] || len([]rune(sk)) > MaxSkillLength || len(out) == MaxSkills {
			continue
		}
		seen[strings.ToLower(sk)] = true
		out = append(out, sk)
	}
	if len(out) > 0 {
		r[Skills] = out
	}
}

func (r Result) languages(s string) {
	if ls := languagesIn(s); len(ls) > 0 {
		r[Languages] = ls
	}
}

// unlabelled answers lines with their labels removed.
func unlabelled(ls []string) []string {
	var out []string
	for _, l := range ls {
		if ps := labelled(l); len(ps) > 0 {
			for _, p := range ps {
				out = append(out, p.value)
			}
			continue
		}
		out = append(out, l)
	}
	return out
}
