package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"huntline/engine"
	"huntline/modules/all"
	"huntline/resttest"
	"huntline/store/storetest"
)

// The test binary doubles as the server: run with childEnv set, it is `huntline` and its
// arguments (serve ...), so the two-process test starts real processes without building
// the binary first.
const childEnv = "HUNTLINE_TEST_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		main()
		os.Exit(0)
	}
	storetest.Main(m)
}

// proc is one `huntline serve` process of the test.
type proc struct {
	name string
	url  string
	cmd  *exec.Cmd
	mu   sync.Mutex
	logs bytes.Buffer // its stderr
}

func (p *proc) log() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.logs.String()
}

// startServe starts `huntline serve` on dbURL with a data folder of its own and waits until
// it answers.
func startServe(t *testing.T, name, dbURL string, env ...string) *proc {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	p := &proc{name: name, url: "http://" + addr}
	p.cmd = exec.Command(os.Args[0], "serve", "--db", dbURL, "--data", t.TempDir(), "--addr", addr)
	p.cmd.Env = append(append(os.Environ(), childEnv+"=1", "HUNTLINE_METRICS_TOKEN=", "HUNTLINE_FILES="), env...)
	stderr, err := p.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		r := bufio.NewReader(stderr)
		for {
			line, err := r.ReadString('\n')
			p.mu.Lock()
			p.logs.WriteString(line)
			p.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		p.cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { p.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			p.cmd.Process.Kill()
			<-done
		}
		if t.Failed() {
			t.Logf("%s's log, last lines:\n%s", name, tail(p.log(), 30))
		}
	})
	deadline := time.Now().Add(45 * time.Second)
	for {
		resp, err := http.Get(p.url + "/metrics")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return p
			}
		}
		if time.Now().After(deadline) || p.cmd.ProcessState != nil {
			t.Fatalf("%s did not start: %v\n%s", name, err, tail(p.log(), 30))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// prepareShared migrates a fresh PostgreSQL database and adds an administrator and a
// consultant with passwords of their own, as the processes will find them.
func prepareShared(t *testing.T) (dbURL string, admin, amy int64) {
	t.Helper()
	dbURL = storetest.NewPostgresDB(t)
	ctx := context.Background()
	dir := t.TempDir()
	mods, err := all.FromEnv(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	e, err := engine.Open(ctx, engine.Options{DB: dbURL, DataDir: dir, Modules: all.List(mods)})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, u := range []struct {
		id   *int64
		data map[string]any
	}{
		{&admin, map[string]any{"englishName": "Ada Admin", "email": resttest.AdminEmail, "isAdmin": true}},
		{&amy, map[string]any{"englishName": "Amy", "email": "amy@huntline.test", "user_type": "consultant"}},
	} {
		res, err := e.Save(ctx, engine.System(1), "user", u.data)
		if err != nil {
			t.Fatal(err)
		}
		resttest.ChoosePassword(t, e, res.ID, resttest.AdminPassword)
		*u.id = res.ID
	}
	return dbURL, admin, amy
}

// browser answers a signed-out browser on p; one cookie jar serves both processes, as one
// browser behind a proxy that sends it to either.
func browser(t *testing.T, jar http.CookieJar, p *proc) *resttest.Browser {
	return &resttest.Browser{T: t, URL: p.url, Client: &http.Client{Jar: jar}}
}

// on answers b sending its requests to p instead.
func on(b *resttest.Browser, p *proc) *resttest.Browser {
	c := *b
	c.URL = p.url
	return &c
}

// Two `huntline serve` processes with data folders of their own on one PostgreSQL
// database (issue 20): a session works on both and ends on both at once; a file uploaded
// to one downloads from the other; a write on one is pushed to a page streaming from the
// other; queued jobs run once each; a periodic task ticks once per interval between them;
// a metadata change (a plugin switched off) is in force on both.
func TestTwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts two server processes")
	}
	dbURL, _, amyID := prepareShared(t)
	const tick = 200 * time.Millisecond
	env := "HUNTLINE_TICK_EVERY=" + tick.String()
	a, b := startServe(t, "A", dbURL, env), startServe(t, "B", dbURL, env)
	jar, _ := cookiejar.New(nil)
	adminA := browser(t, jar, a).Login(resttest.AdminEmail, resttest.AdminPassword)
	adminB := on(adminA, b)

	t.Run("a session from A works on B", func(t *testing.T) {
		for _, br := range []*resttest.Browser{adminA, adminB} {
			if status, body := br.Get("/rest/user/current"); status != 200 {
				t.Fatalf("%s: %d %v", br.URL, status, body)
			}
		}
	})

	t.Run("files uploaded to one process download from the other", func(t *testing.T) {
		content := bytes.Repeat([]byte("CV of Zhou Wei\n"), 1000)
		_, uuid := adminA.Upload("zhou.txt", content)
		status, got := on(adminA, b).Preview(uuid)
		if status != 200 || got != string(content) {
			t.Fatalf("B answered %d with %d bytes, want %d", status, len(got), len(content))
		}
	})

	t.Run("a count B kept is dropped by a write on A", func(t *testing.T) {
		count := func() float64 {
			status, body := adminB.Get("/rest/candidate/list?gql=" + url.QueryEscape("company="+url.QueryEscape("Kept Count Ltd")))
			if status != 200 {
				t.Fatalf("B's list: %d %v", status, body)
			}
			return body["count"].(float64)
		}
		before := count()
		count() // kept on B now
		adminA.Create("candidate", map[string]any{"englishName": "Kept Count", "company": "Kept Count Ltd", "mobile": "13800000077"})
		// The notice travels with A's commit; B hears it within milliseconds.
		for deadline := time.Now().Add(5 * time.Second); count() != before+1; time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("B still counts %v after A's write, want %v", count(), before+1)
			}
		}
	})

	t.Run("a write on A reaches a page streaming from B", func(t *testing.T) {
		amyJar, _ := cookiejar.New(nil)
		amyB := browser(t, amyJar, b).Login("amy@huntline.test", resttest.AdminPassword)
		events := stream(t, amyB)
		if first := <-events; !strings.Contains(first, `"publish":null`) {
			t.Fatalf("first event: %s", first)
		}
		id := adminA.Create("candidate", map[string]any{"englishName": "Zhou Wei", "mobile": "13800000001"})
		adminA.Update("candidate", id, map[string]any{"owner": amyID})
		select {
		case ev := <-events:
			if !strings.Contains(ev, "candidate_owner_changed") || !strings.Contains(ev, fmt.Sprintf(`"id":%d`, id)) && !strings.Contains(ev, "Zhou Wei") {
				t.Fatalf("Amy's page on B heard %s", ev)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("Amy's page on B heard nothing of the write on A within 5 s")
		}
	})

	t.Run("jobs queued N times run N times in all", func(t *testing.T) {
		const n = 6
		var ids []int64
		for i := range n {
			via := adminA
			if i%2 == 1 {
				via = adminB
			}
			status, body := via.Get("/rest/joborder/list/export?async=1")
			if status != 200 || body["async"] != true {
				t.Fatalf("export %d: %d %v", i, status, body)
			}
			ids = append(ids, int64(body["data"].(float64)))
		}
		db, err := sql.Open("postgres", dbURL)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		deadline := time.Now().Add(20 * time.Second)
		for {
			var done, attempts int
			if err := db.QueryRow("SELECT count(*) FILTER (WHERE status = 'done'), coalesce(sum(attempts), 0) FROM job WHERE kind = 'export'").Scan(&done, &attempts); err != nil {
				t.Fatal(err)
			}
			if done == n {
				if attempts != n {
					t.Fatalf("%d jobs took %d attempts", n, attempts)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d of %d exports done after 20 s", done, n)
			}
			time.Sleep(100 * time.Millisecond)
		}
		// Each job's run is logged by the process that ran it: once in both logs together.
		runs := map[int64]int{}
		jobLine := regexp.MustCompile(`msg=job id=(\d+) kind=export`)
		for _, p := range []*proc{a, b} {
			for _, m := range jobLine.FindAllStringSubmatch(p.log(), -1) {
				id, _ := strconv.ParseInt(m[1], 10, 64)
				runs[id]++
			}
		}
		for _, id := range ids {
			if runs[id] != 1 {
				t.Errorf("job %d ran %d times (runs: %v)", id, runs[id], runs)
			}
		}
		// An export one process made downloads from the other.
		resp := adminB.Send("GET", fmt.Sprintf("/rest/asynctask/%d/download", ids[0]), "", "")
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !bytes.HasPrefix(body, []byte("PK")) {
			t.Fatalf("download on B: %d %.100q", resp.StatusCode, body)
		}
	})

	t.Run("a periodic task ticks once per interval", func(t *testing.T) {
		before := ticks(t, a) + ticks(t, b)
		const window = 4 * time.Second
		time.Sleep(window)
		got := ticks(t, a) + ticks(t, b) - before
		per := float64(window / tick) // one process alone; two without the claim tick twice as often
		if float64(got) > 1.25*per || float64(got) < 0.4*per {
			t.Fatalf("the calendar's task ran %d times in %v between both processes; want about %.0f (one per %v)", got, window, per, tick)
		}
	})

	t.Run("a plugin switched off on A is off on B", func(t *testing.T) {
		plugin := firstPlugin(t, adminB, true)
		if status, body := adminA.Post("/rest/plugin/"+plugin+"/off", nil); status != 200 {
			t.Fatalf("switch off: %d %v", status, body)
		}
		// B follows as soon as the change is announced, building what the change needs
		// (tables, option lists) first; its periodic check alone would take 2 s more.
		took := within(t, 10*time.Second, func() bool { return !pluginOn(t, adminB, plugin) })
		t.Logf("B had the plugin off %v after A answered", took)
	})

	t.Run("signed out on A, refused on B at once", func(t *testing.T) {
		amyJar, _ := cookiejar.New(nil)
		amyA := browser(t, amyJar, a).Login("amy@huntline.test", resttest.AdminPassword)
		amyB := on(amyA, b)
		if status, _ := amyB.Get("/rest/user/current"); status != 200 { // B now caches the session
			t.Fatalf("B refused Amy's session: %d", status)
		}
		if status, body := amyA.Post("/rest/user/logout", nil); status != 200 {
			t.Fatalf("logout on A: %d %v", status, body)
		}
		// A answers once its own announcement came back; B drops the session when its copy
		// arrives, which PostgreSQL sends at the same moment: milliseconds, against the 30 s
		// a cached session would otherwise live on.
		took := within(t, time.Second, func() bool { status, _ := amyB.Get("/rest/user/current"); return status == 401 })
		t.Logf("B refused the session %v after A answered", took)
	})

	t.Run("a user who left on A is signed out on B at once", func(t *testing.T) {
		amyJar, _ := cookiejar.New(nil)
		amyB := browser(t, amyJar, b).Login("amy@huntline.test", resttest.AdminPassword)
		if status, _ := amyB.Get("/rest/user/current"); status != 200 {
			t.Fatalf("B refused Amy's session: %d", status)
		}
		adminA.SetUser(amyID, map[string]any{"status": "leave"})
		took := within(t, time.Second, func() bool { status, _ := amyB.Get("/rest/user/current"); return status != 200 })
		t.Logf("B refused the leaver %v after A answered", took)
	})
}

// within waits until ok holds, checking every 5 ms, and answers how long that took; the
// test fails when it does not hold within limit.
func within(t *testing.T, limit time.Duration, ok func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for !ok() {
		if time.Since(start) > limit {
			t.Fatalf("not so within %v", limit)
		}
		time.Sleep(5 * time.Millisecond)
	}
	return time.Since(start)
}

// stream opens the live push of b's user and answers its events' data as they come.
func stream(t *testing.T, b *resttest.Browser) <-chan string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", b.URL+"/rest/user/polling", nil)
	resp := b.Do(req)
	if resp.StatusCode != 200 {
		t.Fatalf("polling: %d", resp.StatusCode)
	}
	out := make(chan string, 16)
	go func() {
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				out <- data
			}
		}
	}()
	return out
}

// ticks reads how many ticks of the calendar's periodic task (the reminders) p ran.
func ticks(t *testing.T, p *proc) int {
	t.Helper()
	resp, err := http.Get(p.url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	m := regexp.MustCompile(`huntline_background_runs_total\{task="calendar"\} (\d+)`).FindSubmatch(raw)
	if m == nil {
		t.Fatalf("%s: no run count of the calendar's task in /metrics", p.name)
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

// firstPlugin answers the name of a plugin that is on (or off) as b's process sees it.
func firstPlugin(t *testing.T, b *resttest.Browser, on bool) string {
	t.Helper()
	status, body := b.Get("/rest/plugin/list")
	if status != 200 {
		t.Fatalf("plugin list: %d %v", status, body)
	}
	for _, it := range resttest.Items(body) {
		if it["on"] == on {
			return it["name"].(string)
		}
	}
	t.Fatalf("no plugin is on=%v: %v", on, body)
	return ""
}

func pluginOn(t *testing.T, b *resttest.Browser, name string) bool {
	t.Helper()
	_, body := b.Get("/rest/plugin/list")
	for _, it := range resttest.Items(body) {
		if it["name"] == name {
			return it["on"] == true
		}
	}
	t.Fatalf("plugin %s not listed", name)
	return false
}

// tail answers the last n lines of log, each cut at 300 bytes.
func tail(log string, n int) string {
	lines := strings.Split(strings.TrimRight(log, "\n"), "\n")
	lines = lines[max(0, len(lines)-n):]
	for i, l := range lines {
		if len(l) > 300 {
			lines[i] = l[:300] + " ..."
		}
	}
	return strings.Join(lines, "\n")
}
