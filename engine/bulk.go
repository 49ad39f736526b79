package engine

import (
	"context"
	"fmt"
	"time"

	"huntline/meta"
	"huntline/store"
)

// NewRecord is one record for BulkCreate. CreatedAt and CreatedBy may backdate it, as
// demo data and imports of old records need.
type NewRecord struct {
	Data      map[string]any
	CreatedAt time.Time
	CreatedBy int64
}

// BulkCreate checks and loads many new records at once, for seeding and imports. Each is
// normalised, defaulted and checked like a create (values, options, links, required fields),
// its expressions computed and its name rendered; then all are written through the store's
// bulk path in one go. Duplicate rules are not checked: the caller vouches for uniqueness.
// ids are assigned after the highest existing one and answered in order.
func (e *Engine) BulkCreate(ctx context.Context, p Principal, model string, recs []NewRecord) ([]int64, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, m, ActAdd); err != nil {
		return nil, err
	}
	defer e.writes.written(p.TenantID, m)
	next, err := e.Store.MaxID(ctx, m)
	if err != nil {
		return nil, err
	}
	env := e.env(ctx, p)
	out := make([]*store.Record, len(recs))
	searches := make([]store.Search, len(recs))
	ids := make([]int64, len(recs))
	refs := map[string]map[int64]bool{}
	for i, r := range recs {
		in, err := e.writes.readInput(ctx, p, m, writableKeys(m, r.Data))
		if err != nil {
			return nil, fmt.Errorf("record %d: %w", i, err)
		}
		doc := map[string]any{}
		for _, f := range m.DataFields() {
			if _, given := in.set[f.Name]; given || f.DefaultValue == nil || !f.IsEditable() {
				continue
			}
			if v, err := defaultValue(f, env); err == nil && v != nil {
				doc[f.Name] = v
			}
		}
		apply(doc, in.set)
		// A load also sets the values the API keeps to the system (a demo's sent mails):
		// fields marked "editable": false, never computed ones.
		for _, f := range m.DataFields() {
			if v, given := r.Data[f.Name]; given && f.Editable != nil && !*f.Editable && !meta.IsEmpty(v) {
				nv, err := f.Kind().Normalize(f, v, env)
				if err != nil {
					return nil, fmt.Errorf("record %d: %s: %w", i, f.Name, err)
				}
				doc[f.Name] = nv
			}
		}
		if err := required(m, doc, nil).err(); err != nil {
			return nil, fmt.Errorf("record %d: %w", i, err)
		}
		if err := e.writes.checkOptions(ctx, p, m, doc); err != nil {
			return nil, fmt.Errorf("record %d: %w", i, err)
		}
		if err := e.extensions.loadHooks(ctx, p, m, doc); err != nil {
			return nil, fmt.Errorf("record %d: %w", i, err)
		}
		if err := e.writes.compute(m, doc); err != nil {
			return nil, fmt.Errorf("record %d: %w", i, err)
		}
		for _, f := range m.DataFields() {
			if (f.Type == "foreignkey" || f.Type == "comtree") && doc[f.Name] != nil {
				if refs[f.To] == nil {
					refs[f.To] = map[int64]bool{}
				}
				for _, id := range idsOf(doc[f.Name]) {
					refs[f.To][id] = true
				}
			}
		}
		next++
		ids[i] = next
		by := r.CreatedBy
		if by == 0 {
			by = p.UserID
		}
		out[i] = &store.Record{ID: next, TenantID: p.TenantID, CreatedAt: r.CreatedAt, UpdatedAt: r.CreatedAt, CreatedBy: by, UpdatedBy: by, Version: 1, Data: doc}
		searches[i] = e.integrity.searchValues(ctx, p.TenantID, m, doc)
	}
	names := map[string]map[int64]string{}
	err = e.Store.Tx(ctx, func(tx *store.Tx) error {
		for target, set := range refs {
			list := make([]int64, 0, len(set))
			for id := range set {
				list = append(list, id)
			}
			live, err := tx.Live(ctx, target, p.TenantID, list)
			if err != nil {
				return err
			}
			for _, id := range list {
				if !live[id] && !(target == m.Name && id <= next) {
					return badRequest("bulk_reference", "%s %d does not exist", target, id)
				}
			}
			if names[target], err = tx.Names(ctx, target, p.TenantID, list); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, rec := range out {
		rec.Name = m.RenderName(rec.ID, rec.Data, func(model string, id int64) string { return names[model][id] })
	}
	if err := e.Store.BulkInsert(ctx, m, out, searches); err != nil {
		return nil, err
	}
	if err := e.extensions.loadedHooks(ctx, p, m, out); err != nil {
		return nil, err
	}
	return ids, nil
}

// checkOptions refuses option codes the tenant's lists lack.
func (wr *writes) checkOptions(ctx context.Context, p Principal, m *meta.Model, doc map[string]any) error {
	var errs fieldErrors
	opts := wr.e.Options.For(ctx, p.TenantID)
	for _, f := range m.DataFields() {
		list := f.OptionList()
		if list == "" || doc[f.Name] == nil {
			continue
		}
		for _, code := range codes(doc[f.Name]) {
			if !opts.Has(list, code) {
				errs.add(f, "option", fmt.Sprintf("%q is not an option of %s", code, f.Name), map[string]any{"Value": code})
			}
		}
	}
	return errs.err()
}

func idsOf(v any) []int64 { return ids(v) }

// writableKeys leaves out of a loaded record the keys clients cannot write: a load sets the
// "editable": false ones itself (below in BulkCreate) and has no use for computed ones.
func writableKeys(m *meta.Model, data map[string]any) map[string]any {
	out := make(map[string]any, len(data))
	for k, v := range data {
		if f := m.Field(k); f == nil || f.IsEditable() || f.Collection != nil {
			out[k] = v
		}
	}
	return out
}
