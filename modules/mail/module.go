package mail

import (
	"context"
	"embed"
	"net/url"
	"strconv"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
)

//go:embed module.json i18n
var files embed.FS

// Config is how the module sends.
type Config struct {
	// Attempts is how often a mail is tried before it is marked failed (0: 5; tests lower it
	// so a failure shows at once).
	Attempts int
}

// Module is e-mail written from records (spec 001 "E-mail composer"): the mail and template
// models metadata names ("mail": {"role": ...}), sent through the core's mailer by the job
// queue.
type Module struct {
	engine.Declared
	attempts int // how often a mail is tried
}

// New answers the module.
func New(cfg Config) *Module {
	attempts := cfg.Attempts
	if attempts < 1 {
		attempts = defaultAttempts
	}
	return &Module{Declared: engine.Declare(files), attempts: attempts}
}

// Start registers the job sending a mail, the header's count of failed mails, the check of
// a template's variables, templates kept to their owners and the cleaning of the user's signature.
func (mod *Module) Start(h *engine.Host) error {
	h.Job(emailJobKind, mod.runEmail)
	h.Counter("email", mod.failedMails)
	h.Hook(mod.templateVariables())
	h.ModelInfo(mailRole)
	h.OwnerKept(func(m *meta.Model) bool { return RoleOf(m) == RoleTemplate })
	h.UserSetting(UserSignatureKey, func(v any) any {
		if sig, isText := v.(string); isText {
			return meta.SanitizeHTML(sig) // it is pasted into mails as HTML
		}
		return v
	})
	return nil
}

// Queue hands loaded mails still queued to the job queue (the demo's unsent ones).
func Queue(ctx context.Context, e *engine.Engine, p engine.Principal, ids []int64) error {
	return (&Module{Declared: engine.Declare(files).On(e), attempts: defaultAttempts}).QueueEmails(ctx, p, ids)
}

// failedMails counts p's mails that could not be sent (the header's "email" count, spec 001
// §9: they need a retry; received mail is not kept here).
func (mod *Module) failedMails(ctx context.Context, p engine.Principal) (int64, error) {
	m := ModelOf(mod.Engine().Reg(), RoleMessage)
	if m == nil || p.UserID == 0 {
		return 0, nil
	}
	filter, err := gql.Parse("status=" + url.QueryEscape(StatusFailed) + "&user=" + strconv.FormatInt(p.UserID, 10))
	if err != nil {
		return 0, err
	}
	n, _, err := mod.Engine().Count(ctx, p, gql.Query{Model: m, Filter: filter})
	return n, err
}

// mailRole tells the screens a model's e-mail role (message, template): a message model's
// add form is the e-mail composer.
func mailRole(_ context.Context, _ engine.Principal, m *meta.Model, info *engine.ModelInfo) {
	role := RoleOf(m)
	if role == "" {
		return
	}
	if info.Extra == nil {
		info.Extra = map[string]any{}
	}
	info.Extra["mail_role"] = role
}
