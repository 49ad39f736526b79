package telephony

import (
	"crypto/subtle"
	"encoding/json"
	"io"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/meta"
)

// Telephone calls (spec 000 §7, 001 §7). The paths carry the call model's name, which comes
// from metadata (call_log), like the tag library's.

// TelephonySecretHeader carries the secret shared with the telephone provider on its events.
const TelephonySecretHeader = "X-Huntline-Telephony-Secret"

// Call events are limited per provider address: a burst of CallEventBurst, then one every
// CallEventEvery, far above a switchboard's real rate but bounding a runaway sender.
const (
	CallEventBurst = 200
	CallEventEvery = 50 * time.Millisecond
)

var (
	errTelephonyOff    = &engine.Error{Status: http.StatusForbidden, Key: "telephony_off", Msg: "Telephone events are not configured on this server (HUNTLINE_TELEPHONY_SECRET)."}
	errTelephonySecret = &engine.Error{Status: http.StatusUnauthorized, Key: "telephony_secret", Msg: "The telephony secret (header " + TelephonySecretHeader + ") is missing or wrong."}
	errTooManyEvents   = &engine.Error{Status: http.StatusTooManyRequests, Key: "too_many_call_events", Msg: "Too many call events from this address; slow down."}
)

// Routes binds the call calls under the plugin's call model. The provider's event call has
// no session: it is authenticated by the shared secret, so it needs no CSRF header (no
// browser holds the secret), and it is rate-limited per address instead.
func (mod *Module) Routes(r *rest.Router) {
	calls := callModel
	r.PublicPOST("/rest/"+calls+"/plugins/event", mod.callEvent, rest.LimitPerAddress(CallEventEvery, CallEventBurst, errTooManyEvents))
	r.GET("/"+calls+"/plugins/player/:uuidname", mod.callPlayer)
	r.POST("/"+calls+"/record_refresh", mod.recordRefresh)
	r.GET("/"+calls+"/plugins/loop_watch_calling", mod.loopWatchCalling)
}

// callPlayer: GET /rest/telephone/plugins/player/{uuidname} → the recording's audio, with
// Range requests (seeking), to those who may see the call; 404 to anyone else.
func (mod *Module) callPlayer(c echo.Context) error {
	b, f, err := mod.OpenRecording(c.Request().Context(), rest.Principal(c), c.Param("uuidname"))
	if err != nil {
		return err
	}
	defer f.Close()
	h := c.Response().Header()
	h.Set("Content-Type", b.ContentType)
	h.Set("Cache-Control", "private, max-age=3600")
	h.Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(c.Response(), c.Request(), b.OriginName, time.Time{}, f)
	return nil
}

// recordRefresh: POST /rest/telephone/record_refresh, data = {"id": call id} → {status, uuid}.
// A failed download answers status false with "recording download failed".
func (mod *Module) recordRefresh(c echo.Context) error {
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	id, err := meta.AsInt(data["id"])
	if err != nil || id < 1 {
		return rest.BadParam("id", "give the id of the call")
	}
	uuid, err := mod.RefreshRecording(c.Request().Context(), rest.Principal(c), id)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"uuid": uuid})
}

// loopWatchCalling: GET /rest/telephone/plugins/loop_watch_calling → {status, data:
// {enabled, calling}}: whether proxy calling is on, and the call ringing the user's line.
func (mod *Module) loopWatchCalling(c echo.Context) error {
	return rest.OK(c, map[string]any{"data": mod.LoopWatch(c.Request().Context(), rest.Principal(c))})
}

// callEvent: POST /rest/telephone/plugins/event, the provider's JSON engine.CallEvent, with
// the shared secret in TelephonySecretHeader.
func (mod *Module) callEvent(c echo.Context) error {
	if mod.cfg.Secret == "" {
		return errTelephonyOff
	}
	sent := c.Request().Header.Get(TelephonySecretHeader)
	if subtle.ConstantTimeCompare([]byte(sent), []byte(mod.cfg.Secret)) != 1 {
		return errTelephonySecret
	}
	var ev CallEvent
	dec := json.NewDecoder(io.LimitReader(c.Request().Body, 64<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ev); err != nil {
		return rest.BadParam("body", "not a call event (event, call_id, direction, phone, user, duration, tenant): %v", err)
	}
	res, err := mod.HandleCallEvent(c.Request().Context(), ev)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": res})
}
