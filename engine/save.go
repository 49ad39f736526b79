package engine

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"reflect"

	"huntline/meta"
	"huntline/store"
)

// writes runs the record writes behind Save, Delete, BulkCreate and the modules' services:
// posted values read and checked (normalize.go, echo.go, writable.go, template_owner.go),
// creates and updates in a transaction with their computed fields and stale-version
// refusals (busy.go), deletes (delete.go), and the news that a model was written.
type writes struct{ e *Engine }

// SaveResult is what a create or update answers.
type SaveResult struct {
	ID      int64
	Version int
	Created bool
}

// Save creates a record (no id) or updates one (an id), as POST /rest/{model}/add does; an
// update carrying is_deleted false recovers a deleted record. Every value is checked before
// anything is written, and the write, its change-log rows and the renaming of records whose
// names embed this one happen in one transaction.
func (e *Engine) Save(ctx context.Context, p Principal, model string, raw map[string]any) (*SaveResult, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	if raw, err = e.writes.withoutEchoes(ctx, p, m, raw); err != nil {
		return nil, err
	}
	in, err := e.writes.readInput(ctx, p, m, raw)
	if err != nil {
		return nil, err
	}
	if err := e.writes.checkTemplateOwner(p, m, in); err != nil {
		return nil, err
	}
	if in.id == 0 {
		if err := e.Access.Allow(ctx, p, m, ActAdd); err != nil {
			return nil, err
		}
		if err := e.allowCollections(ctx, p, 0, in.collections); err != nil {
			return nil, err
		}
		res, err := e.writes.create(ctx, p, m, in)
		if err == nil {
			e.writes.written(p.TenantID, m)
			e.collectionsWritten(p, in)
		}
		return res, err
	}
	action := ActEdit
	if in.isDeleted != nil && !*in.isDeleted && len(in.set) == 0 {
		action = ActDelete // recovering is the other half of deleting
	}
	if err := e.Access.Allow(ctx, p, m, action); err != nil {
		return nil, err
	}
	if err := e.writes.writable(ctx, p, m, action, []int64{in.id}); err != nil {
		return nil, err
	}
	if err := e.allowCollections(ctx, p, in.id, in.collections); err != nil {
		return nil, err
	}
	res, err := e.writes.update(ctx, p, m, in)
	if err == nil {
		e.writes.written(p.TenantID, m)
		e.collectionsWritten(p, in)
	}
	if err == nil && m.Name == meta.UserModel {
		e.Sessions().UserChanged(ctx, p.TenantID, in.id)
	}
	return res, err
}

func (wr *writes) create(ctx context.Context, p Principal, m *meta.Model, in *input) (*SaveResult, error) {
	var result *SaveResult
	err := wr.e.Store.Tx(ctx, func(tx *store.Tx) (err error) {
		result, err = wr.createIn(ctx, tx, p, m, in)
		return err
	})
	return result, err
}

// createIn creates one record inside tx, with its collections (sub-forms).
func (wr *writes) createIn(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, in *input) (*SaveResult, error) {
	nr, err := wr.checkCreate(ctx, tx, p, m, in)
	if err != nil {
		return nil, err
	}
	return wr.writeCreate(ctx, tx, p, m, in, nr)
}

// newRecord is a create that passed every check, ready to write.
type newRecord struct {
	rec      *store.Record
	prepared *store.Prepared // the insert computed ahead (an import's rows), or nil
}

// checkCreate is a create's first half: defaults, every check and the display name. It only
// reads through tx, so an import can run it for every row before it takes the write lock.
func (wr *writes) checkCreate(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, in *input) (*newRecord, error) {
	if in.isDeleted != nil && *in.isDeleted {
		return nil, badRequest("create_deleted", "is_deleted: a new record cannot start deleted")
	}
	env := wr.e.env(ctx, p)
	doc := map[string]any{}
	var errs fieldErrors
	for _, f := range m.DataFields() {
		// A read-only field's default is what the system starts it with (a shortlist date).
		if _, given := in.set[f.Name]; given || f.DefaultValue == nil {
			continue
		}
		v, err := defaultValue(f, env)
		if err != nil {
			errs.addValue(f, fmt.Errorf("default value: %w", err))
			continue
		}
		if v != nil {
			doc[f.Name] = v
		}
	}
	apply(doc, in.set)
	if err := wr.e.extensions.prepareHooks(ctx, tx, p, m, 0, nil, doc); err != nil {
		return nil, err
	}
	wr.prefill(ctx, tx, p, m, doc, in.set)
	errs = append(errs, required(m, doc, nil)...)
	errs = append(errs, requiredCollections(m, in.collections, true)...)
	errs = append(errs, wr.checkFilters(ctx, p, m, doc)...)
	if err := errs.err(); err != nil {
		return nil, err
	}
	if err := wr.e.collections.checkTotals(ctx, tx, p, in.collections); err != nil {
		return nil, err
	}
	rec := &store.Record{TenantID: p.TenantID, CreatedBy: p.UserID, UpdatedBy: p.UserID, Data: doc}
	if err := wr.e.integrity.checkValues(ctx, tx, p, m, 0, doc, changedFields(m, nil, doc), in.chosen); err != nil {
		return nil, err
	}
	if err := wr.e.extensions.checkHooks(ctx, tx, p, m, 0, doc, changedFields(m, nil, doc)); err != nil {
		return nil, err
	}
	if err := wr.e.Files.checkAttachments(ctx, p, m, nil, doc, in.vettedFiles); err != nil {
		return nil, err
	}
	if err := wr.compute(m, doc); err != nil {
		return nil, err
	}
	if err := wr.e.integrity.checkDuplicates(ctx, tx, p, m, 0, doc, nil); err != nil {
		return nil, err
	}
	name, err := wr.e.integrity.renderName(ctx, tx, p.TenantID, m, 0, doc)
	if err != nil {
		return nil, err
	}
	rec.Name = name
	return &newRecord{rec: rec}, nil
}

// writeCreate is a create's second half: the record, its change log, collections and hooks.
func (wr *writes) writeCreate(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, in *input, nr *newRecord) (*SaveResult, error) {
	rec, doc := nr.rec, nr.rec.Data
	if nr.prepared != nil {
		if err := tx.InsertPrepared(ctx, m, rec, nr.prepared); err != nil {
			return nil, err
		}
	} else if err := tx.Insert(ctx, m, rec, wr.e.integrity.searchValues(ctx, p.TenantID, m, doc)); err != nil {
		return nil, err
	}
	if rec.Name == "" {
		rec.Name = m.RenderName(rec.ID, doc, nil)
		if err := tx.SetName(ctx, m, rec, wr.e.integrity.searchValues(ctx, p.TenantID, m, doc)); err != nil {
			return nil, err
		}
	}
	if err := tx.LogChanges(ctx, []store.Change{{TenantID: p.TenantID, Model: m.Name, RecordID: rec.ID, Action: "create", New: doc, UserID: p.UserID}}); err != nil {
		return nil, err
	}
	if !in.viaParent {
		if err := wr.e.collections.touchParents(ctx, tx, p, m, doc); err != nil {
			return nil, err
		}
	}
	if _, err := wr.e.collections.writeCollections(ctx, tx, p, rec.ID, in.collections); err != nil {
		return nil, err
	}
	if err := wr.e.extensions.createdHooks(ctx, tx, p, m, rec.ID, rec.Name, doc); err != nil {
		return nil, err
	}
	return &SaveResult{ID: rec.ID, Version: rec.Version, Created: true}, nil
}

func (wr *writes) update(ctx context.Context, p Principal, m *meta.Model, in *input) (*SaveResult, error) {
	var result *SaveResult
	err := wr.recordTx(ctx, p, m, in.id, in.version, func(tx *store.Tx) (err error) {
		result, err = wr.updateIn(ctx, tx, p, m, in)
		return err
	})
	if err != nil {
		return nil, err
	}
	return result, nil
}

// updateIn updates one record inside tx (a mass edit runs many in one transaction).
func (wr *writes) updateIn(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, in *input) (*SaveResult, error) {
	var result SaveResult
	err := func() error {
		cur, err := tx.GetForUpdate(ctx, m, p.TenantID, in.id)
		if store.IsNotFound(err) {
			return notFound("record_not_found", "%s %d does not exist.", m.Name, in.id).with(map[string]any{"Model": m.Name, "ID": in.id})
		}
		if err != nil {
			return err
		}
		if in.version != nil && *in.version != cur.Version {
			return wr.staleError(ctx, tx, p, m, cur)
		}
		if (len(in.set) > 0 || len(in.collections) > 0) && in.version == nil && !in.blind {
			return badRequest("version_required", "version: send the version you read (%d) so that a change made meanwhile is not overwritten", cur.Version).with(map[string]any{"Version": cur.Version})
		}
		if cur.IsDeleted && !in.anyState && len(in.set) > 0 && (in.isDeleted == nil || *in.isDeleted) {
			return &Error{Status: http.StatusConflict, Key: "record_deleted", Msg: fmt.Sprintf("%s %d is deleted; recover it before editing.", m.Name, in.id), Args: map[string]any{"Model": m.Name, "ID": in.id}}
		}
		doc := clone(cur.Data)
		apply(doc, in.set)
		if err := wr.e.extensions.prepareHooks(ctx, tx, p, m, cur.ID, cur.Data, doc); err != nil {
			return err
		}
		errs := append(required(m, doc, in.set), requiredCollections(m, in.collections, false)...)
		if err := append(errs, wr.checkFilters(ctx, p, m, doc)...).err(); err != nil {
			return err
		}
		changed := changedFields(m, cur.Data, doc)
		if err := wr.e.collections.checkTotals(ctx, tx, p, in.collections); err != nil {
			return err
		}
		if err := wr.e.integrity.checkValues(ctx, tx, p, m, cur.ID, doc, changed, in.chosen); err != nil {
			return err
		}
		if err := wr.e.extensions.checkHooks(ctx, tx, p, m, cur.ID, doc, changed); err != nil {
			return err
		}
		if err := wr.e.Files.checkAttachments(ctx, p, m, cur.Data, doc, in.vettedFiles); err != nil {
			return err
		}
		if err := wr.compute(m, doc); err != nil {
			return err
		}
		changed = changedFields(m, cur.Data, doc)
		deleted := cur.IsDeleted
		if in.isDeleted != nil {
			deleted = *in.isDeleted
		}
		result = SaveResult{ID: cur.ID, Version: cur.Version}
		if len(changed) == 0 && deleted == cur.IsDeleted {
			return nil // nothing to write: the same values again is not a new version
		}
		if err := wr.e.integrity.checkDuplicates(ctx, tx, p, m, cur.ID, doc, changed); err != nil {
			return err
		}
		name, err := wr.e.integrity.renderName(ctx, tx, p.TenantID, m, cur.ID, doc)
		if err != nil {
			return err
		}
		oldName := cur.Name
		var log []store.Change
		for _, f := range changed {
			log = append(log, store.Change{TenantID: p.TenantID, Model: m.Name, RecordID: cur.ID, Action: "update", Field: f, Old: cur.Data[f], New: doc[f], UserID: p.UserID})
		}
		if deleted != cur.IsDeleted {
			action := map[bool]string{true: "delete", false: "recover"}[deleted]
			log = append(log, store.Change{TenantID: p.TenantID, Model: m.Name, RecordID: cur.ID, Action: action, Field: "is_deleted", Old: cur.IsDeleted, New: deleted, UserID: p.UserID})
		}
		values := wr.e.integrity.searchValues(ctx, p.TenantID, m, doc)
		search := &values
		if name == oldName && values.Equal(wr.e.integrity.searchValues(ctx, p.TenantID, m, cur.Data)) {
			search = nil // the search tokens stay as they are
		}
		before := cur.Data
		cur.Data, cur.Name, cur.IsDeleted, cur.UpdatedBy = doc, name, deleted, p.UserID
		if err := tx.Update(ctx, m, cur, search, changed); err != nil {
			if errors.Is(err, store.ErrStale) {
				return wr.staleError(ctx, tx, p, m, cur)
			}
			return err
		}
		result.Version = cur.Version
		if err := tx.LogChanges(ctx, log); err != nil {
			return err
		}
		if err := wr.e.extensions.updatedHooks(ctx, tx, p, m, cur.ID, before, doc, log); err != nil {
			return err
		}
		if !in.viaParent {
			if err := wr.e.collections.touchParents(ctx, tx, p, m, before, doc); err != nil {
				return err
			}
		}
		if name != oldName {
			return wr.e.integrity.renameDependents(ctx, tx, p, m, cur.ID)
		}
		return nil
	}()
	if err != nil {
		return nil, err
	}
	if len(in.collections) > 0 {
		if err := wr.updateCollections(ctx, tx, p, m, in, &result); err != nil {
			return nil, err
		}
	}
	return &result, nil
}

// updateCollections writes the sub-forms of an updated record. A change to them is a change
// to the record: it takes a new version even when none of its own fields changed.
func (wr *writes) updateCollections(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, in *input, result *SaveResult) error {
	touched, err := wr.e.collections.writeCollections(ctx, tx, p, in.id, in.collections)
	if err != nil || !touched || (in.version != nil && result.Version != *in.version) {
		return err
	}
	rec, err := tx.GetForUpdate(ctx, m, p.TenantID, in.id)
	if err != nil {
		return err
	}
	rec.UpdatedBy = p.UserID
	if err := tx.Update(ctx, m, rec, nil, []string{}); err != nil {
		return err
	}
	result.Version = rec.Version
	return nil
}

// staleError explains a refused stale update: who changed the record, and when.
func (wr *writes) staleError(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, cur *store.Record) error {
	fresh, err := tx.GetForUpdate(ctx, m, p.TenantID, cur.ID)
	if err != nil {
		fresh = cur
	}
	return wr.staleFrom(ctx, p, fresh, tx.Names)
}

// staleFrom is the stale-record refusal naming who wrote fresh, the stored version, and when.
func (wr *writes) staleFrom(ctx context.Context, p Principal, fresh *store.Record, names func(context.Context, string, int64, []int64) (map[int64]string, error)) error {
	who := "another user"
	if fresh.UpdatedBy != 0 {
		if names, err := names(ctx, meta.UserModel, p.TenantID, []int64{fresh.UpdatedBy}); err == nil && names[fresh.UpdatedBy] != "" {
			who = names[fresh.UpdatedBy]
		}
	}
	when := fresh.UpdatedAt.In(wr.e.Tenants.Location(ctx, p.TenantID)).Format("2006-01-02 15:04")
	return &Error{Status: http.StatusConflict, Key: "stale_record",
		Msg:  fmt.Sprintf("This record was changed by %s at %s after you opened it. Reload it to see their changes, then make yours again.", who, when),
		Args: map[string]any{"User": who, "Time": when}, Data: map[string]any{"id": fresh.ID, "version": fresh.Version}}
}

func apply(doc, set map[string]any) {
	for k, v := range set {
		if v == nil {
			delete(doc, k)
		} else {
			doc[k] = v
		}
	}
}

func clone(doc map[string]any) map[string]any {
	out := make(map[string]any, len(doc))
	for k, v := range doc {
		out[k] = v
	}
	return out
}

// requiredMsg is the spec's text for an empty required field ("rule.required" translates it).
const requiredMsg = "This field is required"

// requiredAnyMsg is the spec's text for a group of fields none of which is filled, shown on
// each of them ("rule.required_any" translates it).
const requiredAnyMsg = "Please fill at least 1 of these fields."

// required lists required fields left empty, and the groups of fields (required_any) none
// of which is filled; on update only the fields being set are checked, so a record that
// predates a new required field can still be edited.
func required(m *meta.Model, doc, only map[string]any) fieldErrors {
	var errs fieldErrors
	touched := func(name string) bool {
		if only == nil {
			return true
		}
		_, ok := only[name]
		return ok
	}
	for _, f := range m.DataFields() {
		if !f.Required || !f.IsEditable() || !touched(f.Name) {
			continue
		}
		if doc[f.Name] == nil {
			errs.add(f, "required", requiredMsg, nil)
		}
	}
	for gi, g := range m.RequiredAny {
		filled, anyTouched := false, false
		for _, n := range g.Fields {
			filled = filled || doc[n] != nil
			anyTouched = anyTouched || touched(n)
		}
		if filled || !anyTouched {
			continue
		}
		for _, n := range g.Fields {
			if f := m.Field(n); f != nil {
				errs.add(f, "required_any", requiredAnyMsg, map[string]any{"Group": gi})
			}
		}
	}
	return errs
}

// changedFields lists the stored fields whose value differs between two documents.
func changedFields(m *meta.Model, before, after map[string]any) []string {
	var out []string
	for _, f := range m.DataFields() {
		if f.Kind().Storage(f) == meta.StoreVirtual {
			continue
		}
		if !sameValue(before[f.Name], after[f.Name]) {
			out = append(out, f.Name)
		}
	}
	return out
}

// sameValue compares stored values, treating numbers by value (a stored 5 reads back as
// int64 but may have been written as float64).
func sameValue(a, b any) bool {
	if af, ok := number(a); ok {
		bf, ok := number(b)
		return ok && af == bf
	}
	switch x := a.(type) {
	case []string:
		a = toAny(x)
	case []int64:
		a = toAny(x)
	}
	switch x := b.(type) {
	case []string:
		b = toAny(x)
	case []int64:
		b = toAny(x)
	}
	if al, ok := a.([]any); ok {
		bl, ok := b.([]any)
		if !ok || len(al) != len(bl) {
			return false
		}
		for i := range al {
			if !sameValue(al[i], bl[i]) {
				return false
			}
		}
		return true
	}
	if am, ok := a.(map[string]any); ok {
		bm, ok := b.(map[string]any)
		if !ok || len(am) != len(bm) {
			return false
		}
		for k, v := range am {
			if !sameValue(v, bm[k]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a, b)
}

func number(v any) (float64, bool) {
	switch x := v.(type) {
	case int64:
		return float64(x), true
	case float64:
		return x, true
	case int:
		return float64(x), true
	}
	return 0, false
}

func toAny[T any](s []T) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}

// compute fills the expressions fields from the record's other values.
func (wr *writes) compute(m *meta.Model, doc map[string]any) error {
	for _, f := range m.DataFields() {
		if f.Type != "expressions" {
			continue
		}
		v, err := meta.Compute(f, doc)
		if err != nil {
			return badRequest("expression_failed", "%s: %v", f.Name, err)
		}
		if v == nil {
			delete(doc, f.Name)
		} else {
			doc[f.Name] = v
		}
	}
	return nil
}
