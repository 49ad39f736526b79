package rest

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"testing"
	"time"
)

// Read turns go in arrival order once the server-wide cap is reached, and a caller that
// gives up leaves the queue with its context's error (never an error of its own).
func TestReadTurnsFIFO(t *testing.T) {
	s := &Server{readTurns: make(chan struct{}, 2)}
	ctx := context.Background()
	var held []func()
	for range 2 {
		done, err := s.takeReadTurn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, done)
	}
	short, cancel := context.WithTimeout(ctx, 30*time.Millisecond)
	defer cancel()
	if _, err := s.takeReadTurn(short); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a read past the cap whose caller gave up: %v, want the context's error", err)
	}
	const waiters = 8
	var mu sync.Mutex
	var order []int
	var wg sync.WaitGroup
	for i := range waiters {
		wg.Add(1)
		go func() {
			defer wg.Done()
			done, err := s.takeReadTurn(ctx)
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			order = append(order, i)
			mu.Unlock()
			done()
		}()
		time.Sleep(25 * time.Millisecond) // waiter i is queued before waiter i+1 arrives, even on a busy machine
	}
	held[0]() // one turn frees: the queue drains through it one by one, in arrival order
	wg.Wait()
	for i, got := range order {
		if got != i {
			t.Fatalf("turns went in the order %v, want arrival order", order)
		}
	}
	held[1]()
	if n := len(s.readTurns); n != 0 {
		t.Fatalf("%d turns still held", n)
	}
}

// The record reads take turns; writes, files, the live push and sign-in do not.
func TestReadRoutes(t *testing.T) {
	cases := []struct {
		route string
		want  bool
	}{
		{"/rest/:model/list", true},
		{"/rest/:model/list/facet", true},
		{"/rest/:model/list/totals", true},
		{"/rest/:model/:id", true},
		{"/rest/:model/add", false},
		{"/rest/:model/list/export", false},
		{"/rest/user/polling", false},
		{"/rest/file/preview/:uuid", false},
		{"/rest/user/login", false},
	}
	for _, c := range cases {
		if got := readRoutes[c.route]; got != c.want {
			t.Errorf("%s takes a read turn: %v, want %v", c.route, got, c.want)
		}
	}
	if got, want := cap(newReadTurns()), max(8, ReadTurnsPerCore*runtime.GOMAXPROCS(0)); got != want {
		t.Errorf("%d read turns, want %d", got, want)
	}
}
