package telephony

import (
	"bytes"
	"encoding/binary"
	"math"
	"net/http"
	"strings"
	"sync"

	"huntline/plugins/internal/simnet"
)

// State is what the simulator answers for a call's recording.
type State int

const (
	Ready      State = iota // the recording is there
	Generating              // 202: still being generated
	Failing                 // 500: the provider is failing
	Unknown                 // 404: no such call
)

// Simulator plays the provider's side of recordings (GET /calls/{id}/recording) for
// development and tests. Every call has a recording (a one-second tone) unless told
// otherwise with Set, or unless its id starts with "generating-", "fail-" or "unknown-",
// which lets a developer try each state from the event webhook alone.
type Simulator struct {
	mu     sync.Mutex
	states map[string]State
	hits   map[string]int
}

// NewSimulator answers a simulator where every recording is ready.
func NewSimulator() *Simulator {
	return &Simulator{states: map[string]State{}, hits: map[string]int{}}
}

// Set fixes the state of a call's recording.
func (s *Simulator) Set(callID string, st State) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.states[callID] = st
}

// Hits answers how often a call's recording was asked for.
func (s *Simulator) Hits(callID string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[callID]
}

func (s *Simulator) state(callID string) State {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.hits[callID]++
	if st, ok := s.states[callID]; ok {
		return st
	}
	switch {
	case strings.HasPrefix(callID, "generating-"):
		return Generating
	case strings.HasPrefix(callID, "fail-"):
		return Failing
	case strings.HasPrefix(callID, "unknown-"):
		return Unknown
	}
	return Ready
}

// ServeHTTP answers GET /calls/{id}/recording.
func (s *Simulator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rest, ok := strings.CutPrefix(r.URL.Path, "/calls/")
	callID, isRec := strings.CutSuffix(rest, "/recording")
	if !ok || !isRec || callID == "" || r.Method != http.MethodGet {
		http.NotFound(w, r)
		return
	}
	switch s.state(callID) {
	case Generating:
		w.WriteHeader(http.StatusAccepted)
		w.Write([]byte(`{"status":"generating"}`))
	case Failing:
		http.Error(w, "recording storage unavailable", http.StatusInternalServerError)
	case Unknown:
		http.NotFound(w, r)
	default:
		w.Header().Set("Content-Type", "audio/wav")
		w.Write(Tone)
	}
}

// Client answers a client that reaches the simulator in process, without a network.
func (s *Simulator) Client() *Client {
	return &Client{Base: "http://telephony.simulator", HTTP: &http.Client{Transport: simnet.Transport{Handler: s}}}
}

// Tone is a one-second 440 Hz tone as an 8 kHz, 8-bit mono WAV file: a real recording a
// browser's audio element plays.
var Tone = func() []byte {
	const rate, n = 8000, 8000
	var b bytes.Buffer
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(36+n))
	b.WriteString("WAVEfmt ")
	binary.Write(&b, binary.LittleEndian, struct {
		Size             uint32
		Format, Channels uint16
		Rate, ByteRate   uint32
		BlockAlign, Bits uint16
	}{16, 1, 1, rate, rate, 1, 8})
	b.WriteString("data")
	binary.Write(&b, binary.LittleEndian, uint32(n))
	for i := 0; i < n; i++ {
		b.WriteByte(byte(128 + 100*math.Sin(2*math.Pi*440*float64(i)/rate)))
	}
	return b.Bytes()
}()
