package engine

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// collections writes the sub-forms edited inside a parent's form: reading the posted
// children, writing them in the parent's transaction, their totals (collection_total.go)
// and the parents they touch.
type collections struct{ e *Engine }

// A collection is a reverse relation edited inside its parent's form as repeatable
// sub-forms (metadata "collection" on a reverse_foreignkey). The posted list is the whole
// new set: listed children with an id are updated, children without one are created, and
// children no longer listed are deleted, all in the parent's transaction.
type collectionInput struct {
	field *meta.Field
	child *meta.Model
	items []*input
}

// readCollection checks one posted collection. Errors name the sub-form's field as
// "<relation>.<index>.<field>", so a form can show them at the input.
func (cl *collections) readCollection(ctx context.Context, p Principal, f *meta.Field, v any) (*collectionInput, fieldErrors) {
	col := &collectionInput{field: f, child: cl.e.Reg().Model(f.To)}
	var errs fieldErrors
	if meta.IsEmpty(v) {
		return col, nil
	}
	list, ok := v.([]any)
	if !ok {
		errs.add(f, "type", "expected a list of sub-forms", nil)
		return col, errs
	}
	if max := f.Collection.MaxItems(); len(list) > max {
		errs.add(f, "collection_max", fmt.Sprintf("at most %d items", max), map[string]any{"Max": max})
		return col, errs
	}
	allowed := map[string]bool{"id": true, "version": true, "__name__": true, f.Via: true}
	for _, n := range f.Collection.Fields {
		allowed[n] = true
	}
	for i, raw := range list {
		path := f.Name + "." + strconv.Itoa(i)
		obj, ok := raw.(map[string]any)
		if !ok {
			errs = append(errs, FieldError{Field: path, Rule: "type", Msg: "expected an object of the sub-form's fields"})
			continue
		}
		item := map[string]any{}
		for k, val := range obj {
			switch {
			case !allowed[k]:
				errs = append(errs, FieldError{Field: path + "." + k, Rule: "unknown", Msg: fmt.Sprintf("is not a field of %s", col.child.Name), Args: map[string]any{"Model": col.child.Name}})
			case k != f.Via: // the link back is the engine's to fill
				item[k] = val
			}
		}
		if item["id"] == nil && blankItem(item, f.Collection.Fields) {
			continue // an added panel left empty is not a record
		}
		in, err := cl.e.writes.readInput(ctx, p, col.child, item)
		if err != nil {
			errs = append(errs, nested(path, err)...)
			continue
		}
		col.items = append(col.items, in)
	}
	return col, errs
}

func blankItem(item map[string]any, fields []string) bool {
	for _, n := range fields {
		if !meta.IsEmpty(item[n]) {
			return false
		}
	}
	return true
}

// nested re-keys a sub-form's errors under its path in the parent form.
func nested(path string, err error) fieldErrors {
	var ee *Error
	if !errors.As(err, &ee) {
		return fieldErrors{{Field: path, Rule: "invalid", Msg: err.Error()}}
	}
	if len(ee.Fields) == 0 {
		return fieldErrors{{Field: path, Rule: ee.Key, Msg: ee.Msg, Args: ee.Args}}
	}
	out := make(fieldErrors, len(ee.Fields))
	for i, fe := range ee.Fields {
		fe.Field = path + "." + fe.Field
		out[i] = fe
	}
	return out
}

// requiredCollections refuses an empty collection the metadata requires: on create every
// required collection, posted or not; on update only the collections posted, as with other
// fields.
func requiredCollections(m *meta.Model, cols []*collectionInput, create bool) fieldErrors {
	var errs fieldErrors
	for _, f := range m.DataFields() {
		if f.Collection == nil || !f.Required {
			continue
		}
		var posted *collectionInput
		for _, c := range cols {
			if c.field == f {
				posted = c
			}
		}
		if (posted == nil && create) || (posted != nil && len(posted.items) == 0) {
			errs.add(f, "required", requiredMsg, nil)
		}
	}
	return errs
}

// collectionsWritten tells the caches that the children of a saved record changed.
func (e *Engine) collectionsWritten(p Principal, in *input) {
	for _, c := range in.collections {
		e.writes.written(p.TenantID, c.child)
	}
}

// allowCollections checks, before the transaction, that the user may make every change the
// collections ask for: add and edit on the child model, edit (or delete) the listed and
// unlisted children themselves.
func (e *Engine) allowCollections(ctx context.Context, p Principal, parent int64, cols []*collectionInput) error {
	for _, c := range cols {
		existing := map[int64]bool{}
		if parent != 0 {
			ids, err := e.collections.childIDs(ctx, nil, p, c, parent)
			if err != nil {
				return err
			}
			for _, id := range ids {
				existing[id] = true
			}
		}
		var edited []int64
		added := false
		for _, in := range c.items {
			if in.id == 0 {
				added = true
				continue
			}
			edited = append(edited, in.id)
			delete(existing, in.id)
		}
		var removed []int64
		for id := range existing {
			removed = append(removed, id)
		}
		checks := []struct {
			action string
			ids    []int64
			needed bool
		}{{ActAdd, nil, added}, {ActEdit, edited, len(edited) > 0}, {ActDelete, removed, len(removed) > 0}}
		for _, ch := range checks {
			if !ch.needed {
				continue
			}
			if err := e.Access.Allow(ctx, p, c.child, ch.action); err != nil {
				return err
			}
			if err := e.writes.writable(ctx, p, c.child, ch.action, ch.ids); err != nil {
				return err
			}
		}
	}
	return nil
}

// childIDs lists the live children of parent on the collection's relation, inside tx when
// one is given.
func (cl *collections) childIDs(ctx context.Context, tx *store.Tx, p Principal, c *collectionInput, parent int64) ([]int64, error) {
	filter := &gql.Cond{Path: []string{c.field.Via}, Raw: strconv.FormatInt(parent, 10), HasValue: true}
	comp := cl.e.unscoped(p.TenantID, 0)
	query, args, err := comp.IDs(gql.Query{Model: c.child, Filter: filter, Ordering: "id"})
	if err != nil {
		return nil, err
	}
	var ids []int64
	if tx != nil {
		err = tx.Select(ctx, &ids, query, args...)
	} else {
		err = cl.e.Store.DB().SelectContext(ctx, &ids, query, args...)
	}
	return ids, err
}

// writeCollections writes the collections of parent inside tx and answers whether any child
// changed (the parent then takes a new version, so that two people editing the same
// record's sub-forms cannot overwrite each other).
func (cl *collections) writeCollections(ctx context.Context, tx *store.Tx, p Principal, parent int64, cols []*collectionInput) (bool, error) {
	changed := false
	for _, c := range cols {
		existing, err := cl.childIDs(ctx, tx, p, c, parent)
		if err != nil {
			return false, err
		}
		kept := map[int64]bool{}
		for i, in := range c.items {
			path := c.field.Name + "." + strconv.Itoa(i)
			in.viaParent = true
			if in.id == 0 {
				in.set[c.field.Via] = parent
				if _, err := cl.e.writes.createIn(ctx, tx, p, c.child, in); err != nil {
					return false, nestedError(path, err)
				}
				changed = true
				continue
			}
			if !containsID(existing, in.id) {
				return false, (&fieldErrors{{Field: path, Rule: "collection_foreign", Msg: fmt.Sprintf("%s %d is not one of this record's", c.child.Name, in.id),
					Args: map[string]any{"Model": c.child.Name, "ID": in.id}}}).err()
			}
			kept[in.id] = true
			res, err := cl.e.writes.updateIn(ctx, tx, p, c.child, in)
			if err != nil {
				return false, nestedError(path, err)
			}
			if in.version != nil && res.Version != *in.version {
				changed = true
			}
		}
		var gone []int64
		for _, id := range existing {
			if !kept[id] {
				gone = append(gone, id)
			}
		}
		if len(gone) > 0 {
			if _, err := cl.e.writes.deleteIn(ctx, tx, p, c.child, gone, false); err != nil {
				return false, err
			}
			changed = true
		}
	}
	return changed, nil
}

// nestedError keeps a refusal's status (a stale child is a 409) while naming the sub-form.
func nestedError(path string, err error) error {
	var ee *Error
	if !errors.As(err, &ee) {
		return err
	}
	out := *ee
	if len(ee.Fields) > 0 {
		out.Fields = nested(path, err)
		parts := make([]string, len(out.Fields))
		for i, f := range out.Fields {
			parts[i] = f.Field + ": " + f.Msg
		}
		out.Msg = strings.Join(parts, "; ")
		return &out
	}
	out.Msg = path + ": " + ee.Msg
	return &out
}

func containsID(ids []int64, id int64) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// touchParents gives a new version to the parents whose collections hold a child written on
// its own (its list, an import, another form), so that a parent form opened before cannot
// save its stale list of children over the change: it gets the 409 of any stale edit.
func (cl *collections) touchParents(ctx context.Context, tx *store.Tx, p Principal, child *meta.Model, docs ...map[string]any) error {
	for _, f := range cl.e.Reg().CollectionsOf(child.Name) {
		parent := cl.e.Reg().Model(f.Model)
		seen := map[int64]bool{}
		for _, doc := range docs {
			if doc[f.Via] == nil {
				continue
			}
			id, err := meta.AsInt(doc[f.Via])
			if err != nil || seen[id] {
				continue
			}
			seen[id] = true
			rec, err := tx.GetForUpdate(ctx, parent, p.TenantID, id)
			if store.IsNotFound(err) {
				continue
			}
			if err != nil {
				return err
			}
			rec.UpdatedBy = p.UserID
			if err := tx.Update(ctx, parent, rec, nil, []string{}); err != nil {
				return err
			}
		}
	}
	return nil
}
