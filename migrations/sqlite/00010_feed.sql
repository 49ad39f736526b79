-- +goose Up
-- The activity feed: one row per item on one record's feed. A note on a candidate and a job
-- is two rows, one on each feed; external_model/external_id name the note itself. data holds
-- what the item shows beyond its record (the field changes of an update log group).
CREATE TABLE feed_item (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    tenant_id INTEGER NOT NULL,
    model TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    type TEXT NOT NULL,
    external_type TEXT NOT NULL,
    external_model TEXT NOT NULL,
    external_id INTEGER NOT NULL,
    data TEXT NOT NULL DEFAULT '{}',
    added_by INTEGER,
    created_at TEXT NOT NULL
);
CREATE INDEX feed_item_record ON feed_item (tenant_id, model, record_id, created_at, id);
CREATE INDEX feed_item_record_type ON feed_item (tenant_id, model, record_id, external_type, id);
CREATE INDEX feed_item_external ON feed_item (tenant_id, external_model, external_id);

-- The records a user follows: the feed without a record shows theirs.
CREATE TABLE feed_follow (
    tenant_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    model TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, user_id, model, record_id)
);

-- +goose Down
DROP TABLE feed_follow;
DROP TABLE feed_item;
