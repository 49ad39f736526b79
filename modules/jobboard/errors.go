package jobboard

import (
	"net/http"

	"huntline/engine"
)

// ErrNotBound is the refusal of a board call for a user with no bound account (spec 002 §5).
var ErrNotBound = &engine.Error{Status: http.StatusBadRequest, Key: "jobboard_not_bound", Msg: "Account not bound"}

// errNoBoard: a site no plugin serves, or whose plugin is off, as a path never routed.
var errNoBoard = engine.NotFound("jobboard_no_board", "No job board of that name is on.")
