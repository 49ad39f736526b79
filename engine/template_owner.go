package engine

import (
	"net/http"

	"huntline/meta"
)

// checkTemplateOwner keeps system templates (no owner) and other users' templates, of the
// models a module marks OwnerKept, to admins: anyone else saves templates as their own. Editing someone else's is refused before this by
// the model's edit_access (editors: owner).
func (wr *writes) checkTemplateOwner(p Principal, m *meta.Model, in *input) error {
	template := wr.e.ownerKept(m)
	if !template || p.IsAdmin {
		return nil
	}
	owner, given := in.set["owner"]
	if !given && in.id == 0 && m.Field("owner").DefaultValue == nil {
		given = true // a new template without an owner would be a system template
	}
	if !given || (owner != nil && toInt64(owner) == p.UserID) {
		return nil
	}
	return &Error{Status: http.StatusForbidden, Key: "notice_template_owner",
		Msg: "owner: only administrators keep system templates or other users' templates; save it as your own"}
}
