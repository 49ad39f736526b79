package telephony

import (
	"context"
	"embed"
	"io/fs"

	"huntline/engine"
	"huntline/meta"
)

// The plugin's metadata (the call model, the Calls field and tab it adds to candidates) and
// the translations of its messages.
//
//go:embed meta
var metaFS embed.FS

//go:embed i18n/*.json
var i18nFS embed.FS

// callModel is the model of calls this plugin ships (meta/models/telephone.json); its calls'
// paths carry its name.
const callModel = "telephone"

// proxyCallingKey is the tenant setting that shows the proxy-call icon and the incoming-call
// pop-up (spec 001 §6).
const proxyCallingKey = "proxy_calling"

// Module is the telephony plugin: calls logged from the provider's events, their recordings
// fetched and played, the incoming-call pop-up.
type Module struct {
	cfg Config
	svc *service
}

// New answers the plugin with the provider and secret of cfg (FromEnv reads them).
func New(cfg Config) *Module { return &Module{cfg: cfg} }

// Info declares the plugin.
func (mod *Module) Info() engine.ModuleInfo {
	sub, _ := fs.Sub(metaFS, "meta")
	cat, _ := fs.Sub(i18nFS, "i18n")
	return engine.ModuleInfo{
		Name: "telephony", Plugin: true, DefaultOn: true,
		Label: map[string]string{"en": "Telephony", "zh_CN": "电话集成", "zh_TW": "電話整合"},
		Description: map[string]string{
			"en":    "Calls from the telephone provider logged on the candidate, their recordings, and the incoming-call pop-up.",
			"zh_CN": "从电话服务商记录通话到人才，保存和播放录音，来电弹窗。",
			"zh_TW": "從電話服務商記錄通話到人才，保存和播放錄音，來電彈窗。",
		},
		Meta:       sub,
		Catalogues: cat,
		Settings:   map[string]any{proxyCallingKey: false},
	}
}

// Start registers the queued fetch of recordings.
func (mod *Module) Start(h *engine.Host) error {
	mod.svc = &service{e: h.Engine(), provider: mod.cfg.Provider}
	h.Job(recordingJob, mod.svc.runRecording)
	return nil
}

// service is the plugin's work over the core.
type service struct {
	e        *engine.Engine
	provider Provider // nil: recordings cannot be fetched
	ringing  ringingCalls
}

// callLog answers the call model and its field names, or a 404 when metadata declares none.
func (s *service) callLog() (*meta.Model, *meta.CallLog, error) {
	m := s.e.Reg().CallLogModel()
	if m == nil {
		return nil, nil, engine.NotFound("no_call_log", "No model holds telephone calls.")
	}
	return m, m.CallLog, nil
}

// proxyCalling tells whether the tenant shows incoming calls.
func (s *service) proxyCalling(ctx context.Context, tenant int64) bool {
	on, _ := meta.AsBool(s.e.ModuleSetting(ctx, tenant, proxyCallingKey))
	return on
}
