package meta

import "math"

// integer and double: numbers with optional min and max.
type numberType struct {
	base
	whole bool
}

func (t numberType) Normalize(f *Field, v any, _ Env) (any, error) {
	var n float64
	if t.whole {
		i, err := asInt(v)
		if err != nil {
			return nil, bad("type", "%s", err)
		}
		if err := checkBounds(f, float64(i)); err != nil {
			return nil, err
		}
		return i, nil
	}
	n, err := asFloat(v)
	if err != nil {
		return nil, bad("type", "%s", err)
	}
	if f.Decimals != nil {
		scale := math.Pow(10, float64(*f.Decimals))
		n = math.Round(n*scale) / scale
	}
	if err := checkBounds(f, n); err != nil {
		return nil, err
	}
	return n, nil
}

func checkBounds(f *Field, n float64) error {
	if f.Min != nil && n < *f.Min {
		return &ValueError{Rule: "min", Msg: "must be at least " + fmtNum(*f.Min), Args: map[string]any{"Min": fmtNum(*f.Min)}}
	}
	if f.Max != nil && n > *f.Max {
		return &ValueError{Rule: "max", Msg: "must be at most " + fmtNum(*f.Max), Args: map[string]any{"Max": fmtNum(*f.Max)}}
	}
	return nil
}

func fmtNum(f float64) string {
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		return itoa(int(f))
	}
	s, _ := asString(f)
	return s
}

func init() {
	register(numberType{base{"integer", StoreInt, FacetNone, opsOrdered}, true})
	register(numberType{base{"double", StoreFloat, FacetNone, opsOrdered}, false})
}
