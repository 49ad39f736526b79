package mail

import (
	"fmt"
	"strings"
	"testing"

	"huntline/resttest"
)

// Templates: system ones (no owner) and the user's own are offered per type; choosing one
// fills its variables from the records the mail is about; a variable that names nothing is
// refused when the template is saved and when it is filled.
func TestEmailTemplates(t *testing.T) {
	resttest.Each(t, resttest.Running(unconfigured), func(t *testing.T, h *resttest.Harness) {
		_, me := h.Get("/rest/user/current")
		h.UserID = int64(me["data"].(map[string]any)["id"].(float64))
		client := h.Create("client", map[string]any{"name": "Acme"})
		job := h.Create("joborder", map[string]any{"jobTitle": "R&D Lead", "client": client})
		cand := h.Create("candidate", map[string]any{"mobile": "13900769074", "englishName": "Grace Hopper"})
		sys := h.Create("emailtemplate", map[string]any{"name": "Intro", "type": "candidate",
			"title": "Hello {{candidate.englishName}}", "content": "<p>{{ joborder.jobTitle }} at {{joborder.client}}, from {{user.englishName}}</p>"})
		h.Create("emailtemplate", map[string]any{"name": "Mine", "type": "candidate", "title": "Hi", "owner": h.UserID})
		h.Create("emailtemplate", map[string]any{"name": "Offer", "type": "offer", "title": "Offer"})
		other := h.As("hunter@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Hal Hunter"})
		other.Create("emailtemplate", map[string]any{"name": "Hal's", "type": "candidate", "title": "Yo", "owner": other.UserID})

		status, body := h.Get("/rest/emailtemplate/get_type?type=candidate")
		if status != 200 {
			t.Fatalf("get_type: %d %v", status, body)
		}
		sets := body["data"].(map[string]any)
		names := func(k string) (out []string) {
			for _, it := range sets[k].([]any) {
				out = append(out, it.(map[string]any)["name"].(string))
			}
			return out
		}
		if fmt.Sprint(names("system")) != "[Intro]" || fmt.Sprint(names("user")) != "[Mine]" {
			t.Errorf("sets: system %v, user %v", names("system"), names("user"))
		}
		if status, body := h.Get("/rest/emailtemplate/get_type?type=nosuch"); status != 400 || !strings.Contains(resttest.Message(body), "nosuch") {
			t.Errorf("unknown type: %d %v", status, body)
		}

		status, body = h.Get(fmt.Sprintf("/rest/emailtemplate/choose/%d?candidate=%d&joborder=%d", sys, cand, job))
		if status != 200 {
			t.Fatalf("choose: %d %v", status, body)
		}
		got := body["data"].(map[string]any)
		if got["title"] != "Hello Grace Hopper" || got["content"] != "<p>R&amp;D Lead at Acme, from Ada Admin</p>" {
			t.Errorf("filled: %v", got)
		}
		// The sender is whoever fills it.
		_, body = other.Get(fmt.Sprintf("/rest/emailtemplate/choose/%d?candidate=%d", sys, cand))
		if c := body["data"].(map[string]any)["content"]; c != "<p> at , from Hal Hunter</p>" {
			t.Errorf("filled by another user: %q", c)
		}
		status, body = h.Post("/rest/emailtemplate/choose/0", map[string]any{"title": "Re: {{joborder.jobTitle}}", "content": "<p>Dear {{candidate.englishName}}</p>", "candidate": cand, "joborder": job, "email": "grace@example.com", "_type": "candidate"})
		if status != 200 || body["data"].(map[string]any)["title"] != "Re: R&D Lead" {
			t.Errorf("choose posted: %d %v", status, body)
		}

		bad := []struct {
			data map[string]any
			msg  string
		}{
			{map[string]any{"title": "Hi {{candidate.salaryWish}}"}, `title: {{candidate.salaryWish}} is not a template variable: candidate has no field "salaryWish"`},
			{map[string]any{"content": "<p>{{salary}}</p>"}, "content: {{salary}} is not a template variable; start with one of"},
			{map[string]any{"content": "<p>{{candidate.}}</p>"}, "{{candidate.}} is not a template variable"},
		}
		for _, c := range bad {
			tmpl := map[string]any{"name": "Bad", "type": "general", "title": "ok"}
			for k, v := range c.data {
				tmpl[k] = v
			}
			if status, body := h.Post("/rest/emailtemplate/add", tmpl); status != 400 || !strings.Contains(resttest.Message(body), c.msg) {
				t.Errorf("save %v: %d %v, want %q", c.data, status, body, c.msg)
			}
			post := map[string]any{"title": tmpl["title"], "content": tmpl["content"]}
			if status, body := h.Post("/rest/emailtemplate/choose/0", post); status != 400 || !strings.Contains(resttest.Message(body), c.msg) {
				t.Errorf("choose %v: %d %v, want %q", c.data, status, body, c.msg)
			}
		}
		// A user edits only their own templates; system ones are the admins'.
		if status, body := other.Post("/rest/emailtemplate/add", map[string]any{"id": sys, "version": 1, "title": "Mine now"}); status != 403 && status != 404 {
			t.Errorf("editing a system template: %d %v", status, body)
		}
	})
}
