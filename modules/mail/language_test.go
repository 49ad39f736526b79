package mail

import (
	"fmt"
	"strings"
	"testing"

	"huntline/resttest"
)

// Templates per language (issue 17): a Chinese candidate is written to in Chinese and
// addressed by the Chinese name with 先生/女士, an English one by the English name; a mail
// about a submission fills the job's title, client and salary.
func TestTemplatesPerLanguage(t *testing.T) {
	resttest.Each(t, resttest.Running(unconfigured), func(t *testing.T, h *resttest.Harness) {
		client := h.Create("client", map[string]any{"name": "华为"})
		job := h.Create("joborder", map[string]any{"jobTitle": "研发总监", "client": client, "salaryRange": map[string]any{"min": 600000, "max": 900000}})
		wang := h.Create("candidate", map[string]any{"chineseName": "王小明", "englishName": "Ming Wang", "gender": "male", "email": "ming@lang.test"})
		li := h.Create("candidate", map[string]any{"chineseName": "李娜", "gender": "female", "email": "lina@lang.test"})
		grace := h.Create("candidate", map[string]any{"englishName": "Grace Hopper", "gender": "female", "email": "grace@lang.test"})
		sub := h.Create("jobsubmission", map[string]any{"candidate": wang, "joborder": job})
		zh := h.Create("emailtemplate", map[string]any{"name": "面试", "type": "interview", "language": "zh_CN",
			"title": "面试通知：{{client.name}} {{joborder.jobTitle}}", "content": "<p>{{candidate.addressed_by}}，您好：年薪 {{joborder.salaryRange}}</p>"})
		en := h.Create("emailtemplate", map[string]any{"name": "Interview", "type": "interview", "language": "en",
			"title": "Interview at {{client.name}}", "content": "<p>Dear {{candidate.addressed_by}},</p>"})

		cases := []struct {
			tpl   int64
			query string
			title string
			greet string
		}{
			{zh, fmt.Sprintf("jobsubmission=%d", sub), "面试通知：华为 研发总监", "<p>王小明先生，您好：年薪 600000 - 900000</p>"},
			{zh, fmt.Sprintf("candidate=%d", li), "面试通知： ", "<p>李娜女士，您好："},
			{en, fmt.Sprintf("jobsubmission=%d", sub), "Interview at 华为", "<p>Dear Ming Wang,</p>"},
			{en, fmt.Sprintf("candidate=%d", li), "Interview at ", "<p>Dear 李娜,</p>"},
			{en, fmt.Sprintf("candidate=%d", grace), "Interview at ", "<p>Dear Grace Hopper,</p>"},
		}
		for _, c := range cases {
			status, body := h.Get(fmt.Sprintf("/rest/emailtemplate/choose/%d?%s", c.tpl, c.query))
			if status != 200 {
				t.Fatalf("choose %d?%s: %d %v", c.tpl, c.query, status, body)
			}
			got := body["data"].(map[string]any)
			if got["title"] != c.title || !strings.HasPrefix(got["content"].(string), c.greet) {
				t.Errorf("choose %d?%s: %q / %q, want %q / %q…", c.tpl, c.query, got["title"], got["content"], c.title, c.greet)
			}
		}
		langs := map[string]string{
			fmt.Sprintf("candidate=%d", wang):    "zh_CN",
			fmt.Sprintf("jobsubmission=%d", sub): "zh_CN",
			fmt.Sprintf("candidate=%d", grace):   "en",
			"":                                   "en", // nobody named: the user's language
		}
		for q, want := range langs {
			status, body := h.Get("/rest/emailtemplate/get_type?type=interview&" + q)
			if status != 200 {
				t.Fatalf("get_type?%s: %d %v", q, status, body)
			}
			sets := body["data"].(map[string]any)
			if sets["language"] != want {
				t.Errorf("get_type?%s: language %v, want %s", q, sets["language"], want)
			}
			for _, it := range sets["system"].([]any) {
				tpl := it.(map[string]any)
				if (tpl["name"] == "面试") != (tpl["language"] == "zh_CN") {
					t.Errorf("template %v: language %v", tpl["name"], tpl["language"])
				}
			}
		}
	})
}
