package engine

import (
	"context"
	"sync"
	"time"

	"huntline/store"
)

// DefaultTimeZone is where a tenant without a time_zone setting lives. Relative dates
// (this week, today) and date-only values are read in the tenant's zone.
const DefaultTimeZone = "Asia/Shanghai"

// TenantService reads tenant settings (time zone, client type, flags) through one cache.
type TenantService struct {
	st *store.Store
	mu sync.Mutex
	by map[int64]tenantEntry
	// announce tells the other processes of a change (Engine.Announce).
	announce func(Drop)
}

type tenantEntry struct {
	loaded   time.Time
	settings map[string]any
	loc      *time.Location
}

func newTenantService(st *store.Store) *TenantService {
	return &TenantService{st: st, by: map[int64]tenantEntry{}}
}

func (t *TenantService) entry(ctx context.Context, tenant int64) tenantEntry {
	t.mu.Lock()
	defer t.mu.Unlock()
	if e, ok := t.by[tenant]; ok && time.Since(e.loaded) < time.Minute {
		return e
	}
	settings, err := t.st.TenantSettings(ctx, tenant)
	if err != nil {
		settings = map[string]any{}
	}
	tz, _ := settings["time_zone"].(string)
	if tz == "" {
		tz = DefaultTimeZone
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		loc, _ = time.LoadLocation(DefaultTimeZone)
	}
	if loc == nil {
		loc = time.UTC
	}
	e := tenantEntry{loaded: time.Now(), settings: settings, loc: loc}
	t.by[tenant] = e
	return e
}

// Location answers the tenant's time zone.
func (t *TenantService) Location(ctx context.Context, tenant int64) *time.Location {
	return t.entry(ctx, tenant).loc
}

// Setting answers one tenant setting.
func (t *TenantService) Setting(ctx context.Context, tenant int64, key string) any {
	return t.entry(ctx, tenant).settings[key]
}
