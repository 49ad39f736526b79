package notifications

import (
	"encoding/json"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
)

// The inbox's own calls beside the generic list: its count, marking read, and the
// notification settings (spec 001 §7 "Notification settings"). The list itself is the
// generic GET /rest/{inbox}/list?gql=user={{user.id}}.

// Routes binds the header's counts, the settings, and marking read on the inbox model
// metadata names ("notification_inbox").
func (mod *Module) Routes(r *rest.Router) {
	r.GET("/data/message_count", mod.messageCount)
	r.GET("/data/messagetype", mod.messageTypes)
	r.GET("/messageconfig/user_setting", mod.messageSettings)
	r.POST("/messageconfig/batch_setting", mod.setMessageSettings)
	if inbox := InboxModel(mod.Engine().Reg()); inbox != nil {
		r.POST("/"+inbox.Name+"/read", mod.markRead)
	}
}

// headerCounts are the kinds the header shows (spec), answered even when no module counts one.
var headerCounts = []string{"msg", "email", "calendar", "todo"}

// messageCount: GET /rest/data/message_count → {msg, email, calendar, todo}, and any other
// kind a module counts.
func (mod *Module) messageCount(c echo.Context) error {
	counts, err := mod.Engine().MessageCounts(c.Request().Context(), rest.Principal(c))
	if err != nil {
		return err
	}
	for _, k := range headerCounts {
		if _, ok := counts[k]; !ok {
			counts[k] = 0
		}
	}
	return rest.OK(c, map[string]any{"data": counts})
}

// markRead: POST /rest/{inbox}/read, data {"ids": [...]} or {"ids": "all"}; answers the
// ids that changed from unread to read.
func (mod *Module) markRead(c echo.Context) error {
	var req struct {
		IDs json.RawMessage `json:"ids"`
	}
	if err := rest.DecodeData(c, &req, `{"ids": [notification ids] or "all"}`); err != nil {
		return err
	}
	var ids []int64
	all := strings.TrimSpace(string(req.IDs)) == `"all"`
	if !all && len(req.IDs) > 0 {
		if err := json.Unmarshal(req.IDs, &ids); err != nil {
			return rest.BadParam("ids", `expected a list of notification ids or "all"`)
		}
	}
	changed, err := mod.MarkRead(c.Request().Context(), rest.Principal(c), ids, all)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": changed})
}

// messageTypes: GET /rest/data/messagetype, the types the user may switch.
func (mod *Module) messageTypes(c echo.Context) error {
	types, err := mod.MessageTypes(c.Request().Context(), rest.Principal(c))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": types})
}

// messageSettings: GET /rest/messageconfig/user_setting?notice_type=message.
func (mod *Module) messageSettings(c echo.Context) error {
	nt := c.QueryParam("notice_type")
	values, err := mod.MessageSettings(c.Request().Context(), rest.Principal(c), nt)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"notice_type": nt, "values": values}})
}

// setMessageSettings: POST /rest/messageconfig/batch_setting, data {notice_type, values}.
func (mod *Module) setMessageSettings(c echo.Context) error {
	var req struct {
		NoticeType string         `json:"notice_type"`
		Values     map[string]any `json:"values"`
	}
	if err := rest.DecodeData(c, &req, `{"notice_type": "message", "values": {"<type code>": true | false}}`); err != nil {
		return err
	}
	values, err := mod.SetMessageSettings(c.Request().Context(), rest.Principal(c), req.NoticeType, req.Values)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"notice_type": req.NoticeType, "values": values}})
}
