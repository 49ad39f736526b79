package rest_test

import (
	"testing"
	"time"

	"huntline/store/storetest"
)

// Issue 20, point 3: on SQLite an import of thousands of rows writes them in short
// transactions, so no write holds the one write lock for more than a second and a save made
// meanwhile is answered within about a second. (On PostgreSQL an import is one
// transaction: it locks the rows it writes, not the database.) The longest transaction is
// read from the store's own record of write-lock holds.
func TestImportHoldsWriteLockBriefly(t *testing.T) {
	cases := []struct {
		name   string
		rows   int
		bad    int // index of a bad row, or -1
		status int
	}{
		{"good file", 5000, -1, 200},
		{"last row bad", 3000, 2999, 400},
	}
	h := newHarness(t, storetest.NewSQLiteURL(t)).LoginAdmin()
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h.E.Store.LongestWriteHold(true)
			out := runImportLoad(t, h, importLoad{writers: 2, csv: importCSV(c.rows, 500000+10000*i, c.bad), timeout: 60 * time.Second})
			held := h.E.Store.LongestWriteHold(false)
			slowest := percentile(out.writes, 100)
			t.Logf("%d rows: %d in %.2f s; longest write-lock hold %s; %d saves overlapped it, slowest %s",
				c.rows, out.status, out.took.Seconds(), ms(held), len(out.writes), ms(slowest))
			if out.status != c.status {
				t.Fatalf("import: %d %s, want %d", out.status, out.message, c.status)
			}
			out.check(t)
			if held >= time.Second {
				t.Errorf("a write transaction held the lock %s, want under 1 s", ms(held))
			}
			if slowest >= 1500*time.Millisecond {
				t.Errorf("a save during the import took %s, want about a second at most", ms(slowest))
			}
		})
	}
}
