package hunterboard

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
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

// The plugin's calls through the REST harness, on both stores, against the simulator.

func start(t *testing.T, dbURL string) (*resttest.Harness, *Simulator) {
	t.Helper()
	cfg := Simulated("", "")
	jb := jobboard.New()
	h := resttest.StartHarness(t, dbURL, mail.New(mail.Config{}), resume.New(), jb, New(cfg, jb))
	return h, cfg.Simulator
}

// bindThroughOAuth binds h's user as the board account uid the way the browser does: the
// redirect to the authorize page, its button, the callback.
func bindThroughOAuth(t *testing.T, h *resttest.Harness, uid string) {
	t.Helper()
	cb := h.URL + "/rest/hunterboard/bind_callback"
	res := h.Send(http.MethodGet, "/rest/oauth2/fetch_redirect_url?site=hunterboard&callback_url="+url.QueryEscape(cb), "", "")
	res.Body.Close()
	page := res.Request.URL
	if res.StatusCode != 200 || page.Path != SimPrefix+"/oauth/authorize" {
		t.Fatalf("bind redirect: %d at %s", res.StatusCode, page)
	}
	q := url.Values{"client_id": {page.Query().Get("client_id")}, "redirect_uri": {page.Query().Get("redirect_uri")},
		"state": {page.Query().Get("state")}, "account": {uid}}
	res = h.Send(http.MethodGet, SimPrefix+"/oauth/approve?"+q.Encode(), "", "")
	res.Body.Close()
	if res.StatusCode != 200 || res.Request.URL.Path != "/rest/hunterboard/bind_callback" {
		t.Fatalf("callback: %d at %s", res.StatusCode, res.Request.URL)
	}
}

func data(body map[string]any) map[string]any { m, _ := body["data"].(map[string]any); return m }

func notBound(t *testing.T, what string, status int, body map[string]any) {
	t.Helper()
	if status != 400 || !strings.Contains(resttest.Message(body), "Account not bound") {
		t.Errorf("%s: %d %v, want 400 Account not bound", what, status, body)
	}
}

func TestHunterBoard(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h, sim := start(t, dbURL)
		ctx := context.Background()

		// Off (the default): every path is a 404, the simulator's too.
		for _, p := range []string{"/rest/hunterboard/user_info", "/rest/hunterboard/search_tokens", SimPrefix + "/oauth/authorize"} {
			if st, _ := h.Get(p); st != 404 {
				t.Errorf("off: GET %s %d, want 404", p, st)
			}
		}
		clientMeta := func() string { _, body := h.Get("/rest/custom_field/client/list"); return fmt.Sprint(body) }
		if strings.Contains(clientMeta(), "hbCompIndustry") {
			t.Error("off: the client has the board's company fields")
		}
		if st, body := h.Post("/rest/plugin/hunterboard/on", map[string]any{}); st != 200 {
			t.Fatalf("on: %d %v", st, body)
		}
		if m := clientMeta(); !strings.Contains(m, "hbCompIndustry") || !strings.Contains(m, "Hunter Board company basics") {
			t.Errorf("on: the client lacks the board's company fields or their group: %.300s", m)
		}

		// Unbound: no user, every feature refused.
		if st, body := h.Get("/rest/hunterboard/user_info"); st != 200 || body["data"] != nil {
			t.Errorf("unbound user_info: %d %v", st, body)
		}
		st, body := h.Get("/rest/hunterboard/search_tokens")
		notBound(t, "unbound search_tokens", st, body)

		// Bind through OAuth; the account is the board's user.
		bindThroughOAuth(t, h, "ada")
		st, body = h.Get("/rest/hunterboard/user_info")
		if u := data(body); st != 200 || u["name"] != userOf("ada").Name || u["company_name"] == "" || u["title"] == "" || u["avatar_url"] == "" {
			t.Fatalf("user_info: %d %v", st, body)
		}

		// A consultant whose access token expired an hour ago: the call refreshes it.
		consultant := h.As("amy@huntline.test", map[string]any{"user_type": "consultant"})
		sim.Now = func() time.Time { return time.Now().Add(-2 * time.Hour) }
		stale := sim.Issue("amy")
		sim.Now = time.Now
		jb := jobboardOf(h.E)
		if err := jb.StoreAccount(ctx, 1, consultant.UserID, site, jobboard.Account{ProviderUID: "amy", Name: "Amy"}, stale); err != nil {
			t.Fatal(err)
		}
		if st, body := consultant.Get("/rest/hunterboard/user_info"); st != 200 || data(body)["name"] != userOf("amy").Name {
			t.Errorf("user_info after refresh: %d %v", st, body)
		}

		// Search tokens in the reader's language, search with paging.
		st, body = h.Get("/rest/hunterboard/search_tokens")
		tokens, _ := body["data"].([]any)
		if st != 200 || len(tokens) != 7 || tokens[1].(map[string]any)["type"] != "tree" {
			t.Fatalf("search_tokens: %d %v", st, body)
		}
		q := url.QueryEscape(`{"city": "010,020", "years": 3}`)
		_, p1 := h.Get("/rest/hunterboard/search?query=" + q)
		_, p2 := h.Get("/rest/hunterboard/search?query=" + q + "&page=2")
		count, _ := p1["count"].(float64)
		l1, _ := p1["list"].([]any)
		l2, _ := p2["list"].([]any)
		if count < 41 || p1["current"] != float64(1) || p2["current"] != float64(2) || p1["pages"] != float64((int(count)+19)/20) || len(l1) != 20 || len(l2) != 20 {
			t.Fatalf("search pages: %v / %v", p1, p2)
		}
		first := l1[0].(map[string]any)
		if first["id"] == l2[0].(map[string]any)["id"] || !strings.HasPrefix(first["avatar_url"].(string), "http") {
			t.Errorf("pages overlap or a relative avatar: %v", first)
		}
		if st, _ := h.Get("/rest/hunterboard/search?query=notjson"); st != 400 {
			t.Errorf("a bad query: %d", st)
		}

		// Saved and subscribed searches, private per user.
		st, body = h.Post("/rest/hunterboard/searches/add", map[string]any{"title": "京沪三年", "gql": `{"city":"010,020"}`, "subscribed": true})
		mine, _ := body["data"].(float64)
		if st != 200 || mine == 0 {
			t.Fatalf("add search: %d %v", st, body)
		}
		_, body = h.Get("/rest/hunterboard/searches")
		if l, _ := body["list"].([]any); len(l) != 1 || l[0].(map[string]any)["subscribed"] != true || body["subscribe"] != true {
			t.Errorf("searches: %v", body)
		}
		if _, body := consultant.Get("/rest/hunterboard/searches"); len(body["list"].([]any)) != 0 {
			t.Errorf("the consultant sees another's searches: %v", body)
		}
		if st, _ := consultant.Post("/rest/hunterboard/searches/del", map[string]any{"id": mine}); st != 404 {
			t.Errorf("the consultant deletes another's search: %d", st)
		}
		h.SetConfig(map[string]any{subscribeKey: false})
		consultant.Post("/rest/hunterboard/searches/add", map[string]any{"title": "Java", "gql": map[string]any{"keyword": "java"}, "subscribed": true})
		_, body = consultant.Get("/rest/hunterboard/searches")
		if l, _ := body["list"].([]any); len(l) != 1 || l[0].(map[string]any)["subscribed"] != false || body["subscribe"] != false {
			t.Errorf("subscribing off: %v", body)
		}
		h.SetConfig(map[string]any{subscribeKey: true})
		if st, body := h.Post("/rest/hunterboard/searches/del", map[string]any{"id": mine}); st != 200 {
			t.Errorf("del: %d %v", st, body)
		}

		// Resume detail and import: created, then the duplicate gets the file.
		st, body = h.Get("/rest/hunterboard/resume?id=HB10003")
		if d := data(body); st != 200 || d["name"] != simLibrary[2].name || d["detail_html"] == "" {
			t.Errorf("resume: %d %v", st, body)
		}
		if st, _ := h.Get("/rest/hunterboard/resume?id=HB99999"); st != 404 {
			t.Errorf("an unknown resume: %d", st)
		}
		st, body = h.Post("/rest/hunterboard/import_resume", map[string]any{"id": "HB10003"})
		imp := data(body)
		if st != 200 || imp["created"] != true || imp["name"] != simLibrary[2].name {
			t.Errorf("import: %d %v", st, body)
		} else {
			st, body = h.Post("/rest/hunterboard/import_resume", map[string]any{"id": "HB10003"})
			if again := data(body); st != 200 || again["created"] != false || again["id"] != imp["id"] {
				t.Errorf("import again: %d %v, want attached to %v", st, body, imp["id"])
			}
		}

		publishing(t, h, consultant, sim)

		// Unbound again: every feature refused.
		if st, body := h.Post("/rest/hunterboard/unbind", map[string]any{}); st != 200 {
			t.Fatalf("unbind: %d %v", st, body)
		}
		if st, body := h.Get("/rest/hunterboard/user_info"); st != 200 || body["data"] != nil {
			t.Errorf("user_info after unbind: %d %v", st, body)
		}
		for _, p := range []string{"/rest/hunterboard/search_tokens", "/rest/hunterboard/search", "/rest/hunterboard/searches", "/rest/hunterboard/resume?id=HB10001"} {
			st, body := h.Get(p)
			notBound(t, p, st, body)
		}
		st, body = h.Post("/rest/hunterboard/import_resume", map[string]any{"id": "HB10001"})
		notBound(t, "import", st, body)
		st, body = h.Post("/rest/hunterboard/unbind", map[string]any{})
		notBound(t, "unbind twice", st, body)

		// Off again: gone.
		h.Post("/rest/plugin/hunterboard/off", map[string]any{})
		if st, _ := consultant.Get("/rest/hunterboard/user_info"); st != 404 {
			t.Errorf("off: user_info %d", st)
		}
	})
}

// jobboardOf finds the jobboard module the engine runs.
func jobboardOf(e *engine.Engine) *jobboard.Module {
	for _, m := range e.Modules.List() {
		if jb, ok := m.(*jobboard.Module); ok {
			return jb
		}
	}
	return nil
}

// publishing: the form prefilled from the job and its client, refused with every missing
// field named, published, the company basics saved on the client for the next job, the
// private notes their author's alone.
func publishing(t *testing.T, admin, consultant *resttest.Harness, sim *Simulator) {
	client := admin.Create("client", map[string]any{"name": "华信科技有限公司", "name2": "华信", "owner": consultant.UserID, "nature": "private", "size": "s2"})
	job := admin.Create("joborder", map[string]any{"jobTitle": "财务总监", "client": client, "owner": consultant.UserID,
		"salaryRange": map[string]any{"min": 600000, "max": 800000}})
	form := "/rest/hunterboard/publish_form?joborder=" + strconv.FormatInt(job, 10)
	st, body := consultant.Get(form)
	d := data(body)
	if st != 200 {
		t.Fatalf("publish_form: %d %v", st, body)
	}
	secs, _ := d["sections"].([]any)
	values, _ := d["values"].(map[string]any)
	if len(secs) != 5 || values["hjobTitle"] != "财务总监" || values["hcompName"] != "华信科技有限公司" || values["hcompShortName"] != "华信" ||
		values["hcompKind"] != "3" || values["hcompScale"] != "2" ||
		d["can_submit"] != true || data(map[string]any{"data": d["client"]})["id"] != float64(client) {
		t.Fatalf("publish_form: client %v values %v", d["client"], values)
	}
	if sal, _ := values["salary"].(map[string]any); sal["min"] != float64(60) || sal["max"] != float64(80) {
		t.Errorf("salary prefill: %v", values["salary"])
	}
	types := map[string]bool{}
	for _, s := range secs {
		for _, f := range s.(map[string]any)["fields"].([]any) {
			types[f.(map[string]any)["type"].(string)] = true
		}
	}
	for _, typ := range []string{"text", "password", "options", "int", "range", "comtree", "date", "checkbox", "radio", "textarea", "dropdown"} {
		if !types[typ] {
			t.Errorf("no field of type %s", typ)
		}
	}

	// Missing fields: each named, in the reader's language.
	st, body = consultant.Post("/rest/hunterboard/publish", map[string]any{"joborder": job, "values": values})
	errs, _ := body["errors"].(map[string]any)
	if st != 400 || body["status"] != false || errs["hcompIndustry"] != "This field is required" || errs["detailDuty"] != "This field is required" || errs["hjobTitle"] != nil {
		t.Fatalf("publish with missing fields: %d %v", st, body)
	}
	zh := consultant.NewBrowser()
	zh.AcceptLanguage = "zh-CN"
	zh.Login("amy@huntline.test", resttest.AdminPassword)
	if _, body := zh.Post("/rest/hunterboard/publish", map[string]any{"joborder": job, "values": values}); body["errors"].(map[string]any)["detailDuty"] != "此字段必填" {
		t.Errorf("zh_CN errors: %v", body)
	}
	zh.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_TW"})
	tw := map[string]any{"detailSubordinate": -1}
	for k, v := range values {
		tw[k] = v
	}
	if _, body := zh.Post("/rest/hunterboard/publish", map[string]any{"joborder": job, "values": tw}); body["errors"].(map[string]any)["detailDuty"] != "此欄位必填" ||
		body["errors"].(map[string]any)["detailSubordinate"] != "請輸入 0 到 10000 之間的整數" {
		t.Errorf("zh_TW errors: %v", body)
	}
	zh.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_CN"})

	full := map[string]any{}
	for k, v := range values {
		full[k] = v
	}
	for k, v := range map[string]any{"hcompAlias": "华信", "hcompIndustry": "IT02", "hcompDq": "010020", "hcompKind": "3", "hcompScale": "3",
		"hcompDesc": "一家软件公司", "hjobJobTitle": "finance", "hjobDqCode": "010010", "detailReport2": "CEO", "age": map[string]any{"min": 30, "max": 45},
		"detailWorkYears": 8, "eduLevel": "2", "detailCanSourceIndustry": "IT01,FN02", "detailDuty": "负责公司财务管理", "hjobCloseDate": "2999-12-31",
		"recruitReason": "CFO 离职，保密", "otherinfo": []any{"confidential"}, "viewCode": "abc123"} {
		full[k] = v
	}
	bad := map[string]any{}
	for k, v := range full {
		bad[k] = v
	}
	bad["age"] = map[string]any{"min": 15, "max": 45}
	bad["hjobDqCode"] = "010"
	bad["hjobCloseDate"] = "2000-01-01"
	bad["detailWorkYears"] = "many"
	_, body = consultant.Post("/rest/hunterboard/publish", map[string]any{"joborder": job, "values": bad})
	if errs, _ := body["errors"].(map[string]any); len(errs) != 4 || errs["age"] == nil || errs["hjobDqCode"] == nil || errs["hjobCloseDate"] == nil || errs["detailWorkYears"] == nil {
		t.Errorf("bad values: %v", body)
	}

	st, body = consultant.Post("/rest/hunterboard/publish", map[string]any{"joborder": job, "values": full})
	pub := data(body)
	if st != 200 || pub["publication"] == nil || !strings.Contains(pub["url"].(string), "/sim/hunterboard/positions/P") {
		t.Fatalf("publish: %d %v", st, body)
	}
	boardID := pub["url"].(string)[strings.LastIndex(pub["url"].(string), "/")+1:]
	if pos, _, ok := sim.Position(boardID); !ok || pos["hjobTitle"] != "财务总监" || pos["recruitReason"] != nil {
		t.Errorf("the board got %v (private notes must stay home)", pos)
	}
	if rec := admin.Record("client", client); rec["hbCompIndustry"] != "IT02" || rec["hbCompDq"] != "010020" {
		t.Errorf("company basics not saved on the client: %v", rec)
	}
	if n := admin.Count("publication", "joborder="+strconv.FormatInt(job, 10)+"&site=hunterboard&status=published"); n != 1 {
		t.Errorf("publications recorded: %d", n)
	}

	// The next job for the client: company basics prefilled; the author's notes are his.
	job2 := admin.Create("joborder", map[string]any{"jobTitle": "会计", "client": client, "owner": consultant.UserID})
	_, body = consultant.Get("/rest/hunterboard/publish_form?joborder=" + strconv.FormatInt(job2, 10))
	if v := data(body)["values"].(map[string]any); v["hcompIndustry"] != "IT02" || v["hcompKind"] != "3" || v["hcompDesc"] != "一家软件公司" {
		t.Errorf("second job's prefill: %v", v)
	}
	_, body = consultant.Get(form)
	if v := data(body)["values"].(map[string]any); v["recruitReason"] != "CFO 离职，保密" || data(body)["publication"] == nil {
		t.Errorf("the author's notes or publication: %v", data(body))
	}
	_, body = admin.Get(form) // the administrator, above everyone
	if v := data(body)["values"].(map[string]any); v["recruitReason"] != nil {
		t.Errorf("a manager reads the author's private notes: %v", v["recruitReason"])
	}

	// Closing the job's publications closes the position on the board.
	if st, body := consultant.Post("/rest/jobboard/close_publications", map[string]any{"joborder": job}); st != 200 || body["data"] != float64(1) {
		t.Errorf("close publications: %d %v", st, body)
	}
	if _, closed, _ := sim.Position(boardID); !closed {
		t.Errorf("position %s still open on the board", boardID)
	}

	// A job the reader may not read, and no job: 404.
	if st, _ := consultant.Get("/rest/hunterboard/publish_form?joborder=999999"); st != 404 {
		t.Errorf("a missing job: %d", st)
	}
	team := admin.Create("team", map[string]any{"name": "Accounting"})
	admin.Create("dataaccessmodelquery", map[string]any{"name": "Accountant jobs", "model": "joborder", "query": "jobTitle=会计", "teams": []int64{team}})
	outsider := admin.As("leo@huntline.test", map[string]any{"user_type": "consultant", "team": team})
	if st, _ := outsider.Get(form); st != 404 {
		t.Errorf("publish_form of a job the reader may not read: %d", st)
	}
	if st, _ := outsider.Post("/rest/hunterboard/publish", map[string]any{"joborder": job, "values": full}); st != 404 {
		t.Errorf("publish of a job the reader may not read: %d", st)
	}
	st, body = outsider.Get("/rest/hunterboard/publish_form?joborder=" + strconv.FormatInt(job2, 10))
	notBound(t, "a readable job, unbound", st, body)
	// Company basics are saved on the client: a reader who may not edit it is told so.
	if st, body := admin.Post("/rest/actionaccess/client", map[string]any{"edit": []string{"linemgr"}}); st != 200 {
		t.Fatalf("client edit access: %d %v", st, body)
	}
	st, body = consultant.Post("/rest/hunterboard/publish", map[string]any{"joborder": job, "values": full})
	if st != 403 || !strings.Contains(resttest.Message(body), "华信科技有限公司") {
		t.Errorf("publish without the right to edit the client: %d %v", st, body)
	}
	admin.Post("/rest/actionaccess/client", map[string]any{"edit": nil})

	// Submitting turned off.
	admin.SetConfig(map[string]any{canSubmitKey: false})
	if _, body := consultant.Get(form); data(body)["can_submit"] != false {
		t.Errorf("can_submit with the setting off: %v", data(body)["can_submit"])
	}
	if st, _ := consultant.Post("/rest/hunterboard/publish", map[string]any{"joborder": job, "values": full}); st != 403 {
		t.Errorf("publish with the setting off: %d", st)
	}
	admin.SetConfig(map[string]any{canSubmitKey: true})
}

// The demo seed binds users to the simulator, saves searches of this board's shape and
// publishes the demo job there for real.
func TestDemoSeed(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h, sim := start(t, dbURL)
		job := h.Create("joborder", map[string]any{"jobTitle": "数据分析师", "client": h.Create("client", map[string]any{"name": "星辰数据"})})
		if err := jobboardOf(h.E).SeedDemo(context.Background(), []int64{h.UserID}, []int64{job}); err != nil {
			t.Fatal(err)
		}
		if st, body := h.Get("/rest/hunterboard/user_info"); st != 200 || data(body)["name"] == nil {
			t.Errorf("user_info after the seed: %d %v", st, body)
		}
		_, body := h.Get("/rest/hunterboard/searches")
		list, _ := body["list"].([]any)
		if len(list) != 2 || list[0].(map[string]any)["subscribed"] == list[1].(map[string]any)["subscribed"] {
			t.Fatalf("demo searches: %v", body)
		}
		for _, s := range list {
			q := url.QueryEscape(s.(map[string]any)["gql"].(string))
			if _, res := h.Get("/rest/hunterboard/search?query=" + q); res["count"].(float64) == 0 {
				t.Errorf("demo search %v finds nothing", s)
			}
		}
		_, body = h.Get("/rest/publication/list?gql=" + url.QueryEscape("joborder="+strconv.FormatInt(job, 10)))
		pubs := resttest.Items(body)
		if len(pubs) != 1 || !strings.HasPrefix(fmt.Sprint(pubs[0]["url"]), "http://127.0.0.1:8080/sim/hunterboard/positions/P") {
			t.Fatalf("demo publication: %v", body)
		}
		if _, _, ok := sim.Position(fmt.Sprint(pubs[0]["boardId"])); !ok {
			t.Errorf("the simulator has no position %v", pubs[0]["boardId"])
		}
	})
}
