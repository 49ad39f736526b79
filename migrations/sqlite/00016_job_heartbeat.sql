-- +goose Up
-- The process running a job touches heartbeat_at every minute; a starting process puts
-- back only running jobs whose heartbeat stopped (their process died), not long jobs that
-- another live process is still running. Jobs claimed before this column existed are
-- judged by started_at.
ALTER TABLE job ADD COLUMN heartbeat_at TEXT;

-- +goose Down
ALTER TABLE job DROP COLUMN heartbeat_at;
