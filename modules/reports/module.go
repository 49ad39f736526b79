// Package reports is the report widget's back end (spec 001 §2, §3, §7, §9): report
// templates as metadata, the report calls of /rest/reporttemplate and /rest/reportdetail,
// the export to Excel, and monthly targets per user. Every figure is an engine aggregate
// under the reader's scope, so a report never counts what the reader's list would not show.
package reports

import (
	"context"
	"embed"
	"fmt"
	"sort"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n meta templates
var files embed.FS

// Module is the reports module: its templates, loaded and checked at start.
type Module struct {
	engine.Declared
	templates map[string]*Template
	order     []string // the list's order: by category, then file name
	core      core
}

// New answers the module with its shipped templates.
func New() *Module {
	mod := &Module{Declared: engine.Declare(files)}
	mod.core = engineCore{mod: mod}
	return mod
}

// NewService answers a module bound to an engine without starting it (commands, the demo
// loader, another module's job).
func NewService(e *engine.Engine) (*Module, error) {
	mod := &Module{Declared: engine.Declare(files).On(e)}
	mod.core = engineCore{mod: mod}
	return mod, mod.load()
}

// Start loads the templates: a bad file or a template naming a field no model has stops
// the server with an error naming the file and the field.
func (mod *Module) Start(h *engine.Host) error { return mod.load() }

func (mod *Module) load() error {
	ts, order, err := loadTemplates(files, "templates")
	if err != nil {
		return err
	}
	for _, name := range order {
		if err := ts[name].checkFields(mod.Engine().Reg()); err != nil {
			return fmt.Errorf("reports: %s: %w", ts[name].file, err)
		}
	}
	mod.templates, mod.order = ts, order
	return nil
}

// template answers the template named name if p may read it.
func (mod *Module) template(ctx context.Context, p engine.Principal, name string) (*Template, error) {
	if name == "" {
		return nil, refuse("report_type", "type", map[string]any{"Choices": mod.names()}, "name the report (one of %s)", mod.names())
	}
	t := mod.templates[name]
	if t == nil {
		return nil, engine.NotFound("report_unknown", "type: there is no report %q", name).With(map[string]any{"Type": name})
	}
	if err := t.checkFields(mod.Engine().Reg()); err != nil {
		return nil, engine.BadRequest("report_broken", "type: %s", err).With(map[string]any{"Problem": err.Error()})
	}
	if ok, err := mod.mayRead(ctx, p, t); err != nil {
		return nil, err
	} else if !ok {
		return nil, engine.Forbidden("report_user_activities", "type: the report %s needs the User Activities Permission", name).With(map[string]any{"Type": name})
	}
	return t, nil
}

// mayRead: the operation-log report is an admin's, or a user's an admin gave the User
// Activities Permission (the user field userActivitiesPermission).
func (mod *Module) mayRead(ctx context.Context, p engine.Principal, t *Template) (bool, error) {
	if t.Access != accessUserActivities || p.IsAdmin {
		return true, nil
	}
	u, err := mod.userFlags(ctx, p)
	return u.activities, err
}

type userFlags struct{ leader, activities bool }

// userFlags reads what reports ask of the reader's user record.
func (mod *Module) userFlags(ctx context.Context, p engine.Principal) (userFlags, error) {
	e := mod.Engine()
	rec, err := e.Store.Get(ctx, e.Reg().Model(meta.UserModel), p.TenantID, p.UserID)
	if err != nil {
		return userFlags{}, err
	}
	flag := func(name string) bool { b, _ := meta.AsBool(rec.Data[name]); return b }
	// A line manager (user type linemgr) reads the people who report to him as a team
	// leader reads his team.
	leader := flag("isleader") || rec.Data["user_type"] == "linemgr"
	return userFlags{leader: leader, activities: flag(UserActivitiesField)}, nil
}

func (mod *Module) names() string {
	names := append([]string{}, mod.order...)
	sort.Strings(names)
	out := ""
	for i, n := range names {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}

func init() { meta.ReserveModelNames("reporttemplate", "reportdetail") } // this module's paths (http.go)
