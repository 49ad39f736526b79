package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// Core services for modules that change the metadata itself (fields, views, tabs, whole
// models) and rewrite what records hold after such a change.

// MetaTenant is the company whose changes shape the installation's metadata: stored changes
// and installed packages (store.Package) are kept under it.
const MetaTenant = metaTenant

// ChangeMeta stores metadata changes and puts the registry they make in force before it
// answers (tables, columns and indexes first, then the swap), as a server process watching
// the store would (WatchMeta). Changes that do not load are refused with the loader's words
// (a 400 whose field error keeps the key of the definition at fault) and nothing is
// written. companyWide changes are the installation's admins' only; pkg, when not nil, is
// recorded as installed with the writes.
func (e *Engine) ChangeMeta(ctx context.Context, p Principal, companyWide bool, writes []store.MetaWrite, pkg *store.Package) (*meta.Registry, error) {
	return e.Metadata.changeMeta(ctx, p, companyWide, writes, pkg)
}

// StoredMetaChanges answers the installation's stored metadata changes in the order they
// apply, or none when the store cannot be read.
func (e *Engine) StoredMetaChanges(ctx context.Context) []meta.Change {
	changes, err := e.Store.MetaChanges(ctx, metaTenant)
	if err != nil {
		return nil
	}
	return changes
}

// RegistryWith answers the registry the stored changes and more would make, without storing
// or putting anything in force: a trial of a change before values are converted for it.
// A refusal is the same 400 ChangeMeta answers.
func (e *Engine) RegistryWith(ctx context.Context, more ...meta.Change) (*meta.Registry, error) {
	reg, _, err := e.Metadata.loadRegistry(append(e.StoredMetaChanges(ctx), more...))
	if err != nil {
		return nil, metaRefused(err)
	}
	return reg, nil
}

// FieldUsesOf answers what still uses field of model, each as a short phrase: the
// metadata's own uses (views, formulas, rollups) and those the modules in force registered
// (Host.FieldUses).
func (e *Engine) FieldUsesOf(ctx context.Context, tenant int64, model, field string) ([]string, error) {
	uses := e.Reg().UsesOf(model, field)
	elsewhere, err := e.extensions.fieldUsesOutsideMeta(ctx, tenant, model, field)
	if err != nil {
		return nil, err
	}
	return append(uses, elsewhere...), nil
}

// FieldInfoOf describes field f of m for p as the screens read it (GET
// /rest/custom_field/{model}/list), the modules' additions included.
func (e *Engine) FieldInfoOf(ctx context.Context, p Principal, m *meta.Model, f *meta.Field) FieldInfo {
	return e.Screens.fieldInfo(ctx, p, m, f)
}

// UpdateAnyStateInTx changes fields of record id in tx as p without a version check, also
// when the record is in the recycle bin: for rewriting every record that holds a value, so
// that recovering one never brings the old value back.
func (e *Engine) UpdateAnyStateInTx(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, set map[string]any) error {
	_, err := e.writes.updateIn(ctx, tx, p, m, &input{id: id, set: set, blind: true, anyState: true})
	return err
}

// AdminOnly is the 403 of a call only administrators may make; what completes "Only
// administrators may ...".
func AdminOnly(what string) *Error { return adminOnly(what) }

// BadParamChoice is the 400 of a parameter whose value is not one of choices.
func BadParamChoice(param, value string, choices []string) *Error {
	return badParamChoice(param, value, choices)
}

// ContentVersion digests content an editor read; a save sends it back, and one from a
// stale read is refused instead of overwriting newer content.
func ContentVersion(v any) string { return contentVersion(v) }
