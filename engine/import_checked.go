package engine

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// On SQLite one transaction writes at a time, and an import that checked and wrote its rows
// in one transaction held the write lock for its whole run: other people's saves waited up
// to 8 s behind a 5,000-row file. There an import runs in two steps:
//
//  1. Every row is converted and checked (defaults, required fields, options, links, link
//     rules, filters, hooks, duplicates against stored records and within the file), its
//     name rendered and its insert prepared (JSON, column values, search tokens), in a
//     read-only snapshot, holding no write lock. A file with a bad row
//     is refused here, having waited for nobody and made nobody wait.
//  2. The rows are written in short transactions (import_batches.go), none holding the
//     write lock for more than about 200 ms, while the file's duplicate values are claimed
//     (import_claims.go). The first asks, a few queries for the whole file, whether anything
//     those checks relied on changed meanwhile: a stored record now sharing a duplicate
//     value, a linked record deleted. If so nothing is written and step 1 runs again; if it
//     changed again, step 2 is one transaction that checks every row again (writeAtOnce).
//
// What a few seconds' old snapshot can miss is what PostgreSQL's read-committed checks can
// miss for any create: a link rule's target or an option list edited between the check and
// the write.

type checkedRow struct {
	num int
	in  *input
	nr  *newRecord
}

// checked imports sh in the steps above. done is false when the checks could not run
// read-only (a check failed on the server, for instance a hook that writes): the caller
// then imports in one transaction, which reports any real failure.
func (im *Imports) checked(ctx context.Context, p Principal, m *meta.Model, sh *Sheet, rowInput func(SheetRow) (*input, fieldErrors, bool, error)) (created int, err error, done bool) {
	var token int64
	defer func() {
		if token != 0 {
			im.claims.release(token)
		}
	}()
	for attempt := 0; ; attempt++ {
		rows, refusal, fallback, err := im.checkRows(ctx, p, m, sh, rowInput)
		if fallback {
			return 0, nil, false
		}
		if err != nil {
			return 0, err, true
		}
		if refusal != nil {
			return 0, refusal, true
		}
		docs := make([]map[string]any, len(rows))
		for i, row := range rows {
			docs[i] = row.nr.rec.Data
		}
		claimed := im.claims.claim(m, docs)
		if token != 0 {
			im.claims.release(token)
		}
		token = claimed
		ctx = context.WithValue(ctx, claimOwnerKey{}, token)
		if attempt == 1 {
			// Changed twice while it was checked: write it as one transaction that checks
			// every row again, holding the lock longer but never half-written.
			created, err := im.writeAtOnce(ctx, p, m, rows)
			return created, err, true
		}
		created, err := im.writeInBatches(ctx, p, m, rows)
		if errors.Is(err, errImportChanged) {
			continue // check again, now that the file's values are claimed
		}
		return created, err, true
	}
}

// checkRows is step 1: every row converted and checked in one read-only snapshot, its
// insert prepared. It answers the rows to write, or the refusal listing the bad rows.
func (im *Imports) checkRows(ctx context.Context, p Principal, m *meta.Model, sh *Sheet, rowInput func(SheetRow) (*input, fieldErrors, bool, error)) (rows []checkedRow, refusal error, fallback bool, err error) {
	var problems []ImportProblem
	badRows := 0
	refuse := func(list []ImportProblem) {
		badRows++
		if badRows <= MaxImportErrors {
			problems = append(problems, list...)
		}
	}
	err = im.e.Store.ReadTx(ctx, func(rtx *store.Tx) error {
		seen := make([]map[string]int, len(m.Duplicates)) // rule -> value -> first row
		for _, r := range sh.Rows {
			in, errs, empty, err := rowInput(r)
			if err != nil {
				return err
			}
			if empty {
				continue
			}
			if len(errs) > 0 {
				refuse(im.rowProblems(m, r.Num, &Error{Fields: errs}, p.Lang, nil))
				continue
			}
			nr, err := im.e.writes.checkCreate(ctx, rtx, p, m, in)
			if err != nil {
				if ee := AsError(err); ee.Status < 500 {
					refuse(im.rowProblems(m, r.Num, ee, p.Lang, nil))
					continue
				}
				fallback = true
				return err
			}
			if list := im.duplicateInFile(m, r.Num, nr.rec.Data, seen, p.Lang); list != nil {
				refuse(list)
				continue
			}
			if nr.prepared, err = store.Prepare(m, nr.rec, im.e.integrity.searchValues(ctx, p.TenantID, m, nr.rec.Data)); err != nil {
				fallback = true
				return err
			}
			rows = append(rows, checkedRow{r.Num, in, nr})
		}
		return nil
	})
	if fallback || err != nil {
		return nil, nil, fallback, err
	}
	if badRows > 0 {
		return nil, im.refusal(p.Lang, badRows, problems), false, nil
	}
	return rows, nil, false, nil
}

// writeAtOnce is step 2 as one transaction: whatever changed since step 1 is checked again
// row by row under the write lock, and a refused row refuses the file.
func (im *Imports) writeAtOnce(ctx context.Context, p Principal, m *meta.Model, rows []checkedRow) (created int, err error) {
	var problems []ImportProblem
	badRows := 0
	refuse := func(list []ImportProblem) {
		badRows++
		if badRows <= MaxImportErrors {
			problems = append(problems, list...)
		}
	}
	err = im.e.Store.Tx(ctx, func(tx *store.Tx) error {
		recheck, err := im.changed(ctx, tx, p, m, rows)
		if err != nil {
			return err
		}
		rowOf := map[int64]int{}
		for _, row := range rows {
			if recheck {
				doc := row.nr.rec.Data
				changed := changedFields(m, nil, doc)
				err := im.e.integrity.checkValues(ctx, tx, p, m, 0, doc, changed, row.in.chosen)
				if err == nil {
					err = im.e.integrity.checkDuplicates(ctx, tx, p, m, 0, doc, nil)
				}
				if err != nil {
					if ee := AsError(err); ee.Status < 500 {
						refuse(im.rowProblems(m, row.num, ee, p.Lang, rowOf))
						continue
					}
					return err
				}
			}
			res, err := im.e.writes.writeCreate(ctx, tx, p, m, row.in, row.nr)
			if err != nil {
				if ee := AsError(err); ee.Status < 500 {
					refuse(im.rowProblems(m, row.num, ee, p.Lang, rowOf))
					continue
				}
				return err
			}
			rowOf[res.ID] = row.num
			created++
		}
		if badRows > 0 {
			return im.refusal(p.Lang, badRows, problems)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return created, nil
}

// duplicateInFile refuses a row sharing a duplicate rule's value with an earlier row of the
// same file (which step 1 cannot find in the store: nothing is written yet), in the words
// a single transaction used. seen holds each rule's values and the first row that had them.
func (im *Imports) duplicateInFile(m *meta.Model, row int, doc map[string]any, seen []map[string]int, lang string) []ImportProblem {
	for i, rule := range m.Duplicates {
		keys, shown := duplicateKeys(rule, doc)
		for k, key := range keys {
			if other, ok := seen[i][key]; ok {
				label := rule.Label.In(lang)
				if label == "" {
					label = strings.Join(rule.Fields, ", ")
				}
				args := map[string]any{"Label": label, "Value": shown[k], "Row": other}
				msg := T(lang, "import_duplicate_row", args, fmt.Sprintf("Duplicate Info: %v %v is also on row %d of this file", label, shown[k], other))
				lead := T(lang, "import_row", map[string]any{"Row": row, "Text": msg}, fmt.Sprintf("Row %d: %s", row, msg))
				return []ImportProblem{{Row: row, Message: msg, Text: lead}}
			}
		}
	}
	for i, rule := range m.Duplicates {
		keys, _ := duplicateKeys(rule, doc)
		for _, key := range keys {
			if seen[i] == nil {
				seen[i] = map[string]int{}
			}
			seen[i][key] = row
		}
	}
	return nil
}

// duplicateKeys answers the values by which a rule finds a record's duplicates, as
// duplicateFilter matches them: each value of any of the rule's fields, or all of them
// together; shown is each key as a message shows it.
func duplicateKeys(rule meta.DuplicateRule, doc map[string]any) (keys, shown []string) {
	var values []string
	for _, name := range rule.Fields {
		if v := doc[name]; v != nil {
			values = append(values, fmt.Sprint(v))
		} else if rule.Together {
			return nil, nil
		}
	}
	if len(values) == 0 {
		return nil, nil
	}
	if rule.Together {
		return []string{strings.Join(values, "\x00")}, []string{strings.Join(values, " / ")}
	}
	return values, values
}

// changed tells whether anything the checks of step 1 relied on changed before the
// write lock was taken: a live stored record sharing a duplicate value with a row, or a
// linked record no longer live. A compound duplicate rule is always checked row by row.
func (im *Imports) changed(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, rows []checkedRow) (bool, error) {
	const chunk = 500
	c := im.e.unscoped(p.TenantID, p.UserID)
	for _, rule := range m.Duplicates {
		if rule.Together {
			return true, nil
		}
		set := map[string]bool{}
		var values []string
		for _, row := range rows {
			keys, _ := duplicateKeys(rule, row.nr.rec.Data)
			for _, k := range keys {
				if !set[k] {
					set[k] = true
					values = append(values, url.QueryEscape(k))
				}
			}
		}
		for start := 0; start < len(values); start += chunk {
			list := strings.Join(values[start:min(start+chunk, len(values))], ",")
			for _, name := range rule.Fields {
				query, args, err := c.MinID(gql.Query{Model: m, Filter: &gql.Cond{Path: []string{name, "s"}, Raw: list, HasValue: true}})
				if err != nil {
					return false, err
				}
				var found sql.NullInt64
				if err := tx.Get(ctx, &found, query, args...); err != nil {
					return false, err
				}
				if found.Valid {
					return true, nil
				}
			}
		}
	}
	links := map[string][]int64{}
	for _, row := range rows {
		for name, v := range row.nr.rec.Data {
			if f := m.Field(name); f != nil && (f.Type == "foreignkey" || f.Type == "comtree") {
				links[f.To] = append(links[f.To], ids(v)...)
			}
		}
	}
	for target, list := range links {
		for start := 0; start < len(list); start += chunk {
			part := list[start:min(start+chunk, len(list))]
			live, err := tx.Live(ctx, target, p.TenantID, part)
			if err != nil {
				return false, err
			}
			for _, id := range part {
				if !live[id] {
					return true, nil
				}
			}
		}
	}
	return false, nil
}
