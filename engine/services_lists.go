package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// Services for modules that keep per-user lists over records (saved filters, folders): the
// same paths the core's own calls take.

// Model answers the model called name, or the 404 naming it.
func (e *Engine) Model(name string) (*meta.Model, error) { return e.model(name) }

// ShareTargets is who p is for rows shared with people, teams, titles or everyone.
func ShareTargets(p Principal) store.ShareTargets { return shareTargets(p) }

// ReadableIDs answers which of want p may read (in scope, and not a limited record p is
// outside of); it says nothing of whether they exist.
func (e *Engine) ReadableIDs(ctx context.Context, p Principal, m *meta.Model, want []int64) (map[int64]bool, error) {
	return e.readableIDs(ctx, e.Store, p, m, want)
}

// SuffixInfos answers the views (suffixes) of m that p may pick: the shared ones and p's own.
func (e *Engine) SuffixInfos(p Principal, m *meta.Model) []SuffixInfo {
	return e.Screens.suffixInfos(p, m)
}

// JoinIDs writes ids as the comma-separated list a gql __s or in condition takes.
func JoinIDs(ids []int64) string { return joinIDs(ids) }
