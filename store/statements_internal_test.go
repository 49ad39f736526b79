package store

import (
	"context"
	"testing"
	"time"
)

// BenchmarkNoteStatement is what noting one statement costs a request whose context
// carries a collector, and one whose context does not (BENCHMARKS.md).
func BenchmarkNoteStatement(b *testing.B) {
	ctx, _ := WithStatements(context.Background())
	b.Run("collecting", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			if i%20 == 0 { // a request runs a handful of statements, not thousands
				ctx, _ = WithStatements(context.Background())
			}
			noteStatement(ctx, time.Now(), "SELECT id FROM rec_client WHERE tenant_id = $1", nil)
		}
	})
	b.Run("no collector", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			noteStatement(context.Background(), time.Now(), "SELECT 1", nil)
		}
	})
}

// The collector keeps at most maxStatements, the slowest ones, and counts what it left out.
func TestStatementsBound(t *testing.T) {
	ctx, st := WithStatements(context.Background())
	for i := range maxStatements + 10 {
		noteStatement(ctx, time.Now().Add(-time.Duration(i)*time.Millisecond), "q", []any{i})
	}
	list, dropped := st.List()
	if len(list) != maxStatements || dropped != 10 {
		t.Fatalf("kept %d, dropped %d", len(list), dropped)
	}
	slowest, args, ok := st.Slowest()
	if !ok || slowest.Duration < time.Duration(maxStatements+9)*time.Millisecond || args[0] != maxStatements+9 {
		t.Errorf("slowest %v %v", slowest, args)
	}
}
