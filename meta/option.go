package meta

// Option is one choice of an option list (spec 000 §3).
type Option struct {
	Code             string `json:"code"`
	EnUS             string `json:"en_US"`
	ZhCN             string `json:"zh_CN"`
	ZhTW             string `json:"zh_TW,omitempty"`
	Color            string `json:"color,omitempty"`
	Ext              string `json:"ext,omitempty"`
	IsBuildin        bool   `json:"is_buildin,omitempty"`
	IsDefaultChecked bool   `json:"is_default_checked,omitempty"`
	Order            int    `json:"order,omitempty"`
	PosetOrder       *int   `json:"poset_order,omitempty"`
}

// Value answers the option's text in lang.
func (o Option) Value(lang string) string {
	return Label{"en": o.EnUS, "zh_CN": o.ZhCN, "zh_TW": o.ZhTW}.In(lang)
}

// OptionList is a named list of options, shipped in meta/options/ and copied into the
// tenant's option table on first start, where admins then edit it.
type OptionList struct {
	Key     string   `json:"key"`
	Label   Label    `json:"label"`
	Options []Option `json:"options"`
	// NoAdd keeps admins from adding options (the option editor hides Add): lists whose
	// codes the product itself switches on, such as candidate and client types.
	NoAdd bool `json:"no_add,omitempty"`
	// AutoCode gives a new option saved without a code the highest numeric code plus 1
	// (interview rounds are numbered).
	AutoCode bool `json:"auto_code,omitempty"`
}
