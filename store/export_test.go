package store

import (
	"context"
	"time"
)

// SetWaits shortens the store's waits for a record's turn and for a writing connection, so
// tests of their ends need not wait seconds.
func (s *Store) SetWaits(record, write time.Duration) { s.waits = waits{record, write} }

// HoldRecord takes a record's turn as RecordTx does, without a transaction, until release.
func (s *Store) HoldRecord(ctx context.Context, model string, tenant, id int64) (release func(), err error) {
	return s.gate.Enter(ctx, recordKey{model, tenant, id}, time.Second, ErrBusy)
}
