package engine

import (
	"encoding/json"
	"regexp"
	"sort"
	"testing"
)

// The two Chinese catalogues hold the same keys, and every key renders with its
// arguments filled in rather than "<no value>".
func TestCataloguesMatch(t *testing.T) {
	keys := map[string][]string{}
	for _, f := range []string{"zh-CN.json", "zh-TW.json"} {
		raw, err := catalogues.ReadFile("i18n/" + f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]string
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for k := range m {
			keys[f] = append(keys[f], k)
		}
		sort.Strings(keys[f])
	}
	if len(keys["zh-CN.json"]) != len(keys["zh-TW.json"]) {
		t.Fatalf("zh-CN has %d keys, zh-TW %d", len(keys["zh-CN.json"]), len(keys["zh-TW.json"]))
	}
	placeholder := regexp.MustCompile(`\{\{\.(\w+)\}\}`)
	raw, _ := catalogues.ReadFile("i18n/zh-CN.json")
	var m map[string]string
	json.Unmarshal(raw, &m)
	for key, text := range m {
		args := map[string]any{}
		for _, p := range placeholder.FindAllStringSubmatch(text, -1) {
			args[p[1]] = "X"
		}
		for _, lang := range []string{"zh_CN", "zh_TW"} {
			if got := T(lang, key, args, "fallback"); got == "fallback" || regexp.MustCompile(`no value`).MatchString(got) {
				t.Errorf("%s %s: %q", lang, key, got)
			}
		}
	}
	if got := T("en", "login_failed", nil, "Username or Password is incorrect"); got != "Username or Password is incorrect" {
		t.Errorf("English comes from the code: %q", got)
	}
	if got := T("zh_CN", "export_async", nil, ""); got != "Excel导出已加入异步任务" {
		t.Errorf("zh_CN export message: %q", got)
	}
}
