// Package notice sends short notices (SMS, WeChat) through a provider per channel. The engine
// keeps each notice as a record of the outbox model and hands it to a Sender from the job
// queue, so a provider that is down costs a failed record the user can retry, not a request.
package notices

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Message is one notice to one receiver: a mobile number (sms) or an openid (wechat).
type Message struct {
	Channel string `json:"channel"`
	To      string `json:"to"`
	Content string `json:"content"`
	// Ref is the outbox record's id: a gateway can drop a repeat of the same ref.
	Ref string `json:"ref"`
}

// Sender delivers messages of one channel for a tenant and answers the provider's id of the
// message.
type Sender interface {
	Send(ctx context.Context, tenant int64, m Message) (providerID string, err error)
	// Describe says where messages go, for the start-up log.
	Describe() string
}

// MaxContent bounds a notice's text in characters (runes). The spec names no limit; 500 is
// about seven concatenated SMS segments of Chinese text, beyond which gateways refuse or
// bill absurdly, and long texts belong in an e-mail.
const MaxContent = 500

// MaxReceivers bounds one send: the widget sends to one person, a list of many numbers is a
// bulk campaign, which is not this call.
const MaxReceivers = 20

var (
	mobileSeparators = strings.NewReplacer(" ", "", "-", "", "(", "", ")", "")
	mobilePattern    = regexp.MustCompile(`^\+?[0-9]{6,15}$`)
	openidPattern    = regexp.MustCompile(`^[A-Za-z0-9_-]{6,64}$`)
)

// NormalizeMobile answers a mobile number without spaces, dashes and brackets, or an error
// naming it. A number is an optional + then 6 to 15 digits (E.164 allows at most 15), so
// both mainland numbers (13800138000) and international ones (+852 9123 4567) pass.
func NormalizeMobile(raw string) (string, error) {
	n := mobileSeparators.Replace(strings.TrimSpace(raw))
	if !mobilePattern.MatchString(n) {
		return "", fmt.Errorf("%q is not a mobile number (an optional + and 6 to 15 digits)", raw)
	}
	return n, nil
}

// NormalizeOpenID checks a WeChat openid: letters, digits, _ and -, 6 to 64 characters.
func NormalizeOpenID(raw string) (string, error) {
	n := strings.TrimSpace(raw)
	if !openidPattern.MatchString(n) {
		return "", fmt.Errorf("%q is not a WeChat openid (6 to 64 letters, digits, _ or -)", raw)
	}
	return n, nil
}

// Normalize checks one receiver address of channel.
func Normalize(channel, raw string) (string, error) {
	if channel == "wechat" {
		return NormalizeOpenID(raw)
	}
	return NormalizeMobile(raw)
}

// SplitReceivers splits a comma list (the spec joins several addresses with commas; the
// Chinese comma and semicolons are accepted too), dropping blanks.
func SplitReceivers(list string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == '，' || r == ';' || r == '；' }) {
		if p := strings.TrimSpace(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// ContentLength counts characters as a reader does, not bytes.
func ContentLength(s string) int { return utf8.RuneCountInString(s) }
