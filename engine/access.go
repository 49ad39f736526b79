package engine

import (
	"context"
	"net/http"

	"huntline/gql"
	"huntline/meta"
)

// Actions a principal performs on a model, checked by Access on every path. A model's
// metadata may declare more (meta.Model.ActionNames).
const (
	ActView     = "view"
	ActAdd      = "add"
	ActEdit     = "edit"
	ActDelete   = "delete"
	ActExport   = "export"
	ActMassEdit = "massedit"
)

// Access decides what a principal may do and see. Every service calls Allow before it
// acts and hands Scope to the gql compiler, which applies it to every table a query reads
// (related tables too), so lists, details, facets, exports, search and demandKeys all obey
// the same rules. Scope answers the rows readable (ActView) or writable (ActEdit).
type Access interface {
	Allow(ctx context.Context, p Principal, m *meta.Model, action string) error
	Scope(ctx context.Context, p Principal, action string) gql.ScopeFunc
}

// OpenAccess lets every signed-in user do everything: for tools and tests that want no rules.
type OpenAccess struct{}

func (OpenAccess) Allow(context.Context, Principal, *meta.Model, string) error { return nil }
func (OpenAccess) Scope(context.Context, Principal, string) gql.ScopeFunc      { return nil }

// denied is the refusal of an action the user's type does not hold.
func denied(m *meta.Model, action string) *Error {
	return (&Error{Status: http.StatusForbidden, Key: "action_denied",
		Msg: "You do not have the " + action + " permission on " + m.Name + "."}).with(map[string]any{"Action": action, "Model": m.Name})
}

// adminOnly is the refusal of a call only administrators may make.
func adminOnly(what string) *Error {
	return (&Error{Status: http.StatusForbidden, Key: "admin_only", Msg: "Only administrators may " + what + "."}).with(map[string]any{"What": what})
}
