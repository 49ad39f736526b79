package engine

import "context"

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
	// PasswordPending is set on a session whose user must choose a password before doing
	// anything else (a first login, or an administrator asked for a change): the API then
	// answers only the password change, the current user and signing out.
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
