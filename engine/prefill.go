package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// prefill fills a new record's empty fields from what the system knows (meta/prefill.go): an
// invoice's client from its job, its amount from the offer and the job's fee rate, a split's
// revenue from its percent. Fields are filled in the model's order, so a later prefill reads
// an earlier one's value; a link's record is read once, through tx (a stage record's links
// and a sub-form's parent are already written there). A value the writer gave is kept.
func (wr *writes) prefill(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, doc map[string]any, given map[string]any) {
	var env map[string]any
	read := map[string]bool{}
	for _, f := range m.DataFields() {
		if !f.HasPrefill() || doc[f.Name] != nil {
			continue
		}
		if _, cleared := given[f.Name]; cleared {
			continue // the writer emptied it on purpose
		}
		if env == nil {
			env = make(map[string]any, len(doc))
			for k, v := range doc {
				env[k] = v
			}
		}
		for _, l := range f.PrefillLinks() {
			if read[l] {
				continue
			}
			read[l] = true
			link, to := m.Field(l), (*meta.Model)(nil)
			if link != nil {
				to = wr.e.Reg().Model(link.To)
			}
			id, err := meta.AsInt(doc[l])
			if to == nil || err != nil || id <= 0 {
				delete(env, l)
				continue
			}
			rec, err := tx.GetForUpdate(ctx, to, p.TenantID, id)
			if err != nil || rec.IsDeleted {
				delete(env, l)
				continue
			}
			linked := make(map[string]any, len(rec.Data)+1)
			for k, v := range rec.Data {
				linked[k] = v
			}
			linked["id"] = rec.ID
			env[l] = linked
		}
		if v := meta.EvalPrefill(f, env, wr.e.env(ctx, p)); v != nil {
			doc[f.Name] = v
			if !read[f.Name] {
				env[f.Name] = v
			}
		}
	}
}
