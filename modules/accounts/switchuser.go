package accounts

import (
	"context"
	"net/http"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

var (
	errSwitchForbidden = &engine.Error{Status: http.StatusForbidden, Key: "switch_forbidden", Msg: "id: only an administrator or the user's parent account may switch to this user"}
	errSwitchNested    = engine.BadRequest("switch_nested", "Go back to your own account before switching to another user.")
	errSwitchSelf      = engine.BadRequest("switch_self", "id: this is already the signed-in user")
	errNotSwitched     = engine.BadRequest("back_not_switched", "This session was not opened by switching from another user.")
)

// SwitchUser opens a session as user id for p, remembering p as the parent, and ends the
// session holding token. Administrators may switch to anyone, a parent account to its sub
// users. The new session keeps the old one's start, so the absolute expiry still counts
// from the password.
func (mod *Module) SwitchUser(ctx context.Context, p engine.Principal, token string, id int64) (*LoginResult, error) {
	if p.ParentUserID != 0 {
		return nil, errSwitchNested
	}
	if id == p.UserID {
		return nil, errSwitchSelf
	}
	target, err := mod.Engine().Store.Get(ctx, mod.Engine().Reg().Model(meta.UserModel), p.TenantID, id)
	if store.IsNotFound(err) {
		return nil, engine.NotFound("record_not_found", "%s %d does not exist.", meta.UserModel, id).With(map[string]any{"Model": meta.UserModel, "ID": id})
	}
	if err != nil {
		return nil, err
	}
	if parent, _ := meta.AsInt(target.Data[meta.UserParentField]); !p.IsAdmin && parent != p.UserID {
		return nil, errSwitchForbidden
	}
	tp, err := mod.Engine().PrincipalOf(ctx, p.TenantID, id)
	if err != nil {
		return nil, err
	}
	tp.ParentUserID, tp.ParentName = p.UserID, p.Name
	return mod.replaceSession(ctx, token, tp, p.UserID)
}

// BackToParent ends a switched session and opens one as the user who switched.
func (mod *Module) BackToParent(ctx context.Context, p engine.Principal, token string) (*LoginResult, error) {
	if p.ParentUserID == 0 {
		return nil, errNotSwitched
	}
	parent, err := mod.Engine().PrincipalOf(ctx, p.TenantID, p.ParentUserID)
	if err != nil {
		return nil, err
	}
	return mod.replaceSession(ctx, token, parent, 0)
}

// replaceSession opens a session as p (with parent) carrying over the start and the
// remember-me choice of the session holding token, then ends that one.
func (mod *Module) replaceSession(ctx context.Context, token string, p engine.Principal, parent int64) (*LoginResult, error) {
	old, err := mod.Engine().Store.Session(ctx, hashToken(token), mod.Engine().Now().UTC())
	if store.IsNotFound(err) {
		return nil, engine.ErrNoSession
	}
	if err != nil {
		return nil, err
	}
	res, err := mod.openSession(ctx, p, parent, old.CreatedAt, old.ExpiresAt.Sub(old.LastSeen) > SessionIdle)
	if err != nil {
		return nil, err
	}
	return res, mod.Logout(ctx, token)
}
