package rest

import (
	"context"
	"testing"
	"time"
)

// A user gets UserRequests requests served at once and the next waits (then 429), while
// another user's request goes straight in. The queue itself is tested in package turns.
func TestUserSlots(t *testing.T) {
	u := newUserSlots()
	ctx := context.Background()
	a, b := userKey{1, 7}, userKey{1, 8}
	for range UserRequests {
		leave, err := u.Enter(ctx, a, time.Second, errTooManyAtOnce)
		if err != nil {
			t.Fatal(err)
		}
		defer leave()
	}
	if _, err := u.Enter(ctx, a, 20*time.Millisecond, errTooManyAtOnce); err != errTooManyAtOnce {
		t.Fatalf("a request past the cap: %v, want %v", err, errTooManyAtOnce)
	}
	leave, err := u.Enter(ctx, b, time.Second, errTooManyAtOnce)
	if err != nil {
		t.Fatalf("another user while the first is at the cap: %v", err)
	}
	leave()
}
