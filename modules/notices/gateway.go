package notices

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

// Gateway is a client of a generic JSON SMS/WeChat gateway, configured by URL
// (HUNTLINE_SMS_URL, HUNTLINE_WECHAT_URL) and an optional bearer token. It posts
//
//	{"channel": "sms", "to": "13800138000", "content": "...", "ref": "12", "tenant": 1}
//
// and takes a 2xx answer {"id": "provider id"} as accepted; any other status, or an answer
// without an id, is a failure carrying the gateway's message. Most commercial gateways are
// one small adapter away from this shape.
type Gateway struct {
	Channel string
	URL     string
	Token   string
	Client  *http.Client
}

// NewGateway checks the URL and answers a gateway client with a 15 s timeout.
func NewGateway(channel, rawURL, token string) (*Gateway, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("notice: %s gateway URL %q: want http(s)://host/path", channel, rawURL)
	}
	return &Gateway{Channel: channel, URL: rawURL, Token: token, Client: &http.Client{Timeout: 15 * time.Second}}, nil
}

// GatewayRequest is the body the gateway receives.
type GatewayRequest struct {
	Channel string `json:"channel"`
	To      string `json:"to"`
	Content string `json:"content"`
	Ref     string `json:"ref"`
	Tenant  int64  `json:"tenant"`
}

// GatewayAnswer is the gateway's answer.
type GatewayAnswer struct {
	ID      string `json:"id"`
	Message string `json:"message,omitempty"`
}

// Send posts m to the gateway.
func (g *Gateway) Send(ctx context.Context, tenant int64, m Message) (string, error) {
	body, _ := json.Marshal(GatewayRequest{Channel: m.Channel, To: m.To, Content: m.Content, Ref: m.Ref, Tenant: tenant})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, g.URL, bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	if g.Token != "" {
		req.Header.Set("Authorization", "Bearer "+g.Token)
	}
	res, err := g.Client.Do(req)
	if err != nil {
		return "", fmt.Errorf("gateway unreachable: %w", err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	var ans GatewayAnswer
	json.Unmarshal(raw, &ans)
	if res.StatusCode/100 != 2 {
		msg := ans.Message
		if msg == "" {
			msg = string(bytes.TrimSpace(raw))
			if len(msg) > 200 {
				msg = msg[:200]
			}
		}
		return "", fmt.Errorf("gateway answered %d: %s", res.StatusCode, msg)
	}
	if ans.ID == "" {
		return "", fmt.Errorf("gateway answered %d without a message id", res.StatusCode)
	}
	return ans.ID, nil
}

// Describe names the gateway (without its token).
func (g *Gateway) Describe() string { return fmt.Sprintf("%s: gateway %s", g.Channel, g.URL) }
