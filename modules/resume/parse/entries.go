package parse

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	companyWords = regexp.MustCompile(`(?i)公司|集团|集團|银行|銀行|有限|股份|事务所|事務所|研究院|研究所|医院|醫院|\b(?:ltd|limited|inc|corp|corporation|llc|llp|gmbh|group|bank|co|company|pte|plc|holdings|technologies|partners|ag|sa|bv)\b\.?`)
	titleWords   = regexp.MustCompile(`(?i)工程师|工程師|经理|經理|总监|總監|主管|专员|專員|顾问|顧問|架构师|分析师|设计师|設計師|助理|总裁|總裁|总经理|主任|负责人|組長|组长|会计|會計|\b(?:engineer|manager|director|analyst|consultant|developer|designer|specialist|officer|lead|head|president|vp|architect|administrator|coordinator|assistant|intern|executive|scientist|researcher|auditor|accountant|associate|supervisor|representative|controller|planner|buyer|recruiter|advisor|trader|editor|writer|teacher|partner|programmer|tester)s?\b`)
	schoolWords  = regexp.MustCompile(`(?i)大学|大學|学院|學院|学校|學校|中学|\b(?:university|college|institute|school|academy|polytechnic)\b`)
	partSplit    = regexp.MustCompile(`\s*[|｜]\s*|\t+|\s{2,}|\s+[·•—–]\s+`)
	atSplit      = regexp.MustCompile(`^(.+?)\s+(?:at|@)\s+(.+)$`)
	sentenceEnd  = regexp.MustCompile(`[。.；;!！]$`)
)

// parts cuts what a line holds beside its period into its fields; Chinese text is cut at
// single spaces too (a PDF's columns come out one space apart), English only at wider gaps.
func parts(s string) []string {
	var out []string
	for _, p := range partSplit.Split(strings.TrimSpace(s), -1) {
		p = trimSep(p)
		if p == "" {
			continue
		}
		if hasHan(p) && strings.Contains(p, " ") {
			for _, q := range strings.Fields(p) {
				if q = trimSep(q); q != "" {
					out = append(out, q)
				}
			}
			continue
		}
		out = append(out, p)
	}
	return out
}

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// headerLike tells a short line that may name a company, title or school from a line of
// description.
func headerLike(l string) bool {
	return !isBullet(l) && len([]rune(l)) <= 60 && !sentenceEnd.MatchString(l) && len(labelled(l)) == 0
}

// anchored groups a section's lines into entries, each at a line holding a period: the
// period's line, up to two header-like lines just before it when the period stands alone
// (company and title above the dates), and the lines after it up to the next entry.
type entry struct {
	period period
	head   []string // the period line's other fields, then the lines above it
	body   []string
}

func anchored(ls []string) []entry {
	var idx []int
	var ps []period
	for i, l := range ls {
		if p, ok := periodOf(l); ok {
			idx, ps = append(idx, i), append(ps, p)
		}
	}
	var out []entry
	starts := make([]int, len(idx)) // first line of each entry
	for k, i := range idx {
		starts[k] = i
		e := entry{period: ps[k], head: parts(ps[k].rest)}
		if len(e.head) < 2 {
			floor := 0
			if k > 0 {
				floor = idx[k-1] + 1
			}
			var above []string
			for j := i - 1; j >= floor && len(above) < 2-len(e.head) && headerLike(ls[j]); j-- {
				above = append([]string{ls[j]}, above...)
				starts[k] = j
			}
			e.head = append(e.head, above...)
		}
		out = append(out, e)
	}
	for k := range out {
		end := len(ls)
		if k+1 < len(out) {
			end = starts[k+1]
		}
		body := ls[idx[k]+1 : end]
		// A lone period's fields may follow it on their own lines (a date column).
		for len(out[k].head) < 2 && len(body) > 0 && headerLike(body[0]) && !strings.Contains(body[0], "：") && len(body) > 1 {
			out[k].head = append(out[k].head, body[0])
			body = body[1:]
		}
		out[k].body = body
	}
	return out
}

// jobs reads a work section.
func jobs(ls []string) []map[string]any {
	if js := labelledJobs(ls); js != nil {
		return js
	}
	var out []map[string]any
	for _, e := range anchored(ls) {
		job := map[string]any{WorkStart: e.period.from}
		if e.period.to != "" {
			job[WorkEnd] = e.period.to
		}
		company, title := companyAndTitle(e.head)
		if company != "" {
			job[WorkCompany] = company
		}
		if title != "" {
			job[WorkTitle] = title
		}
		body := e.body
		if len(e.head) > 2 {
			body = append(append([]string{}, e.head[2:]...), body...)
		}
		if d := description(body); d != "" {
			job[WorkDescription] = d
		}
		out = append(out, job)
	}
	return out
}

// companyAndTitle tells which of an entry's fields is the company and which the title:
// "Title at Company"; else by the words each holds; else company first.
func companyAndTitle(head []string) (company, title string) {
	if len(head) == 1 {
		if m := atSplit.FindStringSubmatch(head[0]); m != nil {
			return trimSep(m[2]), trimSep(m[1])
		}
		if a, b, ok := strings.Cut(head[0], ", "); ok && (titleWords.MatchString(a) || companyWords.MatchString(b)) && !companyWords.MatchString(a) {
			return trimSep(b), trimSep(a)
		}
		if companyWords.MatchString(head[0]) || !titleWords.MatchString(head[0]) {
			return head[0], ""
		}
		return "", head[0]
	}
	if len(head) == 0 {
		return "", ""
	}
	a, b := head[0], head[1]
	switch {
	case companyWords.MatchString(b) && !companyWords.MatchString(a), titleWords.MatchString(a) && !titleWords.MatchString(b):
		return b, a
	}
	return a, b
}

func description(body []string) string {
	var out []string
	for _, l := range body {
		for _, p := range labelled(l) {
			if p.key == lDesc {
				l = p.value
			}
		}
		if l = bullet(l); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// labelledJobs reads job-board exports, where each job is labelled lines
// ("公司名称：… 职位名称：… 在职时间：… 工作描述：…"); nil when the section is not so written.
func labelledJobs(ls []string) []map[string]any {
	var out []map[string]any
	var cur map[string]any
	inDesc := false
	for _, l := range ls {
		ps := labelled(l)
		if len(ps) == 0 {
			if cur != nil && inDesc {
				cur[WorkDescription] = strings.TrimSpace(cur[WorkDescription].(string) + "\n" + bullet(l))
			}
			continue
		}
		for _, p := range ps {
			switch p.key {
			case lCompany:
				cur = map[string]any{WorkCompany: p.value}
				out = append(out, cur)
				inDesc = false
			case lTitle:
				if cur != nil {
					cur[WorkTitle] = p.value
				}
			case lPeriod:
				if pr, ok := periodOf(p.value); ok && cur != nil {
					cur[WorkStart] = pr.from
					if pr.to != "" {
						cur[WorkEnd] = pr.to
					}
				}
			case lDesc:
				if cur != nil {
					cur[WorkDescription] = bullet(p.value)
					inDesc = true
				}
			}
		}
	}
	return out
}

// schools reads an education section.
func schools(ls []string) []map[string]any {
	var out []map[string]any
	for _, e := range anchored(ls) {
		ed := map[string]any{EduStart: e.period.from}
		if e.period.to != "" {
			ed[EduEnd] = e.period.to
		}
		var rest []string
		for _, h := range append(e.head, e.body...) {
			if len(rest) >= 3 {
				break
			}
			// "Bachelor of Science in Marketing, Hong Kong Polytechnic University"
			if code, _ := degreeIn(h); code != "" && schoolWords.MatchString(h) && strings.Contains(h, ", ") {
				rest = append(rest, strings.Split(h, ", ")...)
				continue
			}
			rest = append(rest, h)
		}
		for _, h := range rest {
			switch code, at := degreeIn(h); {
			case schoolWords.MatchString(h) && ed[EduSchool] == nil && (code == "" || at[0] > 0 && schoolWords.MatchString(h[:at[0]])):
				ed[EduSchool] = h
			case code != "" && ed[EduDegree] == nil:
				ed[EduDegree] = code
				if major := majorOf(h, at); major != "" {
					ed[EduMajor] = major
				}
			case ed[EduMajor] == nil && !isBullet(h) && len([]rune(h)) <= 40:
				ed[EduMajor] = h
			}
		}
		out = append(out, ed)
	}
	return out
}

var majorIn = regexp.MustCompile(`(?i)\b(?:in|of)\s+([A-Z][^,(]*)$`)

// majorOf reads the subject of a degree line: "Master of Science in Statistics" →
// Statistics; a line that is only the degree has none.
func majorOf(h string, at []int) string {
	if m := majorIn.FindStringSubmatch(h[at[1]:]); m != nil {
		rest := strings.TrimSpace(m[1])
		if i := strings.LastIndex(rest, " in "); i >= 0 {
			rest = rest[i+4:]
		}
		if rest != "Science" && rest != "Arts" {
			return rest
		}
	}
	if rest := trimSep(h[:at[0]] + " " + h[at[1]:]); rest != "" && hasHan(rest) {
		return rest
	}
	return ""
}
