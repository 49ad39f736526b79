package pipeline

import (
	"context"
	"testing"

	"huntline/meta"
)

// The mark that lets a move change the stage holds for the one record moved, nothing else.
func TestMoveMarkIsPerRecord(t *testing.T) {
	deal, other := &meta.Model{Name: "deal"}, &meta.Model{Name: "other"}
	ctx := movingCtx(context.Background(), deal, 7)
	for _, c := range []struct {
		name string
		ctx  context.Context
		m    *meta.Model
		id   int64
		want bool
	}{
		{"the record moved", ctx, deal, 7, true},
		{"another record of its model", ctx, deal, 8, false},
		{"the same id of another model", ctx, other, 7, false},
		{"an unmarked write", context.Background(), deal, 7, false},
	} {
		if got := isMove(c.ctx, c.m, c.id); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
