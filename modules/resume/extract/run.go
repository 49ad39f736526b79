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
	return Run{Timeout: timeout, Name: name, Tool: tool, Args: args}.On(ctx, data)
}

// Run is one run of an outside tool on a file, for the tools that need more than
// RunOnFile gives: an environment of their own, or a result written to a file.
type Run struct {
	Timeout time.Duration
	Name    string                     // the input file's name in the private folder
	Tool    string                     // the program's path
	Args    func(path string) []string // the arguments, given the input's path
	Env     func(dir string) []string  // extra environment, given the private folder (may be nil)
	Output  string                     // when set, the file in the private folder answered in place of stdout
}

// On runs the tool on data. The tool runs in a process group of its own that is killed
// whole when the time is up: a wrapper script (LibreOffice's soffice) must not leave its
// real program running.
func (r Run) On(ctx context.Context, data []byte) (stdout []byte, stderr string, err error) {
	dir, err := os.MkdirTemp("", "resume-")
	if err != nil {
		return nil, "", err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, r.Name)
	if err := os.WriteFile(in, data, 0o600); err != nil {
		return nil, "", err
	}
	ctx, cancel := context.WithTimeout(ctx, r.Timeout)
	defer cancel()
	var out, errs bytes.Buffer
	cmd := exec.CommandContext(ctx, r.Tool, r.Args(in)...)
	cmd.Dir = dir
	if r.Env != nil {
		cmd.Env = append(os.Environ(), r.Env(dir)...)
	}
	cmd.Stdout, cmd.Stderr = &out, &errs
	ownGroup(cmd)
	cmd.WaitDelay = 5 * time.Second // a child still holding the pipes does not hold the call
	err = cmd.Run()
	if ctx.Err() != nil {
		return nil, errs.String(), ctx.Err()
	}
	if err != nil || r.Output == "" {
		return out.Bytes(), errs.String(), err
	}
	result, err := os.ReadFile(filepath.Join(dir, r.Output))
	return result, errs.String(), err
}
