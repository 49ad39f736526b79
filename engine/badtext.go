package engine

import (
	"huntline/meta"
)

// BadText is the 400 refusing text no store can keep (a NUL character, bytes that are not
// UTF-8: see meta.TextProblem) at field, a field name or the path of a value inside a
// posted object. It is a field error, so a form shows it at the input and the message reads
// "chineseName: must not contain a NUL character" in every language.
func BadText(field string, problem *meta.ValueError) *Error {
	fe := fieldErrors{{Field: field, Rule: problem.Rule, Msg: problem.Msg, Args: problem.Args}}
	return fe.err().(*Error)
}

// badText answers the field error of the first refused text in a posted key and its value
// ({"key": value}), or nil.
func badText(posted map[string]any) *FieldError {
	path, problem := meta.FindBadText(posted)
	if problem == nil {
		return nil
	}
	return &FieldError{Field: path, Rule: problem.Rule, Msg: problem.Msg, Args: problem.Args}
}
