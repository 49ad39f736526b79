package liepin

import (
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strings"

	"huntline/plugins/internal/simnet"
)

// The pages of the simulator the browser opens: the authorize page of the bind window,
// the result list and the resume shown in Huntline's iframes, a published job. They are
// framed by this site's own pages only, and run one script file (no inline script).

const simPageCSP = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; " +
	"form-action 'self'; frame-ancestors 'self'; base-uri 'none'"

func pageHeaders(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", simPageCSP)
	h.Set("X-Frame-Options", "SAMEORIGIN")
	h.Set("Cache-Control", "no-store")
}

// validRedirect tells whether the authorize page may send the browser back to u: only to
// a bind callback (a real provider checks the registered redirect URIs; the simulator must
// not be an open redirect either).
func validRedirect(u string) bool {
	p, err := url.Parse(u)
	return err == nil && strings.HasSuffix(p.Path, "/bind_callback") && (p.Scheme == "" || p.Scheme == "http" || p.Scheme == "https") &&
		(p.Scheme != "" || strings.HasPrefix(u, "/")) && !strings.HasPrefix(u, "//")
}

// authorizePage: GET /oauth/authorize?response_type=code&client_id&redirect_uri&state —
// choose an account and authorize; ?auto=1 (optionally &uid=) authorizes at once.
func (s *Simulator) authorizePage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("client_id") != s.ClientID || q.Get("response_type") != "code" || !validRedirect(q.Get("redirect_uri")) {
		pageHeaders(w)
		w.WriteHeader(http.StatusBadRequest)
		simPage.Execute(w, map[string]any{"Title": "授权失败 Authorization failed", "Error": "client_id, response_type=code or redirect_uri is wrong."})
		return
	}
	if q.Get("auto") == "1" {
		s.approve(w, r)
		return
	}
	pageHeaders(w)
	simPage.Execute(w, map[string]any{"Title": "猎聘 · 授权 Huntline", "Authorize": true, "Accounts": SimAccounts,
		"RedirectURI": q.Get("redirect_uri"), "State": q.Get("state"), "ClientID": q.Get("client_id"), "Action": s.Public + "/oauth/approve"})
}

// approve answers the authorize form (or ?auto=1): back to redirect_uri with a code for
// the chosen account, or with error=access_denied when refused.
func (s *Simulator) approve(w http.ResponseWriter, r *http.Request) {
	r.ParseForm()
	redirect, state := r.Form.Get("redirect_uri"), r.Form.Get("state")
	if r.Form.Get("client_id") != s.ClientID || !validRedirect(redirect) {
		http.Error(w, "client_id or redirect_uri is wrong", http.StatusBadRequest)
		return
	}
	back := url.Values{"state": {state}}
	if r.Form.Get("deny") != "" {
		back.Set("error", "access_denied")
	} else {
		uid := r.Form.Get("uid")
		if uid == "" {
			uid = SimAccounts[0].UID
		}
		back.Set("code", sign(simnet.Claim{Kind: kindCode, UID: uid, Exp: s.now().Add(simCodeTTL).Unix(), Redirect: redirect}))
	}
	sep := "?"
	if strings.Contains(redirect, "?") {
		sep = "&"
	}
	http.Redirect(w, r, redirect+sep+back.Encode(), http.StatusFound)
}

// searchPage: the result list for the iframe, posted (or got) with q (the filter JSON,
// curPage from 1) and ticket. It tells its parent the total on load and the origin URL
// of a row clicked (static/sim.js).
func (s *Simulator) searchPage(w http.ResponseWriter, r *http.Request) {
	r.ParseForm()
	pageHeaders(w)
	if _, ok := verify(r.Form.Get("ticket"), kindTicket, s.now()); !ok {
		w.WriteHeader(http.StatusUnauthorized)
		simPage.Execute(w, map[string]any{"Title": "猎聘", "Error": "请先登录猎聘（授权已过期）。Please bind your account again."})
		return
	}
	filter := map[string]any{}
	json.Unmarshal([]byte(r.Form.Get("q")), &filter)
	page, total := searchResumes(filter)
	type row struct {
		Origin, Name, Sex, City, Title, Company, Edu, Updated string
		Age, Years, Salary                                    int
	}
	rows := make([]row, len(page))
	for i, p := range page {
		rows[i] = row{Origin: s.origin(p), Name: p.Name, Sex: p.Sex, City: p.City.zh, Title: p.Title, Company: p.Company,
			Edu: p.Edu.zh, Updated: p.UpdatedAt, Age: p.Age, Years: p.Years, Salary: p.Salary}
	}
	simPage.Execute(w, map[string]any{"Title": "猎聘 · 简历搜索", "Search": true, "Total": total, "Rows": rows,
		"Page": max(1, int(number(filter["curPage"]))), "Script": s.Public + "/static/sim.js"})
}

// resumePage: GET /resume/{id}?t=ticket, a resume as the provider shows it (contact
// details masked until the recruiter contacts the person).
func (s *Simulator) resumePage(w http.ResponseWriter, r *http.Request, id string) {
	pageHeaders(w)
	p, ok := resumeByID(id)
	if !ok {
		w.WriteHeader(http.StatusNotFound)
		simPage.Execute(w, map[string]any{"Title": "猎聘", "Error": "简历不存在 No such resume."})
		return
	}
	if _, ok := verify(r.URL.Query().Get("t"), kindTicket, s.now()); !ok {
		simPage.Execute(w, map[string]any{"Title": "猎聘", "Error": "请登录猎聘后查看此简历。Sign in to Liepin to see this resume."})
		return
	}
	type job struct{ Company, Title, From, To, Duty string }
	jobs := make([]job, len(p.Jobs))
	for i, j := range p.Jobs {
		jobs[i] = job{j.company, j.title, j.from, j.to, j.duty}
	}
	simPage.Execute(w, map[string]any{"Title": p.Name + " · 猎聘", "Resume": map[string]any{
		"ID": p.ID, "Name": p.Name, "Sex": p.Sex, "Age": p.Age, "City": p.City.zh, "Years": p.Years, "Edu": p.Edu.zh,
		"Salary": p.Salary, "Jobs": jobs, "School": p.School, "Major": p.Major},
		"Mobile": p.Mobile[:3] + "****" + p.Mobile[7:], "Skills": strings.Join(p.Skills, "、")})
}

// jobPage: GET /job/{board id}, a published position.
func (s *Simulator) jobPage(w http.ResponseWriter, r *http.Request, id string) {
	pageHeaders(w)
	pos, ok := s.Position(id)
	if !ok {
		simPage.Execute(w, map[string]any{"Title": "猎聘 · " + id, "Error": "职位 " + id + " 已发布（模拟器重启后不再保存详情）。"})
		return
	}
	simPage.Execute(w, map[string]any{"Title": pos["hjobTitle"] + " · 猎聘", "Job": pos, "BoardID": id})
}

// avatar draws a user's initial.
func avatar(w http.ResponseWriter, uid string, s *Simulator) {
	name := []rune(s.user(uid).Name)
	initial := "?"
	if len(name) > 0 {
		initial = string(name[0])
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "max-age=86400")
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="#ff6a00"/>`+
		`<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">%s</text></svg>`, template.HTMLEscapeString(initial))
}

// simScript tells the parent page of the iframe what the user sees and clicks.
const simScript = `(function () {
  var framed = window.parent && window.parent !== window;
  var total = document.body.getAttribute('data-total');
  if (framed && total !== null) window.parent.postMessage(JSON.stringify({ totalCnt: Number(total) }), location.origin);
  document.addEventListener('click', function (e) {
    var a = e.target.closest && e.target.closest('a[data-origin]');
    if (!a || !framed) return;
    e.preventDefault();
    window.parent.postMessage(JSON.stringify({ url: a.getAttribute('data-origin') }), location.origin);
  });
})();
`

var simPage = template.Must(template.New("page").Parse(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>
body{font:14px/1.5 -apple-system,"Noto Sans CJK SC","PingFang SC",sans-serif;margin:0;color:#222;background:#fff}
header{background:#ff6a00;color:#fff;padding:8px 16px;font-weight:600}
main{padding:12px 16px;max-width:960px}
table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #eee;padding:6px 4px;text-align:left;vertical-align:top}
th{color:#666;font-weight:normal;font-size:12px}
a{color:#0b63c5;text-decoration:none}a:hover{text-decoration:underline}
.muted{color:#777;font-size:12px}.err{color:#b00020}
button{background:#ff6a00;color:#fff;border:0;border-radius:4px;padding:8px 20px;font-size:15px;cursor:pointer}
button.secondary{background:#eee;color:#333}
label.acct{display:block;border:1px solid #ddd;border-radius:6px;padding:8px;margin:6px 0}
section{margin:12px 0}td.nowrap{white-space:nowrap}
@media (max-width:600px){.wide{display:none}main{padding:8px}td,th{padding:6px 2px}}h2{font-size:15px;border-left:3px solid #ff6a00;padding-left:6px}
</style></head>
<body{{if .Search}} data-total="{{.Total}}"{{end}}>
<header>猎聘 Liepin <span class="muted" style="color:#ffe">(simulator)</span></header>
<main>
{{if .Error}}<p class="err">{{.Error}}</p>{{end}}
{{if .Authorize}}
<h1 style="font-size:18px">授权 Huntline 访问您的猎聘帐号<br><span class="muted">Authorize Huntline to use your Liepin account</span></h1>
<p class="muted">Huntline 将可以搜索简历、查看简历详情并发布职位。Huntline will search resumes, view them and publish jobs for you.</p>
<form method="get" action="{{.Action}}">
<input type="hidden" name="client_id" value="{{.ClientID}}"><input type="hidden" name="redirect_uri" value="{{.RedirectURI}}"><input type="hidden" name="state" value="{{.State}}">
{{range $i, $a := .Accounts}}<label class="acct"><input type="radio" name="uid" value="{{$a.UID}}"{{if eq $i 0}} checked{{end}}> {{$a.Name}} · {{$a.Title}} · {{$a.Company}}</label>{{end}}
<p><button type="submit" name="approve" value="1">授权 Authorize Huntline</button> <button type="submit" class="secondary" name="deny" value="1">拒绝 Deny</button></p>
</form>
{{end}}
{{if .Search}}
<p>共 <b>{{.Total}}</b> 份简历 · 第 {{.Page}} 页 <span class="muted">{{.Total}} resumes · page {{.Page}}</span></p>
<table><tr><th>姓名</th><th>基本信息</th><th>目前职位 · 公司</th><th>年薪</th><th class="wide">更新</th></tr>
{{range .Rows}}<tr><td class="nowrap"><a href="{{.Origin}}" data-origin="{{.Origin}}">{{.Name}}</a></td><td>{{.Sex}} · {{.Age}}岁 · {{.City}}<br><span class="muted">{{.Years}}年 · {{.Edu}}</span></td><td>{{.Title}}<br><span class="muted">{{.Company}}</span></td><td class="nowrap">{{.Salary}}万</td><td class="muted wide nowrap">{{.Updated}}</td></tr>
{{else}}<tr><td colspan="5" class="muted">没有符合条件的简历 No resume matches.</td></tr>{{end}}
</table>
<script src="{{.Script}}"></script>
{{end}}
{{with .Resume}}
<h1 style="font-size:20px">{{.Name}} <span class="muted">{{.ID}}</span></h1>
<p>{{.Sex}} · {{.Age}}岁 · {{.City}} · {{.Years}}年工作经验 · {{.Edu}} · 目前年薪 {{.Salary}}万</p>
<p>手机 {{$.Mobile}} · 邮箱 ****@**** <span class="muted">(联系后可见 visible once contacted)</span></p>
<section><h2>工作经历</h2>{{range .Jobs}}<p><b>{{.Company}}</b> · {{.Title}} <span class="muted">{{.From}} - {{if .To}}{{.To}}{{else}}至今{{end}}</span><br>{{.Duty}}</p>{{end}}</section>
<section><h2>教育经历</h2><p>{{.School}} · {{.Major}} · {{.Edu}}</p></section>
<section><h2>专业技能</h2><p>{{$.Skills}}</p></section>
{{end}}
{{with .Job}}
<h1 style="font-size:20px">{{index . "hjobTitle"}}</h1>
<p>{{index . "hcompName"}} · {{index . "hjobSalaryLow"}}-{{index . "hjobSalaryHigh"}}万 · <span class="muted">{{$.BoardID}}</span>{{if index . "closed"}} · <b>已关闭 closed</b>{{end}}</p>
<section><h2>职位描述</h2><p style="white-space:pre-wrap">{{index . "detailDuty"}}</p></section>
{{end}}
</main></body></html>`))
