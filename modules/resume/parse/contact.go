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

// WithoutContacts answers s with every clause that holds an e-mail address or a phone number
// taken out: free text copied into a CV sent to a client (the consultant's summary, a job's
// description) must not carry the candidate's contact details, nor the bare words that
// introduced them ("联系：", "call me at"). A clause ends at a comma, a semicolon, a sentence's
// end or a line's; a sentence whose last clause goes keeps its end.
func WithoutContacts(s string) string {
	var b strings.Builder
	removed := false
	for _, c := range clauseRe.FindAllString(s, -1) {
		if !hasContact(c) {
			b.WriteString(c)
			continue
		}
		removed = true
		end := clauseEnd.FindString(c)
		if end == "" {
			continue
		}
		kept := strings.TrimRight(b.String(), "，,；; \t")
		b.Reset()
		switch {
		case kept == "":
		case clauseEnd.MatchString(kept): // the sentence before already ended
			b.WriteString(kept + end[len(strings.TrimRight(end, " ")):])
		default:
			b.WriteString(kept + end)
		}
	}
	if removed {
		return strings.TrimSpace(b.String())
	}
	return b.String()
}

var (
	clauseRe  = regexp.MustCompile(`(?:[^，,；;。！？!?\n.]|\.\S)*(?:[，,；;。！？!?\n]|\.(?:\s|$))?`)
	clauseEnd = regexp.MustCompile(`(?:[。！？!?\n]|\.\s?)$`)
)

func hasContact(s string) bool {
	return emailRe.MatchString(s) || cnMobileRe.MatchString(s) || mobileOf(s) != "" || intlRe.MatchString(s)
}
