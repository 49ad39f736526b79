package parse

import "testing"

func TestWithoutContacts(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"十年财务管理经验，主导过两次 IPO。", "十年财务管理经验，主导过两次 IPO。"},
		{"联系：13812345678 或 wangfang@example.com", ""},
		{"负责集团财务，电话 138 1234 5678。带领团队。", "负责集团财务。带领团队。"},
		{"Led the audit. Call me on +44 20 7946 0958. Fluent in French.", "Led the audit. Fluent in French."},
		{"Mail fang.wang@corp.example, or visit.", "or visit."},
		{"Version 2.0 shipped, 30 people.", "Version 2.0 shipped, 30 people."},
	} {
		if got := WithoutContacts(tc.in); got != tc.want {
			t.Errorf("WithoutContacts(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
