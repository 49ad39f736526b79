package engine

import (
	"context"

	"huntline/meta"
	"huntline/store"
)

// recordHook is behaviour a metadata key adds to the writes of the models carrying it (the
// approval flows of a model with "approval", the check of a workflow definition), so that
// create and update stay generic: no model name appears, only the key that asks for it.
type recordHook struct {
	applies func(m *meta.Model) bool
	// check runs before a create (id 0) or update is written, after the values are checked;
	// it may refuse the write or complete doc.
	check func(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, doc map[string]any, changed []string) error
	// created runs once a new record and its collections are written, in the same transaction.
	created func(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, name string, doc map[string]any) error
}

// registerHooks lists the hooks; each finds its models through metadata.
func (e *Engine) registerHooks() {
	e.hooks = []recordHook{
		{applies: func(m *meta.Model) bool { return m.ApprovalDefinition }, check: e.checkApprovalDefinition},
		{applies: func(m *meta.Model) bool { return m.Approval != nil }, check: e.approvalOnCreateCheck, created: e.approvalOnCreated},
	}
}

func (e *Engine) checkHooks(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, doc map[string]any, changed []string) error {
	for _, h := range e.hooks {
		if h.check != nil && h.applies(m) {
			if err := h.check(ctx, tx, p, m, id, doc, changed); err != nil {
				return err
			}
		}
	}
	return nil
}

func (e *Engine) createdHooks(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, name string, doc map[string]any) error {
	for _, h := range e.hooks {
		if h.created != nil && h.applies(m) {
			if err := h.created(ctx, tx, p, m, id, name, doc); err != nil {
				return err
			}
		}
	}
	return nil
}
