package rest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/meta"
)

// The short-notice calls (spec 001 §3 "SMS notice", "WeChat notice", §7 "Templates and
// contact"). The paths name the channel (sms, wechat), as the spec's do; the template
// model's name comes from metadata (notice_template).

// smsTemplates: GET /rest/{sms template model}/get_type?type= → {status, data: {system, user}}
func (s *Server) smsTemplates(c echo.Context) error {
	sets, err := s.e.NoticeTemplates(c.Request().Context(), principal(c), meta.ChannelSMS, strings.TrimSpace(c.QueryParam("type")))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": sets})
}

// smsTemplateTypes: GET /rest/custom_field/{sms template model}/edit/get_type?fields=type →
// the type field's options as code/value pairs, in the user's language.
func (s *Server) smsTemplateTypes(c echo.Context) error {
	ctx, p := c.Request().Context(), principal(c)
	m := s.e.Reg().NoticeTemplateModel(meta.ChannelSMS)
	if err := s.e.Access.Allow(ctx, p, m, engine.ActView); err != nil {
		return err
	}
	typeData := []map[string]string{}
	for _, o := range s.e.Options.List(ctx, p.TenantID, m.Field("type").OptionList()) {
		typeData = append(typeData, map[string]string{"code": o.Code, "value": o.Value(p.Lang)})
	}
	return ok(c, map[string]any{"type_data": typeData, "data": []map[string]any{{"name": "type", "meta_class": map[string]any{"type_data": typeData}}}})
}

// smsTemplateMeta: GET /rest/sms/template/meta/{type} → {status, data: {receiver,
// receiver_unchangable, view_group, auto_selected, attach_resume}}
func (s *Server) smsTemplateMeta(c echo.Context) error {
	m, err := s.e.NoticeTemplateMeta(c.Request().Context(), principal(c), meta.ChannelSMS, c.Param("type"))
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": m})
}

// smsChooseTemplate: POST /rest/sms/choosetemplate/{template id or 0}, data = {content,
// mobile, _type, candidate: id, ...} → {status, data: {content}}: the content (or the
// template's, when content is empty) with its variables filled.
func (s *Server) smsChooseTemplate(c echo.Context) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	tpl, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || tpl < 0 {
		return badParam("id", "%q is not a template id (0 previews the posted content)", c.Param("id"))
	}
	content, _ := data["content"].(string)
	out, err := s.e.PreviewNotice(c.Request().Context(), principal(c), engine.NoticePreview{
		Channel: meta.ChannelSMS, Content: content, Template: tpl, Links: noticeLinks(data)})
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": map[string]any{"content": out}})
}

// sendSMS: POST /rest/sms/send, data = {to or mobile: "138...,139...", content, template_type,
// candidate: id, ...; or receiver_model + receiver_id instead of numbers} → {status, data: [ids]}
func (s *Server) sendSMS(c echo.Context) error { return s.sendNotice(c, meta.ChannelSMS, "mobile") }

// sendWeChat: POST /rest/wechat/send, data = {openid (or to), content, ...} as sendSMS.
func (s *Server) sendWeChat(c echo.Context) error {
	return s.sendNotice(c, meta.ChannelWeChat, "openid")
}

func (s *Server) sendNotice(c echo.Context, channel, addressKey string) error {
	data, err := bodyData(c)
	if err != nil {
		return err
	}
	to := receiverList(data["to"])
	if to == "" {
		to = receiverList(data[addressKey])
	}
	content, _ := data["content"].(string)
	tt, _ := data["template_type"].(string)
	if tt == "" {
		tt, _ = data["_type"].(string)
	}
	rm, _ := data["receiver_model"].(string)
	rid, _ := meta.AsInt(data["receiver_id"])
	ids, err := s.e.SendNotice(c.Request().Context(), principal(c), engine.NoticeSend{
		Channel: channel, To: to, Content: content, TemplateType: tt, Links: noticeLinks(data),
		ReceiverModel: rm, ReceiverID: rid})
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": ids, "count": len(ids)})
}

// retryNotice: POST /rest/sms/{id}/retry → queues a failed notice again.
func (s *Server) retryNotice(c echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	return done(c, s.e.RetryNotice(c.Request().Context(), principal(c), id))
}

// noticeReceivers: GET /rest/notice/receivers?model=candidate&ids=1,2 → {status, data:
// [{model, id, __name__, email, mobile, openid, masked}]}
func (s *Server) noticeReceivers(c echo.Context) error {
	raw, err := listParam(c, "ids")
	if err != nil {
		return err
	}
	ids := make([]int64, 0, len(raw))
	for _, r := range raw {
		id, err := strconv.ParseInt(r, 10, 64)
		if err != nil || id < 1 {
			return badParam("ids", "%q is not a record id", r)
		}
		ids = append(ids, id)
	}
	out, err := s.e.NoticeReceivers(c.Request().Context(), principal(c), c.QueryParam("model"), ids)
	if err != nil {
		return err
	}
	return ok(c, map[string]any{"data": out})
}

// receiverList reads addresses given as a comma string or a JSON list.
func receiverList(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case []any:
		parts := make([]string, 0, len(t))
		for _, x := range t {
			parts = append(parts, fmt.Sprint(x))
		}
		return strings.Join(parts, ",")
	}
	return ""
}

// noticeLinks reads the records a notice is about: keys holding a positive id (candidate:
// 12, or candidate_id: 12); the engine keeps those naming models.
func noticeLinks(data map[string]any) map[string]int64 {
	out := map[string]int64{}
	for k, v := range data {
		if k == "receiver_id" {
			continue
		}
		id, err := meta.AsInt(v)
		if err != nil || id < 1 {
			continue
		}
		out[strings.TrimSuffix(k, "_id")] = id
	}
	return out
}
