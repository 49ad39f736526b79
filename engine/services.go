package engine

import (
	"context"
	"net/http"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// The core's services for modules: what a feature outside this package may ask of it. Each
// is the same path the core's own calls take (scope, checks, change log, hooks).

// NotFound is a 404 with a message key and its English text.
func NotFound(key, format string, args ...any) *Error { return notFound(key, format, args...) }

// BadRequest is a 400 with a message key and its English text.
func BadRequest(key, format string, args ...any) *Error { return badRequest(key, format, args...) }

// NewError is a refusal with any status.
func NewError(status int, key, format string, args ...any) *Error {
	return newError(status, key, format, args...)
}

// With sets the arguments the translated message fills in.
func (e *Error) With(args map[string]any) *Error { return e.with(args) }

// RecordNotFound is the 404 of a record that does not exist or is out of the reader's sight.
func RecordNotFound(m *meta.Model, id int64) *Error { return recordNotFound(m, id) }

// Forbidden is a 403 with a message key and its English text.
func Forbidden(key, format string, args ...any) *Error {
	return newError(http.StatusForbidden, key, format, args...)
}

// CanSee tells whether p may see record id of m whole: the view action, the user's scope,
// and not a limited record p is outside of (whose reads show only its id).
func (e *Engine) CanSee(ctx context.Context, p Principal, m *meta.Model, id int64) (bool, error) {
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return false, nil
	}
	items, err := e.reads.byIDs(ctx, e.compiler(ctx, p), m, []int64{id}, false)
	if err != nil || len(items) == 0 {
		return false, err
	}
	out, err := e.reads.outside(ctx, p, m, items)
	return err == nil && !out[id], err
}

// Unscoped answers a compiler over all of a tenant's records, for a module's own checks.
func (e *Engine) Unscoped(tenant, user int64) *gql.Compiler { return e.unscoped(tenant, user) }

// FindIDs answers the ids a query of c finds.
func (e *Engine) FindIDs(ctx context.Context, c *gql.Compiler, q gql.Query) ([]int64, error) {
	query, args, err := c.IDs(q)
	if err != nil {
		return nil, err
	}
	var found []int64
	return found, e.Store.DB().SelectContext(ctx, &found, query, args...)
}

// PrincipalOf answers the principal of a user, as if they were signed in.
func (e *Engine) PrincipalOf(ctx context.Context, tenant, user int64) (Principal, error) {
	return e.principal(ctx, tenant, user)
}

// Env answers what normalising a value depends on for p (time zone, now, user).
func (e *Engine) Env(ctx context.Context, p Principal) meta.Env { return e.env(ctx, p) }

// CreateAsSystem writes a new record of m with values the system sets (a provider's event,
// a module's bookkeeping): checked and logged like any other, but its links are not the
// user's choice, so p need not be able to read what they link to.
func (e *Engine) CreateAsSystem(ctx context.Context, p Principal, m *meta.Model, set map[string]any) (int64, error) {
	in, err := e.writes.readInput(ctx, p, m, set)
	if err != nil {
		return 0, err
	}
	in.chosen = nil
	var id int64
	err = e.Store.Tx(ctx, func(tx *store.Tx) error {
		res, err := e.writes.createIn(ctx, tx, p, m, in)
		if err == nil {
			id = res.ID
		}
		return err
	})
	if err != nil {
		return 0, err
	}
	e.writes.written(p.TenantID, m)
	return id, nil
}

// UpdateInTx changes fields of record id in tx as p, without a version check: for a
// module's own bookkeeping inside a transaction it holds the record's lock in.
func (e *Engine) UpdateInTx(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, set map[string]any) error {
	_, err := e.writes.updateIn(ctx, tx, p, m, &input{id: id, set: set, blind: true})
	return err
}

// BinInTx moves a record of m into the recycle bin (deleted) or out of it inside tx, as the
// delete and recover calls do, for a module whose record follows another's fate. A record
// already where it is sent is left as it is.
func (e *Engine) BinInTx(ctx context.Context, tx *store.Tx, p Principal, m *meta.Model, id int64, deleted bool) error {
	if deleted {
		_, err := e.writes.deleteIn(ctx, tx, p, m, []int64{id}, true)
		return err
	}
	_, err := e.writes.updateIn(ctx, tx, p, m, &input{id: id, isDeleted: &deleted, blind: true})
	return err
}

// Written tells the core a module changed records of m outside its own write paths.
func (e *Engine) Written(tenant int64, m *meta.Model) { e.writes.written(tenant, m) }

// IDs reads a link or attachments value as ids.
func IDs(v any) []int64 { return ids(v) }

// AsID reads a single link value.
func AsID(v any) (int64, bool) { return asID(v) }

// Readable answers one record of m as p reads it (names masked), or a 404 when p may not
// see it whole.
func (e *Engine) Readable(ctx context.Context, p Principal, m *meta.Model, id int64) (Item, error) {
	if err := e.Access.Allow(ctx, p, m, ActView); err != nil {
		return nil, err
	}
	items, err := e.reads.byIDs(ctx, e.compiler(ctx, p), m, []int64{id}, false)
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, recordNotFound(m, id)
	}
	if out, err := e.reads.outside(ctx, p, m, items); err != nil {
		return nil, err
	} else if out[id] {
		return nil, recordNotFound(m, id)
	}
	return items[0], e.names.mask(ctx, p, m, items)
}

// ModelNamed answers the model called name, or a 404 naming the models there are.
func (e *Engine) ModelNamed(name string) (*meta.Model, error) { return e.model(name) }

// SeesContacts tells whether p sees contact details while the tenant hides them.
func (e *Engine) SeesContacts(ctx context.Context, p Principal) bool {
	return e.Contacts.seesContacts(ctx, p)
}

// Displayer shows field values as a reader sees them (option labels, names of links, dates in
// the tenant's zone), caching what it loads across calls.
type Displayer struct{ d *displayer }

// NewDisplayer answers a displayer for p.
func (e *Engine) NewDisplayer(ctx context.Context, p Principal) *Displayer {
	return &Displayer{d: e.newDisplayer(ctx, p)}
}

// Value answers field f of item it as shown.
func (x *Displayer) Value(ctx context.Context, it Item, f *meta.Field) (any, error) {
	if err := x.d.load(ctx, []Item{it}, []*meta.Field{f}); err != nil {
		return nil, err
	}
	return x.d.value(ctx, f, it[f.Name]), nil
}
