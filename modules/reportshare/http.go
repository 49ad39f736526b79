package reportshare

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/meta"
	"huntline/store"
)

// Saved reports are served by the generic record calls (GET /rest/reportsaved/list,
// POST /rest/reportsaved/add, /delete, /{id}/share); this module adds the schedule.

// Routes binds the saved reports of a report and the schedule call.
func (mod *Module) Routes(r *rest.Router) {
	r.GET("/"+model+"/get_type", mod.savedOfType)
	r.POST("/"+model+"/:id/schedule", mod.schedule)
}

// savedOfType: GET /rest/reportsaved/get_type?type={template}: {from_me, from_share}, as the
// list sidebar answers saved filters: the user's own saved reports of the report, then those
// shared with him.
func (mod *Module) savedOfType(c echo.Context) error {
	typ := strings.TrimSpace(c.QueryParam("type"))
	if typ == "" {
		return rest.BadParam("type", "give the report's name")
	}
	mine, shared, err := mod.SavedOfType(c.Request().Context(), rest.Principal(c), typ)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": map[string]any{"from_me": mine, "from_share": shared}})
}

// SavedOfType answers p's saved reports of a report and those shared with p, by name. They
// are read as p would read them without an administrator's rights, so an administrator's
// list holds what is his or shared with him too, not every user's (he still opens any
// record by its id, as administrators do).
func (mod *Module) SavedOfType(ctx context.Context, p engine.Principal, typ string) (mine, shared []engine.Item, err error) {
	own := p
	own.IsAdmin = false
	res, err := mod.Engine().List(ctx, own, model, engine.ListParams{GQL: "type=" + url.QueryEscape(typ), Ordering: "name", Unlimited: true})
	if err != nil {
		return nil, nil, err
	}
	mine, shared = []engine.Item{}, []engine.Item{}
	for _, it := range res.List {
		if owner, _ := engine.AsID(it["owner"]); owner == p.UserID {
			mine = append(mine, it)
		} else {
			shared = append(shared, it)
		}
	}
	return mine, shared, nil
}

// schedule: POST /rest/reportsaved/{id}/schedule, data = {"frequency": "daily"|"weekly"|
// "monthly"|"off", "weekday": 1-7, "day": 1-28, "hour": 0-23, "recipients": [user ids]}.
// It answers the saved report with its schedule and next mailing.
func (mod *Module) schedule(c echo.Context) error {
	id, err := rest.IDParam(c)
	if err != nil {
		return err
	}
	data, err := rest.BodyData(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	p := rest.Principal(c)
	s, err := readSchedule(data)
	if err != nil {
		return err
	}
	it, err := mod.SetSchedule(ctx, p, id, s)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": it})
}

// SetSchedule gives saved report id the schedule s, as p, who must be its owner: the report
// is rendered as its owner reads it, so only he decides who receives his numbers. Each
// recipient must be a user with an e-mail address.
func (mod *Module) SetSchedule(ctx context.Context, p engine.Principal, id int64, s Schedule) (engine.Item, error) {
	e := mod.Engine()
	m, err := e.ModelNamed(model)
	if err != nil {
		return nil, err
	}
	it, err := e.Get(ctx, p, model, id, nil)
	if err != nil {
		return nil, err
	}
	if _, whole := it["name"]; !whole {
		return nil, engine.RecordNotFound(m, id) // veiled: someone else's, not shared with p
	}
	if owner, _ := engine.AsID(it["owner"]); owner != p.UserID {
		return nil, engine.NewError(http.StatusForbidden, "reportsaved_not_owner", "Only the owner of a saved report may schedule it.")
	}
	if err := mod.checkRecipients(ctx, p.TenantID, s.Recipients); err != nil {
		return nil, err
	}
	next := NextRun(e.Now(), s, e.Tenants.Location(ctx, p.TenantID))
	set := map[string]any{"frequency": s.Frequency, "weekday": nil, "day": nil, "hour": nil, "recipients": nil, "next_run": nil, "last_error": nil}
	if s.Frequency != Off {
		set["hour"], set["recipients"] = s.Hour, s.Recipients
		set["next_run"] = next.UTC().Format(meta.DateTimeLayout)
		if s.Weekday > 0 {
			set["weekday"] = s.Weekday
		}
		if s.Day > 0 {
			set["day"] = s.Day
		}
	}
	err = e.Store.Tx(ctx, func(tx *store.Tx) error {
		if _, err := tx.GetForUpdate(ctx, m, p.TenantID, id); err != nil {
			return err
		}
		return e.UpdateInTx(ctx, tx, p, m, id, set)
	})
	if err != nil {
		return nil, err
	}
	e.Written(p.TenantID, m)
	return e.Get(ctx, p, model, id, nil)
}

// checkRecipients refuses a recipient who is not a live user with an e-mail address.
func (mod *Module) checkRecipients(ctx context.Context, tenant int64, ids []int64) error {
	e := mod.Engine()
	for _, id := range ids {
		u, err := e.Get(ctx, engine.System(tenant), meta.UserModel, id, nil)
		if err != nil || text(u["email"]) == "" || u[meta.UserStatusField] == meta.UserStatusLeft {
			return engine.BadRequest("reportsaved_recipient", "recipients: user %d does not exist, has left or has no e-mail address", id).With(map[string]any{"ID": id})
		}
	}
	return nil
}
