package notices

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
)

// Simulator is the gateway's side for development and tests: it takes what Gateway posts,
// keeps it, and answers an id, or 503 while Down. Serve it with httptest.NewServer(sim).
type Simulator struct {
	Token string // when set, requests must carry it as a bearer token

	mu       sync.Mutex
	down     bool
	received []GatewayRequest
}

// SetDown makes the simulator refuse (true) or accept (false) messages.
func (s *Simulator) SetDown(down bool) {
	s.mu.Lock()
	s.down = down
	s.mu.Unlock()
}

// Received answers the messages accepted so far.
func (s *Simulator) Received() []GatewayRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]GatewayRequest(nil), s.received...)
}

func (s *Simulator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	answer := func(status int, v any) {
		w.WriteHeader(status)
		json.NewEncoder(w).Encode(v)
	}
	if r.Method != http.MethodPost {
		answer(http.StatusMethodNotAllowed, GatewayAnswer{Message: "POST a message"})
		return
	}
	if s.Token != "" && r.Header.Get("Authorization") != "Bearer "+s.Token {
		answer(http.StatusUnauthorized, GatewayAnswer{Message: "bad token"})
		return
	}
	var req GatewayRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.To == "" || req.Content == "" {
		answer(http.StatusBadRequest, GatewayAnswer{Message: "to and content are required"})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.down {
		answer(http.StatusServiceUnavailable, GatewayAnswer{Message: "gateway is down"})
		return
	}
	s.received = append(s.received, req)
	answer(http.StatusOK, GatewayAnswer{ID: fmt.Sprintf("sim-%d", len(s.received))})
}
