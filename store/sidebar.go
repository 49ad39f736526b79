package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"
)

// Kinds of sidebar entries.
const (
	SidebarFilter = "filter"
	SidebarFolder = "folder"
)

// SidebarEntry is a saved filter or a folder of one model's list, owned by a user.
type SidebarEntry struct {
	ID        int64         `json:"id"`
	TenantID  int64         `json:"-"`
	UserID    int64         `json:"user_id"`
	Kind      string        `json:"-"`
	Model     string        `json:"type"`
	Name      string        `json:"name"`
	Query     string        `json:"query,omitempty"`
	Scene     string        `json:"scene,omitempty"`
	Shared    []ShareTarget `json:"share"`
	Sort      int           `json:"sort"`
	CreatedAt time.Time     `json:"dateAdded"`
	// ViewConfig is how the filter's list is shown: suffix, ordering, paginate_by ...
	ViewConfig map[string]any `json:"viewconfig"`
}

// ShareTarget is who a sidebar entry is shared with: a person, a team (and the teams below
// it), a title, or everyone (Value 0).
type ShareTarget struct {
	Type  string `json:"type"`
	Value int64  `json:"value"`
}

// SharedWith tells whether the entry is shared with a user who is t.
func (e *SidebarEntry) SharedWith(t ShareTargets) bool {
	for _, s := range e.Shared {
		switch s.Type {
		case ShareEveryone:
			return true
		case SharePeople:
			if s.Value == t.UserID {
				return true
			}
		case ShareTitle:
			if t.Title != 0 && s.Value == t.Title {
				return true
			}
		case ShareTeam:
			if slices.Contains(t.Teams, s.Value) {
				return true
			}
		}
	}
	return false
}

// SidebarEntries lists a model's entries of a kind in the tenant, in their owners' order.
func (s *Store) SidebarEntries(ctx context.Context, tenant int64, kind, model string) ([]SidebarEntry, error) {
	rows, err := s.r.QueryxContext(ctx, s.r.Rebind("SELECT "+s.sidebarSelect()+" FROM sidebar_entry WHERE tenant_id = ? AND kind = ? AND model = ? ORDER BY sort, id"), tenant, kind, model)
	if err != nil {
		return nil, fmt.Errorf("store: sidebar: %w", err)
	}
	defer rows.Close()
	out := []SidebarEntry{}
	for rows.Next() {
		e, err := scanSidebar(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *e)
	}
	return out, rows.Err()
}

// SidebarEntryByID reads one entry; ErrNotFound when the tenant has none with that id.
func (s *Store) SidebarEntryByID(ctx context.Context, tenant, id int64) (*SidebarEntry, error) {
	rows, err := s.r.QueryxContext(ctx, s.r.Rebind("SELECT "+s.sidebarSelect()+" FROM sidebar_entry WHERE tenant_id = ? AND id = ?"), tenant, id)
	if err != nil {
		return nil, fmt.Errorf("store: sidebar entry: %w", err)
	}
	defer rows.Close()
	if !rows.Next() {
		return nil, errors.Join(ErrNotFound, rows.Err())
	}
	return scanSidebar(rows)
}

func (s *Store) sidebarSelect() string {
	return "id, tenant_id, user_id, kind, model, name, query, scene, " + jsonText(s.d, "shared") + ", sort, created_at, " + jsonText(s.d, "viewconfig")
}

func scanSidebar(rows interface{ Scan(...any) error }) (*SidebarEntry, error) {
	e := &SidebarEntry{}
	var shared, viewconfig string
	var created any
	if err := rows.Scan(&e.ID, &e.TenantID, &e.UserID, &e.Kind, &e.Model, &e.Name, &e.Query, &e.Scene, &shared, &e.Sort, &created, &viewconfig); err != nil {
		return nil, fmt.Errorf("store: sidebar entry: %w", err)
	}
	if err := json.Unmarshal([]byte(viewconfig), &e.ViewConfig); err != nil {
		return nil, fmt.Errorf("store: sidebar entry %d: %w", e.ID, err)
	}
	if err := json.Unmarshal([]byte(shared), &e.Shared); err != nil {
		return nil, fmt.Errorf("store: sidebar entry %d: %w", e.ID, err)
	}
	e.CreatedAt, _ = asTime(created)
	return e, nil
}

// SaveSidebarEntry inserts an entry (ID 0, placed last among its owner's) or updates its
// name, query, scene and sharing.
func (s *Store) SaveSidebarEntry(ctx context.Context, e *SidebarEntry) error {
	shared, err := json.Marshal(e.Shared)
	if err != nil {
		return err
	}
	cast := jsonCast(s.d)
	if e.ID != 0 {
		_, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE sidebar_entry SET name = ?, query = ?, scene = ?, shared = ?"+cast+" WHERE tenant_id = ? AND id = ?"),
			e.Name, e.Query, e.Scene, string(shared), e.TenantID, e.ID)
		if err != nil {
			return fmt.Errorf("store: save sidebar entry: %w", err)
		}
		s.AdvanceDataGen() // a filter naming the entry reads its query
		return nil
	}
	b := NewBuilder(s.d).S("INSERT INTO sidebar_entry (tenant_id, user_id, kind, model, name, query, scene, shared, sort, created_at) VALUES (").
		Args([]any{e.TenantID, e.UserID, e.Kind, e.Model, e.Name, e.Query, e.Scene}).S(", ").Arg(string(shared)).S(cast, ", ").
		S("(SELECT COALESCE(max(sort), 0) + 1 FROM sidebar_entry WHERE tenant_id = ").Arg(e.TenantID).S(" AND user_id = ").Arg(e.UserID).
		S(" AND kind = ").Arg(e.Kind).S(" AND model = ").Arg(e.Model).S("), ").Arg(s.d.TimeArg(e.CreatedAt)).S(") RETURNING id")
	query, args := b.SQL()
	if err := s.w.QueryRowxContext(ctx, query, args...).Scan(&e.ID); err != nil {
		return fmt.Errorf("store: add sidebar entry: %w", err)
	}
	return nil
}

// DeleteSidebarEntry removes an entry and, for a folder, its items.
func (s *Store) DeleteSidebarEntry(ctx context.Context, tenant, id int64) error {
	return s.Tx(ctx, func(tx *Tx) error {
		if _, err := tx.Exec(ctx, tx.tx.Rebind("DELETE FROM folder_item WHERE folder_id IN (SELECT id FROM sidebar_entry WHERE tenant_id = ? AND id = ?)"), tenant, id); err != nil {
			return fmt.Errorf("store: delete folder items: %w", err)
		}
		if _, err := tx.Exec(ctx, tx.tx.Rebind("DELETE FROM sidebar_entry WHERE tenant_id = ? AND id = ?"), tenant, id); err != nil {
			return fmt.Errorf("store: delete sidebar entry: %w", err)
		}
		return nil
	})
}

// ReorderSidebarEntries gives the listed entries the order of the list.
func (s *Store) ReorderSidebarEntries(ctx context.Context, tenant int64, ids []int64) error {
	return s.Tx(ctx, func(tx *Tx) error {
		for i, id := range ids {
			if _, err := tx.Exec(ctx, tx.tx.Rebind("UPDATE sidebar_entry SET sort = ? WHERE tenant_id = ? AND id = ?"), i+1, tenant, id); err != nil {
				return fmt.Errorf("store: reorder: %w", err)
			}
		}
		return nil
	})
}

// SetFolderItems adds records to the folders in add, and takes them out of the folders in
// others that are not in add (the add-to-folder popup's ticks; others empty only adds).
func (s *Store) SetFolderItems(ctx context.Context, add, others, records []int64, by int64, now time.Time) error {
	var leave []any
	for _, f := range others {
		if !slices.Contains(add, f) {
			leave = append(leave, f)
		}
	}
	recordArgs := make([]any, len(records))
	for i, r := range records {
		recordArgs[i] = r
	}
	return s.Tx(ctx, func(tx *Tx) error {
		if len(leave) > 0 {
			query, args := NewBuilder(s.d).S("DELETE FROM folder_item WHERE folder_id IN (").Args(leave).
				S(") AND record_id IN (").Args(recordArgs).S(")").SQL()
			if _, err := tx.Exec(ctx, query, args...); err != nil {
				return fmt.Errorf("store: folder items: %w", err)
			}
		}
		for _, f := range add {
			b := NewBuilder(s.d).S("INSERT INTO folder_item (folder_id, record_id, added_by, added_at) VALUES ")
			for i, r := range records {
				if i > 0 {
					b.S(", ")
				}
				b.S("(").Args([]any{f, r, nullID(by), s.d.TimeArg(now)}).S(")")
			}
			query, args := b.S(" ON CONFLICT (folder_id, record_id) DO NOTHING").SQL()
			if _, err := tx.Exec(ctx, query, args...); err != nil {
				return fmt.Errorf("store: folder items: %w", err)
			}
		}
		return nil
	})
}

// WriteInFolders writes "alias.id IN (records of the folders)" for the gql folder condition.
func WriteInFolders(b *Builder, alias string, folders []int64) {
	ids := make([]any, len(folders))
	for i, f := range folders {
		ids[i] = f
	}
	b.S(alias, ".id IN (SELECT record_id FROM folder_item WHERE folder_id IN (").Args(ids).S("))")
}

// SetSidebarViewConfig stores how a saved filter's list is shown.
func (s *Store) SetSidebarViewConfig(ctx context.Context, tenant, id int64, vc map[string]any) error {
	raw, err := json.Marshal(vc)
	if err != nil {
		return err
	}
	if _, err := s.w.ExecContext(ctx, s.w.Rebind("UPDATE sidebar_entry SET viewconfig = ?"+jsonCast(s.d)+" WHERE tenant_id = ? AND id = ?"), string(raw), tenant, id); err != nil {
		return fmt.Errorf("store: sidebar view config: %w", err)
	}
	return nil
}
