package main

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

// linkBase answers the address links in mails point to. It comes from the configuration
// only, never from a request (whose Host header the sender chooses): the public URL when
// set; else http://ADDR when the listen address names a host, which is what a browser on
// that machine opens (a developer's 127.0.0.1:8080); else nothing, and reset mails are
// refused until HUNTLINE_PUBLIC_URL is set.
func linkBase(public, addr string) (string, error) {
	if public != "" {
		u, err := url.Parse(public)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
			return "", fmt.Errorf("public URL %q: want an absolute http or https address such as https://crm.example.com", public)
		}
		return strings.TrimRight(public, "/"), nil
	}
	host, _, err := net.SplitHostPort(addr)
	if err != nil || host == "" {
		return "", nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		return "", nil // 0.0.0.0 or [::]: every interface, no address to give
	}
	return "http://" + addr, nil
}
