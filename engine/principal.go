package engine

import (
	"context"
	"net/http"

	"huntline/meta"
	"huntline/store"
)

// Principal is who a request acts for.
type Principal struct {
	UserID   int64
	TenantID int64
	Lang     string
	IsAdmin  bool
	Name     string
	// What access rules read (filled by accessFacts): the user's type, their team followed
	// by the teams above it, and their title.
	UserType string
	Teams    []int64
	Title    int64
	// ParentUserID is the user who switched into this one (POST /rest/user/switch), 0
	// otherwise; ParentName is that user's display name, for the "Back {name}" entry.
	ParentUserID int64
	ParentName   string
	// PasswordPending is set by the session's Authenticator on a user who must choose a
	// password before doing anything else; the module that sets it holds such a session to
	// the calls it allows (rest.Router.Gate).
	PasswordPending bool
}

type principalKey struct{}

// WithPrincipal stores p in ctx.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// PrincipalFrom answers the principal stored in ctx.
func PrincipalFrom(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(principalKey{}).(Principal)
	return p, ok
}

// System is the principal of work no user started (seeding, migrations).
func System(tenant int64) Principal {
	return Principal{TenantID: tenant, Lang: "en", IsAdmin: true, Name: "system"}
}

// Refusals of a request whose user may not act: no live session (or a deleted user), or a
// user who left.
var (
	ErrLeft      = &Error{Status: http.StatusForbidden, Key: "account_left", Msg: "This account has been deactivated; ask an administrator."}
	ErrNoSession = &Error{Status: http.StatusUnauthorized, Key: "login_required", Msg: "Please sign in."}
)

// userRecord reads a user who may act: not deleted (ErrNoSession) and not left (ErrLeft).
func (e *Engine) userRecord(ctx context.Context, tenant, userID int64) (*store.Record, error) {
	rec, err := e.Store.Get(ctx, e.Reg().Model(meta.UserModel), tenant, userID)
	if store.IsNotFound(err) {
		return nil, ErrNoSession
	}
	if err != nil {
		return nil, err
	}
	if rec.IsDeleted {
		return nil, ErrNoSession
	}
	if status, _ := rec.Data[meta.UserStatusField].(string); status == meta.UserStatusLeft {
		return nil, ErrLeft
	}
	return rec, nil
}

// principal reads who a user is for requests: name, language, admin flag.
func (e *Engine) principal(ctx context.Context, tenant, userID int64) (Principal, error) {
	rec, err := e.userRecord(ctx, tenant, userID)
	if err != nil {
		return Principal{}, err
	}
	lang, _ := rec.Data[meta.UserLangField].(string)
	admin, _ := rec.Data[meta.UserAdminField].(bool)
	return e.accessFacts(ctx, Principal{UserID: userID, TenantID: tenant, Lang: lang, IsAdmin: admin, Name: rec.Name}, rec.Data), nil
}
