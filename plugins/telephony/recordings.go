package telephony

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Provider is the telephone provider as Huntline uses it: the recordings of calls, by the
// provider's id of the call. Its calls come in as events (CallEvent). Client speaks to a real
// provider, Simulator plays one; the model of calls is metadata (call_log).
type Provider interface {
	Recording(ctx context.Context, callID string) (*Recording, error)
}

// Recording is a call's recording as the provider hands it over; the caller closes Body.
type Recording struct {
	Body        io.ReadCloser
	ContentType string // e.g. audio/mpeg, audio/wav
}

// ErrRecordingPending is the provider's answer while it still generates a recording: the
// job fetching it tries again later, a refresh asked for by a user reports it as failed.
var ErrRecordingPending = errors.New("telephony: the recording is still being generated")

// MaxRecordingBytes bounds one recording read from the provider (about 4 hours of 8 kHz mp3).
const MaxRecordingBytes = 200 << 20

const (
	recordingPrefix   = "call-" // a recording's file name: call-{provider call id}.{ext}
	recordingJob      = "call_recording"
	recordingAttempts = 6 // with the queue's growing backoff, about half an hour in all
)

var errRecordingFailed = &engine.Error{Status: http.StatusBadGateway, Key: "recording_download_failed", Msg: "recording download failed"}

// RefreshRecording fetches a call's recording from the provider again (the player's Retry),
// stores it and adds it to the call; it answers the new file's uuid name. Whoever may play the
// call's recordings may ask (the call and its caller in sight): the record only gains a file.
func (mod *Module) RefreshRecording(ctx context.Context, p engine.Principal, id int64) (string, error) {
	m, cl, err := mod.callLog()
	if err != nil {
		return "", err
	}
	if see, err := mod.Engine().CanSee(ctx, p, m, id); err != nil || !see {
		return "", cmp.Or(err, error(engine.RecordNotFound(m, id)))
	}
	call, err := mod.Engine().Store.Get(ctx, m, p.TenantID, id)
	if err != nil {
		return "", err
	}
	if caller, ok := engine.AsID(call.Data[cl.Caller]); ok {
		if see, err := mod.Engine().CanSee(ctx, p, mod.Engine().Reg().Model(m.Field(cl.Caller).To), caller); err != nil || !see {
			return "", cmp.Or(err, error(engine.RecordNotFound(m, id)))
		}
	}
	callID, _ := call.Data[cl.ProviderID].(string)
	if callID == "" || mod.cfg.Provider == nil {
		return "", errRecordingFailed
	}
	uuid, err := mod.storeRecording(ctx, p.TenantID, m, id, callID)
	if err != nil {
		mod.Engine().Log.Warn("recording refresh", "call", id, "err", err)
		return "", errRecordingFailed
	}
	return uuid, nil
}

// storeRecording fetches the provider's recording of callID, keeps it as a blob and appends
// it to the call's recordings, as the system (calls have no user operations).
func (mod *Module) storeRecording(ctx context.Context, tenant int64, m *meta.Model, id int64, callID string) (string, error) {
	if mod.cfg.Provider == nil {
		return "", errors.New("telephony: no provider configured")
	}
	rec, err := mod.cfg.Provider.Recording(ctx, callID)
	if err != nil {
		return "", err
	}
	defer rec.Body.Close()
	ct := rec.ContentType
	if mt, _, err := mime.ParseMediaType(ct); err != nil || !strings.HasPrefix(mt, "audio/") {
		return "", fmt.Errorf("telephony: recording of %s is %q, not audio", callID, ct)
	}
	ext := audioExt(ct)
	b := &store.Blob{TenantID: tenant, OriginName: recordingPrefix + callID + "." + ext, Ext: ext, ContentType: ct}
	body := &limitedReader{r: rec.Body, n: MaxRecordingBytes}
	if err := mod.Engine().Blobs.Put(ctx, b, body); err != nil {
		return "", err
	}
	if body.over {
		return "", fmt.Errorf("telephony: recording of %s is larger than %d bytes", callID, MaxRecordingBytes)
	}
	field := CallLogOf(m).Recordings
	err = mod.Engine().Store.Tx(ctx, func(tx *store.Tx) error {
		cur, err := tx.GetForUpdate(ctx, m, tenant, id)
		if err != nil {
			return err
		}
		files := engine.IDs(cur.Data[field])
		if !slices.Contains(files, b.ID) {
			files = append(files, b.ID)
		}
		return mod.Engine().UpdateInTx(ctx, tx, engine.System(tenant), m, id, map[string]any{field: files})
	})
	if err != nil {
		return "", err
	}
	mod.Engine().Written(tenant, m)
	return b.UUIDName, nil
}

// limitedReader reads at most n bytes and notes whether there was more.
type limitedReader struct {
	r    io.Reader
	n    int64
	over bool
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.n <= 0 {
		var one [1]byte
		if k, _ := l.r.Read(one[:]); k > 0 {
			l.over = true
			return 0, errors.New("telephony: recording too large")
		}
		return 0, io.EOF
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	k, err := l.r.Read(p)
	l.n -= int64(k)
	return k, err
}

// OpenRecording answers a call's recording for the player: the file must be one of the
// recordings of a call p may see (and of a caller p may see), else it is not found, so a
// uuid name alone opens nothing.
func (mod *Module) OpenRecording(ctx context.Context, p engine.Principal, uuidName string) (*store.Blob, io.ReadSeekCloser, error) {
	m, cl, err := mod.callLog()
	if err != nil {
		return nil, nil, err
	}
	missing := engine.NotFound("recording_not_found", "There is no recording %q.", uuidName).With(map[string]any{"Name": uuidName})
	b, err := mod.Engine().Store.Blob(ctx, p.TenantID, uuidName)
	if store.IsNotFound(err) {
		return nil, nil, missing
	}
	if err != nil {
		return nil, nil, err
	}
	if err := mod.Engine().Access.Allow(ctx, p, m, engine.ActView); err != nil {
		return nil, nil, missing
	}
	// A recording's file is named after the provider's call id (storeRecording), which is
	// indexed on the call: that finds the call, whose recordings must then hold the file.
	callID := strings.TrimSuffix(strings.TrimPrefix(b.OriginName, recordingPrefix), "."+b.Ext)
	filter := &gql.Cond{Path: []string{cl.ProviderID}, Raw: url.QueryEscape(callID), HasValue: true}
	query, args, err := mod.Engine().Compiler(ctx, p).IDs(gql.Query{Model: m, Filter: filter, Ordering: "id", Limit: 20})
	if err != nil {
		return nil, nil, err
	}
	var found []int64
	if err := mod.Engine().Store.DB().SelectContext(ctx, &found, query, args...); err != nil {
		return nil, nil, err
	}
	var calls []int64
	for _, id := range found {
		rec, err := mod.Engine().Store.Get(ctx, m, p.TenantID, id)
		if err == nil && slices.Contains(engine.IDs(rec.Data[cl.Recordings]), b.ID) {
			calls = append(calls, id)
		}
	}
	if len(calls) == 0 {
		return nil, nil, missing
	}
	call, err := mod.Engine().Store.Get(ctx, m, p.TenantID, calls[0])
	if err != nil {
		return nil, nil, err
	}
	if see, err := mod.Engine().CanSee(ctx, p, m, calls[0]); err != nil || !see {
		return nil, nil, missing
	}
	if caller, ok := engine.AsID(call.Data[cl.Caller]); ok {
		if see, err := mod.Engine().CanSee(ctx, p, mod.Engine().Reg().Model(m.Field(cl.Caller).To), caller); err != nil || !see {
			return nil, nil, missing
		}
	}
	_, f, err := mod.Engine().Blobs.Open(ctx, p.TenantID, uuidName)
	if err != nil {
		return nil, nil, err
	}
	rs, ok := f.(io.ReadSeekCloser)
	if !ok {
		f.Close()
		return nil, nil, fmt.Errorf("engine: blob store cannot seek %s", uuidName)
	}
	return b, rs, nil
}

// runRecording is the queued fetch of a finished call's recording: a provider still
// generating it, or failing, is asked again later.
func (mod *Module) runRecording(ctx context.Context, j *store.Job) (any, error) {
	var in struct {
		ID     int64  `json:"id"`
		CallID string `json:"call_id"`
	}
	if err := json.Unmarshal(j.Payload, &in); err != nil {
		return nil, fmt.Errorf("engine: recording job %d: %w", j.ID, err)
	}
	m, cl, err := mod.callLog()
	if err != nil {
		return nil, err
	}
	// A user's refresh may have fetched it meanwhile: one recording per call from the queue.
	if cur, err := mod.Engine().Store.Get(ctx, m, j.TenantID, in.ID); err != nil || len(engine.IDs(cur.Data[cl.Recordings])) > 0 {
		return map[string]any{"id": in.ID, "skipped": true}, err
	}
	uuid, err := mod.storeRecording(ctx, j.TenantID, m, in.ID, in.CallID)
	if err != nil {
		return nil, &engine.RetryError{Err: err, Attempts: recordingAttempts}
	}
	return map[string]any{"id": in.ID, "uuid": uuid}, nil
}

// audioExt answers the file extension of an audio content type: the common ones by name
// (mime's table depends on the system's mime.types), others as the system knows them.
func audioExt(ct string) string {
	mt, _, _ := mime.ParseMediaType(ct)
	switch mt {
	case "audio/mpeg", "audio/mp3":
		return "mp3"
	case "audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave":
		return "wav"
	case "audio/ogg":
		return "ogg"
	}
	if exts, _ := mime.ExtensionsByType(mt); len(exts) > 0 {
		return strings.TrimPrefix(exts[0], ".")
	}
	return "audio"
}
