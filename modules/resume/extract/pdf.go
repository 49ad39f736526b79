package extract

import (
	"context"
	"errors"
	"os/exec"
	"regexp"
	"strings"
)

// encryptRef finds a trailer's /Encrypt entry: an encrypted PDF says so in its trailer
// (or cross-reference stream) dictionary.
var encryptRef = regexp.MustCompile(`/Encrypt\s*(\d+\s+\d+\s+R|<<)`)

// PDFTool is the program reading PDFs (poppler-utils); tests may point it elsewhere.
var PDFTool = "pdftotext"

// pdfText runs pdftotext -layout on data. -layout keeps a line's columns on one line, so
// label/value tables and date columns stay together.
func pdfText(ctx context.Context, data []byte) (string, error) {
	if encryptRef.Match(data) {
		return "", refuse(Encrypted, "file: the PDF is password-protected; send an unprotected copy")
	}
	tool, err := exec.LookPath(PDFTool)
	if err != nil {
		return "", refuse(ToolMissing, "file: reading PDFs needs pdftotext (Debian package poppler-utils), which this server lacks")
	}
	out, stderr, err := RunOnFile(ctx, toolTimeout, data, "in.pdf", tool, func(in string) []string { return []string{"-layout", "-enc", "UTF-8", "-q", in, "-"} })
	if err != nil {
		var exit *exec.ExitError
		switch {
		case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled):
			return "", refuse(Damaged, "file: the PDF took too long to read")
		case errors.As(err, &exit) && exit.ExitCode() == 3, strings.Contains(stderr, "password"):
			return "", refuse(Encrypted, "file: the PDF is password-protected; send an unprotected copy")
		case errors.As(err, &exit):
			return "", refuse(Damaged, "file: the PDF is damaged and cannot be read")
		}
		return "", err
	}
	return unColumn(string(out)), nil
}
