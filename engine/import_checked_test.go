package engine

import (
	"context"
	"strings"
	"testing"

	"huntline/store"
)

// An import checks its rows before it takes the write lock, so what changes between the
// check and the write must be caught at the write: a record created meanwhile with a
// duplicate value, or a linked record deleted meanwhile, refuses the file and nothing is
// imported. The change is made from the row conversion of the last row, after the checks
// of the earlier rows have read their snapshot.
func TestImportRechecksAtWrite(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		p := System(1)
		acme := MustSave(t, e, p, "client", map[string]any{"name": "Acme"})
		cases := []struct {
			name, model, csv string
			mapping          map[string]string
			meanwhile        func() error
			want             string
		}{
			{"a duplicate created meanwhile", "candidate", "name,email\n甲,jia@example.com\n乙,yi@example.com\n",
				map[string]string{"0": "chineseName", "1": "email"},
				func() error {
					_, err := e.Save(ctx, p, "candidate", map[string]any{"chineseName": "丙", "email": "jia@example.com"})
					return err
				}, "Row 2: Duplicate Info: Email jia@example.com already belongs to 丙"},
			{"a linked record deleted meanwhile", "clientcontact", "name,client\n甲,%d\n乙,%d\n",
				map[string]string{"0": "chineseName", "1": "client"},
				func() error {
					_, err := e.Delete(ctx, p, "client", []int64{acme.ID}, 1)
					return err
				}, "does not exist"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				csv := strings.ReplaceAll(c.csv, "%d", itoa64(acme.ID))
				sh, err := ReadSheet("f.csv", []byte(csv))
				if err != nil {
					t.Fatal(err)
				}
				m, _ := e.model(c.model)
				cols, err := ParseMapping(m, sh, c.mapping)
				if err != nil {
					t.Fatal(err)
				}
				order := []int{0, 1}
				conv, err := e.Imports.newConverter(ctx, p, sh, cols)
				if err != nil {
					t.Fatal(err)
				}
				changed := false // once: a change found at the write makes the checks run again
				rowInput := func(r SheetRow) (*input, fieldErrors, bool, error) {
					if r.Num == len(sh.Rows)+1 && !changed {
						changed = true
						if err := c.meanwhile(); err != nil {
							t.Fatal(err)
						}
					}
					return e.Imports.rowInput(ctx, p, m, r, order, cols, conv)
				}
				n, err, done := e.Imports.checked(ctx, p, m, sh, rowInput)
				if !done || n != 0 || err == nil || !strings.Contains(err.Error(), c.want) {
					t.Fatalf("import: done %v, %d created, %v; want it refused with %q", done, n, err, c.want)
				}
				var count int
				if err := e.Store.DB().GetContext(ctx, &count, "SELECT count(*) FROM "+store.Table(c.model)+" WHERE data->>'chineseName' = '乙'"); err != nil {
					t.Fatal(err)
				}
				if count != 0 {
					t.Fatalf("row 3 was written although the file was refused")
				}
			})
		}
	})
}
