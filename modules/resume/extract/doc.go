package extract

import (
	"bytes"
	"context"
	"os/exec"
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
	out, _, err := RunOnFile(ctx, toolTimeout, data, "in.doc", found[0], func(in string) []string { return append(found[1:len(found):len(found)], in) })
	if err != nil {
		return "", refuse(Damaged, "file: the Word file is damaged or not a Word document")
	}
	return string(out), nil
}
