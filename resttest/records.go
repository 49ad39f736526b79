package resttest

import (
	"fmt"
	"net/url"
)

// Record reads one record through GET /rest/{model}/{id}, failing the test when that is
// refused.
func (b *Browser) Record(model string, id int64) map[string]any {
	b.T.Helper()
	status, body := b.Get(fmt.Sprintf("/rest/%s/%d", model, id))
	if status != 200 {
		b.T.Fatalf("read %s %d: %d %v", model, id, status, body)
	}
	return body["data"].(map[string]any)
}

// Version answers the version of a record as Record reads it.
func (b *Browser) Version(model string, id int64) int {
	b.T.Helper()
	return int(b.Record(model, id)["version"].(float64))
}

// Count answers how many records of model the gql filter selects for the browser's user
// (GET /rest/{model}/list), failing the test when the list is refused.
func (b *Browser) Count(model, gql string) int {
	b.T.Helper()
	status, body := b.Get("/rest/" + model + "/list?gql=" + url.QueryEscape(gql))
	if status != 200 {
		b.T.Fatalf("list %s %s: %d %v", model, gql, status, body)
	}
	return int(body["count"].(float64))
}

// Update changes fields of a record through POST /rest/{model}/add at the version Record
// reads, failing the test on refusal.
func (b *Browser) Update(model string, id int64, set map[string]any) {
	b.T.Helper()
	set["id"], set["version"] = id, b.Record(model, id)["version"]
	if status, body := b.Post("/rest/"+model+"/add", set); status != 200 {
		b.T.Fatalf("update %s %d: %d %v", model, id, status, body)
	}
}

// Items answers the rows of a list answer.
func Items(body map[string]any) []map[string]any {
	var out []map[string]any
	list, _ := body["list"].([]any)
	for _, it := range list {
		out = append(out, it.(map[string]any))
	}
	return out
}
