package resume

import (
	"strings"
	"testing"

	"huntline/meta"
)

// Text is cut to its field's limit (an originaltext without one to the core's), so the
// pre-filled form saves; other values pass as they are.
func TestFit(t *testing.T) {
	cases := []struct {
		f    meta.Field
		in   any
		want int
	}{
		{meta.Field{Type: "char", MaxLength: 200}, strings.Repeat("公", 250), 200},
		{meta.Field{Type: "multiline", MaxLength: 4000}, "short", 5},
		{meta.Field{Type: "originaltext"}, strings.Repeat("a", maxOriginalText+5), maxOriginalText},
	}
	for _, c := range cases {
		if got := fit(&c.f, c.in).(string); len([]rune(got)) != c.want {
			t.Errorf("%s: %d runes, want %d", c.f.Type, len([]rune(got)), c.want)
		}
	}
	if got := fit(&meta.Field{Type: "double"}, 35000.0); got != 35000.0 {
		t.Errorf("a number: %v", got)
	}
}
