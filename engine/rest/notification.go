package rest

import (
	"encoding/json"
	"strings"

	"github.com/labstack/echo/v4"
)

// The inbox's own calls beside the generic list: its count, marking read, and the
// notification settings (spec 001 §7 "Notification settings"). The list itself is the
// generic GET /rest/{inbox}/list?gql=user={{user.id}}.

// messageCount: GET /rest/data/message_count → {msg, email, calendar, todo}.
func (s *Server) messageCount(c echo.Context) error {
	counts, err := s.e.MessageCounts(c.Request().Context(), principal(c))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": counts})
}

// markRead: POST /rest/{inbox}/read, data {"ids": [...]} or {"ids": "all"}; answers the
// ids that changed from unread to read.
func (s *Server) markRead(c echo.Context) error {
	var req struct {
		IDs json.RawMessage `json:"ids"`
	}
	if err := decodeData(c, &req, `{"ids": [notification ids] or "all"}`); err != nil {
		return err
	}
	var ids []int64
	all := strings.TrimSpace(string(req.IDs)) == `"all"`
	if !all && len(req.IDs) > 0 {
		if err := json.Unmarshal(req.IDs, &ids); err != nil {
			return badParam("ids", `expected a list of notification ids or "all"`)
		}
	}
	changed, err := s.e.MarkRead(c.Request().Context(), principal(c), ids, all)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": changed})
}

// messageTypes: GET /rest/data/messagetype, the types the user may switch.
func (s *Server) messageTypes(c echo.Context) error {
	types, err := s.e.MessageTypes(c.Request().Context(), principal(c))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": types})
}

// messageSettings: GET /rest/messageconfig/user_setting?notice_type=message.
func (s *Server) messageSettings(c echo.Context) error {
	nt := c.QueryParam("notice_type")
	values, err := s.e.MessageSettings(c.Request().Context(), principal(c), nt)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": map[string]any{"notice_type": nt, "values": values}})
}

// setMessageSettings: POST /rest/messageconfig/batch_setting, data {notice_type, values}.
func (s *Server) setMessageSettings(c echo.Context) error {
	var req struct {
		NoticeType string         `json:"notice_type"`
		Values     map[string]any `json:"values"`
	}
	if err := decodeData(c, &req, `{"notice_type": "message", "values": {"<type code>": true | false}}`); err != nil {
		return err
	}
	values, err := s.e.SetMessageSettings(c.Request().Context(), principal(c), req.NoticeType, req.Values)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": map[string]any{"notice_type": req.NoticeType, "values": values}})
}
