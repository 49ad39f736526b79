-- +goose Up
-- A job that failed for a passing reason (a mail server down) waits for run_after and is
-- tried again, a few times, before it counts as failed.
ALTER TABLE job ADD COLUMN run_after timestamptz;

-- +goose Down
ALTER TABLE job DROP COLUMN run_after;
