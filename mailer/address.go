package mailer

import (
	"regexp"
	"strings"
)

// The composer's address rules (spec 000 "e-mail tags"): a tag is an address, or a name
// with the address in angle brackets ("Ada <ada@example.com>", the bracketed part is
// taken); it must match a standard address pattern; one list holds at most
// MaxAddresses(client type) tags. The front end applies the same rules as you type.

// addressRE is the HTML living standard's valid e-mail address, with a dot required in the
// domain: a mail written to a colleague's bare host name is almost always a typo.
var addressRE = regexp.MustCompile(`^[A-Za-z0-9.!#$%&'*+/=?^_` + "`" + `{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$`)

// Address answers the address a tag stands for and whether it is valid.
func Address(tag string) (string, bool) {
	s := strings.TrimSpace(tag)
	if i := strings.LastIndex(s, "<"); i >= 0 {
		j := strings.LastIndex(s, ">")
		if j < i {
			return s, false
		}
		s = strings.TrimSpace(s[i+1 : j])
	}
	return s, strings.Contains(s, "@") && addressRE.MatchString(s)
}

// SplitTags reads a posted address list: a JSON list of tags, or one text with tags
// separated by commas, semicolons or line breaks. Empty tags are dropped.
func SplitTags(v any) ([]string, bool) {
	var parts []string
	switch t := v.(type) {
	case nil:
		return nil, true
	case string:
		parts = strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ';' || r == '\n' || r == '\r' })
	case []any:
		for _, it := range t {
			s, ok := it.(string)
			if !ok {
				return nil, false
			}
			parts = append(parts, s)
		}
	case []string:
		parts = t
	default:
		return nil, false
	}
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out, true
}

// MaxAddresses is how many tags one address list takes: 5 for the FA client type, 100
// otherwise.
func MaxAddresses(clientType string) int {
	if strings.EqualFold(clientType, "FA") {
		return 5
	}
	return 100
}
