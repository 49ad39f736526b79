package extract

import (
	"errors"
	"fmt"
)

// Problem names why a file was refused, for the caller's message key.
type Problem string

const (
	TooLarge    Problem = "too_large"
	Empty       Problem = "empty"
	Unsupported Problem = "unsupported"  // not a kind read, whatever its name says
	Image       Problem = "image"        // a picture: kept as a file, not read
	Encrypted   Problem = "encrypted"    // a password-protected PDF or Office file
	Damaged     Problem = "damaged"      // the kind was recognised but could not be read
	Bomb        Problem = "zip_bomb"     // a DOCX that unpacks beyond MaxUnpacked
	NoText      Problem = "no_text"      // read, but nothing in it (a scan)
	ToolMissing Problem = "tool_missing" // the server lacks pdftotext or antiword/catdoc
)

// Refusal is a file the extractor will not or cannot read, naming the problem in English;
// every Problem but ToolMissing is the file's fault.
type Refusal struct {
	Problem Problem
	Msg     string
	Args    map[string]any // what a translated message fills in: Ext (the kind), MB (a limit)
}

func (r *Refusal) Error() string { return r.Msg }

func refuse(p Problem, format string, args ...any) *Refusal {
	return &Refusal{Problem: p, Msg: fmt.Sprintf(format, args...)}
}

// with sets the arguments of the refusal's translated message.
func (r *Refusal) with(args map[string]any) *Refusal {
	r.Args = args
	return r
}

// AsRefusal answers err's refusal, or nil.
func AsRefusal(err error) *Refusal {
	var r *Refusal
	if errors.As(err, &r) {
		return r
	}
	return nil
}
