package store

import (
	"context"
	"sync/atomic"
)

// The data generation lets the engine keep what it computed from the records (a list's
// count, a facet's counts) until the records change: it advances after every committed
// write that can change what a filter matches or a reader sees, so an answer computed at
// one generation is still exact while the generation stands.
//
// Every write transaction (Store.Tx) and every Store.Exec advances it, as do the store's
// own writes outside them that decide what a reader sees (shares, reveals, saved folders,
// bulk loads, column backfills). Writes of what no filter reads leave it alone: sessions,
// sign-in attempts, password resets, queued jobs, files, view-log rows (later.go).
//
// With several server processes on one PostgreSQL, a write on another process advances it
// here when that process's notice arrives (Engine relay): there the generation lags a
// remote write by the notice's delivery, milliseconds after the commit.
type dataGen struct {
	n atomic.Uint64
	// inTx runs inside every write transaction before its commit (the relay's NOTIFY, which
	// PostgreSQL delivers at commit), so another process cannot miss a write.
	inTx atomic.Pointer[func(ctx context.Context, t *Tx) error]
}

// DataGen answers the current data generation.
func (s *Store) DataGen() uint64 { return s.gen.n.Load() }

// AdvanceDataGen advances the data generation: for a write this process learnt of from
// another one, and for a change outside the store's writes that alters what reads answer.
func (s *Store) AdvanceDataGen() { s.gen.n.Add(1) }

// OnDataWrite sets fn to run inside every write transaction before it commits; set it
// before serving. The engine's relay announces the write to the other processes with it.
func (s *Store) OnDataWrite(fn func(ctx context.Context, t *Tx) error) { s.gen.inTx.Store(&fn) }

// dataWritten advances the generation after a write outside Store.Tx committed.
func (s *Store) dataWritten(err error) error {
	if err == nil {
		s.gen.n.Add(1)
	}
	return err
}
