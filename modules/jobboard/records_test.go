package jobboard

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"huntline/engine"
)

// Saved searches are private to their user: another user neither sees nor deletes them;
// the title is required and the query a JSON object.
func TestSearchesArePrivate(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		ctx := context.Background()
		h := w.h
		w.switchOn(t, true, "liepin")
		cons := h.As("cons@huntline.test", map[string]any{"user_type": "consultant"})
		admin, other := principalOf(h), principalOf(cons)
		id, err := w.jb.AddSearch(ctx, admin, "liepin", Search{Title: " 上海 Java ", Query: `{"dq": "020", "key": "java"}`, Subscribed: true})
		if err != nil {
			t.Fatal(err)
		}
		list, _ := w.jb.Searches(ctx, admin, "liepin")
		if len(list) != 1 || list[0].ID != id || list[0].Title != "上海 Java" || !list[0].Subscribed || list[0].CreatedAt.IsZero() {
			t.Fatalf("searches: %+v", list)
		}
		if list, _ := w.jb.Searches(ctx, other, "liepin"); len(list) != 0 {
			t.Errorf("another user sees %+v", list)
		}
		if err := w.jb.DeleteSearch(ctx, other, "liepin", id); engine.AsError(err).Status != 404 {
			t.Errorf("another user's delete: %v", err)
		}
		for _, bad := range []Search{{Title: "", Query: `{}`}, {Title: strings.Repeat("长", 61), Query: `{}`}, {Title: "x", Query: `[1]`}, {Title: "x", Query: `nope`}} {
			_, err := w.jb.AddSearch(ctx, admin, "liepin", bad)
			if e := engine.AsError(err); e.Status != 400 || len(e.Fields) != 1 {
				t.Errorf("%+v: %v", bad, err)
			}
		}
		if _, err := w.jb.AddSearch(ctx, admin, "hunterboard", Search{Title: "x", Query: `{}`}); engine.AsError(err).Status != 404 {
			t.Errorf("a search on a board that is off: %v", err)
		}
		if err := w.jb.DeleteSearch(ctx, admin, "liepin", id); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < maxSearches; i++ {
			if _, err := w.jb.AddSearch(ctx, admin, "liepin", Search{Title: fmt.Sprint(i), Query: `{}`}); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := w.jb.AddSearch(ctx, admin, "liepin", Search{Title: "one more", Query: `{}`}); engine.AsError(err).Key != "jobboard_too_many_searches" {
			t.Errorf("over the limit: %v", err)
		}
	})
}

// Private notes are their author's alone; a job the reader may not read is a 404.
func TestPrivateNotes(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		ctx := context.Background()
		h := w.h
		w.switchOn(t, true, "hunterboard")
		client := h.Create("client", map[string]any{"name": "Acme"})
		job := h.Create("joborder", map[string]any{"jobTitle": "CFO", "client": client})
		cons := h.As("cons@huntline.test", map[string]any{"user_type": "consultant", "isAdmin": true})
		admin := principalOf(h)
		if err := w.jb.SetPrivateNotes(ctx, admin, "hunterboard", job, map[string]any{"urgency": "high", "reason": "替换"}); err != nil {
			t.Fatal(err)
		}
		got, _ := w.jb.PrivateNotes(ctx, admin, "hunterboard", job)
		if got["reason"] != "替换" {
			t.Errorf("notes: %v", got)
		}
		if got, err := w.jb.PrivateNotes(ctx, engine.Principal{TenantID: 1, UserID: cons.UserID, IsAdmin: true}, "hunterboard", job); err != nil || len(got) != 0 {
			t.Errorf("another user reads %v %v", got, err)
		}
		if _, err := w.jb.PrivateNotes(ctx, admin, "hunterboard", job+1000); engine.AsError(err).Status != 404 {
			t.Errorf("no such job: %v", err)
		}
		w.jb.SetPrivateNotes(ctx, admin, "hunterboard", job, map[string]any{"urgency": "low"})
		if got, _ := w.jb.PrivateNotes(ctx, admin, "hunterboard", job); len(got) != 1 || got["urgency"] != "low" {
			t.Errorf("replaced notes: %v", got)
		}
	})
}

// A publication is one record per job and site, updated on republish; closing the job's
// publications closes each on its board with the publisher's token, then marks it closed.
func TestPublications(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		ctx := context.Background()
		h := w.h
		w.switchOn(t, true, "hunterboard", "liepin")
		client := h.Create("client", map[string]any{"name": "Acme"})
		job := h.Create("joborder", map[string]any{"jobTitle": "CFO", "client": client})
		p := principalOf(h)
		if err := w.jb.StoreAccount(ctx, 1, h.UserID, "liepin", Account{ProviderUID: "u"}, w.boards["liepin"].DemoToken("u")); err != nil {
			t.Fatal(err)
		}
		id1, err := w.jb.RecordPublication(ctx, p, Publication{JobOrder: job, Site: "liepin", Title: "CFO", URL: "https://liepin.example/job/1", BoardID: "L1", ClosesAt: "2031-01-31"})
		if err != nil {
			t.Fatal(err)
		}
		id2, err := w.jb.RecordPublication(ctx, p, Publication{JobOrder: job, Site: "liepin", Title: "CFO (China)", URL: "https://liepin.example/job/1", BoardID: "L1"})
		if err != nil || id2 != id1 {
			t.Fatalf("republish: %d %v, want %d", id2, err, id1)
		}
		if _, err := w.jb.RecordPublication(ctx, p, Publication{JobOrder: job, Site: "hunterboard", Title: "CFO", BoardID: ""}); err != nil {
			t.Fatal(err)
		}
		rec := h.Record("publication", id1)
		if rec["title"] != "CFO (China)" || rec["status"] != "published" || rec["boardId"] != "L1" {
			t.Errorf("publication: %v", rec)
		}
		if n := h.Count("publication", fmt.Sprintf("joborder=%d", job)); n != 2 {
			t.Errorf("%d publications, want 2", n)
		}
		if _, err := w.jb.RecordPublication(ctx, p, Publication{JobOrder: job + 1000, Site: "liepin"}); engine.AsError(err).Status != 404 {
			t.Errorf("a job that is not there: %v", err)
		}
		status, body := h.Post("/rest/jobboard/close_publications", map[string]any{"joborder": job})
		if status != 200 || body["data"] != float64(2) {
			t.Fatalf("close: %d %v", status, body)
		}
		if got := w.boards["liepin"].closed; len(got) != 1 || !strings.HasPrefix(got[0], "L1 by access-") {
			t.Errorf("closed on the board: %v", got)
		}
		if n := h.Count("publication", fmt.Sprintf("joborder=%d&status=closed", job)); n != 2 {
			t.Errorf("%d closed, want 2", n)
		}
		if status, body := h.Post("/rest/jobboard/close_publications", map[string]any{"joborder": job}); status != 200 || body["data"] != float64(0) {
			t.Errorf("closing again: %d %v", status, body)
		}
	})
}

// Importing a board's CV makes a candidate with the board as its source and the file in
// its resumes; importing the same person again attaches the file to that candidate.
func TestImport(t *testing.T) {
	eachWorld(t, func(t *testing.T, w *world) {
		ctx := context.Background()
		h := w.h
		w.switchOn(t, true, "liepin")
		cv, err := os.ReadFile("../resume/testdata/cvs/zh_labelled.txt")
		if err != nil {
			t.Fatal(err)
		}
		html := "<html><body><pre>" + string(cv) + "</pre><script>alert(1)</script></body></html>"
		p := principalOf(h)
		first, err := w.jb.Import(ctx, p, "liepin", ResumeFile{Name: "张伟.html", Data: []byte(html), OriginURL: "https://liepin.example/cv/1"})
		if err != nil || !first.Created || first.ID == 0 || !strings.Contains(first.Name, "张伟") {
			t.Fatalf("import: %+v %v", first, err)
		}
		rec := h.Record("candidate", first.ID)
		if rec["source"] != "liepin" || rec["mobile"] != "13812345678" {
			t.Errorf("candidate: source %v mobile %v", rec["source"], rec["mobile"])
		}
		files, _ := rec["resumes"].([]any)
		if len(files) != 1 || !strings.HasSuffix(fmt.Sprint(files[0].(map[string]any)["originname"]), ".txt") {
			t.Errorf("resumes: %v", rec["resumes"])
		}
		again, err := w.jb.Import(ctx, p, "liepin", ResumeFile{Name: "zhangwei.txt", Data: cv})
		if err != nil || again.Created || again.ID != first.ID {
			t.Fatalf("import again: %+v %v", again, err)
		}
		if files, _ := h.Record("candidate", first.ID)["resumes"].([]any); len(files) != 2 {
			t.Errorf("resumes after the duplicate: %v", files)
		}
		// A CV with work experience and education fills the sub-forms too.
		en, _ := os.ReadFile("../resume/testdata/cvs/en_classic.txt")
		third, err := w.jb.Import(ctx, p, "liepin", ResumeFile{Name: "cv.txt", Data: en})
		if err != nil || !third.Created {
			t.Fatalf("import with experience: %+v %v", third, err)
		}
		if n := h.Count("workexperience", fmt.Sprintf("candidate=%d", third.ID)); n == 0 {
			t.Errorf("no work experience imported")
		}
		if _, err := w.jb.Import(ctx, p, "hunterboard", ResumeFile{Name: "x.txt", Data: cv}); engine.AsError(err).Status != 404 {
			t.Errorf("a board that is off: %v", err)
		}
		var e *engine.Error
		if _, err := w.jb.Import(ctx, p, "liepin", ResumeFile{Name: "empty.txt", Data: nil}); !errors.As(err, &e) || e.Status != 400 {
			t.Errorf("an empty file: %v", err)
		}
	})
}
