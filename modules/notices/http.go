package notices

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/meta"
)

// The short-notice calls (spec 001 §3 "SMS notice", "WeChat notice", §7 "Templates and
// contact"). The paths name the channel (sms, wechat), as the spec's do; the template
// model's name comes from metadata (notice_template).

// Routes binds the calls of the models metadata declares.
func (mod *Module) Routes(r *rest.Router) {
	if m := TemplateModel(r.Engine().Reg(), ChannelSMS); m != nil {
		r.GET("/"+m.Name+"/get_type", mod.smsTemplates)
		r.GET("/custom_field/"+m.Name+"/edit/get_type", mod.smsTemplateTypes)
		r.GET("/sms/template/meta/:type", mod.smsTemplateMeta)
		r.POST("/sms/choosetemplate/:id", mod.smsChooseTemplate)
	}
	if OutboxModel(r.Engine().Reg()) != nil {
		r.POST("/sms/send", mod.sendSMS)
		r.POST("/wechat/send", mod.sendWeChat)
		r.POST("/sms/:id/retry", mod.retryNotice)
	}
	r.GET("/notice/receivers", mod.noticeReceivers)
}

// smsTemplates: GET /rest/{sms template model}/get_type?type= → {status, data: {system, user}}
func (mod *Module) smsTemplates(c echo.Context) error {
	sets, err := mod.NoticeTemplates(c.Request().Context(), rest.Principal(c), ChannelSMS, strings.TrimSpace(c.QueryParam("type")))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": sets})
}

// smsTemplateTypes: GET /rest/custom_field/{sms template model}/edit/get_type?fields=type →
// the type field's options as code/value pairs, in the user's language.
func (mod *Module) smsTemplateTypes(c echo.Context) error {
	ctx, p := c.Request().Context(), rest.Principal(c)
	m := TemplateModel(mod.Engine().Reg(), ChannelSMS)
	if err := mod.Engine().Access.Allow(ctx, p, m, engine.ActView); err != nil {
		return err
	}
	typeData := []map[string]string{}
	for _, o := range mod.Engine().Options.List(ctx, p.TenantID, m.Field("type").OptionList()) {
		typeData = append(typeData, map[string]string{"code": o.Code, "value": o.Value(p.Lang)})
	}
	return rest.OK(c, map[string]any{"type_data": typeData, "data": []map[string]any{{"name": "type", "meta_class": map[string]any{"type_data": typeData}}}})
}

// smsTemplateMeta: GET /rest/sms/template/meta/{type} → {status, data: {receiver,
// receiver_unchangable, view_group, auto_selected, attach_resume}}
func (mod *Module) smsTemplateMeta(c echo.Context) error {
	m, err := mod.NoticeTemplateMeta(c.Request().Context(), rest.Principal(c), ChannelSMS, c.Param("type"))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": m})
}

// smsChooseTemplate: POST /rest/sms/choosetemplate/{template id or 0}, data = {content,
// mobile, _type, candidate: id, ...} → {status, data: {content}}: the content (or the
// template's, when content is empty) with its variables filled.
func (mod *Module) smsChooseTemplate(c echo.Context) error {
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	tpl, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || tpl < 0 {
		return rest.BadParam("id", "%q is not a template id (0 previews the posted content)", c.Param("id"))
	}
	content, _ := data["content"].(string)
	out, err := mod.PreviewNotice(c.Request().Context(), rest.Principal(c), NoticePreview{
		Channel: ChannelSMS, Content: content, Template: tpl, Links: noticeLinks(data)})
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"content": out}})
}

// sendSMS: POST /rest/sms/send, data = {to or mobile: "138...,139...", content, template_type,
// candidate: id, ...; or receiver_model + receiver_id instead of numbers} → {status, data: [ids]}
func (mod *Module) sendSMS(c echo.Context) error { return mod.sendNotice(c, ChannelSMS, "mobile") }

// sendWeChat: POST /rest/wechat/send, data = {openid (or to), content, ...} as sendSMS.
func (mod *Module) sendWeChat(c echo.Context) error {
	return mod.sendNotice(c, ChannelWeChat, "openid")
}

func (mod *Module) sendNotice(c echo.Context, channel, addressKey string) error {
	data, err := rest.BodyData(c)
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
	ids, err := mod.SendNotice(c.Request().Context(), rest.Principal(c), NoticeSend{
		Channel: channel, To: to, Content: content, TemplateType: tt, Links: noticeLinks(data),
		ReceiverModel: rm, ReceiverID: rid})
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": ids, "count": len(ids)})
}

// retryNotice: POST /rest/sms/{id}/retry → queues a failed notice again.
func (mod *Module) retryNotice(c echo.Context) error {
	id, err := rest.IDParam(c)
	if err != nil {
		return err
	}
	return rest.Done(c, mod.RetryNotice(c.Request().Context(), rest.Principal(c), id))
}

// noticeReceivers: GET /rest/notice/receivers?model=candidate&ids=1,2 → {status, data:
// [{model, id, __name__, email, mobile, openid, masked}]}
func (mod *Module) noticeReceivers(c echo.Context) error {
	raw, err := rest.ListParam(c, "ids")
	if err != nil {
		return err
	}
	ids := make([]int64, 0, len(raw))
	for _, r := range raw {
		id, err := strconv.ParseInt(r, 10, 64)
		if err != nil || id < 1 {
			return rest.BadParam("ids", "%q is not a record id", r)
		}
		ids = append(ids, id)
	}
	out, err := mod.NoticeReceivers(c.Request().Context(), rest.Principal(c), c.QueryParam("model"), ids)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": out})
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
