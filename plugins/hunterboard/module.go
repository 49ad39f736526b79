package hunterboard

import (
	"context"
	"embed"

	"huntline/engine"
	"huntline/meta"
	"huntline/modules/jobboard"
)

//go:embed module.json i18n meta
var files embed.FS

// site is the board's name in the jobboard module's calls and records, and the plugin's.
const site = "hunterboard"

// The tenant settings the plugin reads (module.json): whether searches may be subscribed
// (spec 002 §6: the subscribe control only where enabled) and whether the publish form
// submits (§2: the publish button is disabled unless the config allows it).
const (
	subscribeKey = "hunterboard_subscribe"
	canSubmitKey = "hunterboard_can_submit"
)

// Module is the Hunter Board plugin. The board's account, tokens, saved searches, private
// notes, publications and imports are the jobboard module's; this plugin brings the board's
// own calls and the publish form.
type Module struct {
	engine.Declared
	cfg Config
	jb  *jobboard.Module

	publicBase string // the server's configured address, for the simulator's links
}

// New answers the plugin on the board of cfg (FromEnv reads it; none: the simulator) and
// registers the board with the job boards' core.
func New(cfg Config, jb *jobboard.Module) *Module {
	if cfg.Provider == nil { // a module list built without the environment (tests, commands)
		cfg = Simulated(cfg.ClientID, cfg.ClientSecret)
	}
	mod := &Module{Declared: engine.Declare(jobboard.WithShared(files)), cfg: cfg, jb: jb}
	jb.Register(board{mod})
	return mod
}

// setting reads one of the plugin's boolean tenant settings.
func (mod *Module) setting(ctx context.Context, tenant int64, key string) bool {
	on, _ := meta.AsBool(mod.Engine().ModuleSetting(ctx, tenant, key))
	return on
}
