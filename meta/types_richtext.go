package meta

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"
)

// richtext is HTML from the rich-text editor, sanitised on write so that no stored value can
// carry script into another user's browser.
type richtextType struct{ base }

var (
	policyOnce sync.Once
	policy     *bluemonday.Policy
)

func htmlPolicy() *bluemonday.Policy {
	policyOnce.Do(func() {
		policy = bluemonday.UGCPolicy()
		// The editor writes inline styles for colours and font sizes (8pt to 48pt).
		policy.AllowStyles("color", "background-color", "font-size", "font-weight", "font-style",
			"text-decoration", "text-align").Globally()
		policy.AllowAttrs("class").Globally()
		policy.AllowAttrs("target").OnElements("a")
	})
	return policy
}

func (richtextType) Normalize(f *Field, v any, _ Env) (any, error) {
	s, ok := asString(v)
	if !ok {
		return nil, bad("type", "expected HTML text, got %s", describe(v))
	}
	s = strings.TrimSpace(htmlPolicy().Sanitize(s))
	if s == "" || StripHTML(s) == "" && !strings.Contains(s, "<img") {
		return nil, nil
	}
	max := f.MaxLength
	if max <= 0 {
		max = 200000
	}
	if utf8.RuneCountInString(s) > max {
		return nil, &ValueError{Rule: "max_length", Msg: "must be at most " + itoa(max) + " characters", Args: map[string]any{"Max": max}}
	}
	return s, nil
}

// SanitizeHTML answers s with everything the rich-text policy refuses (scripts, event
// handlers, foreign frames) removed: for HTML that is not a field value, like a signature.
func SanitizeHTML(s string) string { return strings.TrimSpace(htmlPolicy().Sanitize(s)) }

var stripPolicy = bluemonday.StrictPolicy()

// StripHTML answers the visible text of an HTML fragment, for names, search and export.
func StripHTML(s string) string {
	s = strings.NewReplacer("<br>", " ", "<br/>", " ", "</p>", " ", "</div>", " ", "</li>", " ").Replace(s)
	t := stripPolicy.Sanitize(s)
	t = strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&#34;", `"`, "&#39;", "'", "&nbsp;", " ").Replace(t)
	return strings.Join(strings.Fields(t), " ")
}

func init() { register(richtextType{base{"richtext", StoreText, FacetNone, opsLong}}) }
