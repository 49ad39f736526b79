-- +goose Up
-- What each model's keyword rows were built from (store/keyword_layout.go): when a model's
-- searchable fields or the way they are kept change, Sync rebuilds its rows from the records.
CREATE TABLE keyword_layout (
    model TEXT PRIMARY KEY,
    layout TEXT NOT NULL
);

-- +goose Down
DROP TABLE keyword_layout;
