// Package office turns Word (DOCX, DOC), RTF and OpenDocument files into PDF with
// LibreOffice run headless (Debian's libreoffice-writer-nogui), for the CV tab's page
// preview and the agency CV's PDF. A conversion runs through extract's runner, with a
// timeout that kills the whole process group. LibreOffice keeps a user profile that two
// running copies must not share, so each conversion takes a slot: a profile (and HOME) of
// its own, reused by the next conversion in that slot; the slots bound how many run at once.
package office

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"huntline/modules/resume/extract"
)

// ErrMissing is the answer when this server has no LibreOffice.
var ErrMissing = errors.New("office: LibreOffice (soffice) is not installed")

// ErrFailed is a file LibreOffice could not convert (damaged, protected, too slow).
var ErrFailed = errors.New("office: the file could not be converted to PDF")

// timeout bounds one conversion; a first run in a slot also builds its profile (about 2 s).
const timeout = 60 * time.Second

// cacheAge is how long a converted PDF is kept after it was last written.
const cacheAge = 7 * 24 * time.Hour

// Converter converts files to PDF, keeping the results by key in a cache folder.
type Converter struct {
	cache string
	slots chan *slot
}

type slot struct {
	once sync.Once
	dir  string
	err  error
}

// New answers a converter caching under cache (created when needed), running at most
// parallel conversions at once.
func New(cache string, parallel int) *Converter {
	c := &Converter{cache: cache, slots: make(chan *slot, max(parallel, 1))}
	for range cap(c.slots) {
		c.slots <- &slot{}
	}
	return c
}

// Available tells whether LibreOffice is installed.
func Available() bool {
	_, err := exec.LookPath("soffice")
	return err == nil
}

// PDF answers data converted to PDF. name is the file's name for LibreOffice (its extension
// chooses the import filter when the content could be several). A non-empty key names the
// content for the cache: the same key answers the PDF converted before.
func (c *Converter) PDF(ctx context.Context, key string, data []byte, name string) ([]byte, error) {
	if pdf := c.cached(key); pdf != nil {
		return pdf, nil
	}
	tool, err := exec.LookPath("soffice")
	if err != nil {
		return nil, ErrMissing
	}
	var s *slot
	select {
	case s = <-c.slots:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { c.slots <- s }()
	if pdf := c.cached(key); pdf != nil { // converted while this one waited for a slot
		return pdf, nil
	}
	if s.once.Do(func() { s.dir, s.err = os.MkdirTemp("", "huntline-soffice-") }); s.err != nil {
		return nil, s.err
	}
	out := strings.TrimSuffix(name, filepath.Ext(name)) + ".pdf"
	pdf, _, err := extract.Run{
		Timeout: timeout, Name: name, Tool: tool, Output: out,
		Args: func(in string) []string {
			return []string{"-env:UserInstallation=file://" + filepath.ToSlash(filepath.Join(s.dir, "profile")),
				"--headless", "--norestore", "--nolockcheck", "--convert-to", "pdf", "--outdir", filepath.Dir(in), in}
		},
		Env: func(string) []string { return []string{"HOME=" + s.dir} },
	}.On(ctx, data)
	if err != nil || !strings.HasPrefix(string(pdf), "%PDF-") {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, ErrFailed
	}
	c.keep(key, pdf)
	return pdf, nil
}

func (c *Converter) path(key string) string {
	sum := sha256.Sum256([]byte(key))
	return filepath.Join(c.cache, hex.EncodeToString(sum[:16])+".pdf")
}

func (c *Converter) cached(key string) []byte {
	if key == "" {
		return nil
	}
	pdf, err := os.ReadFile(c.path(key))
	if err != nil {
		return nil
	}
	return pdf
}

// keep writes a converted PDF to the cache (written whole, then renamed, so a reader never
// sees half), and drops PDFs older than cacheAge. A cache that cannot be written only costs
// a conversion next time.
func (c *Converter) keep(key string, pdf []byte) {
	if key == "" || os.MkdirAll(c.cache, 0o700) != nil {
		return
	}
	tmp, err := os.CreateTemp(c.cache, "part-")
	if err != nil {
		return
	}
	_, err = tmp.Write(pdf)
	if cerr := tmp.Close(); err == nil && cerr == nil {
		err = os.Rename(tmp.Name(), c.path(key))
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	c.prune()
}

func (c *Converter) prune() {
	entries, _ := os.ReadDir(c.cache)
	for _, e := range entries {
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > cacheAge {
			os.Remove(filepath.Join(c.cache, e.Name()))
		}
	}
}
