package engine

import (
	"context"
	"fmt"
	"strings"
	"time"

	"huntline/meta"
)

// displayer turns stored values into what a person reads: option labels, linked records'
// names, dates in the tenant's zone, yes/no. Exports use it; names are looked up per batch.
type displayer struct {
	e     *Engine
	p     Principal
	loc   *time.Location
	names map[string]map[int64]string // model -> id -> name
}

func (e *Engine) newDisplayer(ctx context.Context, p Principal) *displayer {
	return &displayer{e: e, p: p, loc: e.Tenants.Location(ctx, p.TenantID), names: map[string]map[int64]string{}}
}

// load fetches the names of every record the items link to through fields.
func (d *displayer) load(ctx context.Context, items []Item, fields []*meta.Field) error {
	want := map[string][]int64{}
	for _, f := range fields {
		if f.Type != "foreignkey" && f.Type != "comtree" {
			continue
		}
		for _, it := range items {
			want[f.To] = append(want[f.To], ids(it[f.Name])...)
		}
	}
	for model, list := range want {
		names, err := d.e.names.of(ctx, d.p, model, list)
		if err != nil {
			return err
		}
		if d.names[model] == nil {
			d.names[model] = map[int64]string{}
		}
		for id, n := range names {
			d.names[model][id] = n
		}
	}
	return nil
}

// value answers a cell: numbers stay numbers, everything else becomes text.
func (d *displayer) value(ctx context.Context, f *meta.Field, v any) any {
	if v == nil {
		return nil
	}
	switch {
	case f.Type == "foreignkey" || f.Type == "comtree":
		var parts []string
		for _, id := range ids(v) {
			parts = append(parts, d.names[f.To][id])
		}
		return strings.Join(parts, ", ")
	case f.OptionList() != "":
		var parts []string
		for _, c := range codes(v) {
			parts = append(parts, d.e.Options.Label(ctx, d.p.TenantID, f.OptionList(), c, d.p.Lang))
		}
		return strings.Join(parts, ", ")
	case f.Kind().Storage(f) == meta.StoreTextList: // free tags: the text itself
		return strings.Join(codes(v), ", ")
	case f.Type == "richtext":
		s, _ := v.(string)
		return meta.StripHTML(s)
	case f.Format == "model": // a model's name, read as its label (an approval's record type)
		s, _ := v.(string)
		if m := d.e.Reg().Model(s); m != nil {
			return m.Label.In(d.p.Lang)
		}
		return s
	case f.Type == "datetime":
		s, _ := v.(string)
		if t, err := time.Parse(time.RFC3339, s); err == nil {
			return t.In(d.loc).Format("2006-01-02 15:04")
		}
		return s
	case f.Type == "number-range":
		r, _ := v.(map[string]any)
		lo, hi := r["min"], r["max"]
		switch {
		case lo != nil && hi != nil:
			return fmt.Sprintf("%v - %v", lo, hi)
		case lo != nil:
			return fmt.Sprintf("%v+", lo)
		default:
			return fmt.Sprintf("≤ %v", hi)
		}
	}
	if b, ok := v.(bool); ok {
		return T(d.p.Lang, map[bool]string{true: "yes", false: "no"}[b], nil, map[bool]string{true: "Yes", false: "No"}[b])
	}
	return v
}
