package rest_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// actionStates reads a record's actions as who sees them: "name:on", "name:off (reason)"
// or "name:hidden", sorted by name.
func actionStates(t *testing.T, who *harness, id int64) string {
	t.Helper()
	status, body := who.Get(fmt.Sprintf("/rest/candidate/%d/actions", id))
	if status != 200 {
		t.Fatalf("actions of %d: %d %v", id, status, body)
	}
	var out []string
	for _, it := range body["data"].([]any) {
		a := it.(map[string]any)
		switch {
		case a["shown"] == false:
			out = append(out, fmt.Sprint(a["name"], ":hidden"))
		case a["enabled"] == false:
			out = append(out, fmt.Sprint(a["name"], ":off (", a["reason"], ")"))
		default:
			out = append(out, fmt.Sprint(a["name"], ":on"))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func recordField(t *testing.T, h *harness, id int64, field string) any {
	t.Helper()
	_, body := h.Get(fmt.Sprintf("/rest/candidate/%d", id))
	return body["data"].(map[string]any)[field]
}

// Record actions from metadata are shown, hidden or disabled per record and user, by the
// same expressions the run evaluates again before it writes.
func TestRecordActions(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		cons := h.As("cons@huntline.test", map[string]any{"user_type": "consultant"})
		hunter := h.As("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		mine := h.Create("candidate", map[string]any{"mobile": "13900224006", "englishName": "Admin's", "status": "active"})
		theirs := h.Create("candidate", map[string]any{"mobile": "13900224007", "englishName": "Cons's", "status": "not_looking", "owner": cons.UserID})
		limited := h.Create("candidate", map[string]any{"mobile": "13900224008", "englishName": "Secret", "islimited": true})
		cases := []struct {
			name string
			who  *harness
			id   int64
			want string
		}{
			{"admin, own record", h, mine,
				"assign_to_me:off (You already own this candidate) delete:on edit:on mark_not_looking:on recover:hidden send_email:on"},
			{"admin, another's not looking", h, theirs,
				"assign_to_me:on delete:on edit:on mark_not_looking:hidden recover:hidden send_email:on"},
			{"consultant, their own", cons, theirs,
				"assign_to_me:off (You already own this candidate) delete:on edit:on mark_not_looking:hidden recover:hidden send_email:on"},
			{"hunter: no delete access, so delete and recover are left out", hunter, mine,
				"assign_to_me:on edit:on mark_not_looking:on send_email:on"},
			{"hunter outside a limited record: nothing runs", hunter, limited,
				"assign_to_me:off (You may not change this record) edit:off (You may not change this record) mark_not_looking:off (You may not change this record) send_email:off (You may not change this record)"},
		}
		for _, c := range cases {
			if got := actionStates(t, c.who, c.id); got != c.want {
				t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
			}
		}

		// Running: the consultant takes the admin's candidate; the version moves on and the
		// action becomes disabled for them.
		status, body := cons.Post(fmt.Sprintf("/rest/candidate/%d/action/assign_to_me", mine), map[string]any{"version": 1})
		if status != 200 || body["version"] != 2.0 {
			t.Fatalf("assign to me: %d %v", status, body)
		}
		if owner := recordField(t, h, mine, "owner"); owner != float64(cons.UserID) {
			t.Errorf("owner after assign: %v", owner)
		}
		if got := actionStates(t, cons, mine); !strings.Contains(got, "assign_to_me:off") {
			t.Errorf("after the run: %s", got)
		}
		refusals := []struct {
			name   string
			who    *harness
			path   string
			data   map[string]any
			status int
			msg    string
		}{
			{"condition false now", cons, fmt.Sprintf("/rest/candidate/%d/action/assign_to_me", mine), map[string]any{"version": 2}, 409,
				"Assign to me cannot run on candidate " + itoa(mine) + " now: You already own this candidate"},
			{"hidden now", h, fmt.Sprintf("/rest/candidate/%d/action/mark_not_looking", theirs), map[string]any{"version": 1}, 409,
				"is not offered for candidate " + itoa(theirs)},
			{"stale version", h, fmt.Sprintf("/rest/candidate/%d/action/mark_not_looking", mine), map[string]any{"version": 1}, 409,
				"was changed by cons@huntline.test"},
			{"no version", h, fmt.Sprintf("/rest/candidate/%d/action/mark_not_looking", mine), map[string]any{}, 400, "version:"},
			{"unknown action", h, fmt.Sprintf("/rest/candidate/%d/action/fly", mine), map[string]any{"version": 2}, 404,
				`candidate has no custom action "fly" (actions: assign_to_me, mark_not_looking)`},
			{"a built-in is not run here", h, fmt.Sprintf("/rest/candidate/%d/action/delete", mine), map[string]any{"version": 2}, 404, "no custom action"},
			{"outside a limited record", hunter, fmt.Sprintf("/rest/candidate/%d/action/assign_to_me", limited), map[string]any{"version": 1}, 404, "does not exist"},
			{"missing record", h, "/rest/candidate/99999/action/assign_to_me", map[string]any{"version": 1}, 404, "99999"},
		}
		for _, r := range refusals {
			if status, body := r.who.Post(r.path, r.data); status != r.status || !strings.Contains(message(body), r.msg) {
				t.Errorf("%s: %d %v", r.name, status, body)
			}
		}
		if v := recordField(t, h, mine, "version"); v != 2.0 {
			t.Fatalf("a refusal wrote: version %v", v)
		}
		// The run went through the normal update: the change log has the owner change.
		status, body = h.Post(fmt.Sprintf("/rest/candidate/%d/action/mark_not_looking", mine), map[string]any{"version": 2})
		if status != 200 || body["version"] != 3.0 || recordField(t, h, mine, "status") != "not_looking" {
			t.Fatalf("mark not looking: %d %v", status, body)
		}

		// Without the action's access (here edit, taken from hunters) the run is refused.
		if status, body := h.Post("/rest/actionaccess/candidate", map[string]any{"edit": []string{"consultant"}}); status != 200 {
			t.Fatalf("override: %d %v", status, body)
		}
		if status, body := hunter.Post(fmt.Sprintf("/rest/candidate/%d/action/assign_to_me", theirs), map[string]any{"version": 1}); status != 403 || !strings.Contains(message(body), "edit permission") {
			t.Errorf("no access: %d %v", status, body)
		}
		if got := actionStates(t, hunter, theirs); got != "send_email:on" { // writing a mail takes view only
			t.Errorf("hunter without edit sees actions: %s", got)
		}
	})
}

// A mass action runs on every chosen record or, when any refuses, on none, naming each
// refused record and why.
func TestMassAction(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		cons := h.As("cons@huntline.test", map[string]any{"user_type": "consultant"})
		a := h.Create("candidate", map[string]any{"mobile": "13900224009", "englishName": "Ann", "owner": cons.UserID})
		b := h.Create("candidate", map[string]any{"mobile": "13900224010", "englishName": "Bob", "owner": cons.UserID})
		c := h.Create("candidate", map[string]any{"mobile": "13900224011", "englishName": "Cy"}) // the admin's already
		owners := func() string {
			var out []string
			for _, id := range []int64{a, b, c} {
				out = append(out, fmt.Sprint(recordField(t, h, id, "owner")))
			}
			return strings.Join(out, ",")
		}
		before := owners()
		refusals := []struct {
			name   string
			data   map[string]any
			status int
			msg    string
		}{
			{"one record refuses", map[string]any{"ids": []int64{a, b, c}, "count": 3}, 409,
				fmt.Sprintf("Assign to me: 1 of 3 records refused, so nothing was changed: Cy (%d): already yours", c)},
			{"count mismatch", map[string]any{"ids": []int64{a, b}, "count": 3}, 400, "count: 3 does not match"},
			{"no ids", map[string]any{"ids": []int64{}, "count": 0}, 400, "ids:"},
			{"missing record", map[string]any{"ids": []int64{a, 99999}, "count": 2}, 404, "99999"},
		}
		for _, r := range refusals {
			if status, body := h.Post("/rest/candidate/massaction/assign_to_me", r.data); status != r.status || !strings.Contains(message(body), r.msg) {
				t.Errorf("%s: %d %v", r.name, status, body)
			}
			if got := owners(); got != before {
				t.Fatalf("%s changed records: %s", r.name, got)
			}
		}
		status, body := h.Post("/rest/candidate/massaction/assign_to_me", map[string]any{"ids": []int64{a, c, b}, "count": 3})
		refused, _ := body["data"].(map[string]any)["refused"].([]any)
		if status != 409 || len(refused) != 1 || refused[0].(map[string]any)["id"] != float64(c) || refused[0].(map[string]any)["reason"] != "already yours" {
			t.Errorf("refusal data: %d %v", status, body)
		}
		if status, body := h.Post("/rest/candidate/massaction/mass_edit", map[string]any{"ids": []int64{a}, "count": 1}); status != 404 {
			t.Errorf("built-in mass action: %d %v", status, body)
		}
		status, body = h.Post("/rest/candidate/massaction/assign_to_me", map[string]any{"ids": []int64{a, b}, "count": 2})
		if status != 200 || body["data"] != 2.0 {
			t.Fatalf("mass assign: %d %v", status, body)
		}
		admin := fmt.Sprint(recordField(t, h, c, "owner"))
		if got := owners(); got != admin+","+admin+","+admin {
			t.Errorf("owners after: %s", got)
		}
		if v := recordField(t, h, a, "version"); v != 2.0 {
			t.Errorf("version after the mass action: %v", v)
		}
	})
}
