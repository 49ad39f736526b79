package rest_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// An import is all or nothing while other people keep writing: a file with one bad row
// creates nothing, a good one creates every row, and the saves made meanwhile all succeed
// and are all kept. (On SQLite an import once held the only write lock for its whole run;
// the timed version of this, other writers' p99 during a 5,000-row import, is
// TestSoakImport.)
func TestImportWhileOthersWrite(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		count := func() int {
			status, body := h.Get("/rest/candidate/list?pageSize=1")
			if status != 200 {
				t.Fatalf("count: %d %v", status, body)
			}
			return int(body["count"].(float64))
		}
		before := count()
		bad := importCSV(300, 1000, 150) // row 152 (after the header) has a bad e-mail
		out := runImportLoad(t, h, importLoad{writers: 3, csv: bad, timeout: 60 * time.Second})
		if out.status != 400 || !strings.Contains(out.message, "Row 152") {
			t.Fatalf("a file with a bad row: %d %q", out.status, out.message)
		}
		if n := count(); n != before+3 { // the writers' own records
			t.Fatalf("after the refused file: %d candidates, want %d (nothing imported)", n, before+3)
		}
		out.check(t)
		out = runImportLoad(t, h, importLoad{writers: 3, csv: importCSV(300, 2000, -1), timeout: 60 * time.Second})
		if out.status != 200 {
			t.Fatalf("a good file: %d %q", out.status, out.message)
		}
		if n := count(); n != before+6+300 {
			t.Fatalf("after the good file: %d candidates, want %d", n, before+6+300)
		}
		status, body := h.Get("/rest/candidate/list?pageSize=1&gql=" + q("email=person2299@import.example"))
		if status != 200 || body["count"].(float64) != 1 {
			t.Fatalf("the file's last row: %d %v", status, body["count"])
		}
		out.check(t)
	})
}

// importCSV is a file of n candidates numbered from first: name, English name, e-mail,
// status, mobile; the row at index bad (if any) has an e-mail that is not one.
func importCSV(n, first, bad int) string {
	var b strings.Builder
	b.WriteString("中文名,English Name,Email,状态,Mobile\n")
	for i := range n {
		k := first + i
		email := fmt.Sprintf("person%d@import.example", k)
		if i == bad {
			email = "not an address"
		}
		fmt.Fprintf(&b, "候选人%d,Person %d,%s,Actively Looking,139%08d\n", k, k, email, k)
	}
	return b.String()
}

var importMapping = map[string]any{"0": "chineseName", "1": "englishName", "2": "email", "3": "status", "4": "mobile"}

type importLoad struct {
	writers int
	csv     string
	timeout time.Duration
}

type importOutcome struct {
	status  int
	message string
	took    time.Duration
	writes  []time.Duration // saves that overlapped the import
	saved   []int           // per writer: saves answered 200
	final   []string        // per writer: its record's counter afterwards
	bad     []string
	recs    []int64 // the writers' records
}

// check fails on any refused save or lost update by the writers.
func (o importOutcome) check(t *testing.T) {
	t.Helper()
	if len(o.bad) > 0 {
		t.Fatalf("%d unexpected answers to the writers, e.g. %v", len(o.bad), o.bad[:min(5, len(o.bad))])
	}
	for w, n := range o.saved {
		if o.final[w] != strconv.Itoa(n) {
			t.Fatalf("writer %d saved %d times but its record reads %q", w, n, o.final[w])
		}
	}
	if len(o.writes) == 0 {
		t.Fatal("no save overlapped the import")
	}
}

// runImportLoad has writers each edit a candidate of their own in a loop (read, save with
// the version) while the admin imports the file, and times the saves that overlap it.
func runImportLoad(t *testing.T, h *harness, load importLoad) importOutcome {
	t.Helper()
	transport := &http.Transport{MaxIdleConnsPerHost: load.writers + 2}
	defer transport.CloseIdleConnections()
	api := &apiClient{h: h, c: &http.Client{Jar: h.Client.Jar, Timeout: load.timeout, Transport: transport}}
	out := importOutcome{saved: make([]int, load.writers), final: make([]string, load.writers), recs: make([]int64, load.writers)}
	recs := out.recs
	for w := range recs {
		recs[w] = h.Create("candidate", map[string]any{"email": fmt.Sprintf("writer%d.%d@load.example", w, time.Now().UnixNano()), "chineseName": fmt.Sprintf("写手%d", w), "title": "0"})
	}
	type save struct {
		start time.Time
		took  time.Duration
	}
	var (
		mu       sync.Mutex
		saves    []save
		imported = make(chan struct{})
		wg       sync.WaitGroup
	)
	bad := func(s string) { mu.Lock(); out.bad = append(out.bad, s); mu.Unlock() }
	for w := range load.writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			version, n := 1.0, 0
			for {
				start := time.Now()
				status, body, took, err := api.call("POST", "/rest/candidate/add", map[string]any{"id": recs[w], "version": version, "title": strconv.Itoa(n + 1)})
				if err != nil || status != 200 {
					bad(fmt.Sprintf("writer %d: %d %v %v", w, status, body["message"], err))
					return
				}
				version, n = body["version"].(float64), n+1
				mu.Lock()
				out.saved[w] = n
				saves = append(saves, save{start, took})
				mu.Unlock()
				select {
				case <-imported:
					return
				case <-time.After(2 * time.Millisecond):
				}
			}
		}()
	}
	time.Sleep(100 * time.Millisecond) // the writers are under way
	start := time.Now()
	out.status, out.message = uploadCSV(t, h, load.csv)
	out.took = time.Since(start)
	end := time.Now()
	close(imported)
	wg.Wait()
	for _, sv := range saves {
		if sv.start.Before(end) && sv.start.Add(sv.took).After(start) {
			out.writes = append(out.writes, sv.took)
		}
	}
	for w, id := range recs {
		status, body := h.Get(fmt.Sprintf("/rest/candidate/%d", id))
		if status != 200 {
			t.Fatalf("read writer %d's record: %d %v", w, status, body)
		}
		out.final[w] = fmt.Sprint(body["data"].(map[string]any)["title"])
	}
	return out
}

func uploadCSV(t *testing.T, h *harness, csv string) (int, string) {
	t.Helper()
	status, body := postFile(h, "/rest/candidate/import", "people.csv", []byte(csv), importMapping)
	msg, _ := body["message"].(string)
	return status, msg
}
