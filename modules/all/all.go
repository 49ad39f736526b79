// Package all is the binary's module list: the one place that names every feature module
// and plugin. The core (engine) knows none of them; each registers itself through the
// module interface when the engine starts.
package all

import (
	"log/slog"

	"huntline/engine"
	"huntline/modules/accounts"
	"huntline/modules/activity"
	"huntline/modules/approvals"
	"huntline/modules/calendar"
	"huntline/modules/dashboard"
	"huntline/modules/jobboard"
	"huntline/modules/mail"
	"huntline/modules/notices"
	"huntline/modules/notifications"
	"huntline/modules/pipeline"
	"huntline/modules/reports"
	"huntline/modules/reportshare"
	"huntline/modules/resume"
	"huntline/modules/sidebar"
	"huntline/modules/studio"
	"huntline/modules/tags"
	"huntline/plugins/hunterboard"
	"huntline/plugins/liepin"
	"huntline/plugins/scorecard"
	"huntline/plugins/telephony"
)

// Config is what the modules need from the server's configuration.
type Config struct {
	Mail        mail.Config
	Notices     notices.Config
	Telephony   telephony.Config
	Hunterboard hunterboard.Config
	Liepin      liepin.Config
}

// List answers every module and plugin, in start order (a module after those it requires).
// Activity comes first: its record hooks keep a write's feed items and mentions ahead of
// what other modules' hooks write (a flow's own feed items, rule notices).
func List(cfg Config) []engine.Module {
	jb := jobboard.New() // the job boards' shared core; each board plugin registers with it
	return []engine.Module{
		activity.New(),
		accounts.New(),
		notifications.New(),
		tags.New(),
		sidebar.New(),
		studio.New(),
		mail.New(cfg.Mail),
		notices.New(cfg.Notices),
		calendar.New(),
		pipeline.New(),
		approvals.New(),
		reports.New(),
		resume.New(),
		jb,
		reportshare.New(),
		dashboard.New(),
		telephony.New(cfg.Telephony),
		scorecard.New(),
		liepin.New(cfg.Liepin, jb),
		hunterboard.New(cfg.Hunterboard, jb),
	}
}

// FromEnv reads the modules' configuration from the environment (see each module's README).
func FromEnv(dataDir string, log *slog.Logger) (Config, error) {
	tel, err := telephony.FromEnv(dataDir)
	return Config{Telephony: tel, Notices: notices.FromEnv(log), Liepin: liepin.FromEnv(), Hunterboard: hunterboard.FromEnv()}, err
}
