package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// A write links only to records its writer may read. A link the client chose (a note's
// candidate, a submission's candidate and job, a record's contacts) to a record the
// writer may not read, outside their data access groups or a limited record they are
// outside of, is refused exactly as a link to a record that does not exist: the same check
// (checkValues), status, key and message ("candidate 12 does not exist"), at the same point
// of the write, so a write cannot tell a hidden record from a missing one. This holds for
// every path that takes a client's values: create and update, sub-forms, mass edit, import
// and the data a module writes for the user (Draft). Admins and the system read everything;
// values the engine or a module sets itself (links a module copies, a sub-form's link to
// its parent, the caller of a recorded call, defaults) are not the writer's choice and are
// not checked.

// chosenLinks answers the link fields among a client's values that hold a value.
func chosenLinks(m *meta.Model, set map[string]any) map[string]bool {
	out := map[string]bool{}
	for name, v := range set {
		if f := m.Field(name); f != nil && (f.Type == "foreignkey" || f.Type == "comtree") && v != nil {
			out[name] = true
		}
	}
	return out
}

// unseenLinks answers the ids among the chosen fields' links to target that p may not read,
// read inside the write's transaction so records it wrote count.
func (ig *integrity) unseenLinks(ctx context.Context, tx *store.Tx, p Principal, target string, fields []*meta.Field, doc map[string]any, chosen map[string]bool) (map[int64]bool, error) {
	tm := ig.e.Reg().Model(target)
	if p.IsAdmin || tm == nil {
		return nil, nil
	}
	var want []int64
	for _, f := range fields {
		if chosen[f.Name] {
			want = append(want, ids(doc[f.Name])...)
		}
	}
	if len(want) == 0 {
		return nil, nil
	}
	seen, err := ig.e.readableIDs(ctx, tx, p, tm, want)
	if err != nil {
		return nil, err
	}
	out := map[int64]bool{}
	for _, id := range want {
		if !seen[id] {
			out[id] = true
		}
	}
	return out, nil
}
