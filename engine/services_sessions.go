package engine

import "context"

// Authenticator tells the core who holds a session token. The core checks a session on
// every request (engine/rest's session middleware) but does not know how sessions are made:
// the module that signs users in registers one (Host.Sessions).
type Authenticator interface {
	// Authenticate answers the principal of a session token and the session's CSRF token,
	// or ErrNoSession when the token opens no live session.
	Authenticate(ctx context.Context, token string) (p Principal, csrf string, err error)
	// UserChanged runs once a user record was saved or deleted (after the write, outside its
	// transaction): sessions of a user who may no longer act end, the others show the change
	// on their next request.
	UserChanged(ctx context.Context, tenant, userID int64)
}

// Sessions registers who tells the core who holds a session token; a later registration
// replaces an earlier one.
func (h *Host) Sessions(a Authenticator) { h.e.sessions = a }

// Sessions answers the registered Authenticator; without one, no token opens a session.
func (e *Engine) Sessions() Authenticator {
	if e.sessions == nil {
		return noSessions{}
	}
	return e.sessions
}

// noSessions is a core without a module that signs users in: every request is signed out.
type noSessions struct{}

func (noSessions) Authenticate(context.Context, string) (Principal, string, error) {
	return Principal{}, "", ErrNoSession
}

func (noSessions) UserChanged(context.Context, int64, int64) {}
