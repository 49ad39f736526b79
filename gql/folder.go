package gql

import (
	"fmt"
	"strconv"
	"strings"

	"huntline/meta"
	"huntline/store"
)

// FolderKey is the condition on the records of the user's folders: folder=12 or
// folder__s=12,13. It applies to models whose metadata makes them folderable.
const FolderKey = "folder"

func (c *Compiler) folder(b *store.Builder, m *meta.Model, a string, cd *Cond) error {
	if len(cd.Path) > 2 || (len(cd.Path) == 2 && cd.Path[1] != "s" && cd.Path[1] != "eq") {
		return &Error{Key: "gql.bad_path", Field: cd.Key(), Msg: fmt.Sprintf("%q: folder takes a folder id or __s with a list of ids", cd.Key())}
	}
	var ids []int64
	for _, part := range strings.Split(cd.Raw, ",") {
		s, err := decode(part)
		if err != nil {
			return err
		}
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		id, err := strconv.ParseInt(s, 10, 64)
		if err != nil || id < 1 {
			return &Error{Key: "gql.bad_value", Field: FolderKey, Msg: fmt.Sprintf("folder: %q is not a folder id", s), Args: map[string]any{"Field": FolderKey, "Value": s}}
		}
		ids = append(ids, id)
	}
	if len(ids) == 0 {
		b.S("1=1")
		return nil
	}
	store.WriteInFolders(b, a, ids)
	return nil
}
