package activity

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"unicode/utf8"

	"huntline/engine"
	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Mentions are '@name(id:{id})' in the text of a field whose metadata says "mentions". A
// write's mentions are repaired and checked before any other check (the record hook's
// Prepare), and the users newly mentioned are told once it is written (Created, Updated):
// who is new is the difference between the text before and after, worked out again then,
// so nothing is carried from one hook to the other.

// A mention is '@name(id:{id})'. What people and older clients type drifts from that:
// '(id: 12)', '(ID=12)', full-width '（id：12）', a lost closing bracket. mentionLoose finds
// all of them so they can be written back in the one form; mentionExact reads that form.
var (
	mentionLoose = regexp.MustCompile(`@([^@()（）<>\n]{1,60}?)\s*[(（]\s*(?i:id)\s*[:：=]?\s*(\d{1,18})\s*[)）]?`)
	mentionExact = regexp.MustCompile(`@([^@()<>\n]{1,60}?)\(id:(\d{1,18})\)`)
)

// hasMentions picks the models with a field that takes mentions.
func hasMentions(m *meta.Model) bool {
	return slices.ContainsFunc(m.DataFields(), func(f *meta.Field) bool { return MentionsOf(f) != nil })
}

// repairMentions writes every mention in the one form '@name(id:{id})'.
func repairMentions(text string) string {
	return mentionLoose.ReplaceAllString(text, "@${1}(id:${2})")
}

// mentionedIDs answers the ids mentioned in text, in order, each once; 0 is '@all'.
func mentionedIDs(text string) []int64 {
	var out []int64
	for _, m := range mentionExact.FindAllStringSubmatch(text, -1) {
		id, err := strconv.ParseInt(m[2], 10, 64)
		if err == nil && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// mentionText is the text as a person reads it: mentions as '@name', no markup.
func mentionText(html string, max int) string {
	t := mentionExact.ReplaceAllString(meta.StripHTML(html), "@$1")
	if utf8.RuneCountInString(t) > max {
		t = string([]rune(t)[:max-1]) + "…"
	}
	return t
}

// mentionWrite is what a write's mentions do once it is stored: the users newly mentioned.
type mentionWrite struct {
	field *meta.Field
	users []int64
	all   bool
}

// prepareMentions repairs the mentions of doc's mention fields, refuses mentions of users who
// do not exist, and adds the mentioned users to the field's "into" list.
func (mod *Module) prepareMentions(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, _ int64, _, doc map[string]any) error {
	var errs engine.FieldErrors
	for _, f := range m.DataFields() {
		text, _ := doc[f.Name].(string)
		if MentionsOf(f) == nil || text == "" {
			continue
		}
		text = repairMentions(text)
		doc[f.Name] = text
		var people []int64
		for _, id := range mentionedIDs(text) {
			if id != MentionAll {
				people = append(people, id)
			}
		}
		live, err := tx.Live(ctx, meta.UserModel, p.TenantID, people)
		if err != nil {
			return err
		}
		for _, id := range people {
			if !live[id] {
				errs.Add(f, "mention", fmt.Sprintf("@(id:%d) mentions no user; choose the person from the list", id), map[string]any{"ID": id})
			}
		}
		if into := MentionsOf(f).Into; into != "" {
			list := engine.IDs(doc[into])
			for _, id := range people {
				if !slices.Contains(list, id) {
					list = append(list, id)
				}
			}
			if len(list) > 0 {
				doc[into] = list
			}
		}
	}
	return errs.Err()
}

// newMentions answers who doc's mention fields newly mention compared with before (nil for a
// create): doc's texts are as prepareMentions left them.
func newMentions(m *meta.Model, before, doc map[string]any) []mentionWrite {
	var out []mentionWrite
	for _, f := range m.DataFields() {
		text, _ := doc[f.Name].(string)
		if MentionsOf(f) == nil || text == "" {
			continue
		}
		old, _ := before[f.Name].(string)
		was := mentionedIDs(repairMentions(old))
		w := mentionWrite{field: f}
		for _, id := range mentionedIDs(text) {
			if slices.Contains(was, id) {
				continue
			}
			if id == MentionAll {
				w.all = true
			} else {
				w.users = append(w.users, id)
			}
		}
		out = append(out, w)
	}
	return out
}

// mentionsCreated tells the users a new record mentions.
func (mod *Module) mentionsCreated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, _ string, doc map[string]any) error {
	return mod.notifyMentions(ctx, tx, p, m, id, doc, newMentions(m, nil, doc))
}

// mentionsUpdated tells the users an edit newly mentions.
func (mod *Module) mentionsUpdated(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, before, after map[string]any, _ []store.Change) error {
	return mod.notifyMentions(ctx, tx, p, m, id, after, newMentions(m, before, after))
}

// notifyMentions tells the newly mentioned users, with a link to the record the text is
// about: the first record the model's feed items go on (a note's candidate), else itself.
func (mod *Module) notifyMentions(ctx context.Context, tx *store.Tx, p engine.Principal, m *meta.Model, id int64, doc map[string]any, writes []mentionWrite) error {
	for _, w := range writes {
		to := w.users
		if w.all {
			everyone, err := mod.mentionEveryone(ctx, p, w.field)
			if err != nil {
				return err
			}
			to = append(to, everyone...)
		}
		if len(to) == 0 {
			continue
		}
		n := engine.Notice{Type: "mention", To: to, Content: mentionText(fmt.Sprint(doc[w.field.Name]), 200), Model: m.Name, ID: id, Links: map[string]int64{}}
		if feed := FeedOf(m); feed != nil {
			for _, on := range feed.On {
				if ref, ok := engine.AsID(doc[on]); ok {
					n.Links[on] = ref
					if n.Model == m.Name {
						n.Model, n.ID = m.Field(on).To, ref
					}
				}
			}
		}
		if err := mod.Engine().Notify(ctx, tx, p, n); err != nil {
			return err
		}
	}
	return nil
}

// MaxMentionAll bounds how many users '@all' tells.
const MaxMentionAll = 2000

// mentionEveryone answers the users '@all' tells: those the field's "everyone" filter selects.
func (mod *Module) mentionEveryone(ctx context.Context, p engine.Principal, f *meta.Field) ([]int64, error) {
	filter, err := gql.Parse(MentionsOf(f).Everyone)
	if err != nil {
		return nil, fmt.Errorf("activity: mentions.everyone of %s: %w", f.Name, err)
	}
	c := mod.Engine().Compiler(ctx, engine.Principal{TenantID: p.TenantID, IsAdmin: true, Lang: p.Lang})
	return mod.Engine().FindIDs(ctx, c, gql.Query{Model: mod.Engine().Reg().Model(meta.UserModel), Filter: filter, Limit: MaxMentionAll})
}
