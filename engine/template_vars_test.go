package engine

import (
	"errors"
	"strings"
	"testing"
)

func TestRenderVars(t *testing.T) {
	known := map[string]string{"candidate.englishName": "Amy", "joborder.jobTitle": "Go Engineer"}
	lookup := func(n string) (string, error) {
		if v, ok := known[n]; ok {
			return v, nil
		}
		return "", errors.New("unknown variable")
	}
	for _, tc := range []struct{ tpl, want, err string }{
		{tpl: "Hi {{candidate.englishName}}, about {{ joborder.jobTitle }}.", want: "Hi Amy, about Go Engineer."},
		{tpl: "{{candidate.englishName}} {{candidate.englishName}}", want: "Amy Amy"},
		{tpl: "no variables {here}", want: "no variables {here}"},
		{tpl: "Hi {{candidate.nickname}} and {{x}}", err: "{{candidate.nickname}}: unknown variable; {{x}}: unknown variable"},
	} {
		got, err := RenderVars(tc.tpl, lookup)
		if tc.err != "" {
			var ve *VarError
			if !errors.As(err, &ve) || err.Error() != tc.err {
				t.Errorf("%q: err %v, want %q", tc.tpl, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q: %q %v, want %q", tc.tpl, got, err, tc.want)
		}
	}
	if got := strings.Join(TemplateVars("{{a.b}} {{c}} {{a.b}}"), ","); got != "a.b,c" {
		t.Errorf("TemplateVars: %s", got)
	}
}
