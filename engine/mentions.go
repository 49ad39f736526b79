package engine

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"unicode/utf8"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// A mention is '@name(id:{id})'. What people and older clients type drifts from that:
// '(id: 12)', '(ID=12)', full-width '（id：12）', a lost closing bracket. mentionLoose finds
// all of them so they can be written back in the one form; mentionExact reads that form.
var (
	mentionLoose = regexp.MustCompile(`@([^@()（）<>\n]{1,60}?)\s*[(（]\s*(?i:id)\s*[:：=]?\s*(\d{1,18})\s*[)）]?`)
	mentionExact = regexp.MustCompile(`@([^@()<>\n]{1,60}?)\(id:(\d{1,18})\)`)
)

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
// do not exist, adds the mentioned users to the field's "into" list, and answers who is newly
// mentioned compared with before (nil for a create).
func (e *Engine) prepareMentions(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, before, doc map[string]any) ([]mentionWrite, error) {
	var out []mentionWrite
	var errs fieldErrors
	for _, f := range m.DataFields() {
		text, _ := doc[f.Name].(string)
		if f.Mentions == nil || text == "" {
			continue
		}
		text = repairMentions(text)
		doc[f.Name] = text
		mentioned := mentionedIDs(text)
		var people []int64
		for _, id := range mentioned {
			if id != meta.MentionAll {
				people = append(people, id)
			}
		}
		live, err := tx.Live(ctx, meta.UserModel, p.TenantID, people)
		if err != nil {
			return nil, err
		}
		for _, id := range people {
			if !live[id] {
				errs.add(f, "mention", fmt.Sprintf("@(id:%d) mentions no user; choose the person from the list", id), map[string]any{"ID": id})
			}
		}
		old, _ := before[f.Name].(string)
		was := mentionedIDs(repairMentions(old))
		w := mentionWrite{field: f}
		for _, id := range mentioned {
			if slices.Contains(was, id) {
				continue
			}
			if id == meta.MentionAll {
				w.all = true
			} else {
				w.users = append(w.users, id)
			}
		}
		if into := f.Mentions.Into; into != "" {
			list := ids(doc[into])
			for _, id := range people {
				if !slices.Contains(list, id) {
					list = append(list, id)
				}
			}
			if len(list) > 0 {
				doc[into] = list
			}
		}
		out = append(out, w)
	}
	return out, errs.err()
}

// notifyMentions tells the newly mentioned users, with a link to the record the text is
// about: the first record the model's feed items go on (a note's candidate), else itself.
func (e *Engine) notifyMentions(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, doc map[string]any, writes []mentionWrite) error {
	for _, w := range writes {
		to := w.users
		if w.all {
			everyone, err := e.mentionEveryone(ctx, p, w.field)
			if err != nil {
				return err
			}
			to = append(to, everyone...)
		}
		if len(to) == 0 {
			continue
		}
		n := Notice{Type: "mention", To: to, Content: mentionText(fmt.Sprint(doc[w.field.Name]), 200), Model: m.Name, ID: id, Links: map[string]int64{}}
		if m.Feed != nil {
			for _, on := range m.Feed.On {
				if ref, ok := asID(doc[on]); ok {
					n.Links[on] = ref
					if n.Model == m.Name {
						n.Model, n.ID = m.Field(on).To, ref
					}
				}
			}
		}
		if err := e.Notify(ctx, tx, p, n); err != nil {
			return err
		}
	}
	return nil
}

// MaxMentionAll bounds how many users '@all' tells.
const MaxMentionAll = 2000

// mentionEveryone answers the users '@all' tells: those the field's "everyone" filter selects.
func (e *Engine) mentionEveryone(ctx context.Context, p Principal, f *meta.Field) ([]int64, error) {
	filter, err := gql.Parse(f.Mentions.Everyone)
	if err != nil {
		return nil, fmt.Errorf("engine: mentions.everyone of %s: %w", f.Name, err)
	}
	c := e.compiler(ctx, Principal{TenantID: p.TenantID, IsAdmin: true, Lang: p.Lang})
	items, err := e.query(ctx, c, gql.Query{Model: e.Reg().Model(meta.UserModel), Filter: filter, Limit: MaxMentionAll})
	if err != nil {
		return nil, err
	}
	var out []int64
	for _, it := range items {
		out = append(out, it["id"].(int64))
	}
	return out, nil
}
