-- +goose Up
-- Who opened which record, when: the quick search's "Recently browsed" and a record's view log.
CREATE TABLE view_log (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    model TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    viewed_at TEXT NOT NULL
);
CREATE INDEX view_log_user ON view_log (tenant_id, user_id, id);
CREATE INDEX view_log_record ON view_log (tenant_id, model, record_id, id);

-- +goose Down
DROP TABLE view_log;
