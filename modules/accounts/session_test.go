package accounts_test

import (
	"strings"
	"testing"
	"time"

	"huntline/modules/accounts"
	"huntline/resttest"
)

// A session ends after SessionIdle without use, and SessionAbsolute after sign-in however
// busy it is.
func TestSessionExpiry(t *testing.T) {
	eachSignedOut(t, func(t *testing.T, h *harness) {
		clk := resttest.UseClock(h.E)
		idle := h.NewBrowser().LoginAdmin()
		busy := h.NewBrowser()
		busy.SignIn(map[string]any{"email": "admin@huntline.test", "password": resttest.AdminPassword, "remember": true})
		steps := []struct {
			after      time.Duration
			idle, busy int
		}{
			{accounts.SessionIdle - time.Hour, 200, 200}, // each use moves the idle expiry on
			{accounts.SessionIdle - time.Hour, 200, 200},
			{accounts.SessionIdle + time.Hour, 401, 200},
			{6 * 24 * time.Hour, 401, 200},
			{6 * 24 * time.Hour, 401, 200},
			{6 * 24 * time.Hour, 401, 200},
			{6 * 24 * time.Hour, 401, 200}, // 25.5 days in
			{6 * 24 * time.Hour, 401, 401}, // 31.5 days: past SessionAbsolute since sign-in
		}
		for i, s := range steps {
			clk.Advance(s.after)
			if status, _ := idle.Get("/rest/user/current"); status != s.idle {
				t.Errorf("step %d: idle session answered %d, want %d", i, status, s.idle)
			}
			if status, _ := busy.Get("/rest/user/current"); status != s.busy {
				t.Errorf("step %d: busy session answered %d, want %d", i, status, s.busy)
			}
		}
	})
}

// Changing the password ends the user's other sessions; the one that changed it stays.
func TestChangePassword(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		other := h.NewBrowser().LoginAdmin() // a first login is TestForcedPasswordChange's
		cases := []struct {
			name   string
			data   map[string]any
			status int
			msg    string
		}{
			{"missing confirm", map[string]any{"origin": resttest.AdminPassword, "new": "new password 2"}, 400, "confirm: required"},
			{"mismatch", map[string]any{"origin": resttest.AdminPassword, "new": "new password 2", "confirm": "new password 3"}, 400, "Your confirm password doesn't match your new password"},
			{"no digits", map[string]any{"origin": resttest.AdminPassword, "new": "new password", "confirm": "new password"}, 400, "new: must contain both letters and digits"},
			{"too short", map[string]any{"origin": resttest.AdminPassword, "new": "abc1", "confirm": "abc1"}, 400, "new: at least 8 characters"},
			{"the e-mail", map[string]any{"origin": resttest.AdminPassword, "new": "admin@huntline.test1", "confirm": "admin@huntline.test1", "email": "x@y.z"}, 400, "email:"},
			{"wrong current", map[string]any{"origin": "wrong pass 1", "new": "new password 2", "confirm": "new password 2"}, 400, "origin: the current password is not correct"},
			{"success", map[string]any{"email": "admin@huntline.test", "origin": resttest.AdminPassword, "new": "new password 2", "confirm": "new password 2"}, 200, "Change password success!"},
		}
		for _, c := range cases {
			status, body := h.Post("/rest/user/changepassword", c.data)
			if status != c.status || !strings.Contains(resttest.Message(body), c.msg) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		if status, body := h.Get("/rest/user/current"); status != 200 || body["data"].(map[string]any)["firstLogin"] != false {
			t.Errorf("the changing session: %d %v", status, body)
		}
		if status, _ := other.Get("/rest/user/current"); status != 401 {
			t.Errorf("another session after the change: %d, want 401", status)
		}
		h.NewBrowser().LoginAs("admin@huntline.test", "new password 2")
		if resp, _ := h.NewBrowser().SignIn(map[string]any{"email": "admin@huntline.test", "password": resttest.AdminPassword}); resp.StatusCode != 401 {
			t.Errorf("the old password still works: %d", resp.StatusCode)
		}
	})
}

// A parent account acts as its sub user and comes back; a user who leaves is signed out.
func TestSwitchBackAndDeactivation(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		parentID := h.AddUser("parent@x.com", "parent pass 1", nil)
		subID := h.AddUser("sub@x.com", "sub pass 12", map[string]any{"parent_user": parentID})
		strangerID := h.AddUser("stranger@x.com", "stranger pass 1", nil)
		parent := h.NewBrowser().LoginAs("parent@x.com", "parent pass 1")

		if status, body := parent.Post("/rest/user/switch", map[string]any{"id": strangerID}); status != 403 {
			t.Errorf("switch to a user who is not a sub user: %d %v", status, body)
		}
		if status, body := parent.Post("/rest/user/back", nil); status != 400 {
			t.Errorf("back without a switch: %d %v", status, body)
		}
		if status, body := parent.Post("/rest/user/switch", map[string]any{"id": subID}); status != 200 {
			t.Fatalf("switch: %d %v", status, body)
		}
		_, body := parent.Get("/rest/user/current")
		cur := body["data"].(map[string]any)
		pu, _ := cur["parent_user"].(map[string]any)
		if cur["id"] != float64(subID) || pu == nil || pu["id"] != float64(parentID) || pu["name"] == "" || cur["firstLogin"] != false {
			t.Errorf("switched session: %v", cur)
		}
		if status, body := parent.Post("/rest/user/back", nil); status != 200 {
			t.Fatalf("back: %d %v", status, body)
		}
		_, body = parent.Get("/rest/user/current")
		if cur := body["data"].(map[string]any); cur["id"] != float64(parentID) || cur["parent_user"] != nil {
			t.Errorf("after back: %v", cur)
		}
		if status, body := h.Post("/rest/user/switch", map[string]any{"id": strangerID}); status != 200 {
			t.Errorf("an administrator switches to anyone: %d %v", status, body)
		}

		sub := h.NewBrowser().LoginAs("sub@x.com", "sub pass 12")
		if _, body := sub.Get("/rest/user/current"); body["data"].(map[string]any)["firstLogin"] != false {
			t.Errorf("a sub user skips the forced set-password: %v", body)
		}
		admin := h.NewBrowser().LoginAdmin()
		admin.SetUser(subID, map[string]any{"status": "leave"})
		if status, _ := sub.Get("/rest/user/current"); status != 401 {
			t.Errorf("a leaver's session: %d, want 401", status)
		}
	})
}

// An administrator gives a colleague a password (chosen again at first sign-in, their
// sessions end) or asks them to change theirs; nobody else may.
func TestAdminPassword(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.AddUser("mia@huntline.test", "first pass 1", nil)
		mia := h.NewBrowser().LoginAs("mia@huntline.test", "first pass 1")
		if status, body := mia.Post("/rest/user/changepassword", map[string]any{"origin": "first pass 1", "new": "own pass 22", "confirm": "own pass 22"}); status != 200 {
			t.Fatalf("own password: %d %v", status, body)
		}
		cases := []struct {
			name   string
			as     *harness
			data   map[string]any
			status int
			msg    string
		}{
			{"not an administrator", mia, map[string]any{"id": id, "password": "other pass 3"}, 403, "Only an administrator"},
			{"nothing to do", h, map[string]any{"id": id}, 400, "password: required"},
			{"no id", h, map[string]any{"password": "other pass 3"}, 400, "id"},
			{"weak", h, map[string]any{"id": id, "password": "short1"}, 400, "password: at least 8 characters"},
			{"ask to change", h, map[string]any{"id": id, "changePassword": true}, 200, ""},
		}
		for _, c := range cases {
			if status, body := c.as.Post("/rest/user/adminpassword", c.data); status != c.status || !strings.Contains(resttest.Message(body), c.msg) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		_, body := mia.Get("/rest/user/current")
		if cur := body["data"].(map[string]any); cur["changePassword"] != true || cur["firstLogin"] != false {
			t.Errorf("after the request to change: %v", cur)
		}
		if status, body := h.Post("/rest/user/adminpassword", map[string]any{"id": id, "password": "given pass 4"}); status != 200 {
			t.Fatalf("new password: %d %v", status, body)
		}
		if status, _ := mia.Get("/rest/user/current"); status != 401 {
			t.Errorf("Mia's session after an administrator set her password: %d, want 401", status)
		}
		again := h.NewBrowser().LoginAs("mia@huntline.test", "given pass 4")
		if _, body := again.Get("/rest/user/current"); body["data"].(map[string]any)["firstLogin"] != true {
			t.Errorf("a password given by an administrator is chosen again at sign-in: %v", body)
		}
	})
}
