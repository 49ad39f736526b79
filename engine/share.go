package engine

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"huntline/meta"
	"huntline/store"
)

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
func (e *Engine) sharable(name string) (*meta.Model, error) {
	m, err := e.model(name)
	if err != nil {
		return nil, err
	}
	if !m.Sharable {
		return nil, &Error{Status: http.StatusBadRequest, Key: "not_sharable", Msg: m.Name + " records cannot be shared.", Args: map[string]any{"Model": m.Name}}
	}
	return m, nil
}

// Shares lists a record's shares; whoever can see the record can see who it is shared with.
func (e *Engine) Shares(ctx context.Context, p Principal, model string, id int64) ([]store.Share, error) {
	m, err := e.sharable(model)
	if err != nil {
		return nil, err
	}
	if _, err := e.Get(ctx, p, m.Name, id, nil); err != nil {
		return nil, err
	}
	return e.Store.SharesOf(ctx, p.TenantID, m.Name, []int64{id})
}

// Share shares a record with people, a team, a title or everyone, to view or edit; sharing
// again with the same target changes the permission. It takes the right to edit the record.
func (e *Engine) Share(ctx context.Context, p Principal, model string, id int64, in ShareInput) (*store.Share, error) {
	m, err := e.sharable(model)
	if err != nil {
		return nil, err
	}
	if err := e.Access.Allow(ctx, p, m, ActEdit); err != nil {
		return nil, err
	}
	if err := e.live(ctx, p, m, id); err != nil {
		return nil, err
	}
	if err := e.writable(ctx, p, m, ActEdit, []int64{id}); err != nil {
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
	} else if err := e.checkShareTarget(ctx, p, in); err != nil {
		return nil, err
	}
	sh := &store.Share{TenantID: p.TenantID, Model: m.Name, RecordID: id, Type: in.Type, Value: in.Value, Permission: in.Permission, CreatedBy: p.UserID}
	if err := e.Store.AddShare(ctx, sh); err != nil {
		return nil, err
	}
	return sh, nil
}

// Unshare removes one share of a record.
func (e *Engine) Unshare(ctx context.Context, p Principal, model string, id, shareID int64) error {
	m, err := e.sharable(model)
	if err != nil {
		return err
	}
	if err := e.Access.Allow(ctx, p, m, ActEdit); err != nil {
		return err
	}
	if err := e.writable(ctx, p, m, ActEdit, []int64{id}); err != nil {
		return err
	}
	err = e.Store.DeleteShare(ctx, p.TenantID, m.Name, id, shareID)
	if store.IsNotFound(err) {
		return notFound("share_not_found", "share %d of %s %d does not exist.", shareID, m.Name, id).with(map[string]any{"ID": shareID})
	}
	return err
}

// live refuses ids that are not live records of m.
func (e *Engine) live(ctx context.Context, p Principal, m *meta.Model, id int64) error {
	rec, err := e.Store.Get(ctx, m, p.TenantID, id)
	if store.IsNotFound(err) || (err == nil && rec.IsDeleted) {
		return recordNotFound(m, id)
	}
	return err
}

// checkShareTarget checks that a share's person, team or title exists; which models those
// are comes from the user model's metadata.
func (e *Engine) checkShareTarget(ctx context.Context, p Principal, in ShareInput) error {
	um := e.Reg().Model(meta.UserModel)
	target := um
	switch in.Type {
	case store.ShareTeam:
		target = e.Reg().Model(um.Field(meta.UserTeamField).To)
	case store.ShareTitle:
		target = e.Reg().Model(um.Field(meta.UserTitleField).To)
	}
	if in.Value <= 0 {
		return badRequest("share_value", "value: %s needs the id of a %s", in.Type, target.Name).with(map[string]any{"Type": in.Type, "Model": target.Name})
	}
	if err := e.live(ctx, p, target, in.Value); err != nil {
		return badRequest("share_value", "value: %s %d does not exist", target.Name, in.Value).with(map[string]any{"Type": in.Type, "Model": target.Name})
	}
	return nil
}
