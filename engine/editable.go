package engine

import (
	"context"
)

// Editable tells whether p may change the record now: the model's edit access and the right
// to write this record (in their data access, inside it when it is limited, not deleted
// elsewhere). The detail pages read it with the record's actions (GET
// /rest/{model}/{id}/actions answers "editable") to offer Edit, as the flow page's Edit
// button needs the record editable (spec 000 §6). A refusal is an answer, not an error;
// only a failing store is.
func (e *Engine) Editable(ctx context.Context, p Principal, model string, id int64) (bool, error) {
	m, err := e.model(model)
	if err != nil {
		return false, err
	}
	if e.Access.Allow(ctx, p, m, m.CheckedAction(ActEdit)) != nil {
		return false, nil
	}
	if err := e.writes.writable(ctx, p, m, ActEdit, []int64{id}); err != nil {
		if AsError(err).Status >= 500 {
			return false, err
		}
		return false, nil
	}
	return true, nil
}
