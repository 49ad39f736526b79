package telephony

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/modules/activity"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

const callSecret = "s3cret-of-the-switchboard"

// harness is the administrator's harness on a server running the plugin, with the plugin.
type harness struct {
	*resttest.Harness
	mod *Module
}

// as answers a harness signed in as a new user with the given user record fields.
func (h *harness) as(email string, user map[string]any) *harness {
	return &harness{Harness: h.Harness.As(email, user), mod: h.mod}
}

// callHarness is the harness with the provider simulator behind the engine and a server
// that knows the provider's secret.
func callHarness(t *testing.T, url string) (*harness, *Simulator) {
	t.Helper()
	sim := NewSimulator()
	mod := New(Config{Provider: sim.Client(), Secret: callSecret})
	return &harness{Harness: resttest.StartHarness(t, url, activity.New(), mod), mod: mod}, sim // activity: the feeds a call goes on
}

// event posts a provider call event with the given secret.
func (h *harness) event(secret string, ev map[string]any) (int, map[string]any) {
	h.T.Helper()
	raw, _ := json.Marshal(ev)
	req, _ := http.NewRequest("POST", h.Server.Srv.URL+"/rest/telephone/plugins/event", bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	if secret != "" {
		req.Header.Set(TelephonySecretHeader, secret)
	}
	resp, err := http.DefaultClient.Do(req) // the provider has no session or CSRF cookie
	if err != nil {
		h.T.Fatal(err)
	}
	return resttest.Decode(h.T, resp)
}

// endedCall makes a finished call through the provider's event and waits for its recording.
func (h *harness) endedCall(callID string, candidate int64, phone string, duration int, wantRecording bool) (int64, map[string]any) {
	h.T.Helper()
	status, body := h.event(callSecret, map[string]any{"event": "ended", "call_id": callID, "direction": "in", "phone": phone, "user": 1, "duration": duration})
	if status != 200 {
		h.T.Fatalf("ended: %d %v", status, body)
	}
	id := int64(body["data"].(map[string]any)["id"].(float64))
	deadline := time.Now().Add(10 * time.Second)
	for {
		_, rec := h.Get("/rest/telephone/" + strconv.FormatInt(id, 10))
		data := rec["data"].(map[string]any)
		if !wantRecording || data["recordings"] != nil || time.Now().After(deadline) {
			return id, data
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// recordings answers the uuid names of a call's recordings as its detail reads them: the
// attachments field's {uuidname, ...} objects, or blob ids where reads do not expand them.
func (h *harness) recordings(call map[string]any) []string {
	h.T.Helper()
	var out []string
	list, _ := call["recordings"].([]any)
	for _, f := range list {
		switch f := f.(type) {
		case map[string]any:
			out = append(out, f["uuidname"].(string))
		case float64:
			blobs, err := h.E.Store.BlobsByID(context.Background(), 1, []int64{int64(f)})
			if err != nil || blobs[int64(f)] == nil {
				h.T.Fatalf("recording %v: %v", f, err)
			}
			out = append(out, blobs[int64(f)].UUIDName)
		}
	}
	return out
}

func TestCallEventSecret(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h, _ := callHarness(t, url)
		ev := map[string]any{"event": "ended", "call_id": "c1", "direction": "in", "phone": "13800000000", "user": 1, "duration": 3}
		for _, tc := range []struct {
			name, secret string
			want         int
		}{
			{"no secret", "", 401},
			{"wrong secret", "guess", 401},
			{"right secret", callSecret, 200},
		} {
			if status, body := h.event(tc.secret, ev); status != tc.want {
				t.Errorf("%s: %d, want %d (%v)", tc.name, status, tc.want, body)
			}
		}
		// A plugin without a configured secret refuses every event.
		req := httptest.NewRequest("POST", "/rest/telephone/plugins/event", bytes.NewReader([]byte(`{}`)))
		req.Header.Set(TelephonySecretHeader, "")
		c := echo.New().NewContext(req, httptest.NewRecorder())
		if err := New(Config{}).callEvent(c); engine.AsError(err).Status != 403 {
			t.Errorf("without a configured secret: %v, want 403", err)
		}
		// Bad events are refused naming the field.
		for _, tc := range []struct {
			name string
			ev   map[string]any
			want string
		}{
			{"direction", map[string]any{"event": "ended", "call_id": "c2", "direction": "sideways", "user": 1}, "direction"},
			{"event", map[string]any{"event": "exploded", "call_id": "c2", "direction": "in", "user": 1}, "event"},
			{"user", map[string]any{"event": "ended", "call_id": "c2", "direction": "in", "user": 999}, "user"},
			{"call id", map[string]any{"event": "ended", "direction": "in", "user": 1}, "call_id"},
			{"unknown key", map[string]any{"event": "ended", "call_id": "c2", "direction": "in", "user": 1, "colour": "red"}, "colour"},
		} {
			status, body := h.event(callSecret, tc.ev)
			if msg, _ := body["message"].(string); status != 400 || !bytes.Contains([]byte(msg), []byte(tc.want)) {
				t.Errorf("%s: %d %v, want 400 naming %s", tc.name, status, body, tc.want)
			}
		}
	})
}

func TestCallEnded(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h, sim := callHarness(t, url)
		cand := h.Create("candidate", map[string]any{"englishName": "Caller", "mobile2": "139 0000 1111"})
		id, call := h.endedCall("ended-1", cand, "13900001111", 75, true)
		if call["call_type"] != 1.0 || call["duration"] != 75.0 || call["is_finished"] != true || call["provider_call_id"] != "ended-1" {
			t.Errorf("call: %v", call)
		}
		if c, _ := call["candidate"].(map[string]any); call["candidate"] != float64(cand) && (c == nil || c["id"] != float64(cand)) {
			t.Errorf("the number on mobile2 finds the candidate: %v", call["candidate"])
		}
		if call["recordings"] == nil || sim.Hits("ended-1") != 1 {
			t.Errorf("recording fetched once by the job: %v, hits %d", call["recordings"], sim.Hits("ended-1"))
		}
		items, err := activity.FeedItems(context.Background(), h.E.Store, activity.FeedQuery{TenantID: 1, Model: "candidate", RecordID: cand, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		if len(items) != 1 || items[0].Type != "telephone_call" || items[0].ExternalID != id || items[0].ExternalType != "telephone" {
			t.Errorf("feed of the candidate: %+v", items)
		}
		// The provider repeating the event makes no second call.
		again, _ := h.endedCall("ended-1", cand, "13900001111", 75, false)
		if again != id {
			t.Errorf("repeated event: call %d, want %d", again, id)
		}
		// A call nobody answered has no recording to fetch.
		_, missed := h.endedCall("ended-2", cand, "13900001111", 0, false)
		time.Sleep(200 * time.Millisecond)
		if missed["recordings"] != nil || sim.Hits("ended-2") != 0 {
			t.Errorf("missed call: %v, hits %d", missed, sim.Hits("ended-2"))
		}
		// Calls have no operations: users do not write them.
		if status, _ := h.as("hunter@huntline.test", map[string]any{"user_type": "hunter"}).Post("/rest/telephone/add", map[string]any{"call_type": 1}); status != 403 {
			t.Errorf("a user adding a call: %d, want 403", status)
		}
	})
}

func TestCallPlayer(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h, _ := callHarness(t, url)
		cand := h.Create("candidate", map[string]any{"englishName": "Limited", "mobile": "13700000000", "islimited": true})
		callRec, call := h.endedCall("play-1", cand, "13700000000", 12, true)
		files := h.recordings(call)
		if len(files) != 1 {
			t.Fatalf("recordings: %v", call["recordings"])
		}
		uuid := files[0]
		hunter := h.as("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		for _, tc := range []struct {
			name   string
			who    *harness
			path   string
			rng    string
			status int
		}{
			{"the admin plays it", h, uuid, "", 200},
			{"a range of it", h, uuid, "bytes=0-99", 206},
			{"a user outside the limited candidate", hunter, uuid, "", 404},
			{"a file that is no recording", h, "0123456789abcdef.wav", "", 404},
			{"a path out of the store", h, "..%2F..%2Fetc", "", 404},
		} {
			req, _ := http.NewRequest("GET", tc.who.Server.Srv.URL+"/rest/telephone/plugins/player/"+tc.path, nil)
			if tc.rng != "" {
				req.Header.Set("Range", tc.rng)
			}
			resp := tc.who.Do(req)
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tc.status {
				t.Errorf("%s: %d, want %d (%.200s)", tc.name, resp.StatusCode, tc.status, raw)
				continue
			}
			if tc.status == 200 && (resp.Header.Get("Content-Type") != "audio/wav" || !bytes.Equal(raw, Tone)) {
				t.Errorf("%s: %s, %d bytes", tc.name, resp.Header.Get("Content-Type"), len(raw))
			}
			if tc.status == 206 && len(raw) != 100 {
				t.Errorf("%s: %d bytes, want 100", tc.name, len(raw))
			}
		}
		// The file calls answer a recording as the player does.
		for _, c := range []struct {
			name   string
			who    *harness
			status int
		}{{"the admin", h, 200}, {"a user outside the limited candidate", hunter, 404}} {
			if status, _ := c.who.Preview(uuid); status != c.status {
				t.Errorf("%s previews the recording: %d, want %d", c.name, status, c.status)
			}
			_, rec := c.who.Get("/rest/telephone/" + strconv.FormatInt(callRec, 10))
			if n := len(c.who.recordings(rec["data"].(map[string]any))); n != map[int]int{200: 1, 404: 0}[c.status] {
				t.Errorf("%s reads %d recordings on the call", c.name, n)
			}
		}
		// Nor may the user outside the candidate have the recording fetched again.
		if status, body := hunter.Post("/rest/telephone/record_refresh", map[string]any{"id": callRec}); status != 404 {
			t.Errorf("refresh by a user outside the candidate: %d %v, want 404", status, body)
		}
	})
}

// TestCallPlayerOtherTenant: a recording of one tenant is not found from another.
func TestCallPlayerOtherTenant(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h, _ := callHarness(t, url)
		ctx := context.Background()
		_, call := h.endedCall("tenant-1", 0, "", 5, true)
		uuid := h.recordings(call)[0]
		p := engine.Principal{TenantID: 2, UserID: 1, IsAdmin: true}
		if _, _, err := h.mod.OpenRecording(ctx, p, uuid); engine.AsError(err).Status != 404 {
			t.Errorf("another tenant: %v, want 404", err)
		}
	})
}

func TestRecordRefresh(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h, sim := callHarness(t, url)
		sim.Set("refresh-1", Failing)
		id, call := h.endedCall("refresh-1", 0, "13600000000", 30, false)
		for deadline := time.Now().Add(5 * time.Second); sim.Hits("refresh-1") == 0 && time.Now().Before(deadline); {
			time.Sleep(20 * time.Millisecond) // the queued fetch fails first, to be retried in 30 s
		}
		if call["recordings"] != nil || sim.Hits("refresh-1") != 1 {
			t.Fatalf("a failing provider gave a recording: %v", call)
		}
		for _, tc := range []struct {
			name   string
			state  State
			status int
		}{
			{"provider failing", Failing, 502},
			{"still generating", Generating, 502},
			{"recording ready", Ready, 200},
		} {
			sim.Set("refresh-1", tc.state)
			status, body := h.Post("/rest/telephone/record_refresh", map[string]any{"id": id})
			if status != tc.status {
				t.Errorf("%s: %d %v, want %d", tc.name, status, body, tc.status)
				continue
			}
			if status != 200 {
				if body["status"] != false || body["message"] != "recording download failed" {
					t.Errorf("%s: %v", tc.name, body)
				}
				continue
			}
			uuid, _ := body["uuid"].(string)
			_, rec := h.Get("/rest/telephone/" + strconv.FormatInt(id, 10))
			files := h.recordings(rec["data"].(map[string]any))
			if uuid == "" || len(files) == 0 || files[len(files)-1] != uuid {
				t.Errorf("%s: uuid %q, recordings %v", tc.name, uuid, files)
			}
		}
		for _, tc := range []struct {
			name   string
			data   map[string]any
			status int
		}{
			{"no id", map[string]any{}, 400},
			{"no such call", map[string]any{"id": 99999}, 404},
		} {
			if status, body := h.Post("/rest/telephone/record_refresh", tc.data); status != tc.status {
				t.Errorf("%s: %d %v, want %d", tc.name, status, body, tc.status)
			}
		}
	})
}

func TestRingingPushes(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h, _ := callHarness(t, url)
		cand := h.Create("candidate", map[string]any{"englishName": "Ringer", "mobile1": "13500000000"})
		events, stop := h.E.Push.Subscribe(1, 1)
		defer stop()
		// Proxy calling is off until the tenant turns it on: a ringing call pops nothing up.
		if status, body := h.event(callSecret, map[string]any{"event": "ringing", "call_id": "ring-0", "direction": "in", "phone": "13500000000", "user": 1}); status != 200 || body["data"].(map[string]any)["pushed"] != false {
			t.Errorf("ringing with proxy calling off: %d %v", status, body)
		}
		_, body := h.Get("/rest/telephone/plugins/loop_watch_calling")
		if data := body["data"].(map[string]any); data["enabled"] != false || data["calling"] != nil {
			t.Errorf("loop watch with proxy calling off: %v", data)
		}
		h.SetConfig(map[string]any{"proxy_calling": true})
		for _, tc := range []struct {
			name, sig, phone string
			candidate        bool
			busy             bool
		}{
			{"a known number", "ring-1", "135 0000 0000", true, false},
			{"a second call while the first rings", "ring-2", "13100000000", false, true},
		} {
			status, body := h.event(callSecret, map[string]any{"event": "ringing", "call_id": tc.sig, "direction": "in", "phone": tc.phone, "user": 1})
			if status != 200 {
				t.Fatalf("%s: %d %v", tc.name, status, body)
			}
			select {
			case ev := <-events:
				call := ev.Data.(IncomingCall)
				if ev.Event != "loop_watch_calling" || call.Sig != tc.sig || call.Phone != tc.phone || call.Busy != tc.busy || call.Model != "candidate" {
					t.Errorf("%s: %+v", tc.name, ev)
				}
				if tc.candidate && (call.Candidate == nil || call.Candidate["id"] != cand || call.Candidate["__name__"] != "Ringer") {
					t.Errorf("%s: candidate %v", tc.name, call.Candidate)
				}
				if !tc.candidate && call.Candidate != nil {
					t.Errorf("%s: candidate %v, want none", tc.name, call.Candidate)
				}
			case <-time.After(2 * time.Second):
				t.Fatalf("%s: no push", tc.name)
			}
		}
		// A page opened while it rings asks.
		_, body = h.Get("/rest/telephone/plugins/loop_watch_calling")
		data := body["data"].(map[string]any)
		if data["enabled"] != true || data["calling"].(map[string]any)["sig"] != "ring-1" {
			t.Errorf("loop watch: %v", data)
		}
		h.endedCall("ring-1", cand, "13500000000", 0, false)
		_, body = h.Get("/rest/telephone/plugins/loop_watch_calling")
		if data := body["data"].(map[string]any); data["enabled"] != true || data["calling"] != nil {
			t.Errorf("after the call ended: %v", data)
		}
		// A user outside a limited candidate hears the number, not whose it is.
		hunter := h.as("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		h.Create("candidate", map[string]any{"englishName": "Hidden", "mobile": "13300000000", "islimited": true})
		theirs, stopTheirs := h.E.Push.Subscribe(1, hunter.UserID)
		defer stopTheirs()
		if status, body := h.event(callSecret, map[string]any{"event": "ringing", "call_id": "ring-4", "direction": "in", "phone": "13300000000", "user": hunter.UserID}); status != 200 {
			t.Fatalf("ringing the hunter: %d %v", status, body)
		}
		select {
		case ev := <-theirs:
			if call := ev.Data.(IncomingCall); call.Candidate != nil || call.Phone != "13300000000" {
				t.Errorf("the hunter's pop-up: %+v", call)
			}
		case <-time.After(2 * time.Second):
			t.Fatal("the hunter got no push")
		}
		// An outgoing call does not ring.
		if status, _ := h.event(callSecret, map[string]any{"event": "ringing", "call_id": "ring-3", "direction": "out", "phone": "1", "user": 1}); status != 400 {
			t.Errorf("outgoing ringing: %d, want 400", status)
		}
	})
}
