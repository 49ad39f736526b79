package dashboard

import (
	"github.com/labstack/echo/v4"

	"huntline/engine/rest"
)

// Routes binds the calls the generic record calls of dashlet cannot answer. "dashboard" is
// a reserved model name (module.go), so no model's calls shadow these.
func (mod *Module) Routes(r *rest.Router) {
	r.GET("/dashboard/mine", mod.mine)      // the reader's home, resolved
	r.POST("/dashboard/save", mod.save)     // data = a dashlet: create, or change one's own (id or home uuid)
	r.POST("/dashboard/remove", mod.remove) // data = {key}
	r.POST("/dashboard/hide", mod.hide)     // data = {key, hidden}: an admin's dashlet for everyone
	r.POST("/dashboard/order", mod.order)   // data = {keys}: in their new order
	r.POST("/dashboard/reset", mod.reset)   // back to the role's home
}

// keyIn names a dashlet: its id, or a home dashlet's uuid.
type keyIn struct {
	Key    string `json:"key"`
	Hidden *bool  `json:"hidden"`
}

func (mod *Module) mine(c echo.Context) error {
	h, err := mod.Mine(c.Request().Context(), rest.Principal(c))
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": h})
}

func (mod *Module) save(c echo.Context) error {
	var d Dashlet
	if err := rest.DecodeData(c, &d, `{"id"?, "uuid"?, "name", "module": "listWidget" or "reportWidget", "type", "query", "width": "w-box-sp6" or "w-box-sp12", "viewconfig"?: {...}, "fromAdmin"?}`); err != nil {
		return err
	}
	id, err := mod.Save(c.Request().Context(), rest.Principal(c), d)
	if err != nil {
		return err
	}
	return rest.OK(c, map[string]any{"data": id})
}

func (mod *Module) remove(c echo.Context) error {
	var in keyIn
	if err := rest.DecodeData(c, &in, `{"key": the dashlet's id or uuid}`); err != nil {
		return err
	}
	if in.Key == "" {
		return rest.BadParam("key", "give the dashlet's id or uuid")
	}
	if err := mod.Remove(c.Request().Context(), rest.Principal(c), in.Key); err != nil {
		return err
	}
	return rest.OK(c, nil)
}

func (mod *Module) hide(c echo.Context) error {
	var in keyIn
	if err := rest.DecodeData(c, &in, `{"key": the dashlet's id, "hidden"?: true or false}`); err != nil {
		return err
	}
	if err := mod.Hide(c.Request().Context(), rest.Principal(c), in.Key, in.Hidden == nil || *in.Hidden); err != nil {
		return err
	}
	return rest.OK(c, nil)
}

func (mod *Module) order(c echo.Context) error {
	var in struct {
		Keys []string `json:"keys"`
	}
	if err := rest.DecodeData(c, &in, `{"keys": [dashlet ids or uuids, in their new order]}`); err != nil {
		return err
	}
	if err := mod.Order(c.Request().Context(), rest.Principal(c), in.Keys); err != nil {
		return err
	}
	return rest.OK(c, nil)
}

func (mod *Module) reset(c echo.Context) error {
	if err := mod.Reset(c.Request().Context(), rest.Principal(c)); err != nil {
		return err
	}
	return rest.OK(c, nil)
}
