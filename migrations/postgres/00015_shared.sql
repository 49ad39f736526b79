-- +goose Up
-- What several server processes on one database share beyond the records (issue 20).

-- File contents kept in the database (--files db), which every process reads; the blob row
-- keeps the description as for files on disk.
CREATE TABLE blob_data (
    blob_id bigint PRIMARY KEY REFERENCES blob (id) ON DELETE CASCADE,
    data bytea NOT NULL
);

-- Secrets every process must hold alike (the job-board token key), made by whichever process
-- needs one first; the others read it.
CREATE TABLE server_secret (
    name text PRIMARY KEY,
    value text NOT NULL
);

-- When each periodic task may tick next: a process runs a tick only when it moves next_at,
-- so two processes do not both send the reminders of one interval.
CREATE TABLE task_tick (
    name text PRIMARY KEY,
    next_at timestamptz NOT NULL
);

-- +goose Down
DROP TABLE task_tick;
DROP TABLE server_secret;
DROP TABLE blob_data;
