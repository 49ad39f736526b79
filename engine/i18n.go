package engine

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"huntline/meta"
)

// Server messages are written in English in the code, where the spec's texts appear word for
// word; the catalogues in engine/i18n translate them to zh_CN and zh_TW by key, with the
// error's arguments filled into the template.
//
//go:embed i18n/*.json
var catalogues embed.FS

var (
	bundleOnce sync.Once
	bundleMu   sync.RWMutex
	bundle     *i18n.Bundle
	localizers map[string]*i18n.Localizer
)

// catalogueFiles are the catalogues of each language, by file name in a catalogue folder.
var catalogueFiles = []string{"zh-CN.json", "zh-TW.json"}

func loadBundle() {
	bundleMu.Lock()
	defer bundleMu.Unlock()
	bundle = i18n.NewBundle(language.English)
	bundle.RegisterUnmarshalFunc("json", json.Unmarshal)
	for _, f := range catalogueFiles {
		if _, err := bundle.LoadMessageFileFS(catalogues, "i18n/"+f); err != nil {
			panic("engine: message catalogue " + f + ": " + err.Error())
		}
	}
	localizers = map[string]*i18n.Localizer{
		"zh_CN": i18n.NewLocalizer(bundle, "zh-CN"),
		"zh_TW": i18n.NewLocalizer(bundle, "zh-TW"),
	}
}

// addCatalogues adds a module's translations (zh-CN.json, zh-TW.json at the top of fsys;
// a missing file is no translation) to the core's. Keys are global: a module prefixes its own.
func addCatalogues(fsys fs.FS) error {
	bundleOnce.Do(loadBundle)
	bundleMu.Lock()
	defer bundleMu.Unlock()
	for _, f := range catalogueFiles {
		raw, err := fs.ReadFile(fsys, f)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		if _, err := bundle.ParseMessageFileBytes(raw, f); err != nil {
			return fmt.Errorf("message catalogue %s: %w", f, err)
		}
	}
	return nil
}

// T answers the message key in lang with args, or fallback (the English text) when lang is
// English or the catalogue has no entry.
func T(lang, key string, args map[string]any, fallback string) string {
	bundleOnce.Do(loadBundle)
	bundleMu.RLock()
	l := localizers[lang]
	bundleMu.RUnlock()
	if l == nil || key == "" {
		return fallback
	}
	s, err := l.Localize(&i18n.LocalizeConfig{MessageID: key, TemplateData: args})
	if err != nil || s == "" {
		return fallback
	}
	return s
}

// Message answers an error's text in lang; field errors are listed with the fields' labels.
func (e *Engine) Message(err *Error, lang, model string) string {
	if len(err.Fields) == 0 {
		return T(lang, err.Key, err.Args, err.Msg)
	}
	parts := make([]string, 0, len(err.Fields))
	// The fields of one "at least one of these" group say it once, together.
	var groups []int
	members := map[int][]string{}
	for _, fe := range err.Fields {
		if fe.Rule == "required_any" {
			g, _ := fe.Args["Group"].(int)
			if _, seen := members[g]; !seen {
				groups = append(groups, g)
			}
			members[g] = append(members[g], e.fieldLabel(model, fe.Field, lang))
			continue
		}
		parts = append(parts, e.fieldLabel(model, fe.Field, lang)+sep(lang)+T(lang, "rule."+fe.Rule, fe.Args, fe.Msg))
	}
	for _, g := range groups {
		parts = append(parts, strings.Join(members[g], " / ")+sep(lang)+T(lang, "rule.required_any", nil, requiredAnyMsg))
	}
	return strings.Join(parts, listSep(lang))
}

// FieldMessages answers each refused field's message in lang, keyed by field name.
func (e *Engine) FieldMessages(err *Error, lang string) map[string]string {
	if len(err.Fields) == 0 {
		return nil
	}
	out := map[string]string{}
	for _, fe := range err.Fields {
		if _, dup := out[fe.Field]; !dup {
			out[fe.Field] = T(lang, "rule."+fe.Rule, fe.Args, fe.Msg)
		}
	}
	return out
}

func (e *Engine) fieldLabel(model, field, lang string) string {
	if lang == "en" || lang == "" {
		return field
	}
	if m := e.Reg().Model(model); m != nil {
		if f := m.Field(field); f != nil {
			if l := f.Label.In(lang); l != "" {
				return l
			}
		}
	}
	return field
}

func sep(lang string) string {
	if strings.HasPrefix(lang, "zh") {
		return "："
	}
	return ": "
}

func listSep(lang string) string {
	if strings.HasPrefix(lang, "zh") {
		return "；"
	}
	return "; "
}

// Lang answers the language to speak: the user's, else the browser's (zh_CN when it asks
// for any Chinese, spec 001 §5), else English.
func Lang(userLang, acceptLanguage string) string {
	if l := meta.NormalizeLang(userLang); l != "" {
		return l
	}
	// Spec §5: without a chosen language, zh_CN when the browser's language contains zh
	// (Traditional-Chinese browsers included: zh_TW is a user's explicit choice), else en.
	if strings.Contains(strings.ToLower(acceptLanguage), "zh") {
		return "zh_CN"
	}
	return "en"
}
