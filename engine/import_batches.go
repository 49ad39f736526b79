package engine

import (
	"context"
	"errors"
	"fmt"
	"time"

	"huntline/meta"
	"huntline/store"
)

// An import's rows, checked, are written in transactions that each stop taking rows once
// importBatchTime has passed: on SQLite the write lock is held per transaction, and the
// trust issue's bar is that no write holds it for more than a second, so that other
// people's saves (and the readers waiting on a checkpoint) are not stalled behind a file of
// thousands of rows. The budget leaves room for the part of a transaction that follows its
// rows: the batch's search tokens and the commit.
var importBatchTime = 150 * time.Millisecond

// errImportChanged says something the checks of step 1 relied on changed before the first
// batch took the write lock; nothing was written.
var errImportChanged = errors.New("import: changed since checked")

// writeInBatches writes checked rows in time-bounded transactions. The first asks whether
// anything changed since the rows were checked (errImportChanged when it did, before
// writing anything). Later batches need no such check for duplicates: the file's values are
// claimed meanwhile, so no other write can take them; a linked record deleted meanwhile is
// as if it had been deleted just after the import. A failure once rows are committed (a
// hook refusing at the write, the database failing) deletes the rows already written, as
// their user would, so the file is still imported all or nothing.
func (im *Imports) writeInBatches(ctx context.Context, p Principal, m *meta.Model, rows []checkedRow) (int, error) {
	var ids []int64
	rowOf := map[int64]int{}
	for next := 0; next < len(rows); {
		var batch []int64
		err := im.e.Store.Tx(ctx, func(tx *store.Tx) error {
			batch = batch[:0]
			start := time.Now()
			if next == 0 {
				recheck, err := im.changed(ctx, tx, p, m, rows)
				if err != nil {
					return err
				}
				if recheck {
					return errImportChanged
				}
			}
			for i := next; i < len(rows); i++ {
				row := rows[i]
				res, err := im.e.writes.writeCreate(ctx, tx, p, m, row.in, row.nr)
				if err != nil {
					if ee := AsError(err); ee.Status < 500 {
						return im.refusal(p.Lang, 1, im.rowProblems(m, row.num, ee, p.Lang, rowOf))
					}
					return err
				}
				rowOf[res.ID] = row.num
				batch = append(batch, res.ID)
				if time.Since(start) >= importBatchTime {
					break
				}
			}
			return nil
		})
		if err != nil {
			if len(ids) > 0 {
				if undoErr := im.undo(ctx, p, m, ids); undoErr != nil {
					return 0, fmt.Errorf("%w (and deleting the %d rows already imported failed: %v)", err, len(ids), undoErr)
				}
			}
			return 0, err
		}
		ids = append(ids, batch...)
		next += len(batch)
	}
	return len(ids), nil
}

// undo deletes the records an import wrote before it failed, in batches as short as the
// import's.
func (im *Imports) undo(ctx context.Context, p Principal, m *meta.Model, ids []int64) error {
	ctx = context.WithoutCancel(ctx) // a cancelled request must not leave half a file
	for len(ids) > 0 {
		err := im.e.Store.Tx(ctx, func(tx *store.Tx) error {
			start := time.Now()
			for len(ids) > 0 {
				n := min(50, len(ids))
				if _, err := im.e.writes.deleteIn(ctx, tx, p, m, ids[:n], true); err != nil {
					return err
				}
				ids = ids[n:]
				if time.Since(start) >= importBatchTime {
					break
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	im.e.writes.written(p.TenantID, m)
	return nil
}
