package engine

import (
	"context"
	"sync"
	"time"

	"huntline/meta"
	"huntline/store"
)

// OptionService answers a tenant's option lists. They are read on every write and filter,
// so each tenant's lists are cached; a change made here drops the cache at once, here and
// (through the cache relay, relay.go) in the other processes; optionTTL bounds a copy's age
// should a relayed drop be lost.
type OptionService struct {
	st  *store.Store
	reg func() *meta.Registry
	mu  sync.Mutex
	by  map[int64]*optionSet
	// announce tells the other processes of a change (Engine.Announce); nil in tests that
	// build the service alone.
	announce func(Drop)
}

const optionTTL = 30 * time.Second

type optionSet struct {
	loaded time.Time
	lists  map[string][]meta.Option
	codes  map[string]map[string]int // list -> code -> index in lists
}

func newOptionService(st *store.Store, reg func() *meta.Registry) *OptionService {
	return &OptionService{st: st, reg: reg, by: map[int64]*optionSet{}}
}

func (s *OptionService) set(ctx context.Context, tenant int64) *optionSet {
	s.mu.Lock()
	defer s.mu.Unlock()
	if set, ok := s.by[tenant]; ok && time.Since(set.loaded) < optionTTL {
		return set
	}
	rows, err := s.st.Options(ctx, tenant)
	if err != nil {
		// Keep answering from the last good copy, or from the shipped lists.
		if set, ok := s.by[tenant]; ok {
			return set
		}
		return s.shipped()
	}
	set := &optionSet{loaded: time.Now(), lists: map[string][]meta.Option{}, codes: map[string]map[string]int{}}
	for _, r := range rows {
		if set.codes[r.ListKey] == nil {
			set.codes[r.ListKey] = map[string]int{}
		}
		set.codes[r.ListKey][r.Code] = len(set.lists[r.ListKey])
		set.lists[r.ListKey] = append(set.lists[r.ListKey], r.Option)
	}
	s.by[tenant] = set
	return set
}

func (s *OptionService) shipped() *optionSet {
	set := &optionSet{lists: map[string][]meta.Option{}, codes: map[string]map[string]int{}}
	for _, l := range s.reg().OptionLists() {
		set.lists[l.Key] = l.Options
		set.codes[l.Key] = map[string]int{}
		for i, o := range l.Options {
			set.codes[l.Key][o.Code] = i
		}
	}
	return set
}

// Invalidate drops a tenant's cached lists after an edit, in every process.
func (s *OptionService) Invalidate(tenant int64) {
	s.drop(tenant, false)
	if s.announce != nil {
		s.announce(Drop{Kind: DropOptions, Tenant: tenant})
	}
}

// drop forgets a tenant's cached lists (every tenant's with all) in this process.
func (s *OptionService) drop(tenant int64, all bool) {
	s.mu.Lock()
	if all {
		clear(s.by)
	} else {
		delete(s.by, tenant)
	}
	s.mu.Unlock()
}

// List answers a tenant's options of one list, in order.
func (s *OptionService) List(ctx context.Context, tenant int64, key string) []meta.Option {
	return s.set(ctx, tenant).lists[key]
}

// Option answers one option, if the list has the code.
func (s *OptionService) Option(ctx context.Context, tenant int64, key, code string) (meta.Option, bool) {
	set := s.set(ctx, tenant)
	i, ok := set.codes[key][code]
	if !ok {
		return meta.Option{}, false
	}
	return set.lists[key][i], true
}

// Label answers an option's text in lang, or the code itself for an unknown code.
func (s *OptionService) Label(ctx context.Context, tenant int64, key, code, lang string) string {
	if o, ok := s.Option(ctx, tenant, key, code); ok {
		return o.Value(lang)
	}
	return code
}

// For answers the tenant's options as the gql compiler asks for them.
func (s *OptionService) For(ctx context.Context, tenant int64) tenantOptions {
	return tenantOptions{set: s.set(ctx, tenant)}
}

type tenantOptions struct{ set *optionSet }

func (t tenantOptions) Has(list, code string) bool {
	_, ok := t.set.codes[list][code]
	return ok
}

func (t tenantOptions) Codes(list string) []string {
	out := make([]string, 0, len(t.set.lists[list]))
	for _, o := range t.set.lists[list] {
		out = append(out, o.Code)
	}
	return out
}
