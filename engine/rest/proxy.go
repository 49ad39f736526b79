package rest

import (
	"fmt"
	"net"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

// Behind a reverse proxy that ends TLS, the connection comes from the proxy: the client's
// address and scheme arrive in X-Forwarded-For and X-Forwarded-Proto, which anyone can also
// send. They are read only from the proxies named in HUNTLINE_TRUSTED_PROXIES; from anyone
// else they are ignored, so a client cannot pick a new address per sign-in attempt (the
// rate limit) nor make the server think a plain connection is secure.

// ParseTrustedProxies reads a list of proxy addresses, CIDR ranges or single addresses,
// separated by commas or spaces ("10.0.0.0/8, 192.168.1.10"). Empty trusts no proxy.
func ParseTrustedProxies(list string) ([]*net.IPNet, error) {
	var nets []*net.IPNet
	for _, f := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' }) {
		if !strings.Contains(f, "/") {
			ip := net.ParseIP(f)
			if ip == nil {
				return nil, fmt.Errorf("trusted proxies: %q is not an IP address or CIDR range", f)
			}
			bits := 128
			if ip.To4() != nil {
				ip, bits = ip.To4(), 32
			}
			nets = append(nets, &net.IPNet{IP: ip, Mask: net.CIDRMask(bits, bits)})
			continue
		}
		_, n, err := net.ParseCIDR(f)
		if err != nil {
			return nil, fmt.Errorf("trusted proxies: %q is not an IP address or CIDR range", f)
		}
		nets = append(nets, n)
	}
	return nets, nil
}

// clientIP answers echo's extractor of the client address: the connection's, or, from a
// trusted proxy, the nearest address in X-Forwarded-For that is not a trusted proxy.
// Loopback, link-local and private addresses are trusted only when listed.
func clientIP(trusted []*net.IPNet) echo.IPExtractor {
	if len(trusted) == 0 {
		return echo.ExtractIPDirect()
	}
	opts := []echo.TrustOption{echo.TrustLoopback(false), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false)}
	for _, n := range trusted {
		opts = append(opts, echo.TrustIPRange(n))
	}
	return echo.ExtractIPFromXFFHeader(opts...)
}

// fromTrustedProxy tells whether the connection of r comes from a trusted proxy.
func (s *Server) fromTrustedProxy(r *http.Request) bool {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return false
	}
	for _, n := range s.trustedProxies {
		if n.Contains(ip) {
			return true
		}
	}
	return false
}

// isSecure tells whether the browser reached the server over HTTPS: the connection is TLS,
// or a trusted proxy says so in X-Forwarded-Proto (its first value, the client-facing hop).
// Cookies are then Secure and answers carry Strict-Transport-Security.
func (s *Server) isSecure(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	if !s.fromTrustedProxy(r) {
		return false
	}
	proto, _, _ := strings.Cut(r.Header.Get(echo.HeaderXForwardedProto), ",")
	return strings.EqualFold(strings.TrimSpace(proto), "https")
}

// secure answers isSecure for the request of c, as the security headers middleware found it.
func secure(c echo.Context) bool {
	v, _ := c.Get("secure").(bool)
	return v
}
