package studio

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"huntline/engine"
	"huntline/meta"
	"huntline/store"
)

// The option editor of the admin studio (spec 000 §2, §4, §5): admins read every option
// list of the tenant, save one list's order and values at once, and remove an option that
// records still use by moving those records to another option.
//
// Concurrent edits: a list has no stored version, so its version is a digest of its stored
// content. A save sends the version it read; inside the transaction the list is locked and
// read again, and a different digest means another admin saved meanwhile: the save is
// refused (409) instead of overwriting their change. Content equal again is no loss.

// OptionListInfo is one option list as the option editor shows it.
type OptionListInfo struct {
	Key      string        `json:"key"`
	Label    string        `json:"label"`  // the fields using it, "Model · Field", or the list's own label
	Fields   []string      `json:"fields"` // model.field of every field using it
	Count    int           `json:"count"`
	Addable  bool          `json:"addable"`   // false where metadata says no_add
	AutoCode bool          `json:"auto_code"` // a new option without a code is numbered
	Poset    bool          `json:"poset"`     // the list has a POSET order
	Version  string        `json:"version"`
	Options  []meta.Option `json:"options"`
}

// OptionEdit is one option of a saved list. OldCode is the code the option had when read
// (empty for a new option); without it an option is matched to a stored one by its code.
type OptionEdit struct {
	Code             string `json:"code"`
	OldCode          string `json:"old_code"`
	EnUS             string `json:"en_US"`
	ZhCN             string `json:"zh_CN"`
	ZhTW             string `json:"zh_TW"`
	Color            string `json:"color"`
	Ext              string `json:"ext"`
	IsDefaultChecked bool   `json:"is_default_checked"`
}

// OptionListSave is POST /rest/options/save.
type OptionListSave struct {
	Type    string       `json:"type"`
	Version string       `json:"version"`
	Options []OptionEdit `json:"options"`
	Poset   bool         `json:"poset"`
}

// MaxOptions bounds one list.
const MaxOptions = 500

var colorPattern = regexp.MustCompile(`^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`)

// optionVersion is the digest of a list's stored content that guards concurrent saves.
func optionVersion(opts []meta.Option) string { return engine.ContentVersion(opts) }

// optionHolders lists the choice fields of every model that draw from list key.
func (mod *Module) optionHolders(key string) []*meta.Field {
	var out []*meta.Field
	for _, m := range mod.Engine().Reg().Models() {
		for _, f := range m.DataFields() {
			if f.OptionList() == key && !meta.IsBoolean(f) && f.Kind().Storage(f) != meta.StoreVirtual {
				out = append(out, f)
			}
		}
	}
	return out
}

func (mod *Module) optionListInfo(lang string, l *meta.OptionList, opts []meta.Option) OptionListInfo {
	info := OptionListInfo{Key: l.Key, Count: len(opts), Addable: !l.NoAdd, AutoCode: l.AutoCode, Version: optionVersion(opts), Options: opts, Fields: []string{}}
	if info.Options == nil {
		info.Options = []meta.Option{}
	}
	var labels []string
	for _, f := range mod.optionHolders(l.Key) {
		info.Fields = append(info.Fields, f.Model+"."+f.Name)
		ml := f.Model
		if m := mod.Engine().Reg().Model(f.Model); m != nil && m.Label.In(lang) != "" {
			ml = m.Label.In(lang)
		}
		fl := f.Label.In(lang)
		if fl == "" {
			fl = f.Name
		}
		labels = append(labels, ml+" · "+fl)
	}
	info.Label = strings.Join(labels, ", ")
	if info.Label == "" {
		info.Label = l.Label.In(lang)
	}
	if info.Label == "" {
		info.Label = l.Key
	}
	for _, o := range opts {
		if o.PosetOrder != nil {
			info.Poset = true
		}
	}
	return info
}

// OptionLists answers every option list of the tenant with its options, read from the
// store (not the cache), for the option editor. Admins only.
func (mod *Module) OptionLists(ctx context.Context, p engine.Principal) ([]OptionListInfo, error) {
	if !p.IsAdmin {
		return nil, engine.AdminOnly("edit option lists")
	}
	rows, err := mod.Engine().Store.Options(ctx, p.TenantID)
	if err != nil {
		return nil, err
	}
	by := map[string][]meta.Option{}
	for _, r := range rows {
		by[r.ListKey] = append(by[r.ListKey], r.Option)
	}
	out := []OptionListInfo{}
	for _, l := range mod.Engine().Reg().OptionLists() {
		out = append(out, mod.optionListInfo(p.Lang, l, by[l.Key]))
	}
	return out, nil
}

// editableList answers the metadata of a list an admin edits.
func (mod *Module) editableList(p engine.Principal, key string) (*meta.OptionList, error) {
	if !p.IsAdmin {
		return nil, engine.AdminOnly("edit option lists")
	}
	if key == "" {
		return nil, engine.BadRequest("option_type_missing", "type: name the option list, e.g. type=candidate_status")
	}
	l := mod.Engine().Reg().OptionList(key)
	if l == nil {
		return nil, engine.NotFound("option_type_unknown", "type: there is no option list %q", key).With(map[string]any{"Type": key})
	}
	return l, nil
}

// OptionUsage counts the records (deleted ones included) holding each option of a list,
// so the editor knows which removals need their records moved first. Admins only.
func (mod *Module) OptionUsage(ctx context.Context, p engine.Principal, key string) (map[string]int, error) {
	if _, err := mod.editableList(p, key); err != nil {
		return nil, err
	}
	out := map[string]int{}
	for _, f := range mod.optionHolders(key) {
		counts, err := mod.Engine().Store.OptionUsage(ctx, mod.Engine().Reg().Model(f.Model), f, p.TenantID)
		if err != nil {
			return nil, err
		}
		for k, n := range counts {
			out[k] += n
		}
	}
	return out, nil
}

// holders counts (or, with ids, lists) the records holding code on every field of a list.
func (mod *Module) holders(ctx context.Context, tx *store.Tx, tenant int64, key, code string) (map[*meta.Field][]int64, int, error) {
	out := map[*meta.Field][]int64{}
	total := 0
	for _, f := range mod.optionHolders(key) {
		ids, err := tx.OptionHolders(ctx, mod.Engine().Reg().Model(f.Model), f, tenant, code)
		if err != nil {
			return nil, 0, err
		}
		if len(ids) > 0 {
			out[f] = ids
			total += len(ids)
		}
	}
	return out, total, nil
}

// lockedOptions locks a tenant's option list for the transaction and reads it as stored, so
// the version a save or merge checks cannot change before it writes.
func lockedOptions(ctx context.Context, tx *store.Tx, tenant int64, key string) ([]meta.Option, error) {
	if err := tx.Lock(ctx, fmt.Sprintf("option_list:%d:%s", tenant, key)); err != nil {
		return nil, err
	}
	return tx.ListOptions(ctx, tenant, key)
}

func staleOptionList(key string, opts []meta.Option) *engine.Error {
	return &engine.Error{Status: http.StatusConflict, Key: "option_list_stale",
		Msg:  fmt.Sprintf("The option list %s was changed by another administrator after you opened it. Reload it to see their changes, then make yours again.", key),
		Args: map[string]any{"Type": key}, Data: map[string]any{"version": optionVersion(opts)}}
}

func inUse(code string, n int) *engine.Error {
	return &engine.Error{Status: http.StatusConflict, Key: "option_in_use",
		Msg:  fmt.Sprintf("Option %q is used by %d records. Remove it with delete_after_remove to move them to another option.", code, n),
		Args: map[string]any{"Code": code, "Count": n}, Data: map[string]any{"code": code, "count": n}}
}

func buildinLocked(code string) *engine.Error {
	return &engine.Error{Status: http.StatusForbidden, Key: "option_buildin",
		Msg:  fmt.Sprintf("Option %q is built in; built-in options can be removed only when inner_option_delete_able is 1.", code),
		Args: map[string]any{"Code": code}, Data: map[string]any{"code": code}}
}

// checkOptionEdits trims and checks the posted options (spec 000 §5): code, English and
// Chinese are required, codes are unique within the list, colours are #rgb or #rrggbb.
// A new option of an auto_code list may leave its code empty.
func checkOptionEdits(l *meta.OptionList, in []OptionEdit) engine.FieldErrors {
	var errs engine.FieldErrors
	add := func(i int, field, rule, msg string, args map[string]any) {
		errs = append(errs, engine.FieldError{Field: fmt.Sprintf("options.%d.%s", i, field), Rule: rule, Msg: msg, Args: args})
	}
	seen := map[string]int{}
	for i := range in {
		o := &in[i]
		o.Code, o.OldCode, o.EnUS, o.ZhCN, o.ZhTW = strings.TrimSpace(o.Code), strings.TrimSpace(o.OldCode), strings.TrimSpace(o.EnUS), strings.TrimSpace(o.ZhCN), strings.TrimSpace(o.ZhTW)
		o.Color, o.Ext = strings.TrimSpace(o.Color), strings.TrimSpace(o.Ext)
		switch {
		case o.Code == "" && !(l.AutoCode && o.OldCode == ""):
			add(i, "code", "required", "required", nil)
		case len([]rune(o.Code)) > 64:
			add(i, "code", "max_length", "at most 64 characters", map[string]any{"Max": 64})
		case o.Code != "":
			if j, dup := seen[o.Code]; dup {
				add(i, "code", "option_code_unique", fmt.Sprintf("%q is also the code of option %d; codes must be unique within the list", o.Code, j+1), map[string]any{"Code": o.Code, "Other": j + 1})
			} else {
				seen[o.Code] = i
			}
		}
		if o.EnUS == "" {
			add(i, "en_US", "required", "required", nil)
		}
		if o.ZhCN == "" {
			add(i, "zh_CN", "required", "required", nil)
		}
		for field, v := range map[string]string{"en_US": o.EnUS, "zh_CN": o.ZhCN, "zh_TW": o.ZhTW, "ext": o.Ext} {
			if len([]rune(v)) > 200 {
				add(i, field, "max_length", "at most 200 characters", map[string]any{"Max": 200})
			}
		}
		if o.Color != "" && !colorPattern.MatchString(o.Color) {
			add(i, "color", "option_color", "a colour #rgb or #rrggbb", nil)
		}
	}
	return errs
}

// SaveOptionList replaces one list's order and values in one transaction (POST
// /rest/options/save). Admins only.
func (mod *Module) SaveOptionList(ctx context.Context, p engine.Principal, in OptionListSave) (*OptionListInfo, error) {
	l, err := mod.editableList(p, in.Type)
	if err != nil {
		return nil, err
	}
	if in.Version == "" {
		return nil, engine.BadRequest("option_version_required", "version: send the version of the list you read, so that a change made meanwhile is not overwritten")
	}
	if len(in.Options) == 0 {
		return nil, engine.BadRequest("option_list_empty", "options: a list needs at least one option")
	}
	if len(in.Options) > MaxOptions {
		return nil, engine.BadRequest("option_list_long", "options: at most %d options in a list", MaxOptions).With(map[string]any{"Max": MaxOptions})
	}
	if err := checkOptionEdits(l, in.Options).Err(); err != nil {
		return nil, err
	}
	cfg := mod.Engine().Tenants.Config(ctx, p.TenantID)
	var saved []meta.Option
	err = mod.Engine().Store.Tx(ctx, func(tx *store.Tx) error {
		cur, err := lockedOptions(ctx, tx, p.TenantID, l.Key)
		if err != nil {
			return err
		}
		if in.Version != optionVersion(cur) {
			return staleOptionList(l.Key, cur)
		}
		stored := map[string]meta.Option{}
		for _, o := range cur {
			stored[o.Code] = o
		}
		// Which stored option each posted one is: by old_code first, then by code.
		match := make([]string, len(in.Options))
		claimed := map[string]bool{}
		var errs engine.FieldErrors
		for i, o := range in.Options {
			if o.OldCode == "" {
				continue
			}
			if _, ok := stored[o.OldCode]; !ok || claimed[o.OldCode] {
				errs = append(errs, engine.FieldError{Field: fmt.Sprintf("options.%d.old_code", i), Rule: "option_old_code", Msg: fmt.Sprintf("%q is not an option of this list", o.OldCode), Args: map[string]any{"Code": o.OldCode}})
				continue
			}
			match[i], claimed[o.OldCode] = o.OldCode, true
		}
		for i, o := range in.Options {
			if o.OldCode == "" && o.Code != "" && !claimed[o.Code] {
				if _, ok := stored[o.Code]; ok {
					match[i], claimed[o.Code] = o.Code, true
				}
			}
		}
		for i, o := range in.Options {
			if match[i] != "" && match[i] != o.Code && !cfg.CanEditOptionCode {
				errs = append(errs, engine.FieldError{Field: fmt.Sprintf("options.%d.code", i), Rule: "option_code_locked", Msg: "the code of an existing option can be changed only when can_edit_option_code is 1"})
			}
		}
		if err := errs.Err(); err != nil {
			return err
		}
		for i, o := range in.Options {
			if match[i] != "" && match[i] != o.Code {
				if _, n, err := mod.holders(ctx, tx, p.TenantID, l.Key, match[i]); err != nil {
					return err
				} else if n > 0 {
					return (&engine.Error{Status: http.StatusConflict, Key: "option_code_in_use",
						Msg:  fmt.Sprintf("options.%d.code: %d records hold the code %q, so it cannot be renamed; add a new option and remove this one to move them.", i, n, match[i]),
						Args: map[string]any{"Index": i, "Count": n, "Code": match[i]}, Data: map[string]any{"code": match[i], "count": n}})
				}
			}
		}
		for _, o := range cur {
			if claimed[o.Code] {
				continue
			}
			if o.IsBuildin && !cfg.InnerOptionDeleteAble {
				return buildinLocked(o.Code)
			}
			if _, n, err := mod.holders(ctx, tx, p.TenantID, l.Key, o.Code); err != nil {
				return err
			} else if n > 0 {
				return inUse(o.Code, n)
			}
		}
		next := 0
		if l.AutoCode {
			for _, o := range cur {
				if n, err := strconv.Atoi(o.Code); err == nil && n > next {
					next = n
				}
			}
			for _, o := range in.Options {
				if n, err := strconv.Atoi(o.Code); err == nil && n > next {
					next = n
				}
			}
		}
		saved = make([]meta.Option, len(in.Options))
		for i, o := range in.Options {
			code := o.Code
			if code == "" { // auto_code lists only (checked above)
				next++
				code = strconv.Itoa(next)
			}
			opt := meta.Option{Code: code, EnUS: o.EnUS, ZhCN: o.ZhCN, ZhTW: o.ZhTW, Color: o.Color, Ext: o.Ext,
				IsDefaultChecked: o.IsDefaultChecked, Order: i + 1, IsBuildin: match[i] != "" && stored[match[i]].IsBuildin}
			if in.Poset {
				n := i + 1
				opt.PosetOrder = &n
			}
			saved[i] = opt
		}
		return tx.ReplaceOptions(ctx, p.TenantID, l.Key, saved)
	})
	if err != nil {
		return nil, err
	}
	mod.Engine().Options.Invalidate(p.TenantID)
	info := mod.optionListInfo(p.Lang, l, saved)
	return &info, nil
}

// RemoveOptionMerging removes one option and moves every record holding it, on every field
// drawing from the list (multi-choice fields deduplicated, records in the recycle bin too),
// to mergeTo, in one transaction; each record is updated as any edit is, with its change
// log and a new version (POST /rest/options/delete_after_remove). version, when given, is
// the list's version the editor read: a list changed meanwhile is refused. Admins only.
func (mod *Module) RemoveOptionMerging(ctx context.Context, p engine.Principal, key, version, code, mergeTo string) (*OptionListInfo, int, error) {
	l, err := mod.editableList(p, key)
	if err != nil {
		return nil, 0, err
	}
	code, mergeTo = strings.TrimSpace(code), strings.TrimSpace(mergeTo)
	if code == "" {
		return nil, 0, engine.BadRequest("option_code_missing", "code: name the option to remove")
	}
	cfg := mod.Engine().Tenants.Config(ctx, p.TenantID)
	var kept []meta.Option
	moved := 0
	touched := map[string]*meta.Model{}
	err = mod.Engine().Store.Tx(ctx, func(tx *store.Tx) error {
		cur, err := lockedOptions(ctx, tx, p.TenantID, l.Key)
		if err != nil {
			return err
		}
		if version != "" && version != optionVersion(cur) {
			return staleOptionList(l.Key, cur)
		}
		var gone *meta.Option
		hasTarget := false
		for i := range cur {
			switch cur[i].Code {
			case code:
				gone = &cur[i]
			case mergeTo:
				hasTarget = true
			}
		}
		if gone == nil {
			return engine.NotFound("option_unknown", "code: there is no option %q in the list %s", code, l.Key).With(map[string]any{"Code": code, "Type": l.Key})
		}
		if gone.IsBuildin && !cfg.InnerOptionDeleteAble {
			return buildinLocked(code)
		}
		held, total, err := mod.holders(ctx, tx, p.TenantID, l.Key, code)
		if err != nil {
			return err
		}
		switch {
		case mergeTo == code:
			return engine.BadRequest("option_merge_self", "merge_to: choose another option than the one removed")
		case mergeTo == "" && total > 0:
			return engine.BadRequest("option_merge_missing", "merge_to: choose the option to move its %d records to", total).With(map[string]any{"Count": total})
		case mergeTo != "" && !hasTarget:
			return engine.BadRequest("option_merge_unknown", "merge_to: there is no option %q in the list %s", mergeTo, l.Key).With(map[string]any{"Code": mergeTo, "Type": l.Key})
		}
		for f, ids := range held {
			m := mod.Engine().Reg().Model(f.Model)
			multi := f.Kind().Storage(f) == meta.StoreTextList
			for _, id := range ids {
				var value any = mergeTo
				if multi {
					rec, err := tx.GetForUpdate(ctx, m, p.TenantID, id)
					if err != nil {
						return err
					}
					value = mergedCodes(rec.Data[f.Name], code, mergeTo)
				}
				if err := mod.Engine().UpdateAnyStateInTx(ctx, tx, p, m, id, map[string]any{f.Name: value}); err != nil {
					if ee := engine.AsError(err); ee.Status < 500 {
						refusal := *ee
						refusal.Data = map[string]any{"model": m.Name, "id": id}
						return &refusal
					}
					return err
				}
				moved++
			}
			touched[m.Name] = m
		}
		poset := false
		for _, o := range cur {
			if o.Code == code {
				continue
			}
			poset = poset || o.PosetOrder != nil
			kept = append(kept, o)
		}
		for i := range kept {
			kept[i].Order = i + 1
			if poset {
				n := i + 1
				kept[i].PosetOrder = &n
			}
		}
		return tx.ReplaceOptions(ctx, p.TenantID, l.Key, kept)
	})
	if err != nil {
		return nil, 0, err
	}
	mod.Engine().Options.Invalidate(p.TenantID)
	for _, m := range touched {
		mod.Engine().Written(p.TenantID, m)
	}
	info := mod.optionListInfo(p.Lang, l, kept)
	return &info, moved, nil
}

// mergedCodes replaces code by mergeTo in a multi-choice value, keeping order and dropping
// the duplicate when the record already held mergeTo.
func mergedCodes(v any, code, mergeTo string) []string {
	var in []string
	switch x := v.(type) {
	case []string:
		in = x
	case []any:
		for _, it := range x {
			in = append(in, fmt.Sprint(it))
		}
	}
	out := make([]string, 0, len(in))
	seen := map[string]bool{}
	for _, c := range in {
		if c == code {
			c = mergeTo
		}
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}
