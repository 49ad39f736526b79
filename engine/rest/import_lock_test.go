package rest_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"huntline/store/storetest"
)

// Issue 20, point 3: on SQLite an import of thousands of rows writes them in several short
// transactions, so a save made meanwhile is committed between two of the import's batches
// instead of waiting for the whole file. This is read from the change log, not from a
// clock: SQLite has one writer, so a transaction's change-log rows get consecutive ids,
// and a writer's update whose id falls between two of the import's creates was committed
// between two of its transactions. Were the import one transaction, its creates would be
// one unbroken run. (On PostgreSQL the rows of concurrent transactions interleave anyway,
// since it locks rows, not the database, so the order proves nothing there.) How long the
// holds last is a figure, not an assertion: engine's BenchmarkImportWriteHold.
func TestImportCommitsBetweenOthersSaves(t *testing.T) {
	const rows = 5000
	h := newHarness(t, storetest.NewSQLiteURL(t)).LoginAdmin()
	mark := lastChange(t, h)
	out := runImportLoad(t, h, importLoad{writers: 2, csv: importCSV(rows, 600000, -1), timeout: 60 * time.Second})
	if out.status != 200 {
		t.Fatalf("import: %d %s", out.status, out.message)
	}
	seq := changeOrder(t, h, mark, out.recs)
	if n := strings.Count(seq, "I"); n != rows {
		t.Fatalf("%d of the file's creates in the change log, want %d", n, rows)
	}
	first, last := strings.IndexByte(seq, 'I'), strings.LastIndexByte(seq, 'I')
	runs := len(strings.FieldsFunc(seq[first:last+1], func(r rune) bool { return r == 'W' }))
	between := strings.Count(seq[first:last+1], "W")
	t.Logf("%d rows in %.2f s: the file's creates in %d runs, %d of %d saves committed between them",
		rows, out.took.Seconds(), runs, between, strings.Count(seq, "W"))
	if between == 0 {
		t.Fatalf("no save committed between the import's first and last row (%d runs): the import held the write lock throughout", runs)
	}
	out.check(t)
}

// lastChange answers the newest change-log id.
func lastChange(t *testing.T, h *harness) int64 {
	t.Helper()
	var id int64
	if err := h.E.Store.DB().QueryRowContext(context.Background(), "SELECT COALESCE(MAX(id), 0) FROM change_log").Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// changeOrder answers the candidates' creates and updates logged after mark, in commit
// order, one letter each: W for a change to one of the writers' records, I for another
// create (the import's).
func changeOrder(t *testing.T, h *harness, mark int64, writers []int64) string {
	t.Helper()
	st := h.E.Store
	rows, err := st.DB().QueryContext(context.Background(), st.Rebind(
		"SELECT record_id, action FROM change_log WHERE id > ? AND model = 'candidate' AND action IN ('create', 'update') ORDER BY id"), mark)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var rec int64
		var action string
		if err := rows.Scan(&rec, &action); err != nil {
			t.Fatal(err)
		}
		switch {
		case slices.Contains(writers, rec):
			b.WriteByte('W')
		case action == "create":
			b.WriteByte('I')
		default:
			t.Fatalf("change log: %s of record %d, neither a writer's nor the file's", action, rec)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
