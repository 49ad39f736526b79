package liepin

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"huntline/engine"
	"huntline/modules/jobboard"
	"huntline/modules/mail"
	"huntline/modules/resume"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// world is a server running the plugin on its simulator, switched on, the administrator
// signed in.
type world struct {
	h   *resttest.Harness
	sim *Simulator
	jb  *jobboard.Module
}

func startWorld(t *testing.T, dbURL string) *world {
	t.Helper()
	sim := NewSimulator()
	jb := jobboard.New()
	mod := New(Config{Provider: sim.Client(), Simulator: sim}, jb)
	h := resttest.StartHarness(t, dbURL, mail.New(mail.Config{}), resume.New(), jb, mod) // resume needs mail
	w := &world{h: h, sim: sim, jb: jb}
	w.switchOn(t, true)
	return w
}

func eachWorld(t *testing.T, fn func(t *testing.T, w *world)) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) { fn(t, startWorld(t, dbURL)) })
}

// switchOn turns the plugin on or off as the administrator does in Settings → Add-ons.
func (w *world) switchOn(t *testing.T, on bool) {
	t.Helper()
	verb := "off"
	if on {
		verb = "on"
	}
	if status, body := w.h.Post("/rest/plugin/liepin/"+verb, map[string]any{}); status != 200 {
		t.Fatalf("plugin %s: %d %v", verb, status, body)
	}
}

// noRedirects answers a client of h's browser (its cookies) that stops at redirects.
func noRedirects(h *resttest.Harness) *http.Client {
	return &http.Client{Jar: h.Client.Jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

var hiddenRe = regexp.MustCompile(`<input type="hidden" name="(\w+)" value="([^"]*)">`)

// bind goes through the bind window as the user does: the redirect call, the provider's
// authorize page, its Authorize button (as the account uid), the callback page.
func bind(t *testing.T, h *resttest.Harness, uid string) string {
	t.Helper()
	cl := noRedirects(h)
	get := func(u string) (*http.Response, string) {
		t.Helper()
		if strings.HasPrefix(u, "/") {
			u = h.URL + u
		}
		req, _ := http.NewRequest("GET", u, nil)
		resp, err := cl.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp, string(raw)
	}
	resp, _ := get("/rest/oauth2/fetch_redirect_url?site=liepin&callback_url=" + url.QueryEscape(h.URL+"/rest/liepin/bind_callback"))
	if resp.StatusCode != 302 || !strings.HasPrefix(resp.Header.Get("Location"), SimPath+"/oauth/authorize?") {
		t.Fatalf("fetch_redirect_url: %d %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, page := get(resp.Header.Get("Location"))
	if resp.StatusCode != 200 || !strings.Contains(page, "Authorize Huntline") {
		t.Fatalf("authorize page: %d %.300s", resp.StatusCode, page)
	}
	form := url.Values{"uid": {uid}, "approve": {"1"}}
	for _, m := range hiddenRe.FindAllStringSubmatch(page, -1) {
		form.Set(m[1], htmlUnescape(m[2]))
	}
	resp, _ = get(SimPath + "/oauth/approve?" + form.Encode())
	cb := resp.Header.Get("Location")
	if resp.StatusCode != 302 || !strings.HasPrefix(cb, h.URL+"/rest/liepin/bind_callback?") {
		t.Fatalf("approve: %d %s", resp.StatusCode, cb)
	}
	resp, landing := get(cb)
	if resp.StatusCode != 200 || !strings.Contains(landing, "closeme") {
		t.Fatalf("callback: %d %s", resp.StatusCode, landing)
	}
	return landing
}

func htmlUnescape(s string) string {
	return strings.NewReplacer("&amp;", "&", "&#43;", "+", "&#34;", `"`, "&#39;", "'", "&lt;", "<", "&gt;", ">").Replace(s)
}

func principalOf(h *resttest.Harness) engine.Principal {
	return engine.Principal{TenantID: 1, UserID: h.UserID, Lang: "en"}
}

func dataOf(body map[string]any) map[string]any {
	d, _ := body["data"].(map[string]any)
	return d
}

func listOf(body map[string]any) []any {
	l, _ := body["data"].([]any)
	return l
}

// Off, the plugin leaves no trace: every call and the simulator's pages are 404s.
func TestPluginOffIsNotFound(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		paths := []string{"/rest/plugin/v2/liepin/data?type=city", "/rest/liepin/fetch_search_base_data", "/rest/liepin/query_tpl/query",
			"/rest/liepin/fetch_liepin_user_info", "/rest/liepin/fetch_post_position_base_info", SimPath + "/oauth/authorize",
			"POST /rest/liepin/convert_to_search", "POST /rest/liepin/post_position", "POST /rest/liepin/import_resume", "POST /rest/liepin/query_tpl/add"}
		check := func(on bool) {
			t.Helper()
			for _, p := range paths {
				var status int
				if rest, ok := strings.CutPrefix(p, "POST "); ok {
					status, _ = h.Post(rest, map[string]any{})
				} else {
					resp := h.Send("GET", p, "", "")
					resp.Body.Close()
					status = resp.StatusCode
				}
				if (status == 404) == on {
					t.Errorf("%s: %d with the plugin on=%v", p, status, on)
				}
			}
		}
		check(true)
		w.switchOn(t, false)
		check(false)
		_, cfg := h.Get("/rest/data/config")
		if mods, _ := dataOf(cfg)["modules"].([]any); strings.Contains(strings.Join(strs(mods), ","), "liepin") {
			t.Errorf("modules while off: %v", mods)
		}
		w.switchOn(t, true)
		check(true)
	})
}

func strs(l []any) []string {
	out := make([]string, len(l))
	for i, v := range l {
		out[i] = text(v)
	}
	return out
}

// Binding through the OAuth window, the user info call's codes, the refresh of a token
// about to expire, a refresh the provider refuses, a provider down, unbinding.
func TestBindUserInfoAndUnbind(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		info := func() map[string]any {
			t.Helper()
			status, body := h.Get("/rest/liepin/fetch_liepin_user_info")
			if status != 200 || body["status"] != true {
				t.Fatalf("user info: %d %v", status, body)
			}
			return dataOf(body)
		}
		if d := info(); d["code"] != "0" || d["user_info"] != nil {
			t.Errorf("unbound: %v", d)
		}
		bind(t, h, "lp-1002")
		d := info()
		u, _ := d["user_info"].(map[string]any)
		if d["code"] != "1" || u["name"] != "陈明" || u["uid"] != "lp-1002" || u["avatar_url"] != SimPath+"/avatar/lp-1002.svg" {
			t.Fatalf("bound: %v", d)
		}
		// Another user sees his own state, unbound.
		other := h.As("other@huntline.test", map[string]any{"user_type": "consultant"})
		if _, body := other.Get("/rest/liepin/fetch_liepin_user_info"); dataOf(body)["code"] != "0" {
			t.Errorf("another user: %v", body)
		}

		// A token expiring within 5 minutes is refreshed on the way.
		ctx := context.Background()
		tok := w.sim.Issue("lp-2001")
		tok.Expiry = time.Now().Add(time.Minute)
		if err := w.jb.StoreAccount(ctx, 1, h.UserID, site, jobboard.Account{ProviderUID: "lp-2001", Name: "Lisa Zhang"}, tok); err != nil {
			t.Fatal(err)
		}
		before := w.sim.Refreshes()
		if d := info(); d["code"] != "1" || w.sim.Refreshes() != before+1 {
			t.Errorf("expiring token: %v, refreshes %d → %d", d, before, w.sim.Refreshes())
		}
		if d := info(); w.sim.Refreshes() != before+1 {
			t.Errorf("the refreshed token was not kept: %d refreshes, %v", w.sim.Refreshes(), d)
		}

		// The provider down: the stored account still shows.
		w.sim.Fail(true)
		if d := info(); d["code"] != "1" || d["user_info"].(map[string]any)["name"] != "Lisa Zhang" {
			t.Errorf("provider down: %v", d)
		}
		w.sim.Fail(false)

		// A refresh the provider refuses unbinds.
		tok = w.sim.Issue("lp-9009")
		tok.Expiry = time.Now().Add(time.Minute)
		w.jb.StoreAccount(ctx, 1, h.UserID, site, jobboard.Account{ProviderUID: "lp-9009"}, tok)
		w.sim.Revoke("lp-9009")
		if d := info(); d["code"] != "0" {
			t.Errorf("refused refresh: %v", d)
		}

		bind(t, h, "lp-1001")
		// Unbind is a GET that changes state: another site's link or image is refused; the
		// app's own fetch (same-origin) or the CSRF header passes.
		for _, site := range []string{"", "cross-site", "same-site"} {
			req, _ := http.NewRequest("GET", h.URL+"/rest/liepin/unbind", nil)
			if site != "" {
				req.Header.Set("Sec-Fetch-Site", site)
			}
			resp, _ := noRedirects(h).Do(req)
			resp.Body.Close()
			if resp.StatusCode != 403 {
				t.Errorf("unbind from %q without the CSRF header: %d", site, resp.StatusCode)
			}
		}
		if d := info(); d["code"] != "1" {
			t.Fatalf("refused unbinds unbound: %v", d)
		}
		req, _ := http.NewRequest("GET", h.URL+"/rest/liepin/unbind", nil)
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		resp, _ := noRedirects(h).Do(req)
		resp.Body.Close()
		if resp.StatusCode != 200 || info()["code"] != "0" {
			t.Errorf("the app's own unbind: %d", resp.StatusCode)
		}
		bind(t, h, "lp-1001")
		if status, body := h.Get("/rest/liepin/unbind"); status != 200 || body["status"] != true {
			t.Fatalf("unbind: %d %v", status, body)
		}
		if d := info(); d["code"] != "0" {
			t.Errorf("after unbind: %v", d)
		}
	})
}

// Reference data, the search form for the iframe and its pages, the provider down.
func TestSearchCalls(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		for _, kind := range []string{"city", "function", "industry", "ht_job"} {
			if status, body := h.Get("/rest/plugin/v2/liepin/data?type=" + kind); status != 200 || len(listOf(body)) == 0 {
				t.Errorf("data %s: %d %v", kind, status, body)
			}
		}
		if status, _ := h.Get("/rest/plugin/v2/liepin/data?type=nothing"); status != 400 {
			t.Errorf("an unknown list: %d", status)
		}
		_, body := h.Get("/rest/liepin/fetch_search_base_data")
		base := dataOf(body)
		qc, _ := base["query_config"].([]any)
		bd, _ := base["base_data"].([]any)
		if len(qc) < 5 || len(bd) < 3 {
			t.Fatalf("search base data: %v", body)
		}
		first := qc[1].(map[string]any)
		if first["key"] != "dq" || first["type"] != "select" || first["data_index"] != float64(0) {
			t.Errorf("query config %v", first)
		}
		if _, body := h.Get("/rest/liepin/fetch_post_position_base_info"); len(listOf(body)) != 7 {
			t.Errorf("position base info %v", body)
		}

		status, body := h.Post("/rest/liepin/convert_to_search", map[string]any{"dq": "201"})
		if status != 400 || body["message"] != "Account not bound" {
			t.Errorf("search unbound: %d %v", status, body)
		}
		bind(t, h, "lp-1001")
		page := func(filter map[string]any) (int, int) {
			t.Helper()
			status, body := h.Post("/rest/liepin/convert_to_search", filter)
			d := dataOf(body)
			if status != 200 || d["url"] != SimPath+"/search" {
				t.Fatalf("convert_to_search: %d %v", status, body)
			}
			form := url.Values{}
			for _, f := range d["post_form"].([]any) {
				f := f.(map[string]any)
				form.Set(text(f["name"]), text(f["value"]))
			}
			resp := h.Send("POST", text(d["url"]), "application/x-www-form-urlencoded", form.Encode())
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 || resp.Header.Get("X-Frame-Options") != "SAMEORIGIN" {
				t.Fatalf("search page: %d %v", resp.StatusCode, resp.Header)
			}
			m := totalRe.FindStringSubmatch(string(raw))
			total, _ := strconv.Atoi(m[1])
			return total, strings.Count(string(raw), "data-origin=")
		}
		if total, rows := page(map[string]any{}); total != simResumeCount || rows != 30 {
			t.Errorf("everyone: %d, %d rows", total, rows)
		}
		if total, rows := page(map[string]any{"curPage": 10}); total != simResumeCount || rows != 30 {
			t.Errorf("page 10: %d, %d rows", total, rows)
		}
		if _, rows := page(map[string]any{"curPage": 11}); rows != 0 {
			t.Errorf("page 11: %d rows", rows)
		}
		shanghai, rows := page(map[string]any{"dq": "201", "curPage": 1})
		if shanghai == 0 || shanghai >= simResumeCount || rows != min(30, shanghai) {
			t.Errorf("Shanghai: %d, %d rows", shanghai, rows)
		}

		w.sim.Fail(true)
		if status, body := h.Post("/rest/liepin/convert_to_search", map[string]any{}); status != 200 || body["data"] != nil {
			t.Errorf("provider down, search: %d %v", status, body)
		}
		// A token due for refresh while the provider is down: null too, and still bound.
		tok := w.sim.Issue("lp-1001")
		tok.Expiry = time.Now().Add(time.Minute)
		w.jb.StoreAccount(context.Background(), 1, h.UserID, site, jobboard.Account{ProviderUID: "lp-1001"}, tok)
		if status, body := h.Post("/rest/liepin/convert_to_search", map[string]any{}); status != 200 || body["data"] != nil {
			t.Errorf("provider down at the refresh, search: %d %v", status, body)
		}
		if status, body := h.Get("/rest/liepin/fetch_resume_detail?origin_url=" + url.QueryEscape(SimPath+"/resume/R10001")); status != 200 || body["data"] != nil {
			t.Errorf("provider down at the refresh, detail: %d %v", status, body)
		}
		if _, body := h.Get("/rest/liepin/fetch_liepin_user_info"); dataOf(body)["code"] != "1" {
			t.Errorf("provider down at the refresh, user info: %v", body)
		}
		if status, body := h.Get("/rest/liepin/fetch_search_base_data"); status != 200 || len(dataOf(body)["query_config"].([]any)) != 0 {
			t.Errorf("provider down, base data: %d %v", status, body)
		}
		if status, body := h.Get("/rest/plugin/v2/liepin/data?type=city"); status != 200 || len(listOf(body)) != 0 || body["data"] == nil {
			t.Errorf("provider down, data: %d %v", status, body)
		}
	})
}

// Templates are the user's own: added, listed with their filter, deleted; another user
// neither sees nor deletes them.
func TestQueryTemplates(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		status, body := h.Post("/rest/liepin/query_tpl/add", map[string]any{"tpl_name": "上海 Java", "query_str": `{"dq":"201","keyword":"Java"}`})
		if status != 200 {
			t.Fatalf("add: %d %v", status, body)
		}
		id := dataOf(body)["id"]
		h.Post("/rest/liepin/query_tpl/add", map[string]any{"tpl_name": "Finance", "query_str": map[string]any{"industry": "200"}})
		_, body = h.Get("/rest/liepin/query_tpl/query")
		list := listOf(body)
		if len(list) != 2 {
			t.Fatalf("query: %v", body)
		}
		tpl := list[0].(map[string]any)
		if tpl["id"] != id || tpl["tpl_name"] != "上海 Java" || tpl["querstr"] != `{"dq":"201","keyword":"Java"}` {
			t.Errorf("template %v", tpl)
		}
		other := h.As("other@huntline.test", map[string]any{"user_type": "consultant"})
		if _, body := other.Get("/rest/liepin/query_tpl/query"); len(listOf(body)) != 0 {
			t.Errorf("another user's templates: %v", body)
		}
		if status, _ := other.Post("/rest/liepin/query_tpl/del", map[string]any{"id": id}); status != 404 {
			t.Errorf("another user deletes: %d", status)
		}
		if status, body := h.Post("/rest/liepin/query_tpl/add", map[string]any{"tpl_name": "", "query_str": "{}"}); status != 400 {
			t.Errorf("no title: %d %v", status, body)
		}
		if status, body := h.Post("/rest/liepin/query_tpl/del", map[string]any{"id": id}); status != 200 {
			t.Fatalf("del: %d %v", status, body)
		}
		if _, body := h.Get("/rest/liepin/query_tpl/query"); len(listOf(body)) != 1 {
			t.Errorf("after del: %v", body)
		}
	})
}

// A resume's detail for the iframe; a foreign origin URL refused; import as a candidate,
// then again: attached to the candidate the first made.
func TestResumeDetailAndImport(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		p := simResumes[0]
		origin := SimPath + "/resume/" + p.ID
		if status, body := h.Get("/rest/liepin/fetch_resume_detail?origin_url=" + url.QueryEscape(origin)); status != 400 || body["message"] != "Account not bound" {
			t.Errorf("detail unbound: %d %v", status, body)
		}
		bind(t, h, "lp-1001")
		for _, bad := range []string{"https://evil.example/resume/R10001", "/rest/user/list", SimPath + "/resume/../../rest/x", ""} {
			if status, body := h.Get("/rest/liepin/fetch_resume_detail?origin_url=" + url.QueryEscape(bad)); status != 400 {
				t.Errorf("detail of %q: %d %v", bad, status, body)
			}
			if status, _ := h.Post("/rest/liepin/import_resume", map[string]any{"origin_url": bad}); status != 400 {
				t.Errorf("import of %q: %d", bad, status)
			}
		}
		status, body := h.Get("/rest/liepin/fetch_resume_detail?origin_url=" + url.QueryEscape(origin))
		d := dataOf(body)
		if status != 200 || d["name"] != p.Name || d["origin_url"] != origin || !strings.HasPrefix(text(d["url"]), origin+"?t=") {
			t.Fatalf("detail: %d %v", status, body)
		}
		resp := h.Send("GET", text(d["url"]), "", "")
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(raw), p.Name) || !strings.Contains(string(raw), p.Company) {
			t.Errorf("detail page: %.300s", raw)
		}
		if status, body := h.Get("/rest/liepin/fetch_resume_detail?origin_url=" + url.QueryEscape(SimPath+"/resume/R99999")); status != 200 || body["data"] != nil {
			t.Errorf("an unknown resume: %d %v", status, body)
		}

		status, body = h.Post("/rest/liepin/import_resume", map[string]any{"origin_url": origin})
		first := dataOf(body)
		if status != 200 || first["created"] != true || first["id"] == nil {
			t.Fatalf("import: %d %v", status, body)
		}
		id := int64(first["id"].(float64))
		cand := h.Record("candidate", id)
		if cand["mobile"] != p.Mobile || cand["email"] != p.Email || cand["source"] != "liepin" {
			t.Errorf("imported candidate: %v", cand)
		}
		status, body = h.Post("/rest/liepin/import_resume", map[string]any{"origin_url": origin})
		again := dataOf(body)
		if status != 200 || again["created"] != false || again["id"] != first["id"] {
			t.Errorf("import again: %d %v, want attached to %v", status, body, first["id"])
		}
	})
}

// validPosition is a publish form that passes every rule.
func validPosition() map[string]any {
	return map[string]any{
		"hcompName": "上海云启科技有限公司", "hcompAlias": "云启科技", "hcompIndustry": "101", "hcompDq": "201", "hcompKind": "4", "hcompScale": "3",
		"hcompDesc": "一家做交易平台的科技公司。", "deptName": "技术部",
		"hjobTitle": "高级Java工程师", "hjobJobTitle": "101", "hjobDqCode": "201", "hjobCloseDate": "2099-12-31", "emergencyLevel": "1",
		"isPublish": "1", "detailReport2": "技术总监", "hjobSalaryLow": 40, "hjobSalaryHigh": 60, "detailSalStructureDiXin": true,
		"detailDuty":   "负责交易平台后端架构设计与开发，带领小组完成核心系统建设，要求熟悉 Java 与分布式系统，五年以上经验。",
		"detailAgeLow": 25, "detailAgeHigh": 40, "jobUserSexKind": "不限", "detailWorkYears": 5, "eduLevel": "050",
		"detailCanSourceIndustry": []any{"101", "102"}, "detailSubordinate": 3,
	}
}

func with(base map[string]any, set map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range set {
		if v == nil {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	return out
}

// Publishing: a job the reader may not read is a 404, unbound is 'Account not bound', every
// rule of §5 in the reader's language, corrections of ages, salary and date, then the
// publication on the provider and as a record on the job.
func TestPostPosition(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		client := h.Create("client", map[string]any{"name": "上海云启科技有限公司", "name2": "云启科技", "description": "<p>交易平台 &amp; 支付</p>"})
		job := h.Create("joborder", map[string]any{"jobTitle": "高级Java工程师", "client": client})
		limited := h.Create("joborder", map[string]any{"jobTitle": "Secret", "client": client, "islimited": true})
		hunter := h.As("hunter@huntline.test", map[string]any{"user_type": "hunter"})

		_, body := h.Get("/rest/liepin/fetch_post_position_company_info?joborderId=" + strconv.FormatInt(job, 10))
		info := dataOf(body)
		if info["hcompName"] != "上海云启科技有限公司" || info["hcompAlias"] != "云启科技" || info["hjobTitle"] != "高级Java工程师" || info["hcompDesc"] != "交易平台 & 支付" {
			t.Errorf("company info: %v", body)
		}
		// What the job knows fills the job's part too: salary in 万, a deadline not past, the duty.
		paid := h.Create("joborder", map[string]any{"jobTitle": "架构师", "client": client, "salaryRange": map[string]any{"min": 400000, "max": 650000},
			"deadline": "2999-12-31", "description": "<p>带领平台团队</p>"})
		past := h.Create("joborder", map[string]any{"jobTitle": "架构师", "client": client, "deadline": "2000-01-01"})
		_, body = h.Get("/rest/liepin/fetch_post_position_company_info?joborderId=" + strconv.FormatInt(paid, 10))
		if info := dataOf(body); info["hjobSalaryLow"] != "40" || info["hjobSalaryHigh"] != "65" || info["hjobCloseDate"] != "2999-12-31" || info["detailDuty"] != "带领平台团队" {
			t.Errorf("job defaults: %v", body)
		}
		_, body = h.Get("/rest/liepin/fetch_post_position_company_info?joborderId=" + strconv.FormatInt(past, 10))
		if info := dataOf(body); info["hjobCloseDate"] != nil || info["hjobSalaryLow"] != nil {
			t.Errorf("a past deadline or no salary is not a default: %v", body)
		}
		for _, who := range []*resttest.Harness{hunter, h} {
			for _, id := range []int64{limited, 999999} {
				if who == h && id == limited {
					continue
				}
				if status, _ := who.Get("/rest/liepin/fetch_post_position_company_info?joborderId=" + strconv.FormatInt(id, 10)); status != 404 {
					t.Errorf("company info of job %d: %d, want 404", id, status)
				}
				if status, _ := who.Post("/rest/liepin/post_position", map[string]any{"joborder_id": id, "position_info": validPosition()}); status != 404 {
					t.Errorf("publish job %d: %d, want 404", id, status)
				}
			}
		}

		post := func(b *resttest.Harness, pos map[string]any) (int, map[string]any) {
			t.Helper()
			return b.Post("/rest/liepin/post_position", map[string]any{"joborder_id": job, "position_info": pos})
		}
		if status, body := post(h, validPosition()); status != 400 || body["message"] != "Account not bound" {
			t.Errorf("unbound: %d %v", status, body)
		}
		bind(t, h, "lp-1001")

		// Every required field, in each language.
		for lang, want := range map[string]string{"en": "This field is required", "zh_CN": "此字段必填", "zh_TW": "此欄位必填"} {
			b := h
			if lang != "en" {
				b = h.As("pub-"+lang+"@huntline.test", map[string]any{"user_type": "consultant", "lang": lang})
				bind(t, b, "lp-1002")
			}
			status, body := post(b, map[string]any{})
			errs, _ := body["errors"].(map[string]any)
			if status != 400 {
				t.Fatalf("%s empty form: %d %v", lang, status, body)
			}
			for _, f := range append(append([]string{}, requiredFields...), "hjobSalaryLow", "detailSalStructureDiXin", "detailAgeLow") {
				if errs[f] != want {
					t.Errorf("%s: %s: %v, want %q", lang, f, errs[f], want)
				}
			}
			if len(errs) != len(requiredFields)+3 {
				t.Errorf("%s: %d errors: %v", lang, len(errs), errs)
			}
		}

		for _, tc := range []struct {
			name  string
			set   map[string]any
			field string
			want  string
		}{
			{"salary span of 30 万", map[string]any{"hjobSalaryLow": 30, "hjobSalaryHigh": 60}, "hjobSalaryLow", "range must be less than 30 万"},
			{"company location a region", map[string]any{"hcompDq": "200"}, "hcompDq", "Choose an item, not a whole group"},
			{"job location a region", map[string]any{"hjobDqCode": "100"}, "hjobDqCode", "Choose an item, not a whole group"},
			{"function a group", map[string]any{"hjobJobTitle": "100"}, "hjobJobTitle", "Choose an item, not a whole group"},
			{"an unknown industry", map[string]any{"hcompIndustry": "999"}, "hcompIndustry", "Not one of the options"},
			{"an unknown candidate industry", map[string]any{"detailCanSourceIndustry": "101,998"}, "detailCanSourceIndustry", "Not one of the options"},
			{"urgency 3", map[string]any{"emergencyLevel": "3"}, "emergencyLevel", "Not one of the options"},
			{"traffic welfare 5", map[string]any{"jobTrafficWelfare": "5"}, "jobTrafficWelfare", "Not one of the options"},
			{"no salary structure ticked", map[string]any{"detailSalStructureDiXin": false}, "detailSalStructureDiXin", "This field is required"},
			{"no salary", map[string]any{"hjobSalaryLow": nil, "hjobSalaryHigh": nil}, "hjobSalaryLow", "This field is required"},
			{"no age", map[string]any{"detailAgeLow": nil, "detailAgeHigh": ""}, "detailAgeLow", "This field is required"},
			{"a closing date that is no date", map[string]any{"hjobCloseDate": "31/12/2099"}, "hjobCloseDate", "Enter a date as YYYY-MM-DD"},
		} {
			status, body := post(h, with(validPosition(), tc.set))
			errs, _ := body["errors"].(map[string]any)
			if status != 400 || errs[tc.field] != tc.want || len(errs) != 1 {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
		}
		if len(w.sim.positions) != 0 {
			t.Fatalf("refused forms reached the provider: %v", w.sim.positions)
		}

		// Corrections: ages outside 20–65 become 30, a negative salary 0, a past date today.
		status, body := post(h, with(validPosition(), map[string]any{"detailAgeLow": 18, "detailAgeHigh": 70, "hjobSalaryLow": -5, "hjobSalaryHigh": 20,
			"hjobCloseDate": "2000-01-01", "unknownField": "dropped"}))
		d := dataOf(body)
		if status != 200 {
			t.Fatalf("publish: %d %v", status, body)
		}
		pos := d["position_info"].(map[string]any)
		today := h.E.Now().In(h.E.Tenants.Location(context.Background(), 1)).Format("2006-01-02")
		if pos["detailAgeLow"] != "30" || pos["detailAgeHigh"] != "30" || pos["hjobSalaryLow"] != "0" || pos["hjobCloseDate"] != today || pos["unknownField"] != nil {
			t.Errorf("corrected position: %v (today %s)", pos, today)
		}
		boardID := text(d["board_id"])
		onBoard, ok := w.sim.Position(boardID)
		if !ok || onBoard["hjobTitle"] != "高级Java工程师" || onBoard["detailCanSourceIndustry"] != "101,102" || onBoard["owner"] != "lp-1001" {
			t.Errorf("on the board: %v", onBoard)
		}
		if d["url"] != h.URL+SimPath+"/job/"+boardID {
			t.Errorf("url %v", d["url"])
		}
		pubID, _ := d["publication"].(float64)
		rec := h.Record("publication", int64(pubID))
		if rec["site"] != "liepin" || rec["boardId"] != boardID || rec["url"] != d["url"] || rec["status"] != "published" || rec["closesAt"] != today {
			t.Errorf("publication record: %v", rec)
		}

		// The provider down: a 502 the user reads, never a 500.
		w.sim.Fail(true)
		if status, body := post(h, validPosition()); status != 502 {
			t.Errorf("provider down: %d %v", status, body)
		}
	})
}

// The demo seed binds the users to the simulator, saves this board's two templates and
// publishes the job on the simulator.
func TestDemoSeed(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		h := w.h
		w.switchOn(t, false)
		client := h.Create("client", map[string]any{"name": "演示客户"})
		job := h.Create("joborder", map[string]any{"jobTitle": "财务经理", "client": client, "salaryRange": map[string]any{"min": 400000, "max": 600000}})
		if err := w.jb.SeedDemo(context.Background(), []int64{h.UserID}, []int64{job}); err != nil {
			t.Fatal(err)
		}
		if _, body := h.Get("/rest/liepin/fetch_liepin_user_info"); dataOf(body)["code"] != "1" {
			t.Errorf("demo user info: %v", body)
		}
		_, body := h.Get("/rest/liepin/query_tpl/query")
		if list := listOf(body); len(list) != 2 || !strings.Contains(text(list[0].(map[string]any)["querstr"]), `"dq":"201"`) {
			t.Errorf("demo templates: %v", body)
		}
		_, body = h.Get("/rest/publication/list")
		items := resttest.Items(body)
		if len(items) != 1 || !strings.HasPrefix(text(items[0]["boardId"]), "LP") {
			t.Fatalf("demo publication: %v", body)
		}
		pos, ok := w.sim.Position(text(items[0]["boardId"]))
		if !ok || pos["hjobSalaryLow"] != "40" || pos["hjobSalaryHigh"] != "60" || items[0]["url"] != h.URL+SimPath+"/job/"+text(items[0]["boardId"]) {
			t.Errorf("on the board: %v, record %v", pos, items[0])
		}
	})
}
