-- +goose Up
-- What several server processes on one database share beyond the records (issue 20). SQLite
-- has one process, but it may keep files in the database (--files db) and keeps the
-- job-board key here too, so that a copied database carries everything it needs.

CREATE TABLE blob_data (
    blob_id INTEGER PRIMARY KEY REFERENCES blob (id) ON DELETE CASCADE,
    data BLOB NOT NULL
);

CREATE TABLE server_secret (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

-- Unused on SQLite (one process ticks alone); kept so both schemas match.
CREATE TABLE task_tick (
    name TEXT PRIMARY KEY,
    next_at TEXT NOT NULL
) WITHOUT ROWID;

-- +goose Down
DROP TABLE task_tick;
DROP TABLE server_secret;
DROP TABLE blob_data;
