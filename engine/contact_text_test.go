package engine

import (
	"strings"
	"testing"
)

func TestMaskContacts(t *testing.T) {
	cases := []struct {
		name, text string
		known      []string
		want       string
		found      int
	}{
		{"chinese mobile", "手机：13812345678 邮箱：zhangwei@example.com", nil, "手机：*** 邮箱：***", 2},
		{"with +86 and spaces", "Tel: +86 138 1234 5678.", nil, "Tel: ***.", 1},
		{"uk number", "Mobile +44 7700 900123, London", nil, "Mobile ***, London", 1},
		{"landline", "电话 010-12345678 / 0755 8888 6666", nil, "电话 *** / ***", 2},
		{"year and salary ranges stay", "2019-2021 期望 25000-30000 元/月 2019.03 - 2021.05", nil, "2019-2021 期望 25000-30000 元/月 2019.03 - 2021.05", 0},
		{"the record's own values whatever their shape", "WeChat: zw_88 and 8888-1234", []string{"8888-1234"}, "WeChat: zw_88 and ***", 1},
		{"nothing", "Java 开发 十年", nil, "Java 开发 十年", 0},
	}
	for _, c := range cases {
		got, found := maskContacts(c.text, c.known)
		if got != c.want || len(found) != c.found {
			t.Errorf("%s: %q found %v, want %q and %d", c.name, got, found, c.want, c.found)
		}
		for _, f := range found {
			if strings.Contains(got, f) {
				t.Errorf("%s: %q still shows %q", c.name, got, f)
			}
		}
	}
}
