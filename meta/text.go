package meta

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Text that no store can keep is refused wherever it enters, with the same rule everywhere:
// PostgreSQL refuses a NUL character in text and in JSON, and bytes that are not UTF-8, with
// an error in the middle of a write (a 500); SQLite would keep both, so the same request
// would do different things on the two stores. Removing the character silently would change
// what the user wrote, so the value is refused, naming the field and the rule.

// Rules of refused text, the keys of their messages ("rule.nul", "gql.nul" ...).
const (
	RuleNUL  = "nul"
	RuleUTF8 = "utf8"
)

// TextProblem answers why s cannot be stored, or nil when it can.
func TextProblem(s string) *ValueError {
	if strings.IndexByte(s, 0) >= 0 {
		return &ValueError{Rule: RuleNUL, Msg: "must not contain a NUL character"}
	}
	if !utf8.ValidString(s) {
		return &ValueError{Rule: RuleUTF8, Msg: "must be valid UTF-8 text"}
	}
	return nil
}

// FindBadText looks through a decoded JSON value (objects, lists, text; an object's keys as
// well as its values) for text no store can keep. It answers the path of the first one
// found, relative to v, with its parts joined by dots as the engine names the fields of
// sub-forms ("workexperience_set.0.company"), and the problem; nil when all is well. Keys
// are visited in order, so the same value always names the same path.
func FindBadText(v any) (string, *ValueError) {
	switch x := v.(type) {
	case string:
		return "", TextProblem(x)
	case []string:
		for i, s := range x {
			if p := TextProblem(s); p != nil {
				return strconv.Itoa(i), p
			}
		}
	case []any:
		for i, it := range x {
			if path, p := FindBadText(it); p != nil {
				return joinPath(strconv.Itoa(i), path), p
			}
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if p := TextProblem(k); p != nil {
				return SafeName(k), p
			}
			if path, p := FindBadText(x[k]); p != nil {
				return joinPath(k, path), p
			}
		}
	}
	return "", nil
}

// SafeName shows a name that may itself hold refused text: NUL characters and bytes that
// are not UTF-8 are written as escapes, so a message naming it stays readable text.
func SafeName(s string) string {
	if TextProblem(s) == nil {
		return s
	}
	q := strconv.Quote(s)
	return q[1 : len(q)-1]
}

func joinPath(head, tail string) string {
	if tail == "" {
		return head
	}
	return head + "." + tail
}
