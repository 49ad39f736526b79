package rest_test

import (
	"fmt"
	"slices"
	"testing"
)

// GET /rest/{model}/get_contact answers the contact persons of the asked records' companies,
// found through metadata ("contacts_of": clientcontact names its client foreignkey), in the
// user's scope; and the record actions answer says whether the user may edit the record.
func TestContactsOf(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		cons := h.As("cons@huntline.test", map[string]any{"user_type": "consultant"})
		acme := h.Create("client", map[string]any{"name": "Acme"})
		beta := h.Create("client", map[string]any{"name": "Beta"})
		a1 := h.Create("clientcontact", map[string]any{"englishName": "Ann", "client": acme})
		a2 := h.Create("clientcontact", map[string]any{"englishName": "Abe", "client": acme})
		b1 := h.Create("clientcontact", map[string]any{"englishName": "Bob", "client": beta})
		jobA := h.Create("joborder", map[string]any{"jobTitle": "Engineer", "client": acme})
		jobB := h.Create("joborder", map[string]any{"jobTitle": "Analyst", "client": beta})
		secret := h.Create("joborder", map[string]any{"jobTitle": "Secret", "client": beta, "islimited": true})
		cases := []struct {
			name   string
			who    *harness
			path   string
			status int
			want   []int64 // sorted contact ids
			msg    string
		}{
			{"one job", h, fmt.Sprintf("/rest/joborder/get_contact?ids=%d", jobA), 200, sorted(a1, a2), ""},
			{"two jobs", h, fmt.Sprintf("/rest/joborder/get_contact?ids=%d,%d", jobA, jobB), 200, sorted(a1, a2, b1), ""},
			{"one company twice", h, fmt.Sprintf("/rest/joborder/get_contact?ids=%d,%d", jobB, secret), 200, sorted(b1), ""},
			{"the company itself", h, fmt.Sprintf("/rest/client/get_contact?ids=%d", beta), 200, sorted(b1), ""},
			{"a job that does not exist", h, "/rest/joborder/get_contact?ids=999999", 200, nil, ""},
			{"outside a limited job", cons, fmt.Sprintf("/rest/joborder/get_contact?ids=%d", secret), 200, nil, ""},
			{"inside an open job", cons, fmt.Sprintf("/rest/joborder/get_contact?ids=%d", jobA), 200, sorted(a1, a2), ""},
			{"no ids", h, "/rest/joborder/get_contact", 400, nil, "ids: give the ids of the joborder records whose contacts you want (ids=1,2)"},
			{"bad ids", h, "/rest/joborder/get_contact?ids=1,x", 400, nil, `ids: "1,x" is not a list of record ids (ids=1,2)`},
			{"a model without contacts", h, "/rest/candidate/get_contact?ids=1", 400, nil, "candidate has no contacts: no model's contacts_of names a model it links to by one foreignkey"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				status, body := c.who.Get(c.path)
				if status != c.status {
					t.Fatalf("%s: %d, want %d (%v)", c.path, status, c.status, body)
				}
				if c.msg != "" {
					if body["message"] != c.msg {
						t.Errorf("message %q, want %q", body["message"], c.msg)
					}
					return
				}
				if body["model"] != "clientcontact" {
					t.Errorf("model %v, want clientcontact", body["model"])
				}
				var got []int64
				for _, it := range body["data"].([]any) {
					row := it.(map[string]any)
					got = append(got, int64(row["id"].(float64)))
					if _, ok := row["client"].(map[string]any); !ok {
						t.Errorf("contact %v: client not expanded: %v", row["id"], row["client"])
					}
				}
				slices.Sort(got)
				if !slices.Equal(got, c.want) {
					t.Errorf("contacts %v, want %v", got, c.want)
				}
			})
		}

		editable := []struct {
			name string
			who  *harness
			id   int64
			want bool
		}{
			{"admin", h, secret, true},
			{"consultant, open job", cons, jobA, true},
			{"consultant, outside the limited job", cons, secret, false},
		}
		for _, c := range editable {
			t.Run("editable/"+c.name, func(t *testing.T) {
				status, body := c.who.Get(fmt.Sprintf("/rest/joborder/%d/actions", c.id))
				if status != 200 || body["editable"] != c.want {
					t.Errorf("actions of %d: %d editable=%v, want %v (%v)", c.id, status, body["editable"], c.want, body)
				}
			})
		}
	})
}

func sorted(list ...int64) []int64 {
	slices.Sort(list)
	return list
}
