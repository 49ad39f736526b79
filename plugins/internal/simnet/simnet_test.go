package simnet

import (
	"io"
	"net/http"
	"testing"
)

// A call through the transport gets the handler's status, headers and body.
func TestTransport(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Path", r.URL.Path)
		w.WriteHeader(http.StatusAccepted)
		io.WriteString(w, "pending")
	})
	res, err := (&http.Client{Transport: Transport{h}}).Get("http://provider.simulator/calls/7")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusAccepted || res.Header.Get("X-Path") != "/calls/7" || string(body) != "pending" {
		t.Errorf("got %d %v %q", res.StatusCode, res.Header, body)
	}
}
