package store

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/lib/pq"
)

// A record many people edit at once (a popular job order) must never stall anyone else.
// On PostgreSQL it once did: reads and writes shared one pool of 32 connections; each write
// transaction took a connection and then waited for the record's row lock (SELECT ... FOR
// UPDATE), and the transaction holding the lock needed one more connection to read (the
// owner's settings, for a module's hook) before it could commit. With 32 writers waiting, that
// connection never came: the holder waited for the pool, the pool for the waiters, the
// waiters for the holder, and every other request queued behind them until it timed out.
// What stops it, in layers:
//
//   - Reads and writes have pools of their own (PostgreSQL; SQLite already had a single
//     writer apart from its readers), so a reader never waits behind writers, and a write
//     transaction that reads outside itself always finds a reading connection.
//   - RecordTx lets one write transaction per record of this process at a time wait for
//     the record; the others wait in memory, holding no connection, for at most RecordWait,
//     then get ErrBusy (a 409), so a hot record holds one writing connection, not the pool.
//   - Every wait for a lock on PostgreSQL ends after LockTimeout (lock_timeout on the write
//     connections): writers in other processes, or on paths that lock a record without
//     RecordTx, get ErrBusy instead of queueing without end. A schema change that would
//     wait for a busy table gives up as well, instead of making every writer queue behind it.
//   - A write transaction waits at most WriteWait for a connection, then gets ErrOverloaded
//     (a 503), rather than hanging while the server is overloaded.

const (
	// PostgreSQL connections per process: readers and writers apart. Writers are few because
	// a write holds its connection only while it works (RecordTx), and the database has two
	// cores' worth of work to give them; readers are more, since reads are most requests.
	pgReadConns  = 24
	pgWriteConns = 12
	// LockTimeout bounds a PostgreSQL write's wait for a lock (a row, an advisory lock on
	// duplicate values, a table a schema change alters).
	LockTimeout = 3 * time.Second
	// RecordWait bounds how long a write waits for its turn on a record in this process.
	RecordWait = 5 * time.Second
	// WriteWait bounds how long a write transaction waits for a writing connection.
	WriteWait = 15 * time.Second
)

// ErrBusy is answered when a record stayed locked by another write longer than the store
// waits for it; nothing was written.
var ErrBusy = errors.New("store: the record is being written by another request")

// ErrOverloaded is answered when no writing connection came free in time; nothing was written.
var ErrOverloaded = errors.New("store: no database connection came free for the write")

// withLockTimeout sets lock_timeout on the connections of a PostgreSQL URL (lib/pq sends a
// parameter it does not know to the server as a setting), unless the URL sets its own.
func withLockTimeout(dbURL string) (string, error) {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "", err
	}
	q := u.Query()
	if q.Get("lock_timeout") == "" {
		q.Set("lock_timeout", fmt.Sprint(LockTimeout.Milliseconds()))
	}
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// lockFailure turns PostgreSQL's refusals of a lock wait into ErrBusy: lock_timeout ran out
// (55P03), or the waits formed a cycle and this transaction was chosen to end (40P01).
func lockFailure(err error) error {
	var pe *pq.Error
	if errors.As(err, &pe) && (pe.Code == "55P03" || pe.Code == "40P01") {
		return fmt.Errorf("%w (%v)", ErrBusy, err)
	}
	return err
}

// RecordTx runs fn in one write transaction, as Tx does, for a write centred on one record
// (an edit, an action on it): it first waits its turn among this process's writers of the
// same record, holding no connection, for at most RecordWait (then ErrBusy).
func (s *Store) RecordTx(ctx context.Context, model string, tenant, id int64, fn func(*Tx) error) error {
	leave, err := s.gate.Enter(ctx, recordKey{model, tenant, id}, orDefault(s.waits.record, RecordWait), ErrBusy)
	if err != nil {
		return err
	}
	defer leave()
	return s.Tx(ctx, fn)
}

type recordKey struct {
	model  string
	tenant int64
	id     int64
}

type waits struct{ record, write time.Duration }

func orDefault(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}
