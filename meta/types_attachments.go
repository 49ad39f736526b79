package meta

// attachments holds uploaded files (POST /rest/file/upload) by their blob ids; reads show
// each as {id, originname, ext, uuidname, filesize}. A written value may be ids or those
// objects back, so a form can send what it read. At most max files (default
// DefaultMaxAttachments).
type attachmentsType struct{ base }

// DefaultMaxAttachments is the file count of an attachments field without max.
const DefaultMaxAttachments = 20

func (attachmentsType) Check(f *Field, _ *Model, _ *Registry) error {
	if f.OptionList() != "" {
		return bad("options", "an attachments field holds files, not options")
	}
	if f.Max != nil && (*f.Max < 1 || *f.Max != float64(int(*f.Max))) {
		return bad("max", "max is the number of files a record may hold: a whole number from 1")
	}
	return nil
}

func (attachmentsType) Normalize(f *Field, v any, _ Env) (any, error) {
	items, err := asList(v)
	if err != nil {
		return nil, bad("type", "%s", err)
	}
	out := make([]int64, 0, len(items))
	seen := map[int64]bool{}
	for _, it := range items {
		if obj, ok := it.(map[string]any); ok {
			it = obj["id"]
		}
		id, err := asInt(it)
		if err != nil || id < 1 {
			return nil, bad("type", "expected uploaded file ids, got %s", describe(it))
		}
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	if max := int(f.MaxOr(DefaultMaxAttachments)); len(out) > max {
		return nil, &ValueError{Rule: "max_files", Msg: "at most " + itoa(max) + " files", Args: map[string]any{"Max": max}}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

func init() {
	register(attachmentsType{base{"attachments", StoreIntList, FacetNone, []string{"isnull"}}})
}
