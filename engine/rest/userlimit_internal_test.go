package rest

import (
	"context"
	"errors"
	"testing"
	"time"
)

// A user gets UserRequests requests served at once; the next waits its turn while other
// users' requests go straight in, and goes in as soon as one of the first ends.
func TestUserSlots(t *testing.T) {
	var u userSlots
	ctx := context.Background()
	a, b := userKey{1, 7}, userKey{1, 8}
	var leaves []func()
	for range UserRequests {
		leave, err := u.enter(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		leaves = append(leaves, leave)
	}
	short, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	if _, err := u.enter(short, a); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a request past the cap: %v, want it to wait", err)
	}
	leaveB, err := u.enter(ctx, b)
	if err != nil {
		t.Fatalf("another user while the first is at the cap: %v", err)
	}
	leaveB()
	got := make(chan error)
	go func() {
		leave, err := u.enter(ctx, a)
		if err == nil {
			leave()
		}
		got <- err
	}()
	time.Sleep(20 * time.Millisecond)
	leaves[0]()
	select {
	case err := <-got:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the waiting request did not go in when a slot came free")
	}
	for _, leave := range leaves[1:] {
		leave()
	}
	if len(u.m) != 0 {
		t.Fatalf("slots left behind for %d users", len(u.m))
	}
}
