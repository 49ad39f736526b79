package rest_test

import (
	"fmt"
	"testing"
)

// GET /rest/{model}/list takes field=value parameters as exact conditions beside gql, and
// unlimited=1 lifts the page size.
func TestListFieldParams(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		a := h.Create("taggroup", map[string]any{"name": "A"})
		b := h.Create("taggroup", map[string]any{"name": "B"})
		for i := 0; i < 30; i++ {
			h.Create("taglibrary", map[string]any{"taggroup": a, "name": fmt.Sprintf("t%02d", i)})
		}
		h.Create("taglibrary", map[string]any{"taggroup": b, "name": "t00"})
		cases := []struct {
			query string
			count float64
			rows  int
		}{
			{fmt.Sprintf("taggroup=%d", a), 30, 25},
			{fmt.Sprintf("taggroup=%d&unlimited=1", a), 30, 30},
			{fmt.Sprintf("taggroup=%d&gql=%s", b, q("name=t00|name=t01")), 1, 1},
			{"name=t00", 2, 2},
		}
		for _, c := range cases {
			status, body := h.Get("/rest/taglibrary/list?" + c.query)
			if status != 200 || body["count"] != c.count || len(body["list"].([]any)) != c.rows {
				t.Errorf("%s: %d count %v rows %d", c.query, status, body["count"], len(body["list"].([]any)))
			}
		}
	})
}
