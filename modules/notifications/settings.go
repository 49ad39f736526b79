package notifications

import (
	"context"
	"net/http"
	"slices"
	"sort"
	"strings"

	"huntline/engine"
)

// Notification settings (spec 001 "Notification settings"): each user switches the message
// types of the inbox on or off. Which types a user may configure depends on the tenant's
// client type: an option of the inbox's type list names it in ext ("ht", "hr", "ht,hr").

// NoticeTypeMessage is the one kind of notification settings: system notifications.
const NoticeTypeMessage = "message"

// MessageType is one configurable type (GET /rest/data/messagetype).
type MessageType struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Color string `json:"color,omitempty"`
}

// MessageTypes answers the types p may switch, in the option list's order.
func (mod *Module) MessageTypes(ctx context.Context, p engine.Principal) ([]MessageType, error) {
	m, err := mod.inbox()
	if err != nil {
		return nil, err
	}
	f := m.Field("type")
	clientType := strings.ToLower(mod.Engine().Tenants.Config(ctx, p.TenantID).ClientType)
	out := []MessageType{}
	for _, o := range mod.Engine().Options.List(ctx, p.TenantID, f.OptionKey) {
		if slices.Contains(strings.Split(strings.ReplaceAll(strings.ToLower(o.Ext), " ", ""), ","), clientType) {
			out = append(out, MessageType{ID: o.Code, Name: o.Value(p.Lang), Color: o.Color})
		}
	}
	return out, nil
}

// MessageSettings answers p's switches for every configurable type: on unless turned off.
func (mod *Module) MessageSettings(ctx context.Context, p engine.Principal, noticeType string) (map[string]bool, error) {
	if noticeType != NoticeTypeMessage {
		return nil, errNoticeType(noticeType)
	}
	types, err := mod.MessageTypes(ctx, p)
	if err != nil {
		return nil, err
	}
	cfg, err := mod.Engine().Store.UserConfig(ctx, p.TenantID, p.UserID)
	if err != nil {
		return nil, err
	}
	saved, _ := cfg[UserMessageConfigKey].(map[string]any)
	out := make(map[string]bool, len(types))
	for _, t := range types {
		on, set := saved[t.ID].(bool)
		out[t.ID] = on || !set
	}
	return out, nil
}

// SetMessageSettings stores switches for p (POST /rest/messageconfig/batch_setting):
// values maps type codes to booleans; a code p may not configure is refused by name, and
// nothing is written unless every value is right. It answers the settings now in force.
func (mod *Module) SetMessageSettings(ctx context.Context, p engine.Principal, noticeType string, values map[string]any) (map[string]bool, error) {
	if noticeType != NoticeTypeMessage {
		return nil, errNoticeType(noticeType)
	}
	if len(values) == 0 {
		return nil, engine.BadRequest("messageconfig_empty", "values: give at least one message type and whether it is on, e.g. {\"mention\": false}")
	}
	types, err := mod.MessageTypes(ctx, p)
	if err != nil {
		return nil, err
	}
	known := map[string]bool{}
	for _, t := range types {
		known[t.ID] = true
	}
	var unknown, notBool []string
	for code, v := range values {
		switch {
		case !known[code]:
			unknown = append(unknown, code)
		default:
			if _, ok := v.(bool); !ok {
				notBool = append(notBool, code)
			}
		}
	}
	sort.Strings(unknown)
	sort.Strings(notBool)
	if len(unknown) > 0 {
		return nil, &engine.Error{Status: http.StatusBadRequest, Key: "messageconfig_unknown", Args: map[string]any{"Codes": strings.Join(unknown, ", ")},
			Msg: "values: " + strings.Join(unknown, ", ") + ": not a message type you can configure"}
	}
	if len(notBool) > 0 {
		return nil, &engine.Error{Status: http.StatusBadRequest, Key: "messageconfig_bool", Args: map[string]any{"Codes": strings.Join(notBool, ", ")},
			Msg: "values: " + strings.Join(notBool, ", ") + ": must be true or false"}
	}
	cfg, err := mod.Engine().Store.UserConfig(ctx, p.TenantID, p.UserID)
	if err != nil {
		return nil, err
	}
	merged := map[string]any{}
	if saved, ok := cfg[UserMessageConfigKey].(map[string]any); ok {
		for k, v := range saved {
			if known[k] { // types no longer configurable drop out
				merged[k] = v
			}
		}
	}
	for k, v := range values {
		merged[k] = v
	}
	if err := mod.Engine().Store.SetUserConfig(ctx, p.TenantID, p.UserID, map[string]any{UserMessageConfigKey: merged}, mod.Engine().Now().UTC()); err != nil {
		return nil, err
	}
	return mod.MessageSettings(ctx, p, noticeType)
}
