// Package rest binds the engine to HTTP: the calls of the specification, same paths, same
// payload shapes, inside the {"status": bool, "data"?, "message"?} envelope with a proper
// HTTP status.
package rest

import (
	"github.com/labstack/echo/v4"
)

// routes is the whole route table. Static paths win over /rest/:model/... in echo's router,
// which is why model names like "data" and "options" are reserved in meta. Every
// state-changing call under /rest needs the CSRF header (requireSession); the calls without
// a session (a module's sign-in, say: Router.PublicPOST) are rate-limited instead.
func (s *Server) routes(e *echo.Echo) {
	e.GET("/", s.home)
	if s.ui != nil {
		app := echo.WrapHandler(s.ui)
		for _, mount := range []string{"/crm", "/m"} {
			e.GET(mount, app)
			e.GET(mount+"/*", app)
		}
	}
	e.GET("/health", s.health)
	// Diagnostics: the operator's metrics (metrics_access.go), the administrators' profiler (pprof.go).
	e.GET("/metrics", s.metricsEndpoint)
	s.pprofRoutes(e)
	e.GET("/rest/data/config", s.config, s.optionalSession) // the sign-in page's part without a session
	e.GET("/rest/data/get_expire_data", s.expireData)
	e.GET("/rest/data/get_login_background", s.loginBackground)

	r := e.Group("/rest", s.requireSession)
	r.GET("/user/navbar_config/:id", s.navbarConfig)
	r.POST("/user/changelanguage", s.changeLanguage)
	r.GET("/options/list", s.optionList)
	r.GET("/custom_field/:model/list", s.customFields)
	r.GET("/custom_field/:model", s.customFields)
	r.GET("/custom_field/:model/:view/all", s.fieldTree)
	r.GET("/data/models", s.models)
	r.GET("/data/quick_search", s.quickSearch)
	r.GET("/data/autocomplete", s.autocomplete)
	r.GET("/data/userconfig", s.userConfig)
	r.POST("/data/userconfig", s.setUserConfig)
	r.POST("/data/config", s.setConfig)
	r.GET("/data/contact_reveal_log", s.revealLog)
	r.GET("/actionaccess/:model", s.actionAccess)
	r.POST("/actionaccess/:model", s.setActionAccess)
	r.GET("/asynctask/list", s.taskList)
	r.GET("/asynctask/:id/download", s.taskDownload)
	r.POST("/file/upload", s.upload) // attachments (files.go)
	r.GET("/file/preview/:uuid", s.filePreview)
	r.GET("/file/list", s.fileList)
	r.GET("/file/list/:model/:ids", s.recordFileList)
	r.GET("/data/userlist", s.userList)
	// The live push (polling.go): events of every module, with the user's unread count.
	r.GET("/user/polling", s.polling)
	// Add-ons (plugins.go) and every module's own calls (module.go).
	r.GET("/plugin/list", s.pluginList)
	r.POST("/plugin/:name/on", s.switchPlugin(true))
	r.POST("/plugin/:name/off", s.switchPlugin(false))
	s.moduleRoutes(e, r)

	r.GET("/:model/list", s.list)
	r.GET("/:model/list/facet", s.facets)
	r.GET("/:model/list/export", s.export)
	r.GET("/:model/list/totals", s.listTotals)
	r.GET("/:model/facet/fields", s.facetFields)
	r.POST("/:model/add", s.add)
	r.POST("/:model/delete", s.delete)
	r.POST("/:model/massedit", s.massEdit)
	r.POST("/:model/massaction/:name", s.runMassAction)
	r.POST("/:model/import/preview", s.importPreview)
	r.POST("/:model/import", s.importRecords)
	// The contact persons of records' companies, for the flow forms' contact pickers
	// (spec 000 §7 GET /rest/joborder/get_contact?ids=); see contacts.go.
	r.GET("/:model/get_contact", s.contacts)
	r.GET("/:model/:id", s.get)
	r.GET("/:model/:id/get_contact_info", s.contactInfo)
	r.GET("/:model/:id/actions", s.recordActions)
	r.POST("/:model/:id/action/:name", s.runAction)
	r.GET("/:model/:id/share", s.shares)
	r.POST("/:model/:id/share", s.share)
	r.POST("/:model/:id/share/delete", s.unshare)
}
