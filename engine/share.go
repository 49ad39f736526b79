package engine

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// Shares gives one record to named users or roles beyond what their access grants:
// the share list of a record, adding and removing shares.
type Shares struct{ e *Engine }

// ShareInput is one share to add: a target type, its id (none for everyone) and view or edit.
type ShareInput struct {
	Type       string `json:"type"`
	Value      int64  `json:"value"`
	Permission string `json:"permission"`
}

var (
	shareTypes       = []string{store.SharePeople, store.ShareTeam, store.ShareTitle, store.ShareEveryone}
	sharePermissions = []string{store.ShareView, store.ShareEdit}
)

// sharable answers the sharable model called name.
func (sr *Shares) sharable(name string) (*meta.Model, error) {
	m, err := sr.e.model(name)
	if err != nil {
		return nil, err
	}
	if !m.Sharable {
		return nil, &Error{Status: http.StatusBadRequest, Key: "not_sharable", Msg: m.Name + " records cannot be shared.", Args: map[string]any{"Model": m.Name}}
	}
	return m, nil
}

// List lists a record's shares; whoever can see the record can see who it is shared with.
func (sr *Shares) List(ctx context.Context, p Principal, model string, id int64) ([]store.Share, error) {
	m, err := sr.sharable(model)
	if err != nil {
		return nil, err
	}
	if _, err := sr.e.Get(ctx, p, m.Name, id, nil); err != nil {
		return nil, err
	}
	return sr.e.Store.SharesOf(ctx, p.TenantID, m.Name, []int64{id})
}

// Add shares a record with people, a team, a title or everyone, to view or edit; sharing
// again with the same target changes the permission. It takes the right to edit the record.
func (sr *Shares) Add(ctx context.Context, p Principal, model string, id int64, in ShareInput) (*store.Share, error) {
	m, err := sr.sharable(model)
	if err != nil {
		return nil, err
	}
	if err := sr.e.Access.Allow(ctx, p, m, ActEdit); err != nil {
		return nil, err
	}
	if err := sr.live(ctx, p, m, id); err != nil {
		return nil, err
	}
	if err := sr.e.writes.writable(ctx, p, m, ActEdit, []int64{id}); err != nil {
		return nil, err
	}
	in.Type, in.Permission = strings.TrimSpace(in.Type), strings.TrimSpace(in.Permission)
	if in.Permission == "" {
		in.Permission = store.ShareView
	}
	if !slices.Contains(shareTypes, in.Type) {
		return nil, badRequest("share_type", "type: must be one of %s", strings.Join(shareTypes, ", ")).with(map[string]any{"Choices": strings.Join(shareTypes, ", ")})
	}
	if !slices.Contains(sharePermissions, in.Permission) {
		return nil, badRequest("share_permission", "permission: must be view or edit")
	}
	if in.Type == store.ShareEveryone {
		in.Value = 0
	} else if err := sr.checkShareTarget(ctx, p, in); err != nil {
		return nil, err
	}
	sh := &store.Share{TenantID: p.TenantID, Model: m.Name, RecordID: id, Type: in.Type, Value: in.Value, Permission: in.Permission, CreatedBy: p.UserID}
	if err := sr.e.Store.AddShare(ctx, sh); err != nil {
		return nil, err
	}
	return sh, nil
}

// Remove removes one share of a record.
func (sr *Shares) Remove(ctx context.Context, p Principal, model string, id, shareID int64) error {
	m, err := sr.sharable(model)
	if err != nil {
		return err
	}
	if err := sr.e.Access.Allow(ctx, p, m, ActEdit); err != nil {
		return err
	}
	if err := sr.e.writes.writable(ctx, p, m, ActEdit, []int64{id}); err != nil {
		return err
	}
	err = sr.e.Store.DeleteShare(ctx, p.TenantID, m.Name, id, shareID)
	if store.IsNotFound(err) {
		return notFound("share_not_found", "share %d of %s %d does not exist.", shareID, m.Name, id).with(map[string]any{"ID": shareID})
	}
	return err
}

// live refuses ids that are not live records of m.
func (sr *Shares) live(ctx context.Context, p Principal, m *meta.Model, id int64) error {
	rec, err := sr.e.Store.Get(ctx, m, p.TenantID, id)
	if store.IsNotFound(err) || (err == nil && rec.IsDeleted) {
		return recordNotFound(m, id)
	}
	return err
}

// checkShareTarget checks that a share's person, team or title exists; which models those
// are comes from the user model's metadata.
func (sr *Shares) checkShareTarget(ctx context.Context, p Principal, in ShareInput) error {
	um := sr.e.Reg().Model(meta.UserModel)
	target := um
	switch in.Type {
	case store.ShareTeam:
		target = sr.e.Reg().Model(um.Field(meta.UserTeamField).To)
	case store.ShareTitle:
		target = sr.e.Reg().Model(um.Field(meta.UserTitleField).To)
	}
	if in.Value <= 0 {
		return badRequest("share_value", "value: %s needs the id of a %s", in.Type, target.Name).with(map[string]any{"Type": in.Type, "Model": target.Name})
	}
	if err := sr.live(ctx, p, target, in.Value); err != nil {
		return badRequest("share_value", "value: %s %d does not exist", target.Name, in.Value).with(map[string]any{"Type": in.Type, "Model": target.Name})
	}
	return nil
}
