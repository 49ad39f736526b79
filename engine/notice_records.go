package engine

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"huntline/meta"
)

// Reading the records a notice is about: their addresses (receiver lookup) and their values
// (template variables). Both read in the user's scope, so a notice cannot reach or quote a
// record the sender may not see.

// readable answers one record of m that p may see, or a 404.
func (e *Engine) readable(ctx context.Context, p Principal, m *meta.Model, id int64) (Item, error) {
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	items, err := e.byIDs(ctx, e.compiler(ctx, p), m, []int64{id}, false)
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, recordNotFound(m, id)
	}
	if out, err := e.outside(ctx, p, m, items); err != nil {
		return nil, err
	} else if out[id] {
		return nil, recordNotFound(m, id)
	}
	return items[0], e.maskNames(ctx, p, m, items)
}

// Receiver is one person's notice addresses (spec 001 "Receiver lookup"): each channel's
// fields joined with commas. Masked tells the addresses are shown with all but the last four
// characters hidden, because the tenant hides contact details: a send then names the record
// (receiver) and the server reads the real addresses.
type Receiver struct {
	Model  string `json:"model"`
	ID     int64  `json:"id"`
	Name   string `json:"__name__"`
	Email  string `json:"email"`
	Mobile string `json:"mobile"`
	OpenID string `json:"openid"`
	Masked bool   `json:"masked"`
}

// MaxReceiverLookup bounds one receiver lookup: a widget's handful of people.
const MaxReceiverLookup = 50

// NoticeReceivers looks up the addresses of records of model.
func (e *Engine) NoticeReceivers(ctx context.Context, p Principal, model string, ids []int64) ([]Receiver, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	if len(ids) == 0 || len(ids) > MaxReceiverLookup {
		return nil, badRequest("receiver_ids", "ids: give 1 to %d record ids", MaxReceiverLookup).with(map[string]any{"Max": MaxReceiverLookup})
	}
	hide := !e.seesContacts(ctx, p)
	out := make([]Receiver, 0, len(ids))
	for _, id := range ids {
		it, err := e.readable(ctx, p, m, id)
		if err != nil {
			return nil, err
		}
		name, _ := it["__name__"].(string)
		r := Receiver{Model: m.Name, ID: id, Name: name}
		masked := false
		join := func(channel string) string {
			var parts []string
			for _, fn := range meta.ReceiverFields[channel] {
				f := m.Field(fn)
				s, _ := it[fn].(string)
				if f == nil || strings.TrimSpace(s) == "" {
					continue
				}
				s = strings.TrimSpace(s)
				if hide && f.Concealed() {
					s, masked = maskAddress(s), true
				}
				parts = append(parts, s)
			}
			return strings.Join(parts, ",")
		}
		r.Email, r.Mobile, r.OpenID = join(meta.ChannelEmail), join(meta.ChannelSMS), join(meta.ChannelWeChat)
		r.Masked = masked
		out = append(out, r)
	}
	return out, nil
}

// addresses answers the real addresses of one record for channel, for a send that names the
// record instead of the numbers.
func (e *Engine) addresses(ctx context.Context, p Principal, model string, id int64, channel string) ([]string, error) {
	m, err := e.model(model)
	if err != nil {
		return nil, err
	}
	it, err := e.readable(ctx, p, m, id)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, fn := range meta.ReceiverFields[channel] {
		if s, _ := it[fn].(string); strings.TrimSpace(s) != "" && m.Field(fn) != nil {
			out = append(out, strings.TrimSpace(s))
		}
	}
	return out, nil
}

func maskAddress(s string) string {
	r := []rune(s)
	if len(r) <= 4 {
		return strings.Repeat("*", len(r))
	}
	return strings.Repeat("*", len(r)-4) + string(r[len(r)-4:])
}

// noticeVars answers the lookup filling {{model.field}} from the records of links (model
// name -> id) and the sender ({{user.*}} without a user link). A name that is no model or no
// field is unknown; a model the notice names no record of cannot be filled.
func (e *Engine) noticeVars(ctx context.Context, p Principal, links map[string]int64) func(string) (string, error) {
	d := e.newDisplayer(ctx, p)
	loaded := map[string]Item{}
	return func(name string) (string, error) {
		modelName, fieldName, ok := strings.Cut(name, ".")
		if !ok || strings.Contains(fieldName, ".") {
			return "", errUnknownVar("unknown variable: write {{model.field}}")
		}
		m := e.Reg().Model(modelName)
		if m == nil {
			return "", errUnknownVar("unknown variable: there is no model %s", modelName)
		}
		f := m.Field(fieldName)
		if f == nil && fieldName != "__name__" {
			return "", errUnknownVar("unknown variable: %s has no field %s", modelName, fieldName)
		}
		id := links[modelName]
		if id == 0 && modelName == meta.UserModel {
			id = p.UserID
		}
		if id == 0 {
			return "", errUnknownVar("needs a %s: choose the record the notice is about", modelName)
		}
		it, done := loaded[modelName]
		if !done {
			var err error
			if it, err = e.readable(ctx, p, m, id); err != nil {
				return "", errUnknownVar("the %s %d cannot be read", modelName, id)
			}
			loaded[modelName] = it
		}
		if f == nil {
			s, _ := it["__name__"].(string)
			return s, nil
		}
		if err := d.load(ctx, []Item{it}, []*meta.Field{f}); err != nil {
			return "", err
		}
		v := d.value(ctx, f, it[f.Name])
		if v == nil {
			return "", nil
		}
		if s, isText := v.(string); isText {
			return s, nil
		}
		return fmt.Sprint(v), nil
	}
}

// renderNotice fills a notice's variables, refusing unknown ones with a 400 naming them.
func (e *Engine) renderNotice(ctx context.Context, p Principal, content string, links map[string]int64) (string, error) {
	out, err := RenderVars(content, e.noticeVars(ctx, p, links))
	if ve, isVar := err.(*VarError); isVar {
		return "", (&Error{Status: http.StatusBadRequest, Key: "notice_variables", Msg: "content: " + ve.Error()}).with(map[string]any{"Problems": ve.Error()})
	}
	return out, err
}
