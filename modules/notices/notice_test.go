package notices

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestNormalizeMobile(t *testing.T) {
	for _, tc := range []struct {
		in, want, err string
	}{
		{in: "13800138000", want: "13800138000"},
		{in: " +852 9123-4567 ", want: "+85291234567"},
		{in: "(010) 6552 8888", want: "01065528888"},
		{in: "12345", err: `"12345" is not a mobile number`},
		{in: "1380013800a", err: "is not a mobile number"},
		{in: "+1234567890123456", err: "is not a mobile number"},
		{in: "", err: "is not a mobile number"},
	} {
		got, err := NormalizeMobile(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: err %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q: %q %v, want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestSplitReceivers(t *testing.T) {
	for in, want := range map[string]string{
		"a,b":           "a|b",
		" a , ,b；c;d，e": "a|b|c|d|e",
		"":              "",
	} {
		if got := strings.Join(SplitReceivers(in), "|"); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

func TestGatewayRoundTrip(t *testing.T) {
	sim := &Simulator{Token: "secret"}
	srv := httptest.NewServer(sim)
	defer srv.Close()
	for _, tc := range []struct {
		name  string
		token string
		down  bool
		err   string
	}{
		{name: "accepted", token: "secret"},
		{name: "down", token: "secret", down: true, err: "gateway answered 503: gateway is down"},
		{name: "bad token", token: "nope", err: "gateway answered 401: bad token"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sim.SetDown(tc.down)
			g, err := NewGateway("sms", srv.URL, tc.token)
			if err != nil {
				t.Fatal(err)
			}
			before := len(sim.Received())
			id, err := g.Send(context.Background(), 7, Message{Channel: "sms", To: "13800138000", Content: "Hi", Ref: "42"})
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("err %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || id == "" {
				t.Fatalf("send: %q %v", id, err)
			}
			got := sim.Received()[before]
			if got != (GatewayRequest{Channel: "sms", To: "13800138000", Content: "Hi", Ref: "42", Tenant: 7}) {
				t.Errorf("gateway received %+v", got)
			}
		})
	}
	if _, err := NewGateway("sms", "ftp://x", ""); err == nil {
		t.Error("a non-http URL is refused")
	}
	srv.Close()
	g, _ := NewGateway("sms", srv.URL, "")
	if _, err := g.Send(context.Background(), 1, Message{To: "1", Content: "x"}); err == nil || !strings.Contains(err.Error(), "unreachable") {
		t.Errorf("closed gateway: %v", err)
	}
}

func TestLogSender(t *testing.T) {
	var buf strings.Builder
	s := &LogSender{Channel: "sms", Log: slog.New(slog.NewTextHandler(io.MultiWriter(&buf), nil))}
	id, err := s.Send(context.Background(), 1, Message{Channel: "sms", To: "13800138000", Content: "Hi"})
	if err != nil || !strings.HasPrefix(id, "log-") {
		t.Fatalf("%q %v", id, err)
	}
	if strings.Contains(buf.String(), "13800138000") || !strings.Contains(buf.String(), "****8000") {
		t.Errorf("the log masks the receiver: %s", buf.String())
	}
}
