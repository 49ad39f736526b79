package approvals

import "testing"

// Level names use the Chinese numerals of the level number (spec 000 §9).
func TestChineseNumeral(t *testing.T) {
	cases := []struct {
		n    int
		want string
	}{
		{1, "一"}, {2, "二"}, {9, "九"}, {10, "十"}, {11, "十一"}, {19, "十九"}, {20, "二十"},
		{21, "二十一"}, {99, "九十九"}, {100, "一百"}, {101, "一百零一"}, {110, "一百一十"},
		{111, "一百一十一"}, {1000, "一千"}, {1001, "一千零一"}, {1010, "一千零一十"}, {2305, "二千三百零五"},
		{0, "0"}, {10000, "10000"}, {-3, "-3"},
	}
	for _, c := range cases {
		if got := chineseNumeral(c.n); got != c.want {
			t.Errorf("chineseNumeral(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	if got := approvalLevelName(11); got != "十一级审批" {
		t.Errorf("level 11: %q", got)
	}
}
