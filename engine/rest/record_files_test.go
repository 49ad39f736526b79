package rest_test

import (
	"fmt"
	"sort"
	"testing"

	"huntline/store/storetest"
)

// recordFiles answers GET /rest/file/list/{model}/{ids}: by record id, the file ids listed.
func recordFiles(h *harness, model string, recs ...int64) (int, map[string][]int64) {
	h.T.Helper()
	path := "/rest/file/list/" + model + "/"
	for i, id := range recs {
		if i > 0 {
			path += ","
		}
		path += fmt.Sprint(id)
	}
	status, body := h.Get(path)
	out := map[string][]int64{}
	data, _ := body["data"].(map[string]any)
	for rec, files := range data {
		out[rec] = []int64{}
		for _, f := range files.([]any) {
			fm := f.(map[string]any)
			if fm["field"] != "files" || fm["created"] == "" || fm["originname"] == "" {
				h.T.Errorf("record %s: file %v lacks its field, date or name", rec, fm)
			}
			out[rec] = append(out[rec], int64(fm["id"].(float64)))
		}
	}
	return status, out
}

// A record's file list answers the files of the records the reader may read, in their
// stored order; a record outside his scope, limited against him, missing, or of a model he
// may not view is left out, the same as one that does not exist.
func TestRecordFileListFollowsTheRecords(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		w := newFilesWorld(t, url)
		h, u, col := w.admin, w.u, w.col
		first, second := uploadFile(h, "first.txt", "the current cv"), uploadFile(h, "second.txt", "an older cv")
		attach(h, "dossier", w.mine, "files", first, second)
		theirFile := holding(col, w.theirs, "theirs.txt", "a colleague's cv")
		sharedFile := holding(col, w.shared, "shared.txt", "a shared cv")
		limitedFile := holding(h, w.limited, "limited.txt", "a limited cv")

		all := []int64{w.mine, w.theirs, w.shared, w.limited, w.acme, 999999}
		key := func(id int64) string { return fmt.Sprint(id) }
		for _, c := range []struct {
			who  string
			h    *harness
			want map[string][]int64
		}{
			{"the consultant", u, map[string][]int64{key(w.mine): {first.id, second.id}, key(w.shared): {sharedFile.id}, key(w.acme): {}}},
			{"the colleague", col, map[string][]int64{key(w.theirs): {theirFile.id}, key(w.shared): {sharedFile.id}}},
			{"the admin", h, map[string][]int64{key(w.mine): {first.id, second.id}, key(w.theirs): {theirFile.id}, key(w.shared): {sharedFile.id}, key(w.limited): {limitedFile.id}, key(w.acme): {}}},
		} {
			status, got := recordFiles(c.h, "dossier", all...)
			if status != 200 || fmt.Sprint(byRecord(got)) != fmt.Sprint(byRecord(c.want)) {
				t.Errorf("%s: %d %v, want %v", c.who, status, got, c.want)
			}
		}

		// Reordering the field reorders the list: the first file is the current one.
		attach(h, "dossier", w.mine, "files", second, first)
		if _, got := recordFiles(u, "dossier", w.mine); fmt.Sprint(got[key(w.mine)]) != fmt.Sprint([]int64{second.id, first.id}) {
			t.Errorf("after reordering: %v, want %d first", got, second.id)
		}

		// A hidden record answers as a missing one; bad ids and unknown models are refused.
		if _, a := recordFiles(u, "dossier", w.theirs); len(a) != 0 {
			t.Errorf("a record outside his scope: %v", a)
		}
		if status, _ := h.Get("/rest/file/list/dossier/1,x"); status != 400 {
			t.Errorf("bad ids: %d, want 400", status)
		}
		if status, _ := h.Get("/rest/file/list/spaceship/1"); status != 404 {
			t.Errorf("unknown model: %d, want 404", status)
		}
	})
}

func byRecord(m map[string][]int64) []string {
	var out []string
	for k, v := range m {
		out = append(out, fmt.Sprint(k, v))
	}
	sort.Strings(out)
	return out
}
