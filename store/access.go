package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"huntline/clock"
)

// Share targets and permissions (spec: people, team, title or everyone; view or edit).
const (
	ShareEveryone = "everyone"
	SharePeople   = "people"
	ShareTeam     = "team"
	ShareTitle    = "title"
	ShareView     = "view"
	ShareEdit     = "edit"
)

// Share is one record shared with a target.
type Share struct {
	ID         int64     `json:"id"`
	TenantID   int64     `json:"-"`
	Model      string    `json:"model"`
	RecordID   int64     `json:"record_id"`
	Type       string    `json:"type"`
	Value      int64     `json:"value"`
	Permission string    `json:"permission"`
	CreatedBy  int64     `json:"addedBy"`
	CreatedAt  time.Time `json:"dateAdded"`
}

// ShareTargets are what a user is, for matching shares: the user, their teams (with the
// teams above them) and their title.
type ShareTargets struct {
	UserID int64
	Teams  []int64
	Title  int64
}

// WriteSharedIDs writes "alias.id IN (ids of model's records shared with t)"; with edit
// only the shares that allow editing count. It reads the target index of record_share.
func WriteSharedIDs(b *Builder, tenant int64, model, alias string, t ShareTargets, edit bool) {
	b.S(alias, ".id IN (SELECT record_id FROM record_share WHERE tenant_id = ").Arg(tenant).S(" AND model = ").Arg(model)
	if edit {
		b.S(" AND permission = ").Arg(ShareEdit)
	}
	b.S(" AND (target_type = ").Arg(ShareEveryone).S(" OR (target_type = ").Arg(SharePeople).S(" AND target_id = ").Arg(t.UserID).S(")")
	if t.Title != 0 {
		b.S(" OR (target_type = ").Arg(ShareTitle).S(" AND target_id = ").Arg(t.Title).S(")")
	}
	if len(t.Teams) > 0 {
		ids := make([]any, len(t.Teams))
		for i, id := range t.Teams {
			ids[i] = id
		}
		b.S(" OR (target_type = ").Arg(ShareTeam).S(" AND target_id IN (").Args(ids).S("))")
	}
	b.S("))")
}

// AddShare shares a record, or changes the permission of an existing share to the same target.
func (s *Store) AddShare(ctx context.Context, sh *Share) error {
	b := NewBuilder(s.d).S("INSERT INTO record_share (tenant_id, model, record_id, target_type, target_id, permission, created_by, created_at) VALUES (").
		Args([]any{sh.TenantID, sh.Model, sh.RecordID, sh.Type, sh.Value, sh.Permission, nullID(sh.CreatedBy), s.d.TimeArg(clock.Now())}).
		S(") ON CONFLICT (tenant_id, model, record_id, target_type, target_id) DO UPDATE SET permission = EXCLUDED.permission RETURNING id, created_at")
	query, args := b.SQL()
	var created any // the stored time: a changed share keeps the time it was first made
	if err := s.w.QueryRowxContext(ctx, query, args...).Scan(&sh.ID, &created); err != nil {
		return fmt.Errorf("store: add share: %w", err)
	}
	sh.CreatedAt, _ = asTime(created)
	s.AdvanceDataGen() // the record's readers changed
	return nil
}

// SharesOf lists the shares of one record (or of several), oldest first.
func (s *Store) SharesOf(ctx context.Context, tenant int64, model string, records []int64) ([]Share, error) {
	out := []Share{}
	if len(records) == 0 {
		return out, nil
	}
	ids := make([]any, len(records))
	for i, id := range records {
		ids[i] = id
	}
	b := NewBuilder(s.d).S("SELECT id, record_id, target_type, target_id, permission, created_by, created_at FROM record_share WHERE tenant_id = ").Arg(tenant).
		S(" AND model = ").Arg(model).S(" AND record_id IN (").Args(ids).S(") ORDER BY id")
	query, args := b.SQL()
	rows, err := s.r.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: shares: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		sh := Share{TenantID: tenant, Model: model}
		var by *int64
		var created any
		if err := rows.Scan(&sh.ID, &sh.RecordID, &sh.Type, &sh.Value, &sh.Permission, &by, &created); err != nil {
			return nil, fmt.Errorf("store: shares: %w", err)
		}
		if by != nil {
			sh.CreatedBy = *by
		}
		sh.CreatedAt, _ = asTime(created)
		out = append(out, sh)
	}
	return out, rows.Err()
}

// DeleteShare removes one share of a record; ErrNotFound when there is none.
func (s *Store) DeleteShare(ctx context.Context, tenant int64, model string, record, id int64) error {
	res, err := s.w.ExecContext(ctx, s.w.Rebind("DELETE FROM record_share WHERE tenant_id = ? AND model = ? AND record_id = ? AND id = ?"), tenant, model, record, id)
	if err != nil {
		return fmt.Errorf("store: delete share: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	s.AdvanceDataGen()
	return nil
}

// ActionAccess reads a tenant's overrides of a model's action access: action -> user types.
func (s *Store) ActionAccess(ctx context.Context, tenant int64) (map[string]map[string][]string, error) {
	rows, err := s.r.QueryxContext(ctx, s.r.Rebind("SELECT model, action, "+jsonText(s.d, "user_types")+" FROM action_access WHERE tenant_id = ?"), tenant)
	if err != nil {
		return nil, fmt.Errorf("store: action access: %w", err)
	}
	defer rows.Close()
	out := map[string]map[string][]string{}
	for rows.Next() {
		var model, action, raw string
		if err := rows.Scan(&model, &action, &raw); err != nil {
			return nil, fmt.Errorf("store: action access: %w", err)
		}
		var types []string
		if err := json.Unmarshal([]byte(raw), &types); err != nil {
			return nil, fmt.Errorf("store: action access %s.%s: %w", model, action, err)
		}
		if out[model] == nil {
			out[model] = map[string][]string{}
		}
		out[model][action] = types
	}
	return out, rows.Err()
}

// SetActionAccess replaces the overrides of the given actions of a model in one
// transaction; a nil list removes the override, so the metadata default applies again.
func (s *Store) SetActionAccess(ctx context.Context, tenant, by int64, model string, set map[string][]string) error {
	return s.Tx(ctx, func(tx *Tx) error {
		for action, types := range set {
			if _, err := tx.tx.ExecContext(ctx, tx.tx.Rebind("DELETE FROM action_access WHERE tenant_id = ? AND model = ? AND action = ?"), tenant, model, action); err != nil {
				return fmt.Errorf("store: set action access: %w", err)
			}
			if types == nil {
				continue
			}
			raw, _ := json.Marshal(types)
			b := NewBuilder(s.d).S("INSERT INTO action_access (tenant_id, model, action, user_types, updated_by, updated_at) VALUES (").
				Args([]any{tenant, model, action, string(raw), nullID(by), s.d.TimeArg(clock.Now())}).S(")")
			query, args := b.SQL()
			if _, err := tx.tx.ExecContext(ctx, query, args...); err != nil {
				return fmt.Errorf("store: set action access: %w", err)
			}
		}
		return nil
	})
}

// Reveal is one reveal of hidden contact details.
type Reveal struct {
	ID        int64     `json:"id"`
	TenantID  int64     `json:"-"`
	UserID    int64     `json:"user"`
	Model     string    `json:"model"`
	RecordID  int64     `json:"record_id"`
	Fields    []string  `json:"fields"`
	CreatedAt time.Time `json:"dateAdded"`
}

// LogReveal records a reveal.
func (s *Store) LogReveal(ctx context.Context, r *Reveal) error {
	raw, _ := json.Marshal(r.Fields)
	b := NewBuilder(s.d).S("INSERT INTO contact_reveal (tenant_id, user_id, model, record_id, fields, created_at) VALUES (").
		Args([]any{r.TenantID, r.UserID, r.Model, r.RecordID, string(raw), s.d.TimeArg(clock.Now())}).S(") RETURNING id")
	query, args := b.SQL()
	if err := s.w.QueryRowxContext(ctx, query, args...).Scan(&r.ID); err != nil {
		return fmt.Errorf("store: log reveal: %w", err)
	}
	s.AdvanceDataGen() // what the reader's keyword may match changed
	return nil
}

// Reveals lists reveals newest first, of one record when model and record are given.
func (s *Store) Reveals(ctx context.Context, tenant int64, model string, record int64, limit, offset int) ([]Reveal, error) {
	b := NewBuilder(s.d).S("SELECT id, user_id, model, record_id, fields, created_at FROM contact_reveal WHERE tenant_id = ").Arg(tenant)
	if model != "" {
		b.S(" AND model = ").Arg(model)
	}
	if record != 0 {
		b.S(" AND record_id = ").Arg(record)
	}
	b.S(" ORDER BY id DESC LIMIT ").RowsArg(limit).S(" OFFSET ").RowsArg(offset)
	query, args := b.SQL()
	rows, err := s.r.QueryxContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("store: reveals: %w", err)
	}
	defer rows.Close()
	out := []Reveal{}
	for rows.Next() {
		r := Reveal{TenantID: tenant}
		var fields string
		var created any
		if err := rows.Scan(&r.ID, &r.UserID, &r.Model, &r.RecordID, &fields, &created); err != nil {
			return nil, fmt.Errorf("store: reveals: %w", err)
		}
		json.Unmarshal([]byte(fields), &r.Fields)
		r.CreatedAt, _ = asTime(created)
		out = append(out, r)
	}
	return out, rows.Err()
}
