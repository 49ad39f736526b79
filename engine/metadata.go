package engine

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"huntline/meta"
	"huntline/store"
)

// Metadata keeps the registry in force: built from the sources with the stored
// changes over them, checked and swapped whole when an admin changes it or a plugin is
// switched (plugins.go), and followed by every server process.
type Metadata struct{ e *Engine }

// metaTenant is the company whose changes shape the metadata. The registry is one per
// installation (DESIGN: one tenant by default), so only that company's admins may change
// it; a host serving several companies would keep a registry per tenant instead.
const metaTenant = 1

// loadStored puts in place the registry of the sources with the stored changes over
// them, at start-up before the tables are synced.
func (md *Metadata) loadStored(ctx context.Context) error {
	if md.e.sources == nil {
		return nil
	}
	reg, gen, err := md.storedRegistry(ctx)
	if err != nil {
		return err
	}
	md.swapRegistry(reg)
	md.e.metaAt = gen
	return nil
}

// swapRegistry puts reg in force with the plugin switches it was built with.
func (md *Metadata) swapRegistry(reg *built) {
	md.e.plugins.Store(&reg.on)
	md.e.reg.Store(reg.reg)
	md.e.Store.AdvanceDataGen() // counts kept under the old metadata may read it otherwise
}

// built is a registry with the plugin switches it was built with.
type built struct {
	reg *meta.Registry
	on  map[string]bool
}

// storedRegistry builds the registry from the sources and the stored changes, with the
// generation it reflects. A change a release has made impossible (say a view naming a
// field the release removed) is skipped with a logged warning rather than stopping the
// server.
func (md *Metadata) storedRegistry(ctx context.Context) (*built, int64, error) {
	gen, err := md.e.Store.MetaGeneration(ctx, metaTenant)
	if err != nil {
		return nil, 0, err
	}
	changes, err := md.e.Store.MetaChanges(ctx, metaTenant)
	if err != nil {
		return nil, 0, err
	}
	if len(changes) == 0 {
		return md.e.base, gen, nil // no need to load the sources a second time
	}
	next, _, err := md.loadKept(changes)
	return next, gen, err
}

// loadKept builds the registry of the stored changes, skipping with a logged warning those
// that no longer load: a change a release has made impossible (say a view naming a field the
// release removed), or one naming what a switched-off plugin brought (its Calls tab in the
// company's tab order). Plugin switches are never skipped; a skipped change stays stored and
// is back once it loads again.
func (md *Metadata) loadKept(changes []meta.Change) (*built, map[int]error, error) {
	reg, on, err := md.e.Metadata.loadRegistry(changes)
	if err == nil {
		return &built{reg, on}, nil, nil
	}
	skipped := map[int]error{} // by index in changes
	md.e.Log.Warn("metadata: the stored changes do not load together; applying them one by one", "err", err)
	var kept []meta.Change
	for _, c := range changes {
		if c.Kind == changePlugin {
			kept = append(kept, c)
		}
	}
	for i, c := range changes {
		if c.Kind == changePlugin {
			continue
		}
		if _, _, err := md.e.Metadata.loadRegistry(append(kept[:len(kept):len(kept)], c)); err != nil {
			md.e.Log.Warn("metadata: stored change skipped", "kind", c.Kind, "model", c.Model, "key", c.Key, "err", err)
			skipped[i] = err
			continue
		}
		kept = append(kept, c)
	}
	reg, on, err = md.e.Metadata.loadRegistry(kept)
	return &built{reg, on}, skipped, err
}

// changeMeta stores metadata changes and puts the registry they make in force: tables,
// columns and indexes first, then the swap, so no request sees a field its table lacks.
// Changes that do not load are refused with the loader's words and nothing is written.
// Only admins make company-wide changes; anyone may change their own personal views.
func (md *Metadata) changeMeta(ctx context.Context, p Principal, companyWide bool, writes []store.MetaWrite, pkg *store.Package) (*meta.Registry, error) {
	if companyWide && !p.IsAdmin {
		return nil, adminOnly("change fields, views and models")
	}
	if companyWide && p.TenantID != metaTenant {
		return nil, newError(http.StatusForbidden, "meta_company_only", "Fields, views and models are shared by the whole installation; only its own company's administrators can change them.")
	}
	if md.e.sources == nil {
		return nil, errors.New("engine: metadata changes need an engine opened with its metadata sources")
	}
	md.e.metaMu.Lock()
	defer md.e.metaMu.Unlock()
	var next *built
	err := md.e.Store.WriteMeta(ctx, metaTenant, p.UserID, writes, pkg, func(all []meta.Change) error {
		reg, on, err := md.loadRegistry(all)
		if err != nil {
			b, err := md.e.Metadata.verifyAround(all, writes, err)
			if err != nil {
				return err
			}
			reg, on = b.reg, b.on
		}
		if err := md.checkRollupFilters(reg); err != nil {
			return newError(http.StatusBadRequest, "meta_refused", "%s", err).with(map[string]any{"Problem": err.Error()})
		}
		next = &built{reg, on}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := md.e.Metadata.putInForce(ctx, next); err != nil {
		return nil, err
	}
	if gen, err := md.e.Store.MetaGeneration(ctx, metaTenant); err == nil {
		md.e.metaAt = gen
	}
	// The other processes follow at once rather than at their next Watch check.
	md.e.Announce(ctx, Drop{Kind: DropMeta})
	return next.reg, nil
}

// verifyAround decides a change whose registry does not load strictly because stored
// changes wait for a switched-off plugin (its Calls tab in the company's tab order): a
// switch is never refused for them, and another change is accepted when it leaves no stored
// change skipped that was not skipped before it. Otherwise the loader's words refuse it.
func (md *Metadata) verifyAround(all []meta.Change, writes []store.MetaWrite, strict error) (*built, error) {
	next, skipped, err := md.loadKept(all)
	if err != nil {
		return nil, metaRefused(strict)
	}
	if onlySwitches(writes) {
		return next, nil
	}
	var before []meta.Change
	for _, c := range all {
		if !slices.ContainsFunc(writes, func(w store.MetaWrite) bool { return changeKey(w.Change) == changeKey(c) }) {
			before = append(before, c)
		}
	}
	_, skippedBefore, _ := md.loadKept(before)
	was := map[[3]string]bool{}
	for i := range skippedBefore {
		was[changeKey(before[i])] = true
	}
	for i := range skipped {
		if !was[changeKey(all[i])] {
			return nil, metaRefused(strict) // the loader's words on the whole, as without plugins
		}
	}
	return next, nil
}

// changeKey names what a change is to.
func changeKey(c meta.Change) [3]string { return [3]string{c.Kind, c.Model, c.Key} }

// putInForce readies the database for reg (new tables, columns, indexes and option lists)
// and swaps it in.
func (md *Metadata) putInForce(ctx context.Context, next *built) error {
	reg := next.reg
	refill := newlyMaterialized(md.e.Reg(), reg)
	if err := md.e.Store.Sync(ctx, reg); err != nil {
		return err
	}
	if err := md.e.Store.SeedOptions(ctx, metaTenant, reg.OptionLists()); err != nil {
		return err
	}
	md.swapRegistry(next)
	md.e.Options.drop(metaTenant, false) // every process follows the change itself (relay.go)
	for _, mf := range refill {
		if err := md.e.Store.Refill(ctx, mf.m, mf.f); err != nil {
			return err
		}
	}
	return nil
}

type modelField struct {
	m *meta.Model
	f *meta.Field
}

// newlyMaterialized lists the fields that existed before and get a new typed column in
// next: records saved under the old metadata while the column was being built need it
// filled again once next is in force.
func newlyMaterialized(prev, next *meta.Registry) []modelField {
	var out []modelField
	for _, m := range next.Models() {
		pm := prev.Model(m.Name)
		if pm == nil {
			continue
		}
		for _, f := range m.DataFields() {
			pf := pm.Field(f.Name)
			if pf == nil {
				continue
			}
			newColumn := store.Materialized(f) && (!store.Materialized(pf) || pf.Kind().Storage(pf) != f.Kind().Storage(f))
			newSortKey := store.SortKeyed(f) && !store.SortKeyed(pf)
			if newColumn || newSortKey {
				out = append(out, modelField{m, f})
			}
		}
	}
	return out
}

// metaRefused turns the loader's complaint into a 400 naming the model and field; the
// field error keeps the key of the definition at fault (Args["key"]), so an editor of the
// field can show the problem at that input.
func metaRefused(err error) error {
	var le *meta.LoadError
	if !errors.As(err, &le) {
		return err
	}
	where := le.Model
	if le.Field != "" {
		where += ", field " + le.Field
	}
	if where != "" {
		where = "model " + where + ": "
	}
	out := newError(http.StatusBadRequest, "meta_refused", "%s%s", where, le.Problem).with(map[string]any{"Problem": where + le.Problem})
	if le.Field != "" {
		out.Fields = []FieldError{{Field: le.Field, Rule: "meta_refused", Msg: le.Problem, Args: map[string]any{"Problem": le.Problem, "key": le.Key}}}
	}
	return out
}

// Watch rebuilds the registry when another server process changed the metadata,
// checking every interval until ctx ends.
// With the cache relay running (relay.go) a change is followed as soon as it is announced;
// the checks catch what an announcement lost on the way.
func (md *Metadata) Watch(ctx context.Context, every time.Duration) {
	go eachTick(ctx, every, md.follow)
}

// follow puts in force what another process stored, when it stored anything newer.
func (md *Metadata) follow(ctx context.Context) {
	gen, err := md.e.Store.MetaGeneration(ctx, metaTenant)
	if err != nil || gen == md.currentGen() {
		return
	}
	if err := md.followStored(ctx); err != nil {
		md.e.Log.Error("metadata: reload failed; trying again", "err", fmt.Errorf("watch: %w", err))
	}
}

// followStored puts in force what another process stored: tables first, then the swap.
// On failure the generation stays behind, so the next check tries again.
func (md *Metadata) followStored(ctx context.Context) error {
	md.e.metaMu.Lock()
	defer md.e.metaMu.Unlock()
	if md.e.sources == nil {
		return nil
	}
	reg, gen, err := md.storedRegistry(ctx)
	if err != nil {
		return err
	}
	if err := md.putInForce(ctx, reg); err != nil {
		return err
	}
	md.e.metaAt = gen
	return nil
}

func (md *Metadata) currentGen() int64 {
	md.e.metaMu.Lock()
	defer md.e.metaMu.Unlock()
	return md.e.metaAt
}
