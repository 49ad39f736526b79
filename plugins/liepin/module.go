package liepin

import (
	"embed"

	"huntline/engine"
	"huntline/modules/jobboard"
)

//go:embed module.json i18n
var files embed.FS

// site is the plugin's name, its board's site code and the path word of its calls.
const site = "liepin"

// menuFlag is the user setting that hides the header's Bind / Unbind entry (spec 002 §6).
const menuFlag = "disableliepinmenu"

// Module is add-on A of spec 002 on the jobboard module: the provider's calls, the rules
// of its publish form, and (without a configured provider) its simulator's pages.
type Module struct {
	engine.Declared
	cfg Config
	jb  *jobboard.Module
	// publicURL is the server's configured public address (rest.Router.PublicURL), the
	// base of the simulator's pages in publication links; "" when none is configured.
	publicURL string
}

// New answers the plugin with the provider of cfg (FromEnv reads it) and registers its
// board with jb.
func New(cfg Config, jb *jobboard.Module) *Module {
	if cfg.Provider == nil {
		cfg = Simulated()
	}
	mod := &Module{Declared: engine.Declare(jobboard.WithShared(files)), cfg: cfg, jb: jb}
	jb.Register(board{mod})
	return mod
}

// Start registers the user setting of the header entry.
func (mod *Module) Start(h *engine.Host) error {
	h.UserSetting(menuFlag, func(v any) any {
		on, _ := v.(bool)
		return on || v == "1" || v == "true"
	})
	return nil
}
