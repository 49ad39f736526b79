package engine

import (
	"context"

	"huntline/store"
)

// Telling users of something (spec 001 §9): the core only carries a Notice to the module
// that keeps users' messages (Host.Notifier), so that any module can tell users without
// naming that module. With none registered, Notify tells no one.

// Notice is something users should hear of: a mention, a reminder, a change to their record.
type Notice struct {
	Type    string  // a message type the keeping module knows (mention, reminder, ...)
	To      []int64 // recipients; whoever caused it is not told of their own act
	Content string
	Model   string // the record it is about, which its link opens
	ID      int64
	// Links fills the kept message's foreignkeys of the same names (link field: id), when it
	// has them.
	Links map[string]int64
	// Named is the record whose display name Content starts with, when it does: each
	// recipient reads that name as they may read it (names_mask.go), not as it is stored.
	Named *NamedRecord
}

// NamedRecord is a record a notice names, and the name it was written with.
type NamedRecord struct {
	Model string
	ID    int64
	Name  string
}

// Notifier writes a notice for its recipients in tx, the transaction of the write that
// caused it.
type Notifier interface {
	Notify(ctx context.Context, tx *store.Tx, p Principal, n Notice) error
}

// notifierOf is the Notifier a module registered, and that module.
type notifierOf struct {
	n      Notifier
	module string
}

// Notify hands n to the registered Notifier, in tx; without one (or while its module is
// off) nobody is told.
func (e *Engine) Notify(ctx context.Context, tx *store.Tx, p Principal, n Notice) error {
	if e.notifier.n == nil || !e.ModuleOn(e.notifier.module) {
		return nil
	}
	return e.notifier.n.Notify(ctx, tx, p, n)
}

// NamesIn answers the display names of model's records ids as p may read them, reading
// through tx (a name p may not read is masked, names_mask.go).
func (e *Engine) NamesIn(ctx context.Context, tx *store.Tx, p Principal, model string, ids []int64) (map[int64]string, error) {
	return e.namesIn(ctx, tx, p, model, ids)
}
