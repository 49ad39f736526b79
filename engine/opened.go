package engine

import "context"

// RecordOpened is told that p opened record id of model (its detail page), after the read
// was answered. It cannot fail the read: what goes wrong it logs itself.
type RecordOpened func(ctx context.Context, p Principal, model string, id int64)

// opener is a RecordOpened a module registered (Host.Opened), and that module.
type opener struct {
	fn     RecordOpened
	module string
}

// Opened tells the modules that p opened record id of model (GET /rest/{model}/{id}).
func (e *Engine) Opened(ctx context.Context, p Principal, model string, id int64) {
	for _, o := range e.openers {
		if o.module == "" || e.ModuleOn(o.module) {
			o.fn(ctx, p, model, id)
		}
	}
}
