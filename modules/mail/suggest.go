package mail

import (
	"context"
	"net/url"
	"slices"
	"strings"

	"huntline/engine"
	"huntline/gql"
	"huntline/mailer"
	"huntline/meta"
)

// Address suggestions for the composer's tag inputs (GET /rest/candidate/email_autocomplete):
// the e-mail fields (char, format email) of every quick-search model, matched as the user
// may read them: fields hidden from the user are not searched, so hidden contact details
// stay hidden.

// EmailSuggestion is one address offered while typing.
type EmailSuggestion struct {
	Email string `json:"email"`
	Name  string `json:"name"`
	Model string `json:"model"`
	ID    int64  `json:"id"`
	Label string `json:"label"` // "Name <address>", what the tag input shows
}

// EmailSuggestLimit bounds the suggestions of one call.
const EmailSuggestLimit = 20

// EmailSuggestions answers addresses containing term. models narrows the models searched
// (the spec's type parameter); empty searches every quick-search model with e-mail fields.
func (mod *Module) EmailSuggestions(ctx context.Context, p engine.Principal, term string, models []string) ([]EmailSuggestion, error) {
	term = strings.TrimSpace(term)
	out := []EmailSuggestion{}
	if term == "" || len([]rune(term)) > 100 {
		return out, nil
	}
	for _, m := range mod.Engine().Reg().Models() {
		if !m.QuickSearch || (len(models) > 0 && !slices.Contains(models, m.Name)) {
			continue
		}
		fields := slices.DeleteFunc(emailFields(m), func(f *meta.Field) bool { return mod.Engine().Hidden(ctx, p, m, f) })
		if len(fields) == 0 || mod.Engine().Access.Allow(ctx, p, m, engine.ActView) != nil {
			continue // hidden addresses are neither matched nor suggested
		}
		var or []gql.Node
		for _, f := range fields {
			or = append(or, &gql.Cond{Path: []string{f.Name, "icontains"}, Raw: url.QueryEscape(term), HasValue: true})
		}
		items, err := mod.Engine().Page(ctx, p, gql.Query{Model: m, Filter: &gql.Or{Items: or}, Limit: EmailSuggestLimit})
		if err != nil {
			return nil, err
		}
		low := strings.ToLower(term)
		for _, it := range items {
			name, _ := it["__name__"].(string)
			for _, f := range fields {
				s, _ := it[f.Name].(string)
				addr, ok := mailer.Address(s)
				if !ok || !strings.Contains(strings.ToLower(addr), low) {
					continue // empty, masked or another field matched
				}
				out = append(out, EmailSuggestion{Email: addr, Name: name, Model: m.Name, ID: engine.AsInt64(it["id"]), Label: name + " <" + addr + ">"})
				if len(out) == EmailSuggestLimit {
					return out, nil
				}
			}
		}
	}
	return out, nil
}

func emailFields(m *meta.Model) []*meta.Field {
	var out []*meta.Field
	for _, f := range m.DataFields() {
		if f.Type == "char" && f.Format == "email" && !f.Hidden {
			out = append(out, f)
		}
	}
	return out
}
