package engine

import "context"

// FieldUses answers what of a tenant's still names a field of model outside the metadata
// (a module's own rows, such as stored queries), each as a short phrase that the refusal
// to remove the field lists. Removing a field asks every registered one (FieldUsesOf).
type FieldUses func(ctx context.Context, tenant int64, model, field string) ([]string, error)

// fieldUse is a registered FieldUses with the module that registered it: a plugin's count
// only while it is on.
type fieldUse struct {
	module string
	uses   FieldUses
}

// fieldUsesOutsideMeta answers the uses every module in force finds, in registration order.
func (xt *extensions) fieldUsesOutsideMeta(ctx context.Context, tenant int64, model, field string) ([]string, error) {
	var out []string
	for _, fu := range xt.e.fieldUses {
		if fu.module != "" && !xt.e.ModuleOn(fu.module) {
			continue
		}
		found, err := fu.uses(ctx, tenant, model, field)
		if err != nil {
			return nil, err
		}
		out = append(out, found...)
	}
	return out, nil
}
