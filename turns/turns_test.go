package turns

import (
	"context"
	"errors"
	"testing"
	"time"
)

var errBusy = errors.New("busy")

// A key gets its slots at once; the next holder waits its turn while other keys go straight
// in, goes in as soon as one of the first ends, and a wait that runs out answers busy. No
// queue is left once nobody holds or waits.
func TestQueues(t *testing.T) {
	for _, slots := range []int{1, 8} {
		q := New[int](slots)
		ctx := context.Background()
		var leaves []func()
		for range slots {
			leave, err := q.Enter(ctx, 7, time.Second, errBusy)
			if err != nil {
				t.Fatal(err)
			}
			leaves = append(leaves, leave)
		}
		short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
		if _, err := q.Enter(short, 7, time.Minute, errBusy); !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("slots %d: a holder past the cap: %v, want it to wait until its context ends", slots, err)
		}
		cancel()
		if _, err := q.Enter(ctx, 7, 20*time.Millisecond, errBusy); err != errBusy {
			t.Fatalf("slots %d: a wait that ran out: %v, want busy", slots, err)
		}
		leaveOther, err := q.Enter(ctx, 8, time.Second, errBusy)
		if err != nil {
			t.Fatalf("slots %d: another key while the first is at the cap: %v", slots, err)
		}
		leaveOther()
		got := make(chan error)
		go func() {
			leave, err := q.Enter(ctx, 7, 5*time.Second, errBusy)
			if err == nil {
				leave()
			}
			got <- err
		}()
		time.Sleep(20 * time.Millisecond)
		leaves[0]()
		if err := <-got; err != nil {
			t.Fatalf("slots %d: the waiting holder did not go in when a slot came free: %v", slots, err)
		}
		for _, leave := range leaves[1:] {
			leave()
		}
		if n := q.Len(); n != 0 {
			t.Fatalf("slots %d: queues left behind for %d keys", slots, n)
		}
	}
}
