package notices

import (
	"context"
	"fmt"
	"log/slog"
	"sync/atomic"
	"time"
)

// LogSender is the default provider while no gateway is configured: it writes the message
// to the log and answers success, so the whole flow (record, feed, status) works on a
// developer's machine and in demos without sending anything. The outbox record itself is the
// durable copy of what would have gone out.
type LogSender struct {
	Channel string
	Log     *slog.Logger
	n       atomic.Int64
}

// Send logs m and answers a made-up provider id.
func (s *LogSender) Send(ctx context.Context, tenant int64, m Message) (string, error) {
	// The receiver is logged with its last four characters only: logs hold no contact data.
	s.Log.InfoContext(ctx, "notice not sent (no gateway configured)", "channel", m.Channel, "tenant", tenant, "ref", m.Ref, "to", mask(m.To), "chars", ContentLength(m.Content))
	return fmt.Sprintf("log-%d-%d", time.Now().Unix(), s.n.Add(1)), nil
}

// Describe says messages are logged, not sent.
func (s *LogSender) Describe() string {
	return fmt.Sprintf("%s: no gateway configured: notices are logged and marked sent", s.Channel)
}

func mask(s string) string {
	if len(s) <= 4 {
		return "****"
	}
	return "****" + s[len(s)-4:]
}
