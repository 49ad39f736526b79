package notices

import (
	"embed"
	"log/slog"
	"os"

	"huntline/engine"
	"huntline/meta"
)

//go:embed module.json i18n
var files embed.FS

// GatewayURL is where one channel's notices go: an HTTP gateway (see gateway.go); an empty
// URL keeps the channel's notices in the log.
type GatewayURL struct{ URL, Token string }

// Config names each channel's gateway (sms: HUNTLINE_SMS_URL and HUNTLINE_SMS_TOKEN, wechat:
// HUNTLINE_WECHAT_URL and HUNTLINE_WECHAT_TOKEN).
type Config struct {
	Gateways map[string]GatewayURL
	Log      *slog.Logger // where the log sender writes; nil: the engine's log
}

// Module is short notices: SMS and WeChat messages to candidates and contacts, from
// templates, through a gateway per channel, each kept as a record of the outbox model.
type Module struct {
	engine.Declared
	cfg     Config
	senders map[string]Sender // by channel, from Start
}

// FromEnv reads the gateways from HUNTLINE_SMS_URL, HUNTLINE_SMS_TOKEN, HUNTLINE_WECHAT_URL
// and HUNTLINE_WECHAT_TOKEN.
func FromEnv(log *slog.Logger) Config {
	return Config{Log: log, Gateways: map[string]GatewayURL{
		ChannelSMS:    {URL: os.Getenv("HUNTLINE_SMS_URL"), Token: os.Getenv("HUNTLINE_SMS_TOKEN")},
		ChannelWeChat: {URL: os.Getenv("HUNTLINE_WECHAT_URL"), Token: os.Getenv("HUNTLINE_WECHAT_TOKEN")},
	}}
}

// New answers the module; a gateway that cannot be read is an error at start.
func New(cfg Config) *Module { return &Module{Declared: engine.Declare(files), cfg: cfg} }

// Start readies a sender per channel (the log until a gateway is configured) and registers
// the job that sends a queued notice; templates are kept to their owners.
func (mod *Module) Start(h *engine.Host) error {
	log := mod.cfg.Log
	if log == nil {
		log = h.Engine().Log
	}
	senders := map[string]Sender{}
	for _, ch := range []string{ChannelSMS, ChannelWeChat} {
		g := mod.cfg.Gateways[ch]
		if g.URL == "" {
			senders[ch] = &LogSender{Channel: ch, Log: log}
			continue
		}
		gw, err := NewGateway(ch, g.URL, g.Token)
		if err != nil {
			return err
		}
		senders[ch] = gw
	}
	for _, ch := range []string{ChannelSMS, ChannelWeChat} {
		log.Info("notices: " + senders[ch].Describe())
	}
	mod.senders = senders
	h.Job(noticeJob, mod.runNotice)
	h.OwnerKept(func(m *meta.Model) bool { return TemplateOf(m) != nil })
	return nil
}

// asInt reads an id as lists answer it.
func asInt(v any) int64 {
	n, _ := meta.AsInt(v)
	return n
}
