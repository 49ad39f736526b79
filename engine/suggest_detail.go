package engine

import (
	"context"
	"fmt"
	"strings"

	"huntline/meta"
)

// details answers, per item, the line a picker and quick search show under a record's name
// so that two 王小明 can be told apart: the model's suggest_fields as a person reads them
// (option labels in the reader's language, linked records' names, tree nodes' names), joined
// by " · ". A contact value shows masked (138****5678): enough to tell people apart, not to
// call them; a reader kept from contacts gets none, as the items already lack them.
func (sc *Search) details(ctx context.Context, p Principal, m *meta.Model, items []Item) ([]string, error) {
	var fields []*meta.Field
	for _, name := range m.SuggestFields {
		if f := m.Field(name); f != nil && !f.Hidden && f.Type != "reverse_foreignkey" {
			fields = append(fields, f)
		}
	}
	out := make([]string, len(items))
	if len(fields) == 0 || len(items) == 0 {
		return out, nil
	}
	d := sc.e.newDisplayer(ctx, p)
	if err := d.load(ctx, items, fields); err != nil {
		return nil, err
	}
	for i, it := range items {
		var parts []string
		for _, f := range fields {
			v := d.value(ctx, f, it[f.Name])
			if v == nil {
				continue
			}
			text := strings.TrimSpace(fmt.Sprint(v))
			if f.Contact {
				text = maskContactValue(text)
			}
			if text != "" {
				parts = append(parts, text)
			}
		}
		out[i] = strings.Join(parts, " · ")
	}
	return out, nil
}

// maskContactValue hides the middle of a phone number or the name part of an e-mail
// address: 13812345678 reads 138****5678, wang.wei@acme.cn reads w***@acme.cn.
func maskContactValue(v string) string {
	if at := strings.LastIndexByte(v, '@'); at > 0 {
		return v[:1] + "***" + v[at:]
	}
	r := []rune(v)
	if len(r) < 7 {
		return "***"
	}
	return string(r[:3]) + "****" + string(r[len(r)-4:])
}
