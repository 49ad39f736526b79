package approvals

import (
	"strconv"
	"strings"
)

var chineseDigits = []string{"零", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

// chineseNumeral writes n (1..9999) in Chinese numerals as the spec names approval levels
// (spec 000 §9): 十 for 10, 十一 for 11 (no leading 一 in the tens of a number below 20),
// 一百零一 with 零 for a skipped place. Anything outside the range is written in digits.
func chineseNumeral(n int) string {
	if n <= 0 || n > 9999 {
		return strconv.Itoa(n)
	}
	if n >= 10 && n < 20 {
		if n == 10 {
			return "十"
		}
		return "十" + chineseDigits[n-10]
	}
	units := []string{"千", "百", "十", ""}
	places := []int{n / 1000, n / 100 % 10, n / 10 % 10, n % 10}
	var b strings.Builder
	zero := false
	for i, d := range places {
		if d == 0 {
			zero = b.Len() > 0
			continue
		}
		if zero {
			b.WriteString("零")
			zero = false
		}
		b.WriteString(chineseDigits[d] + units[i])
	}
	return b.String()
}

// approvalLevelName is the default name of level n: 一级审批, 二级审批, ... 十一级审批.
func approvalLevelName(n int) string { return chineseNumeral(n) + "级审批" }
