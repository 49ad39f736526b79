package store

// Values as both dialects write and read them, for a module that keeps a system table of its
// own (its migrations create it) and writes its SQL with NewBuilder, Tx.Exec and DB().

// JSONCast is what follows a bound JSON text written to a JSON column: jsonb on PostgreSQL,
// nothing on SQLite (text).
func JSONCast(d Dialect) string { return jsonCast(d) }

// JSONValue decodes a JSON column as either dialect reads it (text or bytes); a value that is
// no JSON comes back as the text it is.
func JSONValue(v any) any { return loggedValue(v) }

// NullID is id, or SQL NULL for 0 (no user, no record).
func NullID(id int64) any { return nullID(id) }
