package resttest

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"huntline/engine/rest"
)

// Browser calls the API as the web app does: its cookies, the session's CSRF token in the
// X-CSRF-Token header, the browser's language.
type Browser struct {
	T      *testing.T
	URL    string // the server's base URL
	Client *http.Client
	UserID int64
	// AcceptLanguage is sent with every request when set, as a browser does.
	AcceptLanguage string
}

// Login signs in, failing the test when that is refused.
func (b *Browser) Login(email, password string) *Browser {
	b.T.Helper()
	status, body := b.Post("/rest/user/login", map[string]any{"email": email, "password": password})
	if status != 200 || body["status"] != true {
		b.T.Fatalf("login %s: %d %v", email, status, body)
	}
	return b
}

// Get calls a path and decodes the JSON answer.
func (b *Browser) Get(path string) (int, map[string]any) {
	b.T.Helper()
	return Decode(b.T, b.Send("GET", path, "", ""))
}

// Post sends data as the spec's form field "data".
func (b *Browser) Post(path string, data any) (int, map[string]any) {
	b.T.Helper()
	raw, _ := json.Marshal(data)
	return b.PostRaw(path, "application/x-www-form-urlencoded", url.Values{"data": {string(raw)}}.Encode())
}

// PostFile sends a multipart form as a file input does: content as the field "file" named
// filename (no file part when filename is empty), and fields beside it.
func (b *Browser) PostFile(path, filename string, content []byte, fields map[string]string) (int, map[string]any) {
	b.T.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	if filename != "" {
		part, _ := w.CreateFormFile("file", filename)
		part.Write(content)
	}
	for k, v := range fields {
		w.WriteField(k, v)
	}
	w.Close()
	return b.PostRaw(path, w.FormDataContentType(), body.String())
}

// Upload stores a file through POST /rest/file/upload, as the attachments input does, and
// answers its id and uuid name; a refusal fails the test.
func (b *Browser) Upload(name string, content []byte) (id int64, uuid string) {
	b.T.Helper()
	status, body := b.PostFile("/rest/file/upload", name, content, nil)
	if status != 200 {
		b.T.Fatalf("upload %s: %d %v", name, status, body)
	}
	d := body["data"].(map[string]any)
	return int64(d["id"].(float64)), d["uuidname"].(string)
}

// PostRaw sends a body of the given content type.
func (b *Browser) PostRaw(path, contentType, body string) (int, map[string]any) {
	b.T.Helper()
	return Decode(b.T, b.Send("POST", path, contentType, body))
}

// Send is the one place requests go through: it adds the browser's language and, through
// Do, the CSRF token.
func (b *Browser) Send(method, path, contentType, body string) *http.Response {
	b.T.Helper()
	req, err := http.NewRequest(method, b.URL+path, strings.NewReader(body))
	if err != nil {
		b.T.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if b.AcceptLanguage != "" {
		req.Header.Set("Accept-Language", b.AcceptLanguage)
	}
	return b.Do(req)
}

// Do sends a request with the session's CSRF token, read from the hl_csrf cookie.
func (b *Browser) Do(req *http.Request) *http.Response {
	b.T.Helper()
	if token := b.Cookie(rest.CSRFCookie); token != "" && req.Header.Get(rest.CSRFHeader) == "" {
		req.Header.Set(rest.CSRFHeader, token)
	}
	resp, err := b.Client.Do(req)
	if err != nil {
		b.T.Fatal(err)
	}
	return resp
}

// Cookie answers the value of a cookie the browser holds for the server, or "".
func (b *Browser) Cookie(name string) string {
	u, _ := url.Parse(b.URL)
	for _, ck := range b.Client.Jar.Cookies(u) {
		if ck.Name == name {
			return ck.Value
		}
	}
	return ""
}

// Decode reads a JSON answer, failing the test when it is not JSON.
func Decode(t *testing.T, resp *http.Response) (int, map[string]any) {
	t.Helper()
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var body map[string]any
	if err := json.Unmarshal(raw, &body); err != nil {
		t.Fatalf("%s: not JSON (%d): %.200s", resp.Request.URL.Path, resp.StatusCode, raw)
	}
	return resp.StatusCode, body
}

// Create adds a record through POST /rest/{model}/add and answers its id, failing the test
// on refusal.
func (b *Browser) Create(model string, data map[string]any) int64 {
	b.T.Helper()
	status, body := b.Post("/rest/"+model+"/add", data)
	if status != 200 {
		b.T.Fatalf("create %s: %d %v", model, status, body)
	}
	return int64(body["data"].(float64))
}

// SetConfig changes tenant settings through the admin call POST /rest/data/config.
func (b *Browser) SetConfig(patch map[string]any) {
	b.T.Helper()
	if status, body := b.Post("/rest/data/config", patch); status != 200 {
		b.T.Fatalf("set config: %d %v", status, body)
	}
}

// Preview answers the status and body of GET /rest/file/preview/{uuid}.
func (b *Browser) Preview(uuid string) (int, string) {
	b.T.Helper()
	resp := b.Send("GET", "/rest/file/preview/"+uuid, "", "")
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(raw)
}

// IDs answers the ids of a list answer, in order.
func IDs(body map[string]any) []int64 {
	var out []int64
	list, _ := body["list"].([]any)
	for _, it := range list {
		out = append(out, int64(it.(map[string]any)["id"].(float64)))
	}
	return out
}

// Message answers an answer's message, "" when it has none.
func Message(body map[string]any) string {
	m, _ := body["message"].(string)
	return m
}
