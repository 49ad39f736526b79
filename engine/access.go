package engine

import (
	"context"

	"huntline/gql"
	"huntline/meta"
)

// Actions a principal performs on a model, checked by Access on every path.
const (
	ActView   = "view"
	ActAdd    = "add"
	ActEdit   = "edit"
	ActDelete = "delete"
	ActExport = "export"
)

// Access decides what a principal may do and see. Every service calls Allow before it
// acts and hands Scope to the gql compiler, which applies it to every table a query reads
// (related tables too), so lists, details, facets, exports, search and demandKeys all obey
// the same rules.
type Access interface {
	Allow(ctx context.Context, p Principal, m *meta.Model, action string) error
	Scope(ctx context.Context, p Principal) gql.ScopeFunc
}

// OpenAccess lets every signed-in user do everything: the rule until per-model action access
// and data access groups are configured.
type OpenAccess struct{}

func (OpenAccess) Allow(context.Context, Principal, *meta.Model, string) error { return nil }
func (OpenAccess) Scope(context.Context, Principal) gql.ScopeFunc              { return nil }
