package mail

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"

	"huntline/meta"
)

// addressedKey declares, on a model whose records mails are written to (candidates,
// contacts), how a mail addresses one of them in each language and which language a mail to
// one is best written in:
//
//	"addressed_by": {
//	  "language": "chineseName != nil && chineseName != \"\" ? \"zh_CN\" : \"en\"",
//	  "names": {"en": "englishName ?? chineseName", "zh_CN": "chineseName + ..."}
//	}
//
// Each is an expr expression over the record's fields (codes for options). A template names
// the addressed name as {{candidate.addressed_by}}, filled in the template's language, so
// a Chinese template greets 王小明先生 and an English one Ming Wang. The composer offers the
// templates of the recipient's language first.
const addressedKey = "addressed_by"

// AddressedVariable is the variable field a template names the addressed name by.
const AddressedVariable = "addressed_by"

// Addressed is the addressed_by key of a model.
type Addressed struct {
	Language string            `json:"language"`
	Names    map[string]string `json:"names"`

	language *vm.Program
	names    map[string]*vm.Program
}

func init() {
	meta.RegisterKey(meta.Key{Name: addressedKey, Decode: decodeAddressed, Check: checkAddressed})
}

// decodeAddressed reads the key and compiles its expressions, so a bad one stops loading.
func decodeAddressed(raw json.RawMessage) (any, error) {
	a := &Addressed{}
	if err := json.Unmarshal(raw, a); err != nil {
		return nil, err
	}
	compile := func(what, text string) (*vm.Program, error) {
		p, err := expr.Compile(text, expr.AllowUndefinedVariables())
		if err != nil {
			return nil, fmt.Errorf("addressed_by.%s: %v", what, firstLine(err.Error()))
		}
		return p, nil
	}
	var err error
	if a.Language != "" {
		if a.language, err = compile("language", a.Language); err != nil {
			return nil, err
		}
	}
	a.names = map[string]*vm.Program{}
	for lang, text := range a.Names {
		if a.names[lang], err = compile("names."+lang, text); err != nil {
			return nil, err
		}
	}
	return a, nil
}

func checkAddressed(_ *meta.Registry, m *meta.Model, v any) error {
	a, _ := v.(*Addressed)
	if a == nil || len(a.Names) == 0 {
		return meta.Fail(m, "", "addressed_by.names: give the name a mail addresses a record by, per language")
	}
	if m.Field(AddressedVariable) != nil {
		return meta.Fail(m, AddressedVariable, "addressed_by: the model has a field %s, which the template variable would hide", AddressedVariable)
	}
	return nil
}

// AddressedOf answers m's addressed_by key, or nil.
func AddressedOf(m *meta.Model) *Addressed { return meta.ExtensionOf[Addressed](m, addressedKey) }

// Name answers how a mail in lang addresses the record doc: the expression of lang, else of
// its language family (zh_TW falls back to zh_CN only when no zh_TW is declared), else of en.
func (a *Addressed) Name(doc map[string]any, lang string) string {
	p := a.names[lang]
	if p == nil && strings.HasPrefix(lang, "zh") {
		for _, l := range sortedKeys(a.names) {
			if strings.HasPrefix(l, "zh") {
				p = a.names[l]
				break
			}
		}
	}
	if p == nil {
		p = a.names["en"]
	}
	if p == nil {
		return ""
	}
	out, err := expr.Run(p, exprEnv(doc))
	if err != nil || out == nil {
		return ""
	}
	return strings.TrimSpace(fmt.Sprint(out))
}

// LanguageOf answers the language a mail to the record doc is best written in, or "" when
// the key does not say.
func (a *Addressed) LanguageOf(doc map[string]any) string {
	if a.language == nil {
		return ""
	}
	out, err := expr.Run(a.language, exprEnv(doc))
	if err != nil || out == nil {
		return ""
	}
	s, _ := out.(string)
	return s
}

// exprEnv is the record's values as expressions read them: options as codes, links as ids,
// empty texts as nil so that ?? falls through them.
func exprEnv(doc map[string]any) map[string]any {
	env := make(map[string]any, len(doc))
	for k, v := range doc {
		switch t := v.(type) {
		case string:
			if strings.TrimSpace(t) == "" {
				continue
			}
		case map[string]any:
			if c, ok := t["code"]; ok {
				v = c
			} else if id, ok := t["id"]; ok {
				v = id
			}
		}
		env[k] = v
	}
	return env
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
