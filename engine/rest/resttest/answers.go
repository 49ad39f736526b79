package resttest

// What tests read out of the API's answers.

// IDs answers the ids of a list answer ({"list": [{"id": ...}, ...]}) in order.
func IDs(body map[string]any) []int64 {
	var out []int64
	list, _ := body["list"].([]any)
	for _, it := range list {
		out = append(out, int64(it.(map[string]any)["id"].(float64)))
	}
	return out
}

// Message answers an answer's message, or "" when it has none.
func Message(body map[string]any) string {
	m, _ := body["message"].(string)
	return m
}
