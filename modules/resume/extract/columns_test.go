package extract

import (
	"strings"
	"testing"
)

// Two columns side by side come out one after the other; one column stays as it is.
func TestUnColumn(t *testing.T) {
	var two, one []string
	for i := range 12 {
		two = append(two, "side "+strings.Repeat("s", i%4)+strings.Repeat(" ", 20-i%4)+"main line "+string(rune('a'+i)))
		one = append(one, "a sentence that runs across the page number "+string(rune('a'+i)))
	}
	got := unColumn(strings.Join(two, "\n"))
	left, right, ok := strings.Cut(got, "\n\n")
	if !ok || strings.Contains(left, "main") || strings.Contains(right, "side") || !strings.HasPrefix(right, "main line a\nmain line b") {
		t.Errorf("two columns: %q", got)
	}
	if in := strings.Join(one, "\n"); unColumn(in) != in {
		t.Errorf("one column changed: %q", unColumn(in))
	}
}
