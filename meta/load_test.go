package meta

import "testing"

func TestBuiltinLoads(t *testing.T) {
	r, err := Load(Source{Name: "meta", FS: Builtin})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"user", "team", "title", "city", "industry", "function", "candidate", "client", "clientcontact", "joborder", "jobsubmission", "note"} {
		if r.Model(n) == nil {
			t.Errorf("model %s missing", n)
		}
	}
}
