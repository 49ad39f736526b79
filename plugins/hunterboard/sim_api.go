package hunterboard

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"strconv"
	"strings"
)

// simPageSize is the simulated board's page of search results.
const simPageSize = 20

// api answers the calls made with a token: /me, /dicts, /search_tokens, /resumes…,
// /positions….
func (s *Simulator) api(w http.ResponseWriter, r *http.Request, path, uid string) {
	lang := r.URL.Query().Get("lang")
	switch {
	case path == "/me" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, userOf(uid))
	case path == "/dicts" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, Dicts{City: options(simCities, lang), Industry: options(simIndustries, lang),
			Education: options(simEducation, lang), CompanyKind: options(simCompanyKinds, lang), CompanyScale: options(simCompanyScales, lang)})
	case path == "/search_tokens" && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, searchTokens(lang))
	case path == "/resumes" && r.Method == http.MethodGet:
		var q map[string]string
		if raw := r.URL.Query().Get("query"); raw != "" {
			if err := json.Unmarshal([]byte(raw), &q); err != nil {
				writeJSON(w, http.StatusBadRequest, map[string]string{"error": "query: a JSON object of name to text"})
				return
			}
		}
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		writeJSON(w, http.StatusOK, search(q, max(page, 1), lang))
	case path == "/positions" && r.Method == http.MethodPost:
		s.publish(w, r)
	case strings.HasPrefix(path, "/positions/") && strings.HasSuffix(path, "/close") && r.Method == http.MethodPost:
		id := strings.TrimSuffix(strings.TrimPrefix(path, "/positions/"), "/close")
		s.mu.Lock()
		defer s.mu.Unlock()
		if _, ok := s.positions[id]; !ok && !strings.HasPrefix(id, "P") {
			writeJSON(w, http.StatusNotFound, map[string]string{"error": "no such position"})
			return
		}
		s.closed[id] = true // a position published before a restart closes too
		writeJSON(w, http.StatusOK, map[string]bool{"closed": true})
	case strings.HasPrefix(path, "/resumes/") && r.Method == http.MethodGet:
		id, file := strings.CutSuffix(strings.TrimPrefix(path, "/resumes/"), "/file")
		res, ok := resumeByID(id)
		if !ok {
			writeJSON(w, http.StatusNotFound, map[string]string{"error": "no such resume"})
			return
		}
		if file {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.Header().Set("Content-Disposition", `attachment; filename="`+res.id+`.txt"`)
			w.Header().Set("X-Origin-URL", SimPrefix+"/resumes/"+res.id)
			io.WriteString(w, res.cvText())
			return
		}
		writeJSON(w, http.StatusOK, res.detail(lang))
	default:
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "no such call"})
	}
}

func searchTokens(lang string) []SearchToken {
	l := func(en, cn, tw string) string { return word{"", en, cn, tw, nil}.label(lang) }
	return []SearchToken{
		{Name: "keyword", Label: l("Keyword", "关键词", "關鍵詞"), Type: "char"},
		{Name: "city", Label: l("Location", "所在地", "所在地"), Type: "tree", Options: options(simCities, lang)},
		{Name: "industry", Label: l("Industry", "行业", "行業"), Type: "tree", Options: options(simIndustries, lang)},
		{Name: "years", Label: l("Years of experience", "工作年限", "工作年限"), Type: "int"},
		{Name: "education", Label: l("Education", "学历", "學歷"), Type: "checkboxdropdown", Options: options(simEducation, lang)},
		{Name: "salary", Label: l("Annual salary (10k)", "年薪（万）", "年薪（萬）"), Type: "int"},
		{Name: "age", Label: l("Age", "年龄", "年齡"), Type: "int"},
	}
}

// search filters the library by the query's tokens: keyword a substring, city and industry
// ids with a province or group taking in its children, education ids, and int tokens "n"
// (at least n) or "a-b" (between, inclusive).
func search(q map[string]string, page int, lang string) ResumePage {
	var hits []simResume
	for _, res := range simLibrary {
		if res.matches(q) {
			hits = append(hits, res)
		}
	}
	out := ResumePage{List: []Card{}, Count: len(hits), Page: page, Pages: (len(hits) + simPageSize - 1) / simPageSize}
	for i := (page - 1) * simPageSize; i < len(hits) && i < page*simPageSize; i++ {
		out.List = append(out.List, hits[i].card(lang))
	}
	return out
}

func (res simResume) matches(q map[string]string) bool {
	for name, v := range q {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		var ok bool
		switch name {
		case "keyword":
			hay := strings.ToLower(strings.Join(append([]string{res.name, res.title, res.company, res.summary}, res.skills...), " "))
			ok = strings.Contains(hay, strings.ToLower(v))
		case "city":
			ok = inTree(simCities, res.city, v)
		case "industry":
			ok = inTree(simIndustries, res.industry, v)
		case "education":
			ok = inList(v, strconv.Itoa(res.edu))
		case "years":
			ok = inRange(v, res.years)
		case "salary":
			ok = inRange(v, res.salary)
		case "age":
			ok = inRange(v, res.age)
		default:
			ok = true // a token the board does not know narrows nothing
		}
		if !ok {
			return false
		}
	}
	return true
}

func inList(ids, id string) bool {
	for _, x := range strings.Split(ids, ",") {
		if strings.TrimSpace(x) == id {
			return true
		}
	}
	return false
}

func inTree(tree []word, id, ids string) bool {
	_, parent, _ := find(tree, id)
	return inList(ids, id) || (parent != "" && inList(ids, parent))
}

func inRange(v string, n int) bool {
	lo, hi, isRange := strings.Cut(v, "-")
	a, errA := strconv.Atoi(strings.TrimSpace(lo))
	if !isRange {
		return errA == nil && n >= a
	}
	b, errB := strconv.Atoi(strings.TrimSpace(hi))
	return (errA != nil || n >= a) && (errB != nil || n <= b)
}

func resumeByID(id string) (simResume, bool) {
	n, err := strconv.Atoi(strings.TrimPrefix(id, "HB"))
	if err != nil || !strings.HasPrefix(id, "HB") || n < 10001 || n-10001 >= len(simLibrary) {
		return simResume{}, false
	}
	return simLibrary[n-10001], true
}

func (res simResume) card(lang string) Card {
	return Card{ID: res.id, Name: res.name, Title: res.title, Company: res.company,
		City: wordLabel(simCities, res.city, lang), Years: res.years,
		Education: wordLabel(simEducation, strconv.Itoa(res.edu), lang),
		Salary:    salaryText(res.salary, lang), UpdatedAt: res.updated,
		AvatarURL: SimPrefix + "/avatar/" + res.id + ".svg"}
}

func salaryText(wan int, lang string) string {
	if lang == "en" {
		return fmt.Sprintf("%d0k a year", wan)
	}
	if lang == "zh_TW" {
		return fmt.Sprintf("%d萬/年", wan)
	}
	return fmt.Sprintf("%d万/年", wan)
}

var detailTmpl = template.Must(template.New("d").Parse(`<section class="hb-resume"><h2>{{.Name}} · {{.Title}}</h2>
<p>{{.Gender}} · {{.Age}} · {{.City}} · {{.Education}} · {{.Salary}}</p><p>{{.Summary}}</p>
<h3>工作经历</h3><ul>{{range .Work}}<li><b>{{.From}} - {{if .To}}{{.To}}{{else}}至今{{end}}</b> {{.Company}} · {{.Title}}<br>{{.Duty}}</li>{{end}}</ul>
<h3>教育经历</h3><ul>{{range .Schools}}<li><b>{{.From}} - {{.To}}</b> {{.School}} · {{.Major}} · {{.Degree}}</li>{{end}}</ul></section>`))

// detail is the resume without its contacts: the board hands those out with the file.
func (res simResume) detail(lang string) ResumeDetail {
	d := ResumeDetail{Card: res.card(lang), Age: res.age, Gender: res.gender, Industry: wordLabel(simIndustries, res.industry, lang),
		Summary: res.summary, Work: res.work, Schools: []Edu{res.school}, OriginURL: SimPrefix + "/resumes/" + res.id}
	var b bytes.Buffer
	detailTmpl.Execute(&b, d)
	d.DetailHTML = b.String()
	return d
}

// cvText is the resume as the board's CV file: the labelled Chinese layout job boards
// export, which the resume parser reads (name, mobile, e-mail, work, education).
func (res simResume) cvText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s | %d岁 | %s | %d年工作经验 | 现居%s\n", res.name, res.gender, res.age, simEducation[res.edu-1].cn, res.years, wordLabel(simCities, res.city, "zh_CN"))
	fmt.Fprintf(&b, "手机：%s\n邮箱：%s\n\n", res.mobile, res.email)
	fmt.Fprintf(&b, "求职意向\n期望职位：%s\n期望地点：%s\n期望薪资：%d万/年\n\n", res.title, wordLabel(simCities, res.city, "zh_CN"), res.salary)
	b.WriteString("工作经历\n")
	for _, w := range res.work {
		to := w.To
		if to == "" {
			to = "至今"
		}
		fmt.Fprintf(&b, "公司名称：%s\n职位名称：%s\n在职时间：%s - %s\n工作描述：%s\n", w.Company, w.Title, w.From, to, w.Duty)
	}
	fmt.Fprintf(&b, "\n教育经历\n%s-%s | %s | %s | %s\n\n", res.school.From, res.school.To, res.school.School, res.school.Major, res.school.Degree)
	fmt.Fprintf(&b, "技能特长\n%s\n\n自我评价\n%s\n", strings.Join(res.skills, "，"), res.summary)
	return b.String()
}

func resumePage(w http.ResponseWriter, r *http.Request, id string) {
	res, ok := resumeByID(id)
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	d := res.detail("zh_CN")
	fmt.Fprintf(w, `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>%s</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#f3f5f9;margin:0;padding:24px;color:#222}.hb-resume{background:#fff;max-width:760px;margin:auto;padding:24px;border-radius:12px;box-shadow:0 2px 12px #0002}h2{color:#0b4f8a;margin-top:0}h3{border-bottom:1px solid #dde;padding-bottom:4px}li{margin:8px 0}</style>%s`, template.HTMLEscapeString(res.name), d.DetailHTML)
}

// publish checks the board's own rules (it trusts no client) and keeps the position.
func (s *Simulator) publish(w http.ResponseWriter, r *http.Request) {
	var p Position
	if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&p); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "a JSON object"})
		return
	}
	errs := map[string]string{}
	for _, f := range []string{"hcompName", "hjobTitle", "hjobDqCode", "detailDuty"} {
		if strings.TrimSpace(fmt.Sprint(p[f])) == "" || p[f] == nil {
			errs[f] = "required"
		}
	}
	if len(errs) > 0 {
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"errors": errs})
		return
	}
	s.mu.Lock()
	s.next++
	id := fmt.Sprintf("P%d%03d", s.Now().Unix(), s.next%1000) // unique across restarts too
	p["title"] = p["hjobTitle"]
	s.positions[id] = p
	s.mu.Unlock()
	writeJSON(w, http.StatusCreated, Published{ID: id, URL: SimPrefix + "/positions/" + id})
}
