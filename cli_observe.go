package main

import (
	"fmt"
	"strconv"
	"time"
)

// slowThreshold reads HUNTLINE_SLOW_MS: empty is the default (rest.SlowAfter), 0 turns the
// slow-request log off, anything else is milliseconds.
func slowThreshold(v string) (time.Duration, error) {
	if v == "" {
		return 0, nil
	}
	ms, err := strconv.Atoi(v)
	if err != nil || ms < 0 {
		return 0, fmt.Errorf("HUNTLINE_SLOW_MS: %q is not a number of milliseconds (0 turns the slow-request log off)", v)
	}
	if ms == 0 {
		return -1, nil
	}
	return time.Duration(ms) * time.Millisecond, nil
}
