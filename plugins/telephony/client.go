// Package telephony connects Huntline to a telephone provider: the HTTP client the engine
// fetches call recordings with (Provider), and a simulator of the provider for
// development and tests.
//
// The provider's side, as Huntline expects it:
//
//	GET {base}/calls/{call id}/recording   200 with the audio (Content-Type audio/*),
//	                                       202 while the recording is still being generated,
//	                                       404 for a call it does not know, 5xx when failing.
//	Authorization: Bearer {token}          when a token is configured.
//
// The provider tells Huntline of calls with POST /rest/telephone/plugins/event (CallEvent),
// carrying the shared secret in the X-Huntline-Telephony-Secret header.
package telephony

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Client fetches recordings from a provider over HTTP.
type Client struct {
	Base  string // e.g. https://pbx.example.com/api
	Token string
	HTTP  *http.Client
}

// NewClient answers a client of the provider at base.
func NewClient(base, token string) *Client {
	return &Client{Base: strings.TrimRight(base, "/"), Token: token, HTTP: &http.Client{Timeout: 2 * time.Minute}}
}

// Recording fetches the recording of callID; ErrRecordingPending while the provider
// still generates it.
func (c *Client) Recording(ctx context.Context, callID string) (*Recording, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.Base+"/calls/"+url.PathEscape(callID)+"/recording", nil)
	if err != nil {
		return nil, err
	}
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
	res, err := c.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("telephony: recording of %s: %w", callID, err)
	}
	switch {
	case res.StatusCode == http.StatusOK:
		return &Recording{Body: res.Body, ContentType: res.Header.Get("Content-Type")}, nil
	case res.StatusCode == http.StatusAccepted:
		res.Body.Close()
		return nil, ErrRecordingPending
	default:
		msg, _ := io.ReadAll(io.LimitReader(res.Body, 200))
		res.Body.Close()
		return nil, fmt.Errorf("telephony: recording of %s: %s %s", callID, res.Status, strings.TrimSpace(string(msg)))
	}
}
