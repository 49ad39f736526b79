package engine

import (
	"regexp"
	"sort"
	"strings"
)

// Template variables: a module's templates write {{model.field}} ({{candidate.englishName}},
// {{joborder.jobTitle}}, {{user.name}}) and are filled from the records a message is about.
// RenderVars knows only the syntax; the caller's lookup decides what a name means (which
// record, which field, the signed-in user), so every module that renders templates shares
// one syntax and one refusal of a variable it cannot fill.

// templateVar matches {{ a.b }}: dotted identifiers, spaces inside the braces allowed.
var templateVar = regexp.MustCompile(`\{\{\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*\}\}`)

// VarError lists the variables a template uses that its context cannot fill, each with why.
type VarError struct {
	Problems map[string]string // variable -> reason
}

func (e *VarError) Error() string {
	names := make([]string, 0, len(e.Problems))
	for n := range e.Problems {
		names = append(names, n)
	}
	sort.Strings(names)
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = "{{" + n + "}}: " + e.Problems[n]
	}
	return strings.Join(parts, "; ")
}

// TemplateVars answers the distinct variable names tpl uses, in order of first use.
func TemplateVars(tpl string) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range templateVar.FindAllStringSubmatch(tpl, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			out = append(out, m[1])
		}
	}
	return out
}

// RenderVars fills every {{name}} of tpl with lookup(name). Nothing is rendered unless every
// variable resolves: a message must not go out with a blank where a name should be, so the
// answer is then a *VarError naming each one.
func RenderVars(tpl string, lookup func(name string) (string, error)) (string, error) {
	values := map[string]string{}
	problems := map[string]string{}
	for _, name := range TemplateVars(tpl) {
		v, err := lookup(name)
		if err != nil {
			problems[name] = err.Error()
			continue
		}
		values[name] = v
	}
	if len(problems) > 0 {
		return "", &VarError{Problems: problems}
	}
	return templateVar.ReplaceAllStringFunc(tpl, func(m string) string {
		return values[templateVar.FindStringSubmatch(m)[1]]
	}), nil
}
