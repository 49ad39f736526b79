package store

import (
	"strings"
	"testing"
)

// marked writes a snippet with its marks in brackets.
func marked(s Snippet) string {
	rs := []rune(s.Text)
	var b strings.Builder
	at := 0
	for _, m := range s.Marks {
		b.WriteString(string(rs[at:m[0]]) + "[" + string(rs[m[0]:m[1]]) + "]")
		at = m[1]
	}
	b.WriteString(string(rs[at:]))
	return b.String()
}

func TestSnippetOf(t *testing.T) {
	long := strings.Repeat("填充文字", 30)
	cases := []struct {
		value string
		terms []KeywordTerm
		want  string
	}{
		{"Java 开发 在上海", []KeywordTerm{{Text: "java"}, {Text: "上海"}}, "[Java] 开发 在[上海]"},
		{"JavaScript and Kava", []KeywordTerm{{Text: "java"}}, "[Java]Script and Kava"},
		{"Spring\n\n  Boot, boot spring", []KeywordTerm{{Text: "spring boot", Phrase: true}}, "[Spring Boot], boot spring"},
		{"ＪＡＶＡ工程师", []KeywordTerm{{Text: "java"}}, "[ＪＡＶＡ]工程师"},
		{"tel 138-1234-5678", []KeywordTerm{{Text: "5678"}}, "tel 138-1234-[5678]"},
		{"no match here", []KeywordTerm{{Text: "java"}}, ""},
		// Past the first prefix looked through, and across its end.
		{strings.Repeat("x ", 600) + "Kotlin", []KeywordTerm{{Text: "kotlin"}}, "…" + strings.Repeat("x ", 57) + "[Kotlin]"},
		{strings.Repeat("填", 509) + "上海浦东", []KeywordTerm{{Text: "上海"}, {Text: "浦东"}}, "…" + strings.Repeat("填", 116) + "[上海][浦东]"},
		{long + "在上海工作" + long, []KeywordTerm{{Text: "上海"}},
			"…" + string([]rune(long)[81:]) + "在[上海]工作" + string([]rune(long)[:76]) + "…"},
	}
	for _, c := range cases {
		s, ok := SnippetOf(c.value, c.terms)
		got := ""
		if ok {
			got = marked(s)
		}
		if got != c.want {
			t.Errorf("SnippetOf(%.30q, %v) = %q, want %q", c.value, c.terms, got, c.want)
		}
		if ok && len([]rune(s.Text)) > SnippetWidth+2 {
			t.Errorf("%.30q: %d characters", c.value, len([]rune(s.Text)))
		}
	}
}

func BenchmarkSnippetOf(b *testing.B) {
	cv := strings.Repeat("负责开发系统架构，Java Spring Boot 微服务 上海 性能优化 team lead. ", 80)
	terms := []KeywordTerm{{Text: "kotlin"}, {Text: "上海"}}
	for b.Loop() {
		SnippetOf(cv, terms)
	}
}
