package parse

import (
	"regexp"
	"strings"
)

var (
	emailRe = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`)
	// cnMobileRe is a mainland mobile: 1[3-9]x xxxx xxxx, with or without +86.
	cnMobileRe = regexp.MustCompile(`(?:(?:\+|00)?86[\s-]?)?(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})`)
	// intlRe is a number written with its country code.
	intlRe = regexp.MustCompile(`(?:\+|00)\d{1,3}(?:[\s-]?\(?\d{1,5}\)?){1,5}`)
)

// mobileOf answers the first mobile number in s: a mainland one as 11 digits, any other
// written with its country code as +digits.
func mobileOf(s string) string {
	best, at := "", len(s)+1
	for _, m := range cnMobileRe.FindAllStringSubmatchIndex(s, -1) {
		if digitBefore(s, m[0]) || digitAfter(s, m[1]) {
			continue
		}
		if m[0] < at {
			best, at = s[m[2]:m[3]]+s[m[4]:m[5]]+s[m[6]:m[7]], m[0]
		}
		break
	}
	for _, m := range intlRe.FindAllStringIndex(s, -1) {
		digits := onlyDigits(s[m[0]:m[1]])
		digits = strings.TrimPrefix(digits, "00")
		if len(digits) < 8 || len(digits) > 15 || digitBefore(s, m[0]) || strings.HasPrefix(digits, "86") {
			continue
		}
		if m[0] < at {
			best, at = "+"+digits, m[0]
		}
		break
	}
	return best
}

func digitBefore(s string, i int) bool { return i > 0 && s[i-1] >= '0' && s[i-1] <= '9' }
func digitAfter(s string, i int) bool  { return i < len(s) && s[i] >= '0' && s[i] <= '9' }

func onlyDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
