package mail

import (
	"context"
	"sort"

	"huntline/engine"
	"huntline/meta"
)

// Templates per language (issue 17): a template may be written in one language (its
// language field, empty for any); a mail is best written in the recipient's language, which
// the records the mail is about declare (addressed_by.language), else in the user's.

// optionCode reads an option value as a read answers it (the code, or {code, name}).
func optionCode(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case map[string]any:
		s, _ := t["code"].(string)
		return s
	}
	return ""
}

// relatedContext completes the records a mail is about with those they link to under a link
// the message model has too: a submission brings its candidate and job, a job its client,
// so a template names {{joborder.jobTitle}} and {{client.name}} from a submission's mail.
// Ids given stay; records the user may not read bring nothing.
func (mod *Module) relatedContext(ctx context.Context, p engine.Principal, msg *meta.Model, ids map[string]int64) error {
	links := variableLinks(msg)
	done := map[string]bool{meta.UserModel: true}
	for changed := true; changed; {
		changed = false
		for _, lf := range links {
			id := ids[lf.Name]
			if id == 0 || done[lf.Name] {
				continue
			}
			done[lf.Name] = true
			it, err := mod.Engine().Get(ctx, p, lf.To, id, nil)
			if err != nil {
				continue // not readable: it brings no others
			}
			target := mod.Engine().Reg().Model(lf.To)
			for _, other := range links {
				if ids[other.Name] != 0 {
					continue
				}
				f := target.Field(other.Name)
				if f == nil || f.Type != "foreignkey" || f.Multiple || f.To != other.To {
					continue
				}
				if v, ok := engine.AsID(it[f.Name]); ok {
					ids[other.Name] = v
					changed = true
				}
			}
		}
	}
	return nil
}

// MailLanguage answers the language a mail about the records ids is best written in: the
// declared language (addressed_by.language) of the record under the link named first (the
// template type, when it names a link: "clientcontact" for a mail to the client's contact),
// else of the first that answers one in the message model's field order, else the user's.
func (mod *Module) MailLanguage(ctx context.Context, p engine.Principal, first string, ids map[string]int64) string {
	msg := ModelOf(mod.Engine().Reg(), RoleMessage)
	if msg == nil {
		return p.Lang
	}
	_ = mod.relatedContext(ctx, p, msg, ids)
	links := variableLinks(msg)
	sort.SliceStable(links, func(i, j int) bool { return links[i].Name == first && links[j].Name != first })
	for _, lf := range links {
		a := AddressedOf(mod.Engine().Reg().Model(lf.To))
		if a == nil || ids[lf.Name] == 0 || lf.To == meta.UserModel {
			continue
		}
		it, err := mod.Engine().Get(ctx, p, lf.To, ids[lf.Name], nil)
		if err != nil {
			continue
		}
		if l := a.LanguageOf(it); l != "" {
			return l
		}
	}
	return p.Lang
}
