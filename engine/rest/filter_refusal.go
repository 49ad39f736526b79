package rest

import (
	"strings"

	"huntline/engine"
)

// filterParts answers what a refused filter did not understand, beside the message, so the
// list can say it in a person's words next to its filter box (which word, with a hint): the
// message key and its arguments (field, operator, value, position), in lower case. The valid
// choices stay in the message for API clients; a person is not shown the field list.
func filterParts(e *engine.Error) map[string]any {
	if !strings.HasPrefix(e.Key, "gql.") {
		return nil
	}
	out := map[string]any{"key": e.Key}
	for k, v := range e.Args {
		if k == "Choices" || k == "Model" || v == "" || v == nil {
			continue
		}
		out[strings.ToLower(k)] = v
	}
	return out
}
