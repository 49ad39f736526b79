package jobboard

import (
	"context"
	"fmt"
	"testing"

	"huntline/resttest"
)

// The demo seed's hook switches every board with a simulator on, binds the users to it with
// two saved searches each, and publishes the job once per board.
func TestSeedDemo(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		ctx := context.Background()
		h := w.h
		client := h.Create("client", map[string]any{"name": "Acme"})
		job := h.Create("joborder", map[string]any{"jobTitle": "CFO", "client": client})
		cons := h.As("amy.xie@huntline.test", map[string]any{"user_type": "consultant"})
		done := h.Create("joborder", map[string]any{"jobTitle": "CTO", "client": client, "status": "closed"})
		if err := w.jb.SeedDemo(ctx, []int64{h.UserID, cons.UserID}, []int64{job, done}); err != nil {
			t.Fatal(err)
		}
		_, body := h.Get("/rest/jobboard/boards")
		boards := resttest.Items(body)
		if len(boards) != 2 || boards[0]["bound"] != true || boards[1]["bound"] != true {
			t.Fatalf("boards: %v", body)
		}
		_, body = h.Get("/rest/account/list")
		if n := len(resttest.Items(body)); n != 4 {
			t.Errorf("%d accounts, want 4", n)
		}
		for _, s := range sites {
			for _, u := range []*resttest.Harness{h, cons} {
				tok, err := w.jb.Token(ctx, principalOf(u), s)
				if err != nil || tok.AccessToken == "" {
					t.Errorf("%s token of %d: %v", s, u.UserID, err)
				}
				if list, _ := w.jb.Searches(ctx, principalOf(u), s); len(list) != 2 {
					t.Errorf("%s searches of %d: %v", s, u.UserID, list)
				}
			}
		}
		if n := h.Count("publication", fmt.Sprintf("joborder=%d&status=published", job)); n != 2 {
			t.Errorf("%d publications, want one per board", n)
		}
		for _, status := range []string{"closed", "failed"} {
			if n := h.Count("publication", fmt.Sprintf("joborder=%d&status=%s", done, status)); n != 1 {
				t.Errorf("%d %s publications of the closed job, want 1", n, status)
			}
		}
	})
}
