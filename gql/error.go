package gql

import (
	"sort"
	"strings"
)

// Error is a refused filter: a message in English, a stable Key and Args for translation,
// and where it applies, the field and the valid choices.
type Error struct {
	Key     string
	Msg     string
	Field   string
	Choices []string
	Args    map[string]any
}

func (e *Error) Error() string {
	if len(e.Choices) == 0 {
		return e.Msg
	}
	return e.Msg + " (valid: " + strings.Join(e.Choices, ", ") + ")"
}

func sorted(s []string) []string {
	out := append([]string{}, s...)
	sort.Strings(out)
	return out
}
