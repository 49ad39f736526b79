package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"
)

// Rows written later: appends to log tables that a read causes (a view-log row per detail
// read) wait in memory and go to the database together, one transaction per flush, so a
// read never waits for the writer. On SQLite the writer is one connection: with a write per
// detail read, 32 readers queued behind it and behind every save.
//
// Nothing queued is lost on a clean stop: Close flushes. A reader that must see its own
// rows (the recently browsed list) calls FlushLater first. What a crash loses is at most
// laterDelay of such rows; they are logs of reads, not data anyone entered.

const (
	laterDelay = 250 * time.Millisecond // the longest a row waits before its flush starts
	laterBatch = 256                    // this many rows waiting start a flush at once
	laterChunk = 200                    // rows per INSERT statement, under every bind limit
)

// ErrClosed is answered for rows queued after the store was closed.
var ErrClosed = errors.New("store: closed")

// laterRow is one row to insert into table, its values in the order of cols.
type laterRow struct {
	table string
	cols  string // the column list as written in the INSERT, which groups rows per statement
	vals  []any
}

// laterQueue holds the rows not yet written. Its zero value is ready.
type laterQueue struct {
	mu     sync.Mutex
	rows   []laterRow
	timer  *time.Timer
	closed bool
	// flushing is held while a flush writes, so rows reach the table in the order they were
	// queued and a FlushLater returns only once every row queued before it is written.
	flushing sync.Mutex
}

// InsertLater queues a row for table (columns cols, values vals in their order), written
// within laterDelay together with the other queued rows. Only for append-only tables whose
// rows nothing else refers to: the row has no id yet and its write cannot fail the caller.
func (s *Store) InsertLater(table string, cols []string, vals []any) error {
	if len(cols) != len(vals) {
		return fmt.Errorf("store: insert later into %s: %d columns, %d values", table, len(cols), len(vals))
	}
	q := &s.later
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return ErrClosed
	}
	q.rows = append(q.rows, laterRow{table: table, cols: strings.Join(cols, ", "), vals: vals})
	switch {
	case len(q.rows) >= laterBatch:
		go s.flushInBackground()
	case q.timer == nil:
		q.timer = time.AfterFunc(laterDelay, s.flushInBackground)
	}
	return nil
}

// FlushLater writes every row queued so far, for a read that must see them.
func (s *Store) FlushLater(ctx context.Context) error {
	q := &s.later
	q.flushing.Lock()
	defer q.flushing.Unlock()
	q.mu.Lock()
	rows := q.rows
	q.rows = nil
	if q.timer != nil {
		q.timer.Stop()
		q.timer = nil
	}
	q.mu.Unlock()
	if len(rows) == 0 {
		return nil
	}
	return s.writeLater(ctx, rows)
}

// flushInBackground is a flush nobody waits for: its failure is logged, as the lost write
// of a view-log row always was.
func (s *Store) flushInBackground() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := s.FlushLater(ctx); err != nil {
		slog.Warn("store: rows written later were lost", "err", err)
	}
}

// closeLater refuses new rows and writes the queued ones, before the connections close.
func (s *Store) closeLater() error {
	q := &s.later
	q.mu.Lock()
	q.closed = true
	q.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	return s.FlushLater(ctx)
}

// writeLater inserts rows in one transaction, a statement per run of rows of one table and
// column list (laterChunk at most).
func (s *Store) writeLater(ctx context.Context, rows []laterRow) error {
	tx, err := s.w.BeginTxx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: write later: begin: %w", err)
	}
	defer tx.Rollback()
	for start := 0; start < len(rows); {
		end := start + 1
		for end < len(rows) && end-start < laterChunk && rows[end].table == rows[start].table && rows[end].cols == rows[start].cols {
			end++
		}
		b := NewBuilder(s.d).S("INSERT INTO ", rows[start].table, " (", rows[start].cols, ") VALUES ")
		for i, r := range rows[start:end] {
			if i > 0 {
				b.S(", ")
			}
			b.S("(").Args(r.vals).S(")")
		}
		query, args := b.SQL()
		if _, err := tx.ExecContext(ctx, query, args...); err != nil {
			return fmt.Errorf("store: write later into %s: %w", rows[start].table, err)
		}
		start = end
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: write later: commit: %w", err)
	}
	return nil
}
