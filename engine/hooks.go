package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// extensions runs what modules add to the engine's generic work: their record hooks
// around every write and load, and their additions to the description of a record
// (records_described.go), a model (models_described.go) and a field (fields_described.go).
// Only the modules in force take part.
type extensions struct{ e *Engine }

// RecordHook is behaviour a module adds to the writes of the models a metadata key marks (a
// process started when such a record is created, the check of a definition a model holds),
// so that create, update and delete stay generic: no model name appears, only the key that
// asks for it. Every function runs in the writing transaction; an error undoes the whole write.
type RecordHook struct {
	// Applies picks the models, by their metadata.
	Applies func(m *meta.Model) bool
	// Prepare runs first on a create (id 0, before nil) or update, once the posted values are
	// applied to doc and before any check: it may rewrite values of doc into the one form
	// they are kept in, add values that follow from them, or refuse the write; every check
	// after it sees doc as it left it. before holds the stored values of an update.
	Prepare func(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, before, doc map[string]any) error
	// Check runs before a create (id 0) or update is written, after the values are checked;
	// it may refuse the write or complete doc.
	//
	// ctx is the writer's, passed through unchanged from the service called: a module whose
	// own write (through the Engine's services) must pass a rule its Check holds everyone
	// else to marks that write with a context value of its own (context.WithValue, with a
	// key type only it can name) and lets it through. No one else can set that value.
	Check func(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, doc map[string]any, changed []string) error
	// Loads runs Check on bulk loads as well (BulkCreate: seeding, loads of old records),
	// with tx nil and id 0, before computed fields are worked out: for a Check that reads
	// and completes doc alone, so that loaded records hold what a create would give them.
	Loads bool
	// Loaded runs once a bulk load's new records are written (BulkCreate), with them as
	// stored (ids, creators, backdated times), in a transaction of its own right after the
	// load: what Created would do for each, for loads of many records.
	Loaded func(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, recs []*store.Record) error
	// Created runs once a new record and its collections are written.
	Created func(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, name string, doc map[string]any) error
	// Updated runs once an update is written, with the values before and after and the
	// change-log rows of the write (a move to the recycle bin is an update of is_deleted).
	Updated func(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, before, after map[string]any, log []store.Change) error
	// Deleted runs for each record a delete moves to the recycle bin.
	Deleted func(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, doc map[string]any) error
	// module is the module that registered the hook: a plugin's hooks run only while it is on.
	module string
}

func (xt *extensions) hooksFor(m *meta.Model) []RecordHook {
	var out []RecordHook
	for _, h := range xt.e.hooks {
		if h.Applies(m) && (h.module == "" || xt.e.ModuleOn(h.module)) {
			out = append(out, h)
		}
	}
	return out
}

func (xt *extensions) prepareHooks(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, before, doc map[string]any) error {
	for _, h := range xt.hooksFor(m) {
		if h.Prepare != nil {
			if err := h.Prepare(ctx, tx, p, m, id, before, doc); err != nil {
				return err
			}
		}
	}
	return nil
}

func (xt *extensions) checkHooks(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, doc map[string]any, changed []string) error {
	for _, h := range xt.hooksFor(m) {
		if h.Check != nil {
			if err := h.Check(ctx, tx, p, m, id, doc, changed); err != nil {
				return err
			}
		}
	}
	return nil
}

func (xt *extensions) createdHooks(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, name string, doc map[string]any) error {
	for _, h := range xt.hooksFor(m) {
		if h.Created != nil {
			if err := h.Created(ctx, tx, p, m, id, name, doc); err != nil {
				return err
			}
		}
	}
	return nil
}

func (xt *extensions) updatedHooks(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, before, after map[string]any, log []store.Change) error {
	for _, h := range xt.hooksFor(m) {
		if h.Updated != nil {
			if err := h.Updated(ctx, tx, p, m, id, before, after, log); err != nil {
				return err
			}
		}
	}
	return nil
}

func (xt *extensions) deletedHooks(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, doc map[string]any) error {
	for _, h := range xt.hooksFor(m) {
		if h.Deleted != nil {
			if err := h.Deleted(ctx, tx, p, m, id, doc); err != nil {
				return err
			}
		}
	}
	return nil
}

// loadHooks runs the Checks that apply to bulk loads (RecordHook.Loads) on a new record.
func (xt *extensions) loadHooks(ctx context.Context, p Principal, m *meta.Model, doc map[string]any) error {
	for _, h := range xt.hooksFor(m) {
		if h.Loads && h.Check != nil {
			if err := h.Check(ctx, nil, p, m, 0, doc, changedFields(m, nil, doc)); err != nil {
				return err
			}
		}
	}
	return nil
}

// loadedHooks runs the Loaded hooks on a bulk load's records, in one transaction; a load
// no hook asks for opens none.
func (xt *extensions) loadedHooks(ctx context.Context, p Principal, m *meta.Model, recs []*store.Record) error {
	var loaded []RecordHook
	for _, h := range xt.hooksFor(m) {
		if h.Loaded != nil {
			loaded = append(loaded, h)
		}
	}
	if len(loaded) == 0 {
		return nil
	}
	return xt.e.Store.Tx(ctx, func(tx *store.Tx) error {
		for _, h := range loaded {
			if err := h.Loaded(ctx, tx, p, m, recs); err != nil {
				return err
			}
		}
		return nil
	})
}
