package liepin

import "testing"

// The company defaults' matching of Huntline's lists to the provider's.
func TestMatchingCompanyLists(t *testing.T) {
	base := positionBase("zh_CN")
	lists := map[string][]Option{}
	for _, l := range base {
		lists[l.Key] = l.Options
	}
	for _, tc := range []struct {
		list  string
		names []string
		want  string
	}{
		{"industry", []string{"计算机软件"}, "102"},
		{"industry", []string{"管理咨询"}, "601"},
		{"industry", []string{"生物医药"}, "401"},
		{"industry", []string{"Enterprise Software & SaaS"}, ""},
		{"dq", []string{"上海市"}, "201"},
		{"dq", []string{"华东"}, ""}, // a region is no place of work
		{"compKind", []string{"合资", "Joint Venture"}, "2"},
	} {
		if got := matchLabel(lists[tc.list], tc.names, tc.list == "dq"); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.list, tc.names, got, tc.want)
		}
	}
	for names, want := range map[string]string{"1-50人": "1", "51-200人": "3", "501-1000人": "4", "1001-5000人": "6", "5000人以上": "7", "未知": ""} {
		if got := matchScale(lists["compScale"], []string{names}); got != want {
			t.Errorf("size %s: %q, want %q", names, got, want)
		}
	}
}
