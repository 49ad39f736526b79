package ui

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func TestHandler(t *testing.T) {
	built := fstest.MapFS{
		"index.html":      {Data: []byte("<html>app</html>")},
		"assets/app-1.js": {Data: []byte("console.log(1)")},
	}
	tests := []struct {
		name       string
		app        fstest.MapFS
		path       string
		wantStatus int
		wantBody   string
		wantCache  string
	}{
		{"desktop mount serves index", built, "/crm", 200, "<html>app</html>", "no-cache"},
		{"mobile mount serves the same index", built, "/m/login", 200, "<html>app</html>", "no-cache"},
		{"hashed asset is cached for good", built, "/crm/assets/app-1.js", 200, "console.log(1)", "public, max-age=31536000, immutable"},
		{"missing asset is 404", built, "/crm/assets/nope.js", 404, "", ""},
		{"not built asks for make build", fstest.MapFS{}, "/crm", 503, "make build", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			Handler(tt.app).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.path, nil))
			if rec.Code != tt.wantStatus {
				t.Fatalf("status %d, want %d", rec.Code, tt.wantStatus)
			}
			if !strings.Contains(rec.Body.String(), tt.wantBody) {
				t.Errorf("body %q lacks %q", rec.Body.String(), tt.wantBody)
			}
			if tt.wantCache != "" && rec.Header().Get("Cache-Control") != tt.wantCache {
				t.Errorf("Cache-Control %q, want %q", rec.Header().Get("Cache-Control"), tt.wantCache)
			}
		})
	}
}

// The committed tree (no dist/app) must still compile and answer the not-built page.
func TestBuiltWithoutApp(t *testing.T) {
	if Built() == nil {
		t.Fatal("Built answered nil")
	}
}
