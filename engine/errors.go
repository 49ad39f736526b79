package engine

import (
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strings"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Error is a refusal the client should read: an HTTP status, a message key with arguments
// for translation, the English text, and per-field problems for forms.
type Error struct {
	Status int
	Key    string
	Args   map[string]any
	Msg    string
	Fields []FieldError
	Data   any // answered as "data", e.g. the id a duplicate collides with
}

// FieldError is one refused field value.
type FieldError struct {
	Field string         `json:"field"`
	Rule  string         `json:"rule"`
	Msg   string         `json:"message"`
	Args  map[string]any `json:"-"`
}

func (e *Error) Error() string { return e.Msg }

// ErrAdminOnly refuses a call reserved to administrators.
var ErrAdminOnly = &Error{Status: http.StatusForbidden, Key: "admin_only", Msg: "Only an administrator may do this."}

func newError(status int, key, format string, args ...any) *Error {
	return &Error{Status: status, Key: key, Msg: fmt.Sprintf(format, args...)}
}

// with sets template arguments for the translated message.
func (e *Error) with(args map[string]any) *Error {
	e.Args = args
	return e
}

func badRequest(key, format string, args ...any) *Error {
	return newError(http.StatusBadRequest, key, format, args...)
}

func notFound(key, format string, args ...any) *Error {
	return newError(http.StatusNotFound, key, format, args...)
}

// fieldErrors collects refused values and becomes one 400 naming each field and rule.
type fieldErrors []FieldError

func (fe *fieldErrors) add(f *meta.Field, rule, msg string, args map[string]any) {
	*fe = append(*fe, FieldError{Field: f.Name, Rule: rule, Msg: msg, Args: args})
}

func (fe fieldErrors) err() error {
	if len(fe) == 0 {
		return nil
	}
	sort.SliceStable(fe, func(i, j int) bool { return fe[i].Field < fe[j].Field })
	parts := make([]string, len(fe))
	for i, f := range fe {
		parts[i] = f.Field + ": " + f.Msg
	}
	return &Error{Status: http.StatusBadRequest, Key: "invalid_fields", Msg: strings.Join(parts, "; "), Fields: fe}
}

// AsError turns any error into an *Error: refusals keep their status, filter errors become
// 400s, everything else is a 500 whose detail is logged, not shown.
func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	switch {
	case errors.Is(err, store.ErrBusy): // a lock waited for too long (store/contention.go)
		return recordBusy()
	case errors.Is(err, store.ErrOverloaded):
		return serverBusy()
	}
	var ge *gql.Error
	if errors.As(err, &ge) {
		args := map[string]any{"Choices": strings.Join(ge.Choices, ", "), "Field": ge.Field}
		for k, v := range ge.Args {
			args[k] = v
		}
		return &Error{Status: http.StatusBadRequest, Key: ge.Key, Msg: ge.Error(), Args: args}
	}
	return &Error{Status: http.StatusInternalServerError, Key: "internal", Msg: "Something went wrong on the server; it has been logged."}
}

// badParamChoice is the 400 of a parameter whose value is not one of choices.
func badParamChoice(param, value string, choices []string) *Error {
	return badRequest("bad_choice", "%s: %q is not one of %s", param, value, strings.Join(choices, ", ")).
		with(map[string]any{"Param": param, "Value": value, "Choices": strings.Join(choices, ", ")})
}
