package notices

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"huntline/modules/activity"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// harness is the administrator's harness on a server running the module.
type harness = resttest.Harness

func newHarness(t *testing.T, url string) *harness {
	t.Helper()
	return newHarnessWith(t, url, Config{})
}

// newHarnessWith is newHarness with the module configured by cfg (its gateways).
func newHarnessWith(t *testing.T, url string, cfg Config) *harness {
	t.Helper()
	return resttest.StartHarness(t, url, activity.New(), New(cfg)) // activity: the feeds a message goes on
}

// waitStatus polls an outbox record until the job queue moved it out of queued.
func waitStatus(h *harness, id int64, want string) map[string]any {
	h.T.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		_, body := h.Get(fmt.Sprintf("/rest/sms/%d", id))
		data, _ := body["data"].(map[string]any)
		if data["status"] == want {
			return data
		}
		if time.Now().After(deadline) {
			h.T.Fatalf("sms %d: status %v, want %s (%v)", id, data["status"], want, data)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestSMSValidation(t *testing.T) {
	resttest.Each(t, newHarness, func(t *testing.T, h *harness) {
		cand := h.Create("candidate", map[string]any{"englishName": "Amy", "mobile": "13800138000"})
		long := strings.Repeat("字", MaxContent+1)
		for _, tc := range []struct {
			name   string
			data   map[string]any
			status int
			msg    string
		}{
			{"no content", map[string]any{"to": "13800138000"}, 400, "content: write the message"},
			{"too long", map[string]any{"to": "13800138000", "content": long}, 400, fmt.Sprintf("content: at most %d characters (this one has %d)", MaxContent, MaxContent+1)},
			{"bad number", map[string]any{"to": "13800138000,12ab", "content": "Hi"}, 400, `mobile: "12ab" is not a mobile number`},
			{"no receiver", map[string]any{"content": "Hi"}, 400, "mobile: give the receiver's address"},
			{"unknown variable", map[string]any{"to": "13800138000", "content": "Hi {{candidate.nickname}}", "candidate": cand}, 400, "{{candidate.nickname}}: unknown variable: candidate has no field nickname"},
			{"variable without record", map[string]any{"to": "13800138000", "content": "Hi {{joborder.jobTitle}}"}, 400, "{{joborder.jobTitle}}: needs a joborder"},
			{"receiver by record", map[string]any{"receiver_model": "candidate", "receiver_id": cand, "content": "Hi {{candidate.englishName}}", "candidate": cand}, 200, ""},
		} {
			t.Run(tc.name, func(t *testing.T) {
				status, body := h.Post("/rest/sms/send", tc.data)
				if status != tc.status {
					t.Fatalf("status %d, want %d: %v", status, tc.status, body)
				}
				if msg, _ := body["message"].(string); tc.msg != "" && !strings.Contains(msg, tc.msg) {
					t.Errorf("message %q, want %q", msg, tc.msg)
				}
			})
		}
		// The generic add stays closed to non-admins, and reaches the model, not the send.
		if status, body := h.Post("/rest/smstemplate/add", map[string]any{"name": "Hello", "content": "Hi {{candidate.englishName}}"}); status != 200 {
			t.Fatalf("template add: %d %v", status, body)
		}
	})
}

func TestSMSGatewayRoundTrip(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		sim := &Simulator{Token: "t0k"}
		gw := httptest.NewServer(sim)
		defer gw.Close()
		h := newHarnessWith(t, url, Config{Gateways: map[string]GatewayURL{"sms": {URL: gw.URL, Token: "t0k"}}})
		cand := h.Create("candidate", map[string]any{"englishName": "Amy", "mobile": "13800138000"})
		job := h.Create("joborder", map[string]any{"jobTitle": "Go Engineer", "client": h.Create("client", map[string]any{"name": "Acme"})})

		status, body := h.Post("/rest/sms/choosetemplate/0", map[string]any{"content": "Hi {{candidate.englishName}}, about {{joborder.jobTitle}}", "mobile": "13800138000", "_type": "general", "candidate": cand, "joborder": job})
		data, _ := body["data"].(map[string]any)
		if status != 200 || data["content"] != "Hi Amy, about Go Engineer" {
			t.Fatalf("preview: %d %v", status, body)
		}

		status, body = h.Post("/rest/sms/send", map[string]any{"to": "138 0013 8000", "content": "Hi {{candidate.englishName}}", "template_type": "general", "candidate": cand, "joborder": job})
		if status != 200 {
			t.Fatalf("send: %d %v", status, body)
		}
		id := sentIDs(body)[0]
		sent := waitStatus(h, id, "sent")
		got := sim.Received()
		if len(got) != 1 || got[0] != (GatewayRequest{Channel: "sms", To: "13800138000", Content: "Hi Amy", Ref: fmt.Sprint(id), Tenant: 1}) {
			t.Fatalf("gateway received %+v", got)
		}
		if sent["provider_id"] != "sim-1" {
			t.Errorf("provider id %v", sent["provider_id"])
		}

		// Gateway down: the notice fails with the reason; a retry once it is back sends it.
		sim.SetDown(true)
		_, body = h.Post("/rest/sms/send", map[string]any{"to": "13800138000", "content": "Second", "candidate": cand})
		id2 := sentIDs(body)[0]
		failed := waitStatus(h, id2, "failed")
		if e, _ := failed["error"].(string); !strings.Contains(e, "503") {
			t.Errorf("error %q", e)
		}
		if status, body := h.Post(fmt.Sprintf("/rest/sms/%d/retry", id), nil); status != 409 {
			t.Errorf("retrying a sent notice: %d %v", status, body)
		}
		sim.SetDown(false)
		if status, body := h.Post(fmt.Sprintf("/rest/sms/%d/retry", id2), map[string]any{}); status != 200 {
			t.Fatalf("retry: %d %v", status, body)
		}
		waitStatus(h, id2, "sent")
		if n := len(sim.Received()); n != 2 {
			t.Errorf("gateway got %d messages", n)
		}

		// Each notice is an sms item on the candidate's and the job's feeds.
		items, err := activity.FeedItems(context.Background(), h.E.Store, activity.FeedQuery{TenantID: 1, Model: "candidate", RecordID: cand, ExternalTypes: []string{"sms"}, Limit: 10})
		if err != nil || len(items) != 2 || items[0].Type != "candidate_sms" {
			t.Fatalf("candidate feed: %v %+v", err, items)
		}
		items, _ = activity.FeedItems(context.Background(), h.E.Store, activity.FeedQuery{TenantID: 1, Model: "joborder", RecordID: job, ExternalTypes: []string{"sms"}, Limit: 10})
		if len(items) != 1 {
			t.Errorf("job feed: %+v", items)
		}
		// The feed's read call shows them as sms items with the notice as target.
		status, body = h.Post(fmt.Sprintf("/rest/feedcontent/list?model_name=candidate&model_id=%d&external_type=sms&page=1&paginate_by=100", cand), map[string]any{})
		feed, _ := body["data"].(map[string]any)
		list, _ := feed["list"].([]any)
		if status != 200 || len(list) != 2 {
			t.Fatalf("feed list: %d %v", status, body)
		}
		target, _ := list[0].(map[string]any)["target"].(map[string]any)
		if target["content"] != "Second" || target["status"] != "sent" {
			t.Errorf("feed target %v", target)
		}
	})
}

func TestSMSTemplatesAndReceivers(t *testing.T) {
	resttest.Each(t, newHarness, func(t *testing.T, h *harness) {
		h.Create("smstemplate", map[string]any{"name": "System hello", "type": "interview", "content": "Hello", "owner": nil})
		h.Create("smstemplate", map[string]any{"name": "My hello", "type": "interview", "content": "Hi"})
		h.Create("smstemplate", map[string]any{"name": "Other type", "type": "general", "content": "x"})
		status, body := h.Get("/rest/smstemplate/get_type?type=interview")
		data, _ := body["data"].(map[string]any)
		sys, _ := data["system"].([]any)
		user, _ := data["user"].([]any)
		if status != 200 || len(sys) != 1 || len(user) != 1 {
			t.Fatalf("get_type: %d %v", status, body)
		}
		if status, body := h.Get("/rest/smstemplate/get_type?type=nosuch"); status != 400 || !strings.Contains(fmt.Sprint(body["message"]), "nosuch") {
			t.Errorf("unknown type: %d %v", status, body)
		}
		// Only admins keep system templates; anyone else saves their own.
		hunter := h.As("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		if status, body := hunter.Post("/rest/smstemplate/add", map[string]any{"name": "Mine", "type": "general", "content": "x", "owner": nil}); status != 403 {
			t.Errorf("a hunter's system template: %d %v", status, body)
		}
		if status, body := hunter.Post("/rest/smstemplate/add", map[string]any{"name": "Mine", "type": "general", "content": "x"}); status != 200 {
			t.Errorf("a hunter's own template: %d %v", status, body)
		}
		status, body = h.Get("/rest/sms/template/meta/interview")
		meta, _ := body["data"].(map[string]any)
		if status != 200 || meta["receiver"] != "candidate" || meta["auto_selected"] != true || meta["attach_resume"] != false {
			t.Errorf("meta: %d %v", status, body)
		}
		status, body = h.Get("/rest/custom_field/smstemplate/edit/get_type?fields=type")
		if td, _ := body["type_data"].([]any); status != 200 || len(td) < 4 {
			t.Errorf("type_data: %d %v", status, body)
		}

		cand := h.Create("candidate", map[string]any{"englishName": "Amy", "mobile": "13800138000", "mobile2": "13900139000", "email1": "amy@example.com"})
		status, body = h.Get(fmt.Sprintf("/rest/notice/receivers?model=candidate&ids=%d", cand))
		list, _ := body["data"].([]any)
		if status != 200 || len(list) != 1 {
			t.Fatalf("receivers: %d %v", status, body)
		}
		r := list[0].(map[string]any)
		if r["mobile"] != "13800138000,13900139000" || r["email"] != "amy@example.com" || r["openid"] != "" {
			t.Errorf("receiver %v", r)
		}
		// WeChat notices go to openids through the same outbox.
		status, body = h.Post("/rest/wechat/send", map[string]any{"openid": "oX12345678", "content": "Hi", "candidate": cand})
		if status != 200 {
			t.Fatalf("wechat: %d %v", status, body)
		}
		sent := waitStatus(h, sentIDs(body)[0], "sent")
		if sent["channel"] != "wechat" || sent["openid"] != "oX12345678" {
			t.Errorf("wechat record %v", sent)
		}
		if status, body := h.Post("/rest/wechat/send", map[string]any{"openid": "bad id!", "content": "Hi"}); status != 400 || !strings.Contains(fmt.Sprint(body["message"]), `"bad id!" is not a WeChat openid`) {
			t.Errorf("bad openid: %d %v", status, body)
		}
	})
}

// sentIDs answers the notice ids a send answered.
func sentIDs(body map[string]any) []int64 {
	var out []int64
	list, _ := body["data"].([]any)
	for _, v := range list {
		out = append(out, int64(v.(float64)))
	}
	return out
}
