package engine

import (
	"context"

	"huntline/meta"
)

// A FieldDescriber adds to what GET /rest/custom_field/{model}/list tells the screens about
// a field: it sets entries of fi.Extra for the fields it knows (where a field's input
// suggests from, say) and leaves the others alone. A module registers one with Host.FieldInfo.
type FieldDescriber func(ctx context.Context, p Principal, m *meta.Model, f *meta.Field, fi *FieldInfo)

// fieldDescriber is a registered describer with the module that registered it.
type fieldDescriber struct {
	describe FieldDescriber
	module   string
}

// describeField runs every describer of a module in force on fi.
func (xt *extensions) describeField(ctx context.Context, p Principal, m *meta.Model, f *meta.Field, fi *FieldInfo) {
	for _, d := range xt.e.describers {
		if d.module == "" || xt.e.ModuleOn(d.module) {
			d.describe(ctx, p, m, f, fi)
		}
	}
}

// MarshalJSON writes the field's own keys and then what modules added (Extra), in one
// object, so a module's key reads like any other. A module's keys are its own: none is
// one of FieldInfo's.
func (fi FieldInfo) MarshalJSON() ([]byte, error) {
	type plain FieldInfo // without this method
	return withExtraKeys(plain(fi), fi.Extra)
}
