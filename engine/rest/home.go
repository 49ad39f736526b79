package rest

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// home is the landing page until the web app is built: what this server is and where its
// API lives.
func (s *Server) home(c echo.Context) error {
	return c.HTML(http.StatusOK, homePage)
}

const homePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Huntline</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.6 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;max-width:760px;margin:48px auto;padding:0 20px;color:#1f2937}
h1{font-size:28px;margin:0 0 4px}h2{font-size:17px;margin-top:28px}p{color:#4b5563}
code{background:#f3f4f6;padding:1px 5px;border-radius:4px;font-size:13px}
li{margin:4px 0}a{color:#2563eb}
</style></head><body>
<h1>Huntline</h1>
<p>Recruitment CRM &middot; 招聘CRM. The web app is on its way; the API below is live.</p>
<h2>Sign in</h2>
<p><code>POST /rest/user/login</code> with form field <code>data</code> = <code>{"email": "...", "password": "..."}</code>.
<code>make run</code> prints the demo login.</p>
<h2>Calls</h2>
<ul>
<li><a href="/health"><code>GET /health</code></a> &mdash; status and build date</li>
<li><code>GET /rest/{model}/list?gql=&amp;paginate_by=25&amp;page=1&amp;ordering=-dateAdded&amp;demandKeys=[...]</code>
 &mdash; e.g. <a href="/rest/candidate/list?gql=status%3Dactive&amp;demandKeys=%5B%22owner%22%5D">active candidates</a></li>
<li><code>GET /rest/{model}/{id}</code>, <code>POST /rest/{model}/add</code>, <code>POST /rest/{model}/delete</code></li>
<li><code>GET /rest/{model}/list/facet?demandFacets=[...]</code> &mdash; e.g. <a href="/rest/candidate/list/facet?demandFacets=%5B%22status%22%2C%22owner%22%2C%22city%22%5D">candidate facets</a></li>
<li><code>GET /rest/{model}/facet/fields</code>, <code>GET /rest/{model}/list/export</code></li>
<li><code>GET /rest/custom_field/{model}/list</code> &mdash; e.g. <a href="/rest/custom_field/candidate/list">candidate fields</a></li>
<li><code>GET /rest/options/list?type=...</code> &mdash; e.g. <a href="/rest/options/list?type=jobsubmission_status">pipeline stages</a></li>
<li><code>GET /rest/data/quick_search?name=...</code> &mdash; e.g. <a href="/rest/data/quick_search?name=%E7%8E%8B">王</a></li>
<li><code>GET /rest/data/autocomplete?type=client&amp;name=...</code></li>
<li><code>GET /rest/asynctask/list</code>, <code>GET /rest/asynctask/{id}/download</code></li>
<li><code>POST /forget-password</code>, <code>POST /rest/user/changepassword</code>, <code>POST /rest/user/changelanguage</code> <li><code>GET /rest/asynctask/list</code>, <code>GET /rest/asynctask/{id}/download</code></li>mdash; state-changing calls send the <code>hl_csrf</code> cookie back in <code>X-CSRF-Token</code></li>
</ul>
<p>Models: candidate, client, clientcontact, joborder, jobsubmission, note, user, team, title, city, industry, function.</p>
</body></html>`
