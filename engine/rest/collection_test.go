package rest_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"huntline/store/storetest"
)

// experiences reads a candidate's work experience as the edit form does.
func experiences(h *harness, id int64) (float64, []map[string]any) {
	_, body := h.Get(fmt.Sprintf("/rest/candidate/%d?demandKeys=workexperience_set", id))
	d := body["data"].(map[string]any)
	var out []map[string]any
	list, _ := d["workexperience_set"].([]any)
	for _, x := range list {
		out = append(out, x.(map[string]any))
	}
	return d["version"].(float64), out
}

func companies(items []map[string]any) string {
	var names []string
	for _, it := range items {
		names = append(names, fmt.Sprint(it["company"]))
	}
	return strings.Join(names, ",")
}

func TestCollectionIsWrittenWithItsRecord(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		// The screens learn from the field metadata that the relation is edited as sub-forms.
		_, meta := h.Get("/rest/custom_field/candidate/list")
		found := false
		for _, f := range meta["list"].([]any) {
			if fm := f.(map[string]any); fm["name"] == "workexperience_set" {
				c, _ := fm["collection"].(map[string]any)
				found = fm["editable"] == true && c != nil && len(c["fields"].([]any)) == 5 && c["max"] == 30.0
			}
		}
		if !found {
			t.Errorf("the field metadata does not describe the collection")
		}
		id := h.Create("candidate", map[string]any{"mobile": "13900522013", "chineseName": "王伟", "workexperience_set": []any{
			map[string]any{"company": "Acme", "title": "Engineer", "startDate": "2018-03-01", "endDate": "2021-06-30"},
			map[string]any{"company": "Globex", "startDate": "2021-07-01"},
			map[string]any{"company": "", "title": ""}, // an added panel left empty is dropped
		}})
		v, items := experiences(h, id)
		if companies(items) != "Globex,Acme" || v != 1 {
			t.Fatalf("after create: v%v %v", v, items)
		}
		acme, globex := items[1], items[0]

		// Edit one, drop one, add one: one call, one new version of the candidate.
		status, body := h.Post("/rest/candidate/add", map[string]any{"id": id, "version": v, "workexperience_set": []any{
			map[string]any{"id": acme["id"], "version": acme["version"], "company": "Acme Corp", "title": "Lead Engineer"},
			map[string]any{"company": "Initech", "startDate": "2024-01-01"},
		}})
		if status != 200 {
			t.Fatalf("update: %d %v", status, body)
		}
		v2, items := experiences(h, id)
		if companies(items) != "Initech,Acme Corp" || v2 != 2 {
			t.Fatalf("after update: v%v %v", v2, items)
		}
		if _, body := h.Get(fmt.Sprintf("/rest/workexperience/%v", globex["id"])); body["data"].(map[string]any)["is_deleted"] != true {
			t.Errorf("the unlisted child was not deleted: %v", body)
		}

		// The form read before that update is stale now: nothing of it is written.
		status, body = h.Post("/rest/candidate/add", map[string]any{"id": id, "version": v, "workexperience_set": []any{}})
		if status != 409 {
			t.Errorf("stale collection update: %d %v", status, body)
		}

		// A child added on its own (its list, an import) is a change to the candidate: a form
		// opened before cannot save its list of children over it.
		status, body = h.Post("/rest/workexperience/add", map[string]any{"candidate": id, "company": "Umbrella"})
		if status != 200 {
			t.Fatalf("adding a child on its own: %d %v", status, body)
		}
		if status, body := h.Post("/rest/candidate/add", map[string]any{"id": id, "version": v2, "workexperience_set": []any{}}); status != 409 {
			t.Errorf("a form older than a child added elsewhere: %d %v", status, body)
		}
		v3, items := experiences(h, id)
		if len(items) != 3 || !strings.Contains(companies(items), "Umbrella") || v3 != v2+1 {
			t.Fatalf("after a child added elsewhere: v%v %v", v3, items)
		}
		h.Post("/rest/workexperience/delete", map[string]any{"ids": []any{body["data"]}, "count": 1})
		v2, _ = experiences(h, id)

		cases := []struct {
			name  string
			items []any
			field string
			msg   string
		}{
			{"child field refused", []any{map[string]any{"company": "X", "startDate": "not a date"}}, "workexperience_set.0.startDate", "is not a date"},
			{"required child field", []any{map[string]any{"title": "Only a title"}}, "workexperience_set.0.company", "is required"},
			{"unknown child field", []any{map[string]any{"company": "X", "salary": 1}}, "workexperience_set.0.salary", "is not a field of workexperience"},
			{"not an object", []any{"Acme"}, "workexperience_set.0", "expected an object"},
			{"another record's child", []any{map[string]any{"id": globex["id"], "version": 2, "company": "Stolen"}}, "workexperience_set.0", "is not one of this record's"},
			{"too many", manyItems(31), "workexperience_set", "at most 30 items"},
		}
		for _, c := range cases {
			status, body := h.Post("/rest/candidate/add", map[string]any{"id": id, "version": v2, "workexperience_set": c.items})
			errs, _ := body["errors"].(map[string]any)
			msg, _ := errs[c.field].(string)
			if status != 400 || !strings.Contains(msg, c.msg) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		if v, items := experiences(h, id); companies(items) != "Initech,Acme Corp" || v != v2 {
			t.Errorf("refused updates wrote: v%v %v", v, items)
		}
	})
}

func manyItems(n int) []any {
	out := make([]any, n)
	for i := range out {
		out[i] = map[string]any{"company": fmt.Sprint("Company ", i)}
	}
	return out
}

// A partner model with a required collection: an order needs at least one line.
var orderModels = fstest.MapFS{
	"models/order.json": {Data: []byte(`{"name": "order", "label": {"en": "Order"}, "name_template": "{{ref}}", "fields": [
		{"name": "ref", "type": "char", "required": true, "label": {"en": "Reference"}},
		{"name": "orderline_set", "type": "reverse_foreignkey", "to": "orderline", "via": "order", "required": true,
		 "collection": {"fields": ["item", "quantity"]}, "label": {"en": "Lines"}}]}`)},
	"models/orderline.json": {Data: []byte(`{"name": "orderline", "label": {"en": "Order line"}, "name_template": "{{item}}", "fields": [
		{"name": "order", "type": "foreignkey", "to": "order", "required": true, "label": {"en": "Order"}},
		{"name": "item", "type": "char", "required": true, "label": {"en": "Item"}},
		{"name": "quantity", "type": "integer", "min": 1, "label": {"en": "Quantity"}}]}`)},
}

func TestRequiredCollectionNeedsOneItem(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url, orderModels).LoginAdmin()
		for _, data := range []map[string]any{
			{"ref": "A-1"},
			{"ref": "A-1", "orderline_set": []any{}},
			{"ref": "A-1", "orderline_set": []any{map[string]any{"item": "", "quantity": nil}}},
		} {
			status, body := h.Post("/rest/order/add", data)
			if errs, _ := body["errors"].(map[string]any); status != 400 || errs["orderline_set"] == nil {
				t.Errorf("%v: %d %v", data, status, body)
			}
		}
		id := h.Create("order", map[string]any{"ref": "A-1", "orderline_set": []any{map[string]any{"item": "Chair", "quantity": 2}}})
		if _, body := h.Get("/rest/orderline/list?gql=" + q(fmt.Sprintf("order=%d", id))); body["count"].(float64) != 1 {
			t.Errorf("lines: %v", body)
		}
		// The refusals above wrote no order and no line.
		if _, body := h.Get("/rest/order/list"); body["count"].(float64) != 1 {
			t.Errorf("orders: %v", body)
		}
		// Editing the order's own fields leaves its lines alone; emptying them is refused.
		if status, body := h.Post("/rest/order/add", map[string]any{"id": id, "version": 1, "ref": "A-2"}); status != 200 {
			t.Errorf("edit without lines: %d %v", status, body)
		}
		if status, body := h.Post("/rest/order/add", map[string]any{"id": id, "version": 2, "orderline_set": []any{}}); status != 400 {
			t.Errorf("emptied required collection: %d %v", status, body)
		}
	})
}
