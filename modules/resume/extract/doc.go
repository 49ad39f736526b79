package extract

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
)

// encryptedOLE marks an Office file saved with a password: the OLE container holds an
// "EncryptionInfo" stream (names are UTF-16) in place of the document.
var encryptedOLE = []byte("E\x00n\x00c\x00r\x00y\x00p\x00t\x00i\x00o\x00n\x00I\x00n\x00f\x00o\x00")

// docText reads a Word 97–2003 file with antiword, or catdoc when antiword is absent.
func docText(ctx context.Context, data []byte) (string, error) {
	if bytes.Contains(data, encryptedOLE) {
		return "", refuse(Encrypted, "file: the Word file is password-protected; send an unprotected copy")
	}
	tools := [][]string{{"antiword", "-m", "UTF-8.txt", "-w", "0"}, {"catdoc", "-d", "utf-8", "-w"}}
	var found []string
	for _, t := range tools {
		if _, err := exec.LookPath(t[0]); err == nil {
			found = t
			break
		}
	}
	if found == nil {
		return "", refuse(ToolMissing, "file: reading .doc files needs antiword or catdoc, which this server lacks")
	}
	out, _, err := runOnFile(ctx, data, "in.doc", found[0], func(in string) []string { return append(found[1:len(found):len(found)], in) })
	if err != nil {
		return "", refuse(Damaged, "file: the Word file is damaged or not a Word document")
	}
	return out, nil
}

// runOnFile writes data to a private temporary file called name and runs tool with the
// arguments args makes of its path, within the reading time limit. It answers what the tool
// printed and what it complained; a run that ran out of time answers the context's error.
func runOnFile(ctx context.Context, data []byte, name, tool string, args func(path string) []string) (stdout, stderr string, err error) {
	dir, err := os.MkdirTemp("", "resume-")
	if err != nil {
		return "", "", err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, name)
	if err := os.WriteFile(in, data, 0o600); err != nil {
		return "", "", err
	}
	ctx, cancel := withTimeout(ctx)
	defer cancel()
	var out, errs bytes.Buffer
	cmd := exec.CommandContext(ctx, tool, args(in)...)
	cmd.Stdout, cmd.Stderr = &out, &errs
	err = cmd.Run()
	if ctx.Err() != nil {
		err = ctx.Err()
	}
	return out.String(), errs.String(), err
}
