package rest_test

import (
	"fmt"
	"testing"
)

// snippetsOf answers, by id, the snippet each listed candidate carries for a keyword.
func snippetsOf(h *harness, term string) map[int64]map[string]any {
	h.T.Helper()
	status, body := h.Get("/rest/candidate/list?gql=" + q("keyword="+q(term)))
	if status != 200 {
		h.T.Fatalf("%s: %d %v", term, status, body)
	}
	out := map[int64]map[string]any{}
	for _, it := range body["list"].([]any) {
		row := it.(map[string]any)
		s, _ := row["__snippet__"].(map[string]any)
		out[int64(row["id"].(float64))] = s
	}
	return out
}

// A list read with a keyword shows where each record matched: a window of the value with
// the positive words marked, from a field the list does not show and the reader may see.
func TestListSnippets(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newHiddenWorld(h)
		cv := h.Create("candidate", map[string]any{"mobile": "13900334050", "englishName": "Carol Curie", "company": "Acme",
			"resumeText": "2019-2024 Java 开发 在上海 浦东\nKotlin, Spring Boot；不接受外包"})
		h.Update("candidate", w.larry, map[string]any{"resumeText": "Java 开发 in 上海, CFO"})
		h.Update("candidate", w.alice, map[string]any{"resumeText": "prefers secretmail contact"})

		for _, c := range []struct {
			reader *harness
			term   string
			id     int64
			field  string
			text   string
			marks  string
			listed bool
		}{
			{w.admin, "Java AND (上海 OR 杭州)", cv, "resumeText", "2019-2024 Java 开发 在上海 浦东 Kotlin, Spring Boot；不接受外包", "[[10 14] [19 21]]", true},
			{w.admin, `"spring boot" NOT 外企`, cv, "resumeText", "2019-2024 Java 开发 在上海 浦东 Kotlin, Spring Boot；不接受外包", "[[33 44]]", true},
			{w.admin, "carol", cv, "", "", "", true},                  // the name shows it
			{w.admin, "carol kotlin", cv, "resumeText", "", "", true}, // the CV shows the other word
			{w.admin, "acme", cv, "", "", "", true},                   // a column of the list
			{w.consultant, "java", w.larry, "", "", "", false},        // a limited record he is outside of
			{w.admin, "java", w.larry, "resumeText", "Java 开发 in 上海, CFO", "[[0 4]]", true},
			{w.admin, "secretmail", w.alice, "resumeText", "prefers secretmail contact", "[[8 18]]", true},
		} {
			got := snippetsOf(c.reader, c.term)
			s, listed := got[c.id]
			if listed != c.listed {
				t.Errorf("%q: candidate %d listed %v", c.term, c.id, listed)
				continue
			}
			switch {
			case c.field == "" && s != nil:
				t.Errorf("%q: candidate %d has a snippet %v", c.term, c.id, s)
			case c.field != "" && (s == nil || s["field"] != c.field):
				t.Errorf("%q: candidate %d snippet %v, want one of %s", c.term, c.id, s, c.field)
			case c.text != "" && (s["text"] != c.text || fmt.Sprint(s["marks"]) != c.marks):
				t.Errorf("%q: snippet %q %v, want %q %s", c.term, s["text"], s["marks"], c.text, c.marks)
			}
		}
		// A term that does not parse is a 400 naming keyword and the rule, in the list and in
		// quick search alike; in Chinese for a Chinese reader.
		refused(t, h, "/rest/candidate/list?gql="+q("keyword="+q(`"java`)), "keyword")
		refused(t, h, "/rest/candidate/list?gql="+q("keyword="+q("java AND")), "AND")
		refused(t, h, "/rest/data/quick_search?name="+q("(java"), "keyword")
		h.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_CN"})
		refused(t, h, "/rest/candidate/list?gql="+q("keyword="+q(`"java`)), "引号没有闭合")
		h.Post("/rest/user/changelanguage", map[string]any{"lang": "en"})

		// The hidden e-mail (alice@secretmail.test, before the CV in the model's order) is never the
		// snippet, for the admin either: contact hiding is on.
		for id, s := range snippetsOf(w.admin, "secretmail") {
			if s != nil && s["field"] != "resumeText" {
				t.Errorf("candidate %d: snippet from %v", id, s["field"])
			}
		}
	})
}
