-- +goose Up
-- Which records hold a file: one row per file per attachments field of a record, kept in the
-- write's transaction (store/blobrefs.go). A file's reading rights follow these records, so
-- a preview finds them by index instead of searching every record's documents.
CREATE TABLE blob_ref (
    tenant_id bigint NOT NULL,
    blob_id bigint NOT NULL,
    model text NOT NULL,
    field text NOT NULL,
    record_id bigint NOT NULL,
    PRIMARY KEY (tenant_id, blob_id, model, field, record_id)
);
CREATE INDEX blob_ref_record ON blob_ref (tenant_id, model, record_id);

-- The attachments fields whose existing records blob_ref already covers: Sync fills a field
-- it does not find here once (a database older than blob_ref, a field that became one).
CREATE TABLE blob_ref_field (
    model text NOT NULL,
    field text NOT NULL,
    PRIMARY KEY (model, field)
);

-- +goose Down
DROP TABLE blob_ref_field;
DROP TABLE blob_ref;
