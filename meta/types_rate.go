package meta

// rate is a star rating from 0 to max (5 unless the field says otherwise).
type rateType struct{ base }

const defaultRateMax = 5

func (rateType) Check(f *Field, _ *Model, _ *Registry) error {
	if f.Max != nil && (*f.Max < 1 || *f.Max > 10) {
		return bad("max", "rate max must be between 1 and 10")
	}
	return nil
}

func (rateType) Normalize(f *Field, v any, _ Env) (any, error) {
	n, err := asInt(v)
	if err != nil {
		return nil, bad("type", "%s", err)
	}
	if max := int64(f.MaxOr(defaultRateMax)); n < 0 || n > max {
		return nil, &ValueError{Rule: "max", Msg: "must be a rating from 0 to " + itoa(int(max)), Args: map[string]any{"Max": max}}
	}
	return n, nil
}

func init() { register(rateType{base{"rate", StoreInt, FacetValue, opsOrdered}}) }
