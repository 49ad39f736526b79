package gql

import (
	"net/url"

	"huntline/meta"
)

// checkText refuses a filter whose values hold text no store can keep (meta.TextProblem): a
// NUL character or bytes that are not UTF-8, as written or once decoded (chineseName=a%00b).
// It runs on every filter compiled, parsed or built by the engine, so no such literal ever
// reaches the database; the refusal names the condition.
func checkText(n Node) error {
	var err error
	Walk(n, func(cd *Cond) {
		if err != nil {
			return
		}
		problem := meta.TextProblem(cd.Raw)
		if problem == nil {
			if s, e := url.QueryUnescape(cd.Raw); e == nil {
				problem = meta.TextProblem(s)
			}
		}
		if problem != nil {
			key := meta.SafeName(cd.Key())
			err = &Error{Key: "gql." + problem.Rule, Field: key, Msg: key + ": " + problem.Msg, Args: map[string]any{"Field": key}}
		}
	})
	return err
}
