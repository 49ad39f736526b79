package rest_test

import (
	"fmt"
	"testing"
)

// The sums under a list's money columns follow the list's filter and the reader's scope,
// and a bad filter is refused as the list refuses it.
func TestListTotalsFollowFilterAndScope(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		narrowed := h.As("totals.narrowed@huntline.test", map[string]any{"user_type": "consultant"})
		var clients []int64
		for i, amount := range []float64{1000.5, 3000, 2000} {
			client := h.Create("client", map[string]any{"name": fmt.Sprintf("Client %d", i)})
			clients = append(clients, client)
			job := h.Create("joborder", map[string]any{"jobTitle": "Engineer", "client": client})
			cand := h.Create("candidate", map[string]any{"englishName": fmt.Sprintf("Cand %d", i), "email": fmt.Sprintf("c%d@totals.test", i)})
			js := h.Create("jobsubmission", map[string]any{"candidate": cand, "joborder": job})
			h.Create("invoice", map[string]any{"jobsubmission": js, "client": client, "invoiceAmount": amount,
				"invoiceassignment_set": []any{map[string]any{"user": 1, "percent": 100, "revenue": amount}}})
		}
		h.Create("dataaccessmodelquery", map[string]any{"name": "One client", "model": "invoice",
			"query": fmt.Sprintf("client=%d", clients[0]), "users": []int64{narrowed.UserID}})
		cases := []struct {
			name  string
			who   *harness
			query string
			want  string
		}{
			{"admin, everything", h, "", "6000.5"},
			{"admin, filtered", h, "?gql=" + q("invoiceAmount__gte=2000"), "5000"},
			{"admin, nothing matches", h, "?gql=" + q("invoiceAmount__gte=9000"), "0"},
			{"narrowed to one client", narrowed, "", "1000.5"},
			{"narrowed, filtered outside", narrowed, "?gql=" + q("invoiceAmount__gte=2000"), "0"},
		}
		for _, c := range cases {
			status, body := c.who.Get("/rest/invoice/list/totals" + c.query)
			data, _ := body["data"].(map[string]any)
			if status != 200 || fmt.Sprint(data["invoiceAmount"]) != c.want {
				t.Errorf("%s: %d %v, want invoiceAmount %s", c.name, status, body, c.want)
			}
		}
		if _, body := h.Get("/rest/invoiceassignment/list/totals"); fmt.Sprint(body["data"].(map[string]any)["revenue"]) != "6000.5" {
			t.Errorf("revenue total: %v", body)
		}
		if _, body := h.Get("/rest/candidate/list/totals"); len(body["data"].(map[string]any)) != 0 {
			t.Errorf("a model without list_total fields: %v", body)
		}
		if status, body := h.Get("/rest/invoice/list/totals?gql=" + q("invoiceAmount__zz=1")); status != 400 {
			t.Errorf("bad filter: %d %v", status, body)
		}
	})
}
