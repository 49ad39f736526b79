package notices

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"huntline/engine"
	"huntline/meta"
)

// Reading the records a notice is about: their addresses (receiver lookup) and their values
// (template variables). Both read in the user's scope, so a notice cannot reach or quote a
// record the sender may not see.

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
func (mod *Module) NoticeReceivers(ctx context.Context, p engine.Principal, model string, ids []int64) ([]Receiver, error) {
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return nil, err
	}
	if len(ids) == 0 || len(ids) > MaxReceiverLookup {
		return nil, engine.BadRequest("receiver_ids", "ids: give 1 to %d record ids", MaxReceiverLookup).With(map[string]any{"Max": MaxReceiverLookup})
	}
	hide := !mod.Engine().SeesContacts(ctx, p)
	out := make([]Receiver, 0, len(ids))
	for _, id := range ids {
		it, err := mod.Engine().Readable(ctx, p, m, id)
		if err != nil {
			return nil, err
		}
		name, _ := it["__name__"].(string)
		r := Receiver{Model: m.Name, ID: id, Name: name}
		masked := false
		join := func(channel string) string {
			var parts []string
			for _, fn := range ReceiverFields[channel] {
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
		r.Email, r.Mobile, r.OpenID = join(ChannelEmail), join(ChannelSMS), join(ChannelWeChat)
		r.Masked = masked
		out = append(out, r)
	}
	return out, nil
}

// addresses answers the real addresses of one record for channel, for a send that names the
// record instead of the numbers.
func (mod *Module) addresses(ctx context.Context, p engine.Principal, model string, id int64, channel string) ([]string, error) {
	m, err := mod.Engine().ModelNamed(model)
	if err != nil {
		return nil, err
	}
	it, err := mod.Engine().Readable(ctx, p, m, id)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, fn := range ReceiverFields[channel] {
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
func (mod *Module) noticeVars(ctx context.Context, p engine.Principal, links map[string]int64) func(string) (string, error) {
	d := mod.Engine().NewDisplayer(ctx, p)
	loaded := map[string]engine.Item{}
	return func(name string) (string, error) {
		modelName, fieldName, ok := strings.Cut(name, ".")
		if !ok || strings.Contains(fieldName, ".") {
			return "", fmt.Errorf("unknown variable: write {{model.field}}")
		}
		m := mod.Engine().Reg().Model(modelName)
		if m == nil {
			return "", fmt.Errorf("unknown variable: there is no model %s", modelName)
		}
		f := m.Field(fieldName)
		if f == nil && fieldName != "__name__" {
			return "", fmt.Errorf("unknown variable: %s has no field %s", modelName, fieldName)
		}
		id := links[modelName]
		if id == 0 && modelName == meta.UserModel {
			id = p.UserID
		}
		if id == 0 {
			return "", fmt.Errorf("needs a %s: choose the record the notice is about", modelName)
		}
		it, done := loaded[modelName]
		if !done {
			var err error
			if it, err = mod.Engine().Readable(ctx, p, m, id); err != nil {
				return "", fmt.Errorf("the %s %d cannot be read", modelName, id)
			}
			loaded[modelName] = it
		}
		if f == nil {
			s, _ := it["__name__"].(string)
			return s, nil
		}
		v, err := d.Value(ctx, it, f)
		if err != nil {
			return "", err
		}
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
func (mod *Module) renderNotice(ctx context.Context, p engine.Principal, content string, links map[string]int64) (string, error) {
	out, err := engine.RenderVars(content, mod.noticeVars(ctx, p, links))
	if ve, isVar := err.(*engine.VarError); isVar {
		return "", (&engine.Error{Status: http.StatusBadRequest, Key: "notice_variables", Msg: "content: " + ve.Error()}).With(map[string]any{"Problems": ve.Error()})
	}
	return out, err
}
