package notices

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// SMS and WeChat notices: each receiver gets a record of the outbox model (queued), written in
// one transaction with its feed items; a job per record hands it to the channel's Sender and
// records sent (with the provider's id) or failed (with the reason). A failed notice stays
// failed until someone retries it: a short message sent hours late is worse than one not
// sent, so nothing retries on its own.

// ActSend is the action a sender needs on the outbox model (open to every signed-in user
// unless metadata or an admin narrows it).
const ActSend = "send"

const noticeJob = "notice"

// NoticeSend is one send request.
type NoticeSend struct {
	Channel string
	To      string // comma list of addresses; empty to use Receiver's
	// Receiver names the person (model, id) whose addresses are used when To is empty, as
	// the widget does when contact details are hidden.
	ReceiverModel string
	ReceiverID    int64
	Content       string
	TemplateType  string
	Links         map[string]int64 // the outbox's foreignkeys: candidate, client, ...
}

type noticePayload struct {
	Model string `json:"model"`
	ID    int64  `json:"id"`
}

// noticeOutbox answers the outbox model and checks the channel is one it holds.
func (mod *Module) noticeOutbox(channel string) (*meta.Model, error) {
	m := OutboxModel(mod.Engine().Reg())
	if m == nil {
		return nil, engine.NotFound("no_notice_outbox", "No model holds sent notices.")
	}
	if _, ok := OutboxOf(m).Receiver[channel]; !ok || mod.senders[channel] == nil {
		return nil, engine.NotFound("notice_channel", "%s notices are not set up.", channel).With(map[string]any{"Channel": channel})
	}
	return m, nil
}

// SendNotice validates a send and queues one notice per receiver; it answers their ids.
func (mod *Module) SendNotice(ctx context.Context, p engine.Principal, in NoticeSend) ([]int64, error) {
	m, err := mod.noticeOutbox(in.Channel)
	if err != nil {
		return nil, err
	}
	if err := mod.Engine().Access.Allow(ctx, p, m, ActSend); err != nil {
		return nil, err
	}
	links, err := mod.noticeLinks(ctx, p, m, in.Links)
	if err != nil {
		return nil, err
	}
	content := strings.TrimSpace(in.Content)
	if content == "" {
		return nil, engine.BadRequest("notice_content_required", "content: write the message")
	}
	if content, err = mod.renderNotice(ctx, p, content, links); err != nil {
		return nil, err
	}
	if n := ContentLength(content); n > MaxContent {
		return nil, engine.BadRequest("notice_content_too_long", "content: at most %d characters (this one has %d)", MaxContent, n).With(map[string]any{"Max": MaxContent, "Count": n})
	}
	raw := SplitReceivers(in.To)
	if len(raw) == 0 && in.ReceiverModel != "" && in.ReceiverID > 0 {
		if raw, err = mod.addresses(ctx, p, in.ReceiverModel, in.ReceiverID, in.Channel); err != nil {
			return nil, err
		}
	}
	field := OutboxOf(m).Receiver[in.Channel]
	if len(raw) == 0 {
		return nil, engine.BadRequest("notice_to_required", "%s: give the receiver's address", field).With(map[string]any{"Field": field})
	}
	if len(raw) > MaxReceivers {
		return nil, engine.BadRequest("notice_too_many", "%s: at most %d receivers per send", field, MaxReceivers).With(map[string]any{"Field": field, "Max": MaxReceivers})
	}
	var to []string
	for _, r := range raw {
		addr, err := Normalize(in.Channel, r)
		if err != nil {
			return nil, engine.BadRequest("notice_bad_receiver", "%s: %s", field, err.Error()).With(map[string]any{"Field": field, "Value": r})
		}
		if !slices.Contains(to, addr) {
			to = append(to, addr)
		}
	}
	var out []int64
	err = mod.Engine().Store.Tx(ctx, func(tx *store.Tx) error {
		for _, addr := range to {
			set := map[string]any{OutboxOf(m).Channel: in.Channel, field: addr, "content": content, "status": StatusQueued}
			if in.TemplateType != "" && m.Field("template_type") != nil {
				set["template_type"] = in.TemplateType
			}
			for k, v := range links {
				set[k] = v
			}
			id, err := mod.Engine().CreateInTx(ctx, tx, p, m, set)
			if err != nil {
				return err
			}
			out = append(out, id)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	mod.Engine().Written(p.TenantID, m)
	for _, id := range out {
		if _, err := mod.Engine().Jobs.Enqueue(ctx, p, noticeJob, noticePayload{Model: m.Name, ID: id}); err != nil {
			return out, err
		}
	}
	return out, nil
}

// noticeLinks keeps the links that are single foreignkeys of the outbox, each to a record p
// may see.
func (mod *Module) noticeLinks(ctx context.Context, p engine.Principal, m *meta.Model, in map[string]int64) (map[string]int64, error) {
	out := map[string]int64{}
	for name, id := range in {
		f := m.Field(name)
		if f == nil || f.Type != "foreignkey" || f.Multiple || id <= 0 {
			continue
		}
		target, err := mod.Engine().ModelNamed(f.To)
		if err != nil {
			return nil, err
		}
		if _, err := mod.Engine().Readable(ctx, p, target, id); err != nil {
			return nil, err
		}
		out[name] = id
	}
	return out, nil
}

// runNotice sends one queued notice and records the outcome.
func (mod *Module) runNotice(ctx context.Context, j *store.Job) (any, error) {
	var pl noticePayload
	if err := json.Unmarshal(j.Payload, &pl); err != nil {
		return nil, fmt.Errorf("notices: notice job %d: %w", j.ID, err)
	}
	m := mod.Engine().Reg().Model(pl.Model)
	if m == nil || OutboxOf(m) == nil {
		return nil, fmt.Errorf("notices: notice job %d: %s is not the outbox", j.ID, pl.Model)
	}
	rec, err := mod.Engine().Store.Get(ctx, m, j.TenantID, pl.ID)
	if err != nil {
		return nil, err
	}
	if rec.Data["status"] != StatusQueued || rec.IsDeleted {
		return map[string]any{"skipped": rec.Data["status"]}, nil // retried twice, or deleted meanwhile
	}
	channel, _ := rec.Data[OutboxOf(m).Channel].(string)
	to, _ := rec.Data[OutboxOf(m).Receiver[channel]].(string)
	content, _ := rec.Data["content"].(string)
	set := map[string]any{}
	sender := mod.senders[channel]
	if sender == nil {
		set["status"], set["error"] = StatusFailed, fmt.Sprintf("no sender for channel %q", channel)
	} else if id, err := sender.Send(ctx, j.TenantID, Message{Channel: channel, To: to, Content: content, Ref: strconv.FormatInt(rec.ID, 10)}); err != nil {
		set["status"], set["error"] = StatusFailed, err.Error()
	} else {
		set["status"], set["provider_id"], set["error"] = StatusSent, id, nil
	}
	p := engine.Principal{TenantID: j.TenantID, UserID: j.UserID}
	err = mod.Engine().Store.Tx(context.WithoutCancel(ctx), func(tx *store.Tx) error {
		return mod.Engine().UpdateInTx(ctx, tx, p, m, rec.ID, set)
	})
	if err != nil {
		return nil, err
	}
	mod.Engine().Written(j.TenantID, m)
	return map[string]any{"id": rec.ID, "status": set["status"]}, nil
}

// RetryNotice queues a failed notice again.
func (mod *Module) RetryNotice(ctx context.Context, p engine.Principal, id int64) error {
	m := OutboxModel(mod.Engine().Reg())
	if m == nil {
		return engine.NotFound("no_notice_outbox", "No model holds sent notices.")
	}
	if err := mod.Engine().Access.Allow(ctx, p, m, ActSend); err != nil {
		return err
	}
	it, err := mod.Engine().Readable(ctx, p, m, id)
	if err != nil {
		return err
	}
	if it["status"] != StatusFailed {
		return (&engine.Error{Status: http.StatusConflict, Key: "notice_not_failed", Msg: fmt.Sprintf("%s %d is %v: only a failed notice is sent again.", m.Name, id, it["status"])}).With(map[string]any{"Model": m.Name, "ID": id, "Status": it["status"]})
	}
	err = mod.Engine().Store.Tx(ctx, func(tx *store.Tx) error {
		return mod.Engine().UpdateInTx(ctx, tx, p, m, id, map[string]any{"status": StatusQueued, "error": nil})
	})
	if err != nil {
		return err
	}
	mod.Engine().Written(p.TenantID, m)
	_, err = mod.Engine().Jobs.Enqueue(ctx, p, noticeJob, noticePayload{Model: m.Name, ID: id})
	return err
}

// Queue hands queued notices written in bulk (the demo data) to the job queue.
func Queue(ctx context.Context, e *engine.Engine, p engine.Principal, ids []int64) error {
	m := OutboxModel(e.Reg())
	if m == nil {
		return engine.NotFound("no_notice_outbox", "No model holds sent notices.")
	}
	for _, id := range ids {
		if _, err := e.Jobs.Enqueue(ctx, p, noticeJob, noticePayload{Model: m.Name, ID: id}); err != nil {
			return err
		}
	}
	return nil
}
