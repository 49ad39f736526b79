package rest_test

import (
	"fmt"
	"net/http"
	"sort"
	"strings"
	"testing"
)

// routeCase is how one registered route is called and what a signed-in user who lacks the
// permission gets from it.
type routeCase struct {
	public bool   // answers without a session
	path   string // the call, parameters filled in; "" uses the route's path
	data   any    // POST data
	denied int    // status for the user without the action; 0 when not checked (logout)
	anon   int    // status without a session when not 401 (a route that hides itself: 404)
}

// routeMatrix holds a row for every route of engine/rest/routes.go. A route without a row
// fails TestRouteMatrix, so a new call cannot ship without its permission being decided.
// "client" is the model the hunter holds no action on (see the overrides in the test).
func routeMatrix(clientID, candidateID int64) map[string]routeCase {
	c, cand := fmt.Sprint(clientID), fmt.Sprint(candidateID)
	return map[string]routeCase{
		"GET /":                                         {public: true},
		"GET /health":                                   {public: true},
		"GET /metrics":                                  {public: true},           // no session: loopback or a token (metrics_access.go, observe_test.go)
		"GET /debug/pprof":                              {anon: 404, denied: 404}, // administrators only (pprof.go)
		"POST /rest/user/login":                         {public: true},
		"GET /set-password":                             {public: true},
		"POST /forget-password":                         {public: true},
		"POST /rest/user/setpassword":                   {public: true},
		"POST /rest/user/changepassword":                {}, // one's own account: not a permission matter
		"POST /rest/user/back":                          {},
		"POST /rest/user/changelanguage":                {data: map[string]any{"lang": "en"}, denied: 200},
		"POST /rest/user/unlock":                        {data: map[string]any{"id": 1}, denied: 403},
		"POST /rest/user/adminpassword":                 {data: map[string]any{"id": 1, "password": "another horse battery 7"}, denied: 403},
		"POST /rest/user/switch":                        {data: map[string]any{"id": 1}, denied: 403},
		"GET /rest/mail/outbox":                         {denied: 403},
		"GET /rest/plugin/list":                         {denied: 403}, // Settings → Add-ons
		"POST /rest/plugin/:name/on":                    {path: "/rest/plugin/scorecard/on", data: map[string]any{}, denied: 403},
		"POST /rest/plugin/:name/off":                   {path: "/rest/plugin/scorecard/off", data: map[string]any{}, denied: 403},
		"GET /rest/scorecard/summary":                   {path: "/rest/scorecard/summary?candidate=" + cand, denied: 404}, // the plugin is off
		"GET /rest/user/navbar_config/:id":              {path: "/rest/user/navbar_config/1", denied: 403},
		"GET /rest/user/logout":                         {},
		"POST /rest/user/logout":                        {},
		"GET /rest/user/current":                        {denied: 200},
		"GET /rest/options/list":                        {path: "/rest/options/list?type=gender", denied: 200},
		"GET /rest/custom_field/:model/list":            {path: "/rest/custom_field/client/list", denied: 403},
		"GET /rest/custom_field/:model":                 {path: "/rest/custom_field/client", denied: 403},
		"POST /rest/custom_field/:model/field/save":     {path: "/rest/custom_field/client/field/save", data: map[string]any{"name": "x", "type": "char", "new": true}, denied: 403},
		"POST /rest/custom_field/:model/field/delete":   {path: "/rest/custom_field/client/field/delete", data: map[string]any{"name": "x"}, denied: 403},
		"POST /rest/custom_field/modify/:model/list":    {path: "/rest/custom_field/modify/client/list?view=list", data: []any{}, denied: 403},
		"POST /rest/custom_field/suffix/delete/:code":   {path: "/rest/custom_field/suffix/delete/nosuch?type=client", denied: 404},
		"GET /rest/custom_field/:model/detailtab":       {path: "/rest/custom_field/client/detailtab", denied: 403},
		"POST /rest/custom_field/:model/detailtab/save": {path: "/rest/custom_field/client/detailtab/save", data: map[string]any{"tabs": []any{}}, denied: 403},
		"GET /rest/custom_field/:model/:view/all":       {path: "/rest/custom_field/client/search/all", denied: 403},
		"POST /rest/queryfilter/update/viewconfig":      {data: map[string]any{"queryfilter": 1, "viewconfig": map[string]any{}}, denied: 404}, // only one's own filters
		"GET /rest/data/models":                         {denied: 200},                                                                         // lists only what the user may view
		"GET /rest/viewconfig/get_type":                 {path: "/rest/viewconfig/get_type?type=client", denied: 403},
		"POST /rest/viewconfig/add":                     {data: map[string]any{"model": "client", "value": "Mine", "group": 0}, denied: 403},
		"GET /rest/metapackage/list":                    {denied: 403},
		"POST /rest/metapackage/install":                {data: map[string]any{"name": "x"}, denied: 403},
		"GET /rest/metapackage/:name/export":            {path: "/rest/metapackage/x/export", denied: 403},
		"GET /rest/data/quick_search":                   {path: "/rest/data/quick_search?name=Acme&models=" + q(`["client"]`), denied: 200},
		"GET /rest/data/autocomplete":                   {path: "/rest/data/autocomplete?type=client&name=Acme", denied: 403},
		"GET /rest/data/browse_log":                     {path: "/rest/data/browse_log?model=client", denied: 200}, // records the user may not see are left out
		"GET /rest/data/userconfig":                     {denied: 200},                                             // one's own settings
		"POST /rest/data/userconfig":                    {data: map[string]any{"paginate_by": 50}, denied: 200},
		"GET /rest/data/config":                         {public: true}, // the sign-in page's part; more once signed in
		"GET /rest/data/get_expire_data":                {public: true},
		"GET /rest/data/get_login_background":           {public: true},
		"POST /rest/data/config":                        {data: map[string]any{"nav_color": "#000"}, denied: 403},
		"GET /rest/data/contact_reveal_log":             {denied: 403},
		"GET /rest/actionaccess/:model":                 {path: "/rest/actionaccess/client", denied: 403},
		"POST /rest/actionaccess/:model":                {path: "/rest/actionaccess/client", data: map[string]any{"view": []string{"*"}}, denied: 403},
		"POST /rest/data/reorder":                       {data: map[string]any{"type": "folder", "ids": []int64{1}}, denied: 404}, // only one's own entries
		"GET /rest/queryfilter/get_type":                {path: "/rest/queryfilter/get_type?type=client", denied: 403},
		"GET /rest/queryfilter/:id":                     {path: "/rest/queryfilter/1", denied: 404},
		"POST /rest/queryfilter/add":                    {data: map[string]any{"name": "Mine", "type": "client", "query": "name__icontains=a"}, denied: 403},
		"POST /rest/queryfilter/:type/delete":           {path: "/rest/queryfilter/client/delete", data: map[string]any{"id": 1}, denied: 404},
		"GET /rest/folder/list":                         {path: "/rest/folder/list?type=client", denied: 403},
		"GET /rest/folder/:id":                          {path: "/rest/folder/1", denied: 404},
		"POST /rest/folder/add":                         {data: map[string]any{"name": "Mine", "type": "client"}, denied: 403},
		"POST /rest/folder/delete":                      {data: map[string]any{"id": 1}, denied: 404},
		"POST /rest/folder/addto":                       {data: map[string]any{"ids": []int64{1}, "external_ids": []int64{clientID}, "external_type": "client"}, denied: 403},
		"POST /rest/reportsaved/:id/schedule":           {path: "/rest/reportsaved/999/schedule", data: map[string]any{"frequency": "off"}, denied: 404},
		"GET /rest/reportsaved/get_type":                {path: "/rest/reportsaved/get_type?type=activity", denied: 200},
		"GET /rest/taggroup/get_type":                   {denied: 200},                                                              // every signed-in user reads the tag library
		"POST /rest/taglibrary/add":                     {data: map[string]any{"taggroup": 1, "tags": []string{"Go"}}, denied: 403}, // hunters hold no add on the library
		"POST /rest/resume/parse":                       {data: map[string]any{}, denied: 400},                                      // needs add on candidate, which hunters hold: no file is a 400
		"GET /rest/operationlog/list":                   {path: "/rest/operationlog/list?gql=" + q("type=view&table=client&external_id="+c), denied: 403},
		"GET /rest/asynctask/list":                      {denied: 200},
		"GET /rest/asynctask/:id/download":              {path: "/rest/asynctask/999/download", denied: 404},
		"POST /rest/file/upload":                        {denied: 400}, // any user may upload; the matrix posts no file
		"GET /rest/file/preview/:uuid":                  {path: "/rest/file/preview/nosuch.png", denied: 404},
		"GET /rest/file/list":                           {path: "/rest/file/list?id__s=999", denied: 200},
		"GET /rest/file/list/:model/:ids":               {path: "/rest/file/list/client/1", denied: 200}, // records he may not view are left out
		"GET /rest/resume/pages/:uuid":                  {path: "/rest/resume/pages/nosuch.pdf", denied: 404},
		"GET /rest/resume/page/:uuid/:n":                {path: "/rest/resume/page/nosuch.pdf/1", denied: 404},
		"POST /rest/resume/agency/:id":                  {path: "/rest/resume/agency/" + cand, data: map[string]any{"format": "docx"}, denied: 403}, // he reads the limited candidate but may not edit it
		"GET /rest/feedcontent/list/facet":              {path: "/rest/feedcontent/list/facet?model_name=client&model_id=" + c, denied: 403},
		"POST /rest/feedcontent/list":                   {path: "/rest/feedcontent/list?model_name=client&model_id=" + c, denied: 403},
		"GET /rest/feedcontent/follow":                  {path: "/rest/feedcontent/follow?model_name=client&model_id=" + c, denied: 403},
		"GET /rest/data/userlist":                       {path: "/rest/data/userlist?name=ada", denied: 200},
		"POST /rest/feedcontent/follow":                 {data: map[string]any{"model_name": "client", "model_id": clientID, "follow": true}, denied: 403},
		"GET /rest/:model/list":                         {path: "/rest/client/list", denied: 403},
		"GET /rest/:model/list/facet":                   {path: "/rest/client/list/facet?demandFacets=" + q(`["type"]`), denied: 403},
		"GET /rest/:model/list/export":                  {path: "/rest/candidate/list/export", denied: 403},
		"GET /rest/:model/list/totals":                  {path: "/rest/client/list/totals", denied: 403},
		"GET /rest/:model/facet/fields":                 {path: "/rest/client/facet/fields", denied: 403},
		"POST /rest/:model/add":                         {path: "/rest/client/add", data: map[string]any{"name": "Hunter's Co"}, denied: 403},
		"POST /rest/:model/delete":                      {path: "/rest/client/delete", data: map[string]any{"ids": []int64{clientID}, "count": 1}, denied: 403},
		"POST /rest/:model/massedit":                    {path: "/rest/client/massedit", data: map[string]any{"ids": []int64{clientID}, "count": 1, "data": map[string]any{"name": "X"}}, denied: 403},
		"POST /rest/:model/massaction/:name":            {path: "/rest/candidate/massaction/assign_to_me", data: map[string]any{"ids": []int64{candidateID}, "count": 1}, denied: 404}, // outside the limited record
		"GET /rest/:model/:id/actions":                  {path: "/rest/client/" + c + "/actions", denied: 403},
		"POST /rest/:model/:id/move":                    {path: "/rest/client/" + c + "/move", data: map[string]any{"to": "cvsent", "version": 1}, denied: 403},
		"POST /rest/:model/:id/invitation":              {path: "/rest/client/" + c + "/invitation", data: map[string]any{}, denied: 404},                            // no calendar entries on clients; an interview is read as the caller
		"POST /rest/:model/:id/action/:name":            {path: "/rest/candidate/" + cand + "/action/assign_to_me", data: map[string]any{"version": 1}, denied: 404}, // outside the limited record
		"POST /rest/:model/import/preview":              {path: "/rest/client/import/preview", denied: 403},                                                          // refused before the file is read
		"POST /rest/:model/import":                      {path: "/rest/client/import", denied: 403},
		"GET /rest/:model/:id":                          {path: "/rest/client/" + c, denied: 403},
		"GET /rest/:model/:id/get_contact_info":         {path: "/rest/clientcontact/1/get_contact_info", denied: 403},
		"GET /rest/:model/get_contact":                  {path: "/rest/client/get_contact?ids=" + c, denied: 403}, // needs view on the asked model
		"GET /rest/:model/:id/share":                    {path: "/rest/client/" + c + "/share", denied: 403},
		"POST /rest/:model/:id/share":                   {path: "/rest/client/" + c + "/share", data: map[string]any{"type": "everyone", "permission": "view"}, denied: 403},
		"POST /rest/:model/:id/share/delete":            {path: "/rest/candidate/" + cand + "/share/delete", data: map[string]any{"id": 1}, denied: 404},
		// Telephone calls: the provider's event is authenticated by its secret (telephone_test.go).
		"POST /rest/telephone/plugins/event":             {public: true},
		"GET /rest/telephone/plugins/player/:uuidname":   {path: "/rest/telephone/plugins/player/nosuch.wav", denied: 404},
		"POST /rest/telephone/record_refresh":            {data: map[string]any{"id": 999}, denied: 404},
		"GET /rest/telephone/plugins/loop_watch_calling": {denied: 200}, // one's own ringing line
		// The job boards' shared calls (module jobboard) answer 404 while no board plugin is on,
		// as here (on: modules/jobboard/http_test.go).
		"GET /rest/oauth2/fetch_redirect_url":    {path: "/rest/oauth2/fetch_redirect_url?site=liepin", denied: 404},
		"GET /rest/jobboard/boards":              {denied: 404},
		"GET /rest/account/list":                 {denied: 404},
		"POST /rest/account/revoke":              {data: map[string]any{"id": 1}, denied: 404},
		"POST /rest/jobboard/close_publications": {data: map[string]any{"joborder": 1}, denied: 404},
		// Add-on A (plugin liepin) is off here: every call is a 404 (on, each user acts on his
		// own binding and templates, a job in his scope: plugins/liepin/http_test.go).
		"GET /rest/plugin/v2/liepin/data":                   {path: "/rest/plugin/v2/liepin/data?type=city", denied: 404},
		"GET /rest/liepin/fetch_search_base_data":           {denied: 404},
		"POST /rest/liepin/convert_to_search":               {data: map[string]any{}, denied: 404},
		"GET /rest/liepin/query_tpl/query":                  {denied: 404},
		"POST /rest/liepin/query_tpl/add":                   {data: map[string]any{"tpl_name": "x", "query_str": "{}"}, denied: 404},
		"POST /rest/liepin/query_tpl/del":                   {data: map[string]any{"id": 1}, denied: 404},
		"GET /rest/liepin/fetch_liepin_user_info":           {denied: 404},
		"GET /rest/liepin/unbind":                           {denied: 404},
		"GET /rest/liepin/bind_callback":                    {denied: 404},
		"GET /rest/liepin/fetch_resume_detail":              {denied: 404},
		"POST /rest/liepin/import_resume":                   {data: map[string]any{}, denied: 404},
		"GET /rest/liepin/fetch_post_position_base_info":    {denied: 404},
		"GET /rest/liepin/fetch_post_position_company_info": {path: "/rest/liepin/fetch_post_position_company_info?joborderId=1", denied: 404},
		"POST /rest/liepin/post_position":                   {data: map[string]any{"joborder_id": 1}, denied: 404},
		// Short notices: every signed-in user may send and read templates; the receiver lookup
		// reads in the user's scope (the hunter holds no view on client).
		"GET /rest/smstemplate/get_type":                   {path: "/rest/smstemplate/get_type?type=general", denied: 200},
		"GET /rest/custom_field/smstemplate/edit/get_type": {path: "/rest/custom_field/smstemplate/edit/get_type?fields=type", denied: 200},
		"GET /rest/sms/template/meta/:type":                {path: "/rest/sms/template/meta/general", denied: 200},
		"POST /rest/sms/choosetemplate/:id":                {path: "/rest/sms/choosetemplate/0", data: map[string]any{"content": "Hi"}, denied: 200},
		"POST /rest/sms/send":                              {data: map[string]any{"to": "13800138000"}, denied: 400}, // allowed; refused for the missing content
		"POST /rest/wechat/send":                           {data: map[string]any{"openid": "oX12345678"}, denied: 400},
		"POST /rest/sms/:id/retry":                         {path: "/rest/sms/999/retry", denied: 404},
		"GET /rest/notice/receivers":                       {path: "/rest/notice/receivers?model=client&ids=" + c, denied: 403},
		"GET /rest/dataaccessmodelquery/list":              {denied: 403},
		"POST /rest/dataaccessmodelquery/add":              {data: map[string]any{"name": "x", "model": "candidate", "query": "company=x"}, denied: 403},
		"GET /rest/dataaccessmodelquery/:id":               {path: "/rest/dataaccessmodelquery/1", denied: 403},
		"GET /rest/user/polling":                           {},            // a stream: only the refusal without a session is checked
		"GET /rest/data/message_count":                     {denied: 200}, // one's own counts
		"GET /rest/data/messagetype":                       {denied: 200},
		"GET /rest/messageconfig/user_setting":             {path: "/rest/messageconfig/user_setting?notice_type=message", denied: 200},
		"POST /rest/messageconfig/batch_setting":           {data: map[string]any{"notice_type": "message", "values": map[string]any{"mention": true}}, denied: 200},
		"POST /rest/notification/read":                     {data: map[string]any{"ids": []int64{999}}, denied: 404}, // only one's own notifications
		// E-mail from records: every signed-in user writes mails; the checks refuse bad input,
		// retries only the sender's own failed mails, and template variables read as the user.
		"POST /rest/email/send":               {data: map[string]any{"to": "not-an-address", "subject": "Hi"}, denied: 400},
		"POST /rest/email/add":                {data: map[string]any{"to": "not-an-address", "subject": "Hi"}, denied: 400},
		"POST /rest/email/:id/retry":          {path: "/rest/email/999/retry", denied: 404},
		"GET /rest/emailtemplate/get_type":    {path: "/rest/emailtemplate/get_type?type=general", denied: 200},
		"GET /rest/emailtemplate/choose/:id":  {path: "/rest/emailtemplate/choose/999", denied: 404},
		"POST /rest/emailtemplate/choose/:id": {path: "/rest/emailtemplate/choose/0", data: map[string]any{"title": "Hi {{candidate.englishName}}", "candidate": candidateID}, denied: 200}, // the limited candidate shows the hunter nothing: its variables render empty
		"GET /rest/:model/email_autocomplete": {path: "/rest/candidate/email_autocomplete?email=ada", denied: 200},
		// Approval flows: deciding is for the flow's pending approvers (a missing flow is a
		// 404 before that); starting needs edit access on the record (the hunter holds none on client).
		"POST /rest/approvalflow/:id/approve": {path: "/rest/approvalflow/999/approve", data: map[string]any{"version": 1}, denied: 404},
		"POST /rest/approvalflow/:id/reject":  {path: "/rest/approvalflow/999/reject", data: map[string]any{"version": 1, "feedback": "no"}, denied: 404},
		"POST /rest/approvalflow/start":       {data: map[string]any{"model": "client", "id": clientID}, denied: 400}, // client has no approvals
		// Reports: every reader lists and reads the reports he may, counted in his scope; the
		// operation log needs the User Activities Permission the hunter lacks.
		"GET /rest/reporttemplate/list":                    {path: "/rest/reporttemplate/list?type=__all__", denied: 200},
		"GET /rest/reporttemplate/report":                  {path: "/rest/reporttemplate/report?type=operationlog", denied: 403},
		"GET /rest/reporttemplate/report/chart/echarts":    {path: "/rest/reporttemplate/report/chart/echarts?type=operationlog", denied: 403},
		"GET /rest/reporttemplate/report/chart/trends":     {path: "/rest/reporttemplate/report/chart/trends?type=operationlog", denied: 403},
		"GET /rest/reporttemplate/report/export":           {path: "/rest/reporttemplate/report/export?type=operationlog", denied: 403},
		"POST /rest/reporttemplate/viewconfig":             {data: map[string]any{"type": "operationlog", "viewType": "bar"}, denied: 403},
		"GET /rest/reportdetail/:template/search/get_type": {path: "/rest/reportdetail/operationlog/search/get_type", denied: 403},
		"GET /rest/reportdetail/:template/search/all":      {path: "/rest/reportdetail/operationlog/search/all", denied: 403},
		// Hunter Board (plugins/hunterboard, off here): one's own account, searches and notes;
		// a job is read in the reader's scope (hunterboard_test.go).
		"GET /rest/hunterboard/bind_callback":  {denied: 404},
		"GET /rest/hunterboard/user_info":      {denied: 404},
		"POST /rest/hunterboard/unbind":        {data: map[string]any{}, denied: 404},
		"GET /rest/hunterboard/publish_form":   {path: "/rest/hunterboard/publish_form?joborder=1", denied: 404},
		"POST /rest/hunterboard/publish":       {data: map[string]any{"joborder": 1, "values": map[string]any{}}, denied: 404},
		"GET /rest/hunterboard/search_tokens":  {denied: 404},
		"GET /rest/hunterboard/search":         {denied: 404},
		"GET /rest/hunterboard/searches":       {denied: 404},
		"POST /rest/hunterboard/searches/add":  {data: map[string]any{"title": "x", "gql": "{}"}, denied: 404},
		"POST /rest/hunterboard/searches/del":  {data: map[string]any{"id": 1}, denied: 404},
		"GET /rest/hunterboard/resume":         {path: "/rest/hunterboard/resume?id=HB10001", denied: 404},
		"POST /rest/hunterboard/import_resume": {data: map[string]any{"id": "HB10001"}, denied: 404},
		// The dashboard: one's own home; a list dashlet of a model one may not view is refused.
		"GET /rest/dashboard/mine":    {denied: 200},
		"POST /rest/dashboard/save":   {data: map[string]any{"name": "Clients", "module": "listWidget", "type": "client", "query": ""}, denied: 403},
		"POST /rest/dashboard/remove": {data: map[string]any{"key": "999999"}, denied: 404},
		"POST /rest/dashboard/hide":   {data: map[string]any{"key": "999999"}, denied: 404},
		"POST /rest/dashboard/order":  {data: map[string]any{"keys": []string{"999999"}}, denied: 404},
		"POST /rest/dashboard/reset":  {data: map[string]any{}, denied: 200},
	}
}

func TestRouteMatrix(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		h.SetConfig(map[string]any{"candidate_export": true})
		client := h.Create("client", map[string]any{"name": "Acme"})
		contact := h.Create("clientcontact", map[string]any{"client": client, "englishName": "Carl"})
		// Candidates are owned by the admin and limited, so the hunter is outside them.
		cand := h.Create("candidate", map[string]any{"mobile": "13900288002", "englishName": "Lim", "islimited": true})
		// The hunter holds no action on client and (by metadata) neither delete nor export on candidate.
		rules := map[string]any{}
		for _, a := range []string{"view", "add", "edit", "delete", "export", "massedit"} {
			rules[a] = []string{"consultant"}
		}
		if status, body := h.Post("/rest/actionaccess/client", rules); status != 200 {
			t.Fatalf("override: %d %v", status, body)
		}
		if status, body := h.Post("/rest/actionaccess/clientcontact", map[string]any{"view": []string{"consultant"}}); status != 200 {
			t.Fatalf("override: %d %v", status, body)
		}
		hunter := h.As("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		anon := h.NewBrowser()
		matrix := routeMatrix(client, cand)
		for k, v := range optionEditorRoutes() {
			matrix[k] = v
		}
		matrix["GET /rest/:model/:id/get_contact_info"] = routeCase{path: fmt.Sprintf("/rest/clientcontact/%d/get_contact_info", contact), denied: 403}

		var keys []string
		seen := map[string]bool{}
		for _, r := range h.Server.API.Routes() {
			key := r.Method + " " + r.Path
			if seen[key] || strings.HasPrefix(r.Method, "echo_") || strings.HasSuffix(r.Path, "/*") {
				continue
			}
			seen[key] = true
			keys = append(keys, key)
			if _, ok := matrix[key]; !ok {
				t.Errorf("route %s has no row in routeMatrix: decide who may call it", key)
			}
		}
		// Model-generic calls on the data access group model stand for metadata-defined calls.
		for key := range matrix {
			if strings.Contains(key, "dataaccessmodelquery") {
				keys = append(keys, key)
			}
		}
		sort.Strings(keys)
		for _, key := range keys {
			rc, ok := matrix[key]
			if !ok {
				continue
			}
			method, path, _ := strings.Cut(key, " ")
			if rc.path != "" {
				path = rc.path
			}
			call := func(who *harness) (int, map[string]any) {
				if method == "POST" {
					return who.Post(path, rc.data)
				}
				return who.Get(path)
			}
			if !rc.public {
				want := http.StatusUnauthorized
				if rc.anon != 0 {
					want = rc.anon
				}
				if status, body := call(anon); status != want {
					t.Errorf("%s without a session: %d %v", key, status, body)
				}
			}
			if rc.denied == 0 || rc.public {
				continue
			}
			status, body := call(hunter)
			if status != rc.denied {
				t.Errorf("%s as the hunter: %d, want %d (%v)", key, status, rc.denied, body)
			}
			if status == http.StatusForbidden && body["message"] == "" {
				t.Errorf("%s: a refusal says why", key)
			}
		}
	})
}

// optionEditorRoutes are the option editor's rows of the matrix: admins only.
func optionEditorRoutes() map[string]routeCase {
	return map[string]routeCase{
		"GET /rest/options/lists":                {denied: 403},
		"GET /rest/options/usage":                {path: "/rest/options/usage?type=gender", denied: 403},
		"POST /rest/options/save":                {data: map[string]any{"type": "gender", "version": "x", "options": []any{}}, denied: 403},
		"POST /rest/options/delete_after_remove": {data: map[string]any{"type": "gender", "code": "male", "merge_to": "female"}, denied: 403},
	}
}
