package sidebar

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Saved filters and folders are the list sidebar's entries: a user's own (from_me: they
// edit, delete and order them) and those others share with them (from_share: read only).
// A saved filter is a named gql query; a folder a named set of records the user drops in.

// MaxName bounds an entry's name.
const MaxName = 100

// View is an entry as the sidebar shows it.
type View struct {
	store.SidebarEntry
	FromKey string `json:"from_key"` // from_me or from_share
	Count   *int64 `json:"count,omitempty"`
	Exact   bool   `json:"count_exact,omitempty"`
}

// Entries answers a model's entries of a kind visible to p, own first in p's order, with
// each one's record count when counts is set.
func (mod *Module) Entries(ctx context.Context, p engine.Principal, kind, model string, counts bool) (mine, shared []View, err error) {
	m, err := mod.model(ctx, p, kind, model)
	if err != nil {
		return nil, nil, err
	}
	all, err := mod.Engine().Store.SidebarEntries(ctx, p.TenantID, kind, m.Name)
	if err != nil {
		return nil, nil, err
	}
	mine, shared = []View{}, []View{}
	for _, en := range all {
		v := View{SidebarEntry: en}
		switch {
		case en.UserID == p.UserID:
			v.FromKey = "from_me"
		case en.SharedWith(engine.ShareTargets(p)):
			v.FromKey = "from_share"
		default:
			continue
		}
		if counts {
			n, exact, err := mod.Engine().Count(ctx, p, gql.Query{Model: m, Filter: entryFilter(en)})
			if err != nil {
				return nil, nil, err // a saved query the metadata no longer accepts
			}
			v.Count, v.Exact = &n, exact
		}
		if v.FromKey == "from_me" {
			mine = append(mine, v)
		} else {
			shared = append(shared, v)
		}
	}
	return mine, shared, nil
}

// entryFilter is the records an entry stands for.
func entryFilter(en store.SidebarEntry) gql.Node {
	if en.Kind == store.SidebarFolder {
		return &gql.Cond{Path: []string{gql.FolderKey}, Raw: fmt.Sprint(en.ID), HasValue: true}
	}
	n, _ := gql.Parse(en.Query) // checked when saved
	return n
}

// Entry answers one entry p may see.
func (mod *Module) Entry(ctx context.Context, p engine.Principal, kind string, id int64) (*View, error) {
	en, err := mod.Engine().Store.SidebarEntryByID(ctx, p.TenantID, id)
	if store.IsNotFound(err) || (err == nil && en.Kind != kind) {
		return nil, missingEntry(kind, id)
	}
	if err != nil {
		return nil, err
	}
	if _, err := mod.model(ctx, p, kind, en.Model); err != nil {
		return nil, err
	}
	switch {
	case en.UserID == p.UserID:
		return &View{SidebarEntry: *en, FromKey: "from_me"}, nil
	case en.SharedWith(engine.ShareTargets(p)):
		return &View{SidebarEntry: *en, FromKey: "from_share"}, nil
	}
	return nil, missingEntry(kind, id)
}

// Input is a new or changed entry.
type Input struct {
	ID     int64
	Model  string
	Name   string
	Query  string
	Scene  string
	Shared []store.ShareTarget
}

// Save creates an entry for p, or changes one of p's own.
func (mod *Module) Save(ctx context.Context, p engine.Principal, kind string, in Input) (int64, error) {
	en := &store.SidebarEntry{TenantID: p.TenantID, UserID: p.UserID, Kind: kind, Scene: "normal", CreatedAt: mod.Engine().Now().UTC()}
	if in.ID != 0 {
		cur, err := mod.ownEntry(ctx, p, kind, in.ID)
		if err != nil {
			return 0, err
		}
		en = cur
		in.Model = cur.Model
	}
	m, err := mod.model(ctx, p, kind, in.Model)
	if err != nil {
		return 0, err
	}
	en.Model = m.Name
	if en.Name = strings.TrimSpace(in.Name); en.Name == "" || len([]rune(en.Name)) > MaxName {
		return 0, engine.BadRequest("sidebar_name", "name: required, at most %d characters", MaxName).With(map[string]any{"Max": MaxName})
	}
	if in.Scene != "" {
		en.Scene = in.Scene
	}
	if kind == store.SidebarFilter {
		if err := mod.checkQuery(ctx, p, m, in.Query); err != nil {
			return 0, err
		}
		en.Query = in.Query
	}
	if en.Shared, err = checkShareTargets(in.Shared); err != nil {
		return 0, err
	}
	if err := mod.Engine().Store.SaveSidebarEntry(ctx, en); err != nil {
		return 0, err
	}
	return en.ID, nil
}

// checkQuery refuses a filter the model does not accept, naming the problem.
func (mod *Module) checkQuery(ctx context.Context, p engine.Principal, m *meta.Model, query string) error {
	if strings.TrimSpace(query) == "" {
		return engine.BadRequest("sidebar_query", "query: required for a saved filter")
	}
	n, err := gql.Parse(query)
	if err != nil {
		return err
	}
	_, _, err = mod.Engine().Compiler(ctx, p).Count(gql.Query{Model: m, Filter: n}, 1)
	return err
}

func checkShareTargets(in []store.ShareTarget) ([]store.ShareTarget, error) {
	out := []store.ShareTarget{}
	for _, t := range in {
		switch t.Type {
		case store.ShareEveryone:
			t.Value = 0
		case store.SharePeople, store.ShareTeam, store.ShareTitle:
			if t.Value < 1 {
				return nil, engine.BadRequest("sidebar_share_value", "share: %s needs the id of whom it is shared with", t.Type).With(map[string]any{"Type": t.Type})
			}
		default:
			return nil, engine.BadRequest("sidebar_share_type", "share: type must be people, team, title or everyone (not %q)", t.Type).With(map[string]any{"Type": t.Type})
		}
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out, nil
}

// Delete removes one of p's own entries (a folder with its item list; the records stay).
func (mod *Module) Delete(ctx context.Context, p engine.Principal, kind string, id int64) error {
	if _, err := mod.ownEntry(ctx, p, kind, id); err != nil {
		return err
	}
	return mod.Engine().Store.DeleteSidebarEntry(ctx, p.TenantID, id)
}

// Reorder orders p's own entries as listed.
func (mod *Module) Reorder(ctx context.Context, p engine.Principal, kind string, ids []int64) error {
	if len(ids) == 0 {
		return engine.BadRequest("reorder_ids", "ids: give the entries in their new order")
	}
	for _, id := range ids {
		if _, err := mod.ownEntry(ctx, p, kind, id); err != nil {
			return err
		}
	}
	return mod.Engine().Store.ReorderSidebarEntries(ctx, p.TenantID, ids)
}

// AddToFolders puts records of model into p's folders. With justAdd false the ticks are
// the whole answer: the records also leave p's other folders of the model.
func (mod *Module) AddToFolders(ctx context.Context, p engine.Principal, model string, folders, records []int64, justAdd bool) error {
	m, err := mod.model(ctx, p, store.SidebarFolder, model)
	if err != nil {
		return err
	}
	records = slices.Compact(slices.Sorted(slices.Values(records)))
	if len(records) == 0 {
		return engine.BadRequest("folder_records", "external_ids: give the records to put in the folders")
	}
	for _, f := range folders {
		en, err := mod.ownEntry(ctx, p, store.SidebarFolder, f)
		if err != nil {
			return err
		}
		if en.Model != m.Name {
			return engine.BadRequest("folder_model", "ids: folder %d holds %s records, not %s", f, en.Model, m.Name).With(map[string]any{"ID": f, "Held": en.Model, "Model": m.Name})
		}
	}
	// Every record must be one p may see.
	n, _, err := mod.Engine().Count(ctx, p, gql.Query{Model: m, Filter: &gql.Cond{Path: []string{"id", "s"}, Raw: engine.JoinIDs(records), HasValue: true}})
	if err != nil {
		return err
	}
	seen, err := mod.Engine().ReadableIDs(ctx, p, m, records) // and none limited p is outside of
	if err != nil {
		return err
	}
	if int(n) != len(records) || len(seen) != len(records) {
		return engine.NotFound("folder_records_missing", "external_ids: some of the records do not exist or are not visible to you")
	}
	var others []int64
	if !justAdd {
		mine, _, err := mod.Entries(ctx, p, store.SidebarFolder, m.Name, false)
		if err != nil {
			return err
		}
		for _, f := range mine {
			others = append(others, f.ID)
		}
	}
	return mod.Engine().Store.SetFolderItems(ctx, folders, others, records, p.UserID, mod.Engine().Now().UTC())
}

// model checks the model exists, p may view it, and it takes entries of kind.
func (mod *Module) model(ctx context.Context, p engine.Principal, kind, model string) (*meta.Model, error) {
	if model == "" {
		return nil, engine.BadRequest("sidebar_type", "type: name the model")
	}
	m, err := mod.Engine().Model(model)
	if err != nil {
		return nil, err
	}
	if err := mod.Engine().Access.Allow(ctx, p, m, engine.ActView); err != nil {
		return nil, err
	}
	if kind == store.SidebarFolder && !m.Folderable {
		return nil, engine.BadRequest("not_folderable", "type: %s records cannot be put in folders", m.Name).With(map[string]any{"Model": m.Name})
	}
	return m, nil
}

// ownEntry reads an entry p owns; another's is answered as missing (shared ones are
// read only), unless p is an administrator.
func (mod *Module) ownEntry(ctx context.Context, p engine.Principal, kind string, id int64) (*store.SidebarEntry, error) {
	en, err := mod.Engine().Store.SidebarEntryByID(ctx, p.TenantID, id)
	if store.IsNotFound(err) || (err == nil && en.Kind != kind) {
		return nil, missingEntry(kind, id)
	}
	if err != nil {
		return nil, err
	}
	if en.UserID != p.UserID && !p.IsAdmin {
		if en.SharedWith(engine.ShareTargets(p)) {
			return nil, engine.Forbidden("sidebar_not_owner", "id: %d is shared with you; only its owner may change it", id).With(map[string]any{"ID": id})
		}
		return nil, missingEntry(kind, id)
	}
	return en, nil
}

// missingEntry answers an entry that does not exist, or that p may not see.
func missingEntry(kind string, id int64) *engine.Error {
	if kind == store.SidebarFolder {
		return engine.NotFound("folder_missing", "id: folder %d does not exist", id).With(map[string]any{"ID": id})
	}
	return engine.NotFound("filter_missing", "id: saved filter %d does not exist", id).With(map[string]any{"ID": id})
}
