package telephony

import (
	"context"
	"embed"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n meta
var files embed.FS

// callModel is the model of calls this plugin ships (meta/models/telephone.json); its calls'
// paths carry its name.
const callModel = "telephone"

// proxyCallingKey is the tenant setting that shows the proxy-call icon and the incoming-call
// pop-up (spec 001 §6).
const proxyCallingKey = "proxy_calling"

// Module is the telephony plugin: calls logged from the provider's events, their recordings
// fetched and played, the incoming-call pop-up.
type Module struct {
	engine.Declared
	cfg     Config       // cfg.Provider nil: recordings cannot be fetched
	ringing ringingCalls // this process's ringing calls, for a page opened while one rings
}

// New answers the plugin with the provider and secret of cfg (FromEnv reads them).
func New(cfg Config) *Module { return &Module{Declared: engine.Declare(files), cfg: cfg} }

// Start registers the queued fetch of recordings, and that a call's files are read as its caller is.
func (mod *Module) Start(h *engine.Host) error {
	h.Job(recordingJob, mod.runRecording)
	h.FilesFollow(func(m *meta.Model) string {
		if cl := CallLogOf(m); cl != nil {
			return cl.Caller // a call's recordings are read as its caller is
		}
		return ""
	})
	return nil
}

// callLog answers the call model and its field names, or a 404 when metadata declares none.
func (mod *Module) callLog() (*meta.Model, *CallLog, error) {
	m := CallLogModel(mod.Engine().Reg())
	if m == nil {
		return nil, nil, engine.NotFound("no_call_log", "No model holds telephone calls.")
	}
	return m, CallLogOf(m), nil
}

// proxyCalling tells whether the tenant shows incoming calls.
func (mod *Module) proxyCalling(ctx context.Context, tenant int64) bool {
	on, _ := meta.AsBool(mod.Engine().ModuleSetting(ctx, tenant, proxyCallingKey))
	return on
}
