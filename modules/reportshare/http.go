package reportshare

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"huntline/engine"
	"huntline/engine/rest"
	"huntline/meta"
	"huntline/store"
)

// Saved reports are served by the generic record calls (GET /rest/reportsaved/list,
// POST /rest/reportsaved/add, /delete, /{id}/share); this module adds the schedule.

// Routes binds the schedule call.
func (mod *Module) Routes(r *rest.Router) {
	r.POST("/"+model+"/:id/schedule", mod.schedule)
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
