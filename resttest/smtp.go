package resttest

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"huntline/mailer"
)

// SMTPSink is a real SMTP server for tests that keeps each message with its envelope
// recipients, which is where bcc shows (never in the headers).
type SMTPSink struct {
	Addr string // host:port it listens on
	mu   sync.Mutex
	msgs []Received
	srv  *smtp.Server
}

// Received is one message the sink took: its envelope recipients and raw bytes.
type Received struct {
	Rcpts []string
	Raw   []byte
}

type sinkSession struct {
	sink  *SMTPSink
	rcpts []string
}

func (s *sinkSession) Reset()                               { s.rcpts = nil }
func (s *sinkSession) Logout() error                        { return nil }
func (s *sinkSession) Mail(string, *smtp.MailOptions) error { return nil }
func (s *sinkSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.rcpts = append(s.rcpts, to)
	return nil
}
func (s *sinkSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.sink.mu.Lock()
	s.sink.msgs = append(s.sink.msgs, Received{Rcpts: s.rcpts, Raw: b})
	s.sink.mu.Unlock()
	return nil
}

// ServeSMTP starts a sink on a free port of 127.0.0.1; it stops when the test ends.
func ServeSMTP(t *testing.T) *SMTPSink {
	t.Helper()
	sink := &SMTPSink{}
	sink.srv = smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &sinkSession{sink: sink}, nil }))
	sink.srv.Domain = "localhost"
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	sink.Addr = l.Addr().String()
	go sink.srv.Serve(l)
	t.Cleanup(func() { sink.srv.Close() })
	return sink
}

// Wait answers the n-th message (from 1), waiting up to 5 s for it.
func (s *SMTPSink) Wait(t *testing.T, n int) Received {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		s.mu.Lock()
		if len(s.msgs) >= n {
			m := s.msgs[n-1]
			s.mu.Unlock()
			return m
		}
		s.mu.Unlock()
		if time.Now().After(deadline) {
			t.Fatalf("the SMTP server received fewer than %d messages", n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// UseSMTP makes the server's engine send through the SMTP server at addr (no TLS).
func (s *Server) UseSMTP(t *testing.T, addr string) {
	t.Helper()
	m, err := mailer.ParseSMTPURL(fmt.Sprintf("smtp://%s?from=noreply@huntline.test&tls=none", addr))
	if err != nil {
		t.Fatal(err)
	}
	s.E.Mailer = m
}

// MailParts reads a received message: its headers, HTML body and attachments by file name.
func MailParts(t *testing.T, raw []byte) (netmail.Header, string, map[string]string) {
	t.Helper()
	m, err := netmail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	var htmlBody string
	var walk func(ct string, h func(string) string, body io.Reader)
	walk = func(ct string, h func(string) string, body io.Reader) {
		media, params, _ := mime.ParseMediaType(ct)
		if strings.HasPrefix(media, "multipart/") {
			mr := multipart.NewReader(body, params["boundary"])
			for {
				p, err := mr.NextPart()
				if err != nil {
					return
				}
				walk(p.Header.Get("Content-Type"), p.Header.Get, p)
			}
		}
		var r io.Reader = body
		switch strings.ToLower(h("Content-Transfer-Encoding")) {
		case "quoted-printable":
			r = quotedprintable.NewReader(r)
		case "base64":
			r = base64.NewDecoder(base64.StdEncoding, r)
		}
		b, _ := io.ReadAll(r)
		_, dp, _ := mime.ParseMediaType(h("Content-Disposition"))
		switch {
		case dp["filename"] != "":
			files[dp["filename"]] = string(b)
		case media == "text/html":
			htmlBody = string(b)
		}
	}
	walk(m.Header.Get("Content-Type"), m.Header.Get, m.Body)
	return m.Header, htmlBody, files
}
