// Package simnet carries a plugin's calls to the simulator of its outside service in process,
// so development, the demo and the tests reach a provider without a socket and no request
// leaves the machine.
package simnet

import (
	"net/http"
	"net/http/httptest"
)

// Transport answers each request with Handler, as the network would with the provider.
type Transport struct{ Handler http.Handler }

// RoundTrip serves r with the handler and answers what it wrote.
func (t Transport) RoundTrip(r *http.Request) (*http.Response, error) {
	rec := httptest.NewRecorder()
	t.Handler.ServeHTTP(rec, r)
	res := rec.Result()
	res.Request = r
	return res, nil
}
