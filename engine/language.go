package engine

import (
	"context"
	"net/http"

	"huntline/meta"
)

// Languages are the interface languages a user may choose.
var Languages = []string{"zh_CN", "zh_TW", "en"}

// ChangeLanguage stores the signed-in user's interface language (one of Languages) and
// answers it. id, when sent, must be the user's own.
func (e *Engine) ChangeLanguage(ctx context.Context, p Principal, id int64, lang string) error {
	valid := false
	for _, l := range Languages {
		valid = valid || l == lang
	}
	if !valid {
		return badRequest("lang_invalid", "lang: %q is not one of zh_CN, zh_TW, en", lang).with(map[string]any{"Value": lang})
	}
	if id != 0 && id != p.UserID {
		return &Error{Status: http.StatusForbidden, Key: "lang_other_user", Msg: "id: you may change only your own language"}
	}
	rec, err := e.userRecord(ctx, p.TenantID, p.UserID)
	if err != nil {
		return err
	}
	// As the system: a user may set their own language whatever their rights on user records.
	if _, err := e.Save(ctx, System(p.TenantID), meta.UserModel, map[string]any{"id": p.UserID, "version": rec.Version, meta.UserLangField: lang}); err != nil {
		return err
	}
	return nil // the save told the sessions the user changed (save.go)
}
