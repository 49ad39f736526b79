package extract

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// RunOnFile writes data to a private temporary file called name and runs tool with the
// arguments args makes of its path, for at most timeout. It answers what the tool printed
// and what it complained; a run that ran out of time answers the context's error. The
// extractors read Word and PDF files through it, and the module's PDF preview draws pages.
func RunOnFile(ctx context.Context, timeout time.Duration, data []byte, name, tool string, args func(path string) []string) (stdout []byte, stderr string, err error) {
	dir, err := os.MkdirTemp("", "resume-")
	if err != nil {
		return nil, "", err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, name)
	if err := os.WriteFile(in, data, 0o600); err != nil {
		return nil, "", err
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var out, errs bytes.Buffer
	cmd := exec.CommandContext(ctx, tool, args(in)...)
	cmd.Stdout, cmd.Stderr = &out, &errs
	err = cmd.Run()
	if ctx.Err() != nil {
		err = ctx.Err()
	}
	return out.Bytes(), errs.String(), err
}
