package engine

import (
	"context"
	"fmt"
	"strings"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// writable refuses, as not found, ids p may not change: records outside their edit scope
// (data access groups, shares with edit permission) and limited records p is outside of;
// on a model with edit_access editors, records p neither created nor is an editor of are
// refused with 403 naming the action. Admins are not narrowed.
func (wr *writes) writable(ctx context.Context, p Principal, m *meta.Model, action string, ids []int64) error {
	if p.IsAdmin || len(ids) == 0 {
		return nil
	}
	c := wr.e.compiler(ctx, p)
	c.Scope = wr.e.Access.Scope(ctx, p, ActEdit)
	items, err := wr.e.reads.byIDs(ctx, c, m, ids, false)
	if err != nil {
		return err
	}
	out, err := wr.e.reads.outside(ctx, p, m, items)
	if err != nil {
		return err
	}
	found := map[int64]bool{}
	for _, it := range items {
		if id := it["id"].(int64); !out[id] {
			found[id] = true
			if !isEditor(p, m, it) {
				return denied(m, m.CheckedAction(action))
			}
		}
	}
	var missing []string
	for _, id := range ids {
		if !found[id] {
			missing = append(missing, fmt.Sprint(id))
		}
	}
	switch {
	case len(missing) == 0:
		return nil
	case len(ids) == 1:
		return recordNotFound(m, ids[0])
	}
	args := map[string]any{"Model": m.Name, "IDs": strings.Join(missing, ", ")}
	if action == ActDelete {
		return notFound("delete_missing", "%s %s: no such record; nothing was deleted", m.Name, args["IDs"]).with(args)
	}
	// A mass edit or mass action refused whole: nothing was changed (it deletes nothing).
	return notFound("write_missing", "%s %s: no such record; nothing was changed", m.Name, args["IDs"]).with(args)
}

// isEditor tells whether p may change it under the model's edit_access editors rule.
func isEditor(p Principal, m *meta.Model, it Item) bool {
	if m.EditAccess == nil || len(m.EditAccess.Editors) == 0 || it["addedBy"] == p.UserID {
		return true
	}
	for _, f := range m.EditAccess.Editors {
		if contains(ids(it[f]), p.UserID) {
			return true
		}
	}
	return false
}

// checkFilters checks the fields holding a gql filter ("filter_of"): the field they name
// must hold a model name, and the filter must compile against that model, so a data access
// group never stores a filter that would fail every read of its members.
func (wr *writes) checkFilters(ctx context.Context, p Principal, m *meta.Model, doc map[string]any) fieldErrors {
	var errs fieldErrors
	for _, f := range m.DataFields() {
		if f.FilterOf == "" {
			continue
		}
		name, _ := doc[f.FilterOf].(string)
		target := wr.e.Reg().Model(name)
		if target == nil {
			if name != "" {
				errs.add(m.Field(f.FilterOf), "model", fmt.Sprintf("%q is not a model (models: %s)", name, strings.Join(wr.e.Reg().ModelNames(), ", ")), map[string]any{"Value": name})
			}
			continue
		}
		text, _ := doc[f.Name].(string)
		n, err := gql.Parse(text)
		if err == nil && n == nil {
			errs.add(f, "required", requiredMsg, nil)
			continue
		}
		if err == nil {
			c := wr.e.compiler(ctx, Principal{TenantID: p.TenantID, UserID: p.UserID, IsAdmin: true})
			c.Veil = nil // checked as a filter of the model; a reader's veil applies where it runs
			err = c.Where(store.NewBuilder(wr.e.Store.Dialect()), target, "t", n)
		}
		if err != nil {
			errs.add(f, "gql", fmt.Sprintf("not a valid filter of %s: %s", target.Name, err), map[string]any{"Model": target.Name, "Problem": err.Error()})
		}
	}
	return errs
}

// written tells the access rules that records of m changed, so groups are read afresh.
func (wr *writes) written(tenant int64, m *meta.Model) {
	if ra, ok := wr.e.Access.(*RoleAccess); ok && m.DataAccess != nil {
		ra.changed(tenant)
	}
}
