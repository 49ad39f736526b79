// Package engine holds the services every model shares: create and update with validation
// and defaults, lists with paging and facets, export, search, options, sessions and
// background jobs. It knows models only through metadata; engine/rest binds it to HTTP.
package engine

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"huntline/clock"
	"huntline/gql"
	"huntline/mailer"
	"huntline/meta"
	"huntline/store"
)

// Engine is the service layer over one store and one set of models.
type Engine struct {
	// reg is swapped whole when an admin changes metadata, so a request reads one
	// consistent registry through Reg() and no lock is held while it works.
	reg     atomic.Pointer[meta.Registry]
	sources []meta.Source                   // what the registry is rebuilt from, under the stored changes
	base    *built                          // the sources alone: the registry while nothing is stored
	plugins atomic.Pointer[map[string]bool] // the plugin switches the registry in force was built with
	mods    *modules
	metaMu  sync.Mutex // one metadata change at a time
	metaAt  int64      // the newest stored change the registry reflects
	Store   *store.Store
	Options *OptionService
	Tenants *TenantService
	Access  Access
	Jobs    *Jobs
	// Push hands live events of every module to open browser tabs.
	Push *PushHub
	// MessageCounters count what waits for a user, per kind, for the header's badges.
	MessageCounters MessageCounters
	Blobs           Blobs
	Mailer          mailer.Mailer // sends the product's own messages; an outbox table until SMTP is configured
	Log             *slog.Logger
	Now             func() time.Time
	// dataDir is the folder of files (DataDir).
	dataDir string
	// kept holds counts and facet counts until the records change (aggregates_kept.go).
	kept aggregates

	// fieldUses find a field's uses that modules keep outside metadata (field_uses.go).
	fieldUses []fieldUse
	// hooks are what modules add to record writes (hooks.go).
	hooks []RecordHook
	// openers are what modules do when a user opens a record (opened.go).
	openers []opener
	// recordRules are what modules set on their models' records (host_records.go).
	recordRules recordRules
	// modelDescribers are what modules add to a model's description (models_described.go).
	modelDescribers []modelDescriber
	// background is the modules' periodic work, started by RunBackground.
	background []*backgroundTask
	// backgroundOf counts each module's tasks, to name them apart.
	backgroundOf map[string]int
	// describers are what modules add to a field's description (fields_described.go).
	describers []fieldDescriber
	// recordDescribers are what modules add to a record's detail (records_described.go).
	recordDescribers []recordDescriber
	// notifier writes the notices of Notify (services_notifications.go).
	notifier notifierOf
	// userSettings clean the values of user settings modules own (userconfig.go).
	userSettings map[string]func(any) any
	// relay drops caches when other processes change what they hold (relay.go).
	relay cacheRelay
	// sessions tells who holds a session token (services_sessions.go).
	sessions Authenticator

	// The parts of the Engine's work, one per concern (parts.go). Those the REST layer, the
	// command line and modules call are exported; the others serve the engine alone.
	Metadata *Metadata
	Modules  *Modules
	Screens  *Screens
	Search   *Search
	Facets   *Facets
	Actions  *Actions
	Shares   *Shares
	Contacts *Contacts
	Files    *Files
	Imports  *Imports
	Exports  *Exports

	reads       *reads
	writes      *writes
	integrity   *integrity
	collections *collections
	names       *recordNames
	extensions  *extensions
}

// Config is what New needs.
type Config struct {
	DataDir string // files (exports, attachments) live under DataDir/files
	Files   string // where files are kept: FilesDisk, FilesDB, or "" for FilesDefault
	Log     *slog.Logger
	// Sources are the built-in metadata first, then partner folders; the registry is built
	// from them with the modules' metadata in between.
	Sources []meta.Source
	// Modules are the features and plugins of the binary (modules/all), in start order.
	Modules []Module
}

// DataDir answers the folder the engine keeps files under ("data" when none was given): a
// module keeps its own keys there (the job boards' token key).
func (e *Engine) DataDir() string {
	if e.dataDir == "" {
		return "data"
	}
	return e.dataDir
}

// Reg is the metadata in force: shipped models with the company's changes over them.
func (e *Engine) Reg() *meta.Registry { return e.reg.Load() }

// New builds an engine over an open store; Prepare readies the database.
func New(st *store.Store, cfg Config) (*Engine, error) {
	log := cfg.Log
	if log == nil {
		log = slog.Default()
	}
	blobs, err := newBlobs(st, cfg.Files, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	mods, err := newModules(cfg.Modules)
	if err != nil {
		return nil, err
	}
	e := &Engine{Store: st, Blobs: blobs, Log: log, Now: clock.Now, sources: cfg.Sources, mods: mods, dataDir: cfg.DataDir}
	wireParts(e)
	reg, on, err := e.Metadata.loadRegistry(nil)
	if err != nil {
		return nil, err
	}
	e.base = &built{reg, on}
	e.Metadata.swapRegistry(e.base)
	e.Access = newRoleAccess(e)
	e.Mailer = mailer.Outbox{Store: st, Now: func() time.Time { return e.Now() }}
	e.Options = newOptionService(st, e.Reg)
	st.SetKeywordSource(func(ctx context.Context, m *meta.Model, rec *store.Record) store.Search {
		return e.integrity.searchValues(ctx, rec.TenantID, m, rec.Data)
	})
	e.Tenants = newTenantService(st)
	announce := func(d Drop) { e.Announce(context.Background(), d) }
	e.Options.announce, e.Tenants.announce = announce, announce
	e.wireDrops()
	e.Jobs = newJobs(st, log)
	e.Push = NewPushHub()
	e.Jobs.Handle(exportJob, e.Exports.runJob)
	e.Jobs.Handle(mailer.JobKind, e.runMessage)
	if err := e.Modules.start(); err != nil {
		return nil, err
	}
	return e, nil
}

// Prepare readies a fresh database: system tables, record tables and indexes, and the
// shipped option lists of the default tenant.
func (e *Engine) Prepare(ctx context.Context) error {
	if err := e.Store.Migrate(ctx); err != nil {
		return err
	}
	if err := e.Modules.migrate(ctx); err != nil {
		return err
	}
	if err := e.Metadata.loadStored(ctx); err != nil {
		return err
	}
	if err := e.Store.Sync(ctx, e.Reg()); err != nil {
		return err
	}
	if err := e.Store.SeedOptions(ctx, 1, e.Reg().OptionLists()); err != nil {
		return err
	}
	return e.Metadata.checkRollupFilters(e.Reg())
}

// checkRollupFilters compiles every rollup's filter once at start, so a broken one in
// metadata stops start-up instead of failing a list later.
func (md *Metadata) checkRollupFilters(reg *meta.Registry) error {
	c := &gql.Compiler{Reg: reg, D: md.e.Store.Dialect(), Env: gql.Env{TenantID: 1, Now: md.e.Now()}, Options: md.e.Options.For(context.Background(), 1)}
	for _, m := range reg.Models() {
		for _, f := range m.DataFields() {
			if f.Type != "rollupfield" {
				continue
			}
			if err := c.RollupExpr(store.NewBuilder(md.e.Store.Dialect()), m, "t", f); err != nil {
				return fmt.Errorf("%s: model %s, field %s: %w", m.File, m.Name, f.Name, err)
			}
		}
	}
	return nil
}

// model answers the model called name or a 404 naming the models there are.
func (e *Engine) model(name string) (*meta.Model, error) {
	m := e.Reg().Model(name)
	if m == nil {
		return nil, notFound("unknown_model", "There is no model %q.", name).with(map[string]any{"Model": name})
	}
	return m, nil
}

// unscoped answers a compiler without any user's scope, for the engine's own checks across
// all of a tenant's records (duplicates, a parent's children, records naming another).
func (e *Engine) unscoped(tenant, user int64) *gql.Compiler {
	return &gql.Compiler{Reg: e.Reg(), D: e.Store.Dialect(), Env: gql.Env{TenantID: tenant, UserID: user, Now: e.Now()}}
}

// compiler answers a gql compiler for one request of p.
func (e *Engine) compiler(ctx context.Context, p Principal) *gql.Compiler {
	c := &gql.Compiler{
		Reg:     e.Reg(),
		D:       e.Store.Dialect(),
		Env:     gql.Env{TenantID: p.TenantID, UserID: p.UserID, Now: e.Now().In(e.Tenants.Location(ctx, p.TenantID))},
		Options: e.Options.For(ctx, p.TenantID),
		Scope:   e.Access.Scope(ctx, p, ActView),
		Keyword: func(model string, q store.KeywordQuery) store.KeywordQuery {
			return e.Store.JudgeKeyword(ctx, model, q)
		},
		Veil: e.Contacts.veil(ctx, p),
	}
	c.KeywordScope = e.names.keywordScope(p, c) // names_keyword.go
	return c
}

// env answers what value normalisation depends on for p.
func (e *Engine) env(ctx context.Context, p Principal) meta.Env {
	loc := e.Tenants.Location(ctx, p.TenantID)
	return meta.Env{Loc: loc, Now: e.Now().In(loc), UserID: p.UserID}
}
