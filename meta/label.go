package meta

// Languages the product speaks. The first is the fallback for a missing translation.
var Languages = []string{"zh_CN", "zh_TW", "en"}

// Label is a text in each language, as written in metadata: {"en": "...", "zh_CN": "...", "zh_TW": "..."}.
type Label map[string]string

// In answers the label in lang, falling back to the nearest language that has one:
// zh_TW falls back to zh_CN, then English, then any value at all.
func (l Label) In(lang string) string {
	if v := l[lang]; v != "" {
		return v
	}
	for _, alt := range fallbacks(lang) {
		if v := l[alt]; v != "" {
			return v
		}
	}
	for _, v := range l {
		if v != "" {
			return v
		}
	}
	return ""
}

func fallbacks(lang string) []string {
	switch lang {
	case "zh_TW":
		return []string{"zh_CN", "en"}
	case "zh_CN":
		return []string{"zh_TW", "en"}
	default:
		return []string{"en", "zh_CN", "zh_TW"}
	}
}

// NormalizeLang maps the spellings clients send (cn, tw, zh-CN, en_US ...) to one of Languages.
func NormalizeLang(s string) string {
	switch s {
	case "zh_CN", "zh-CN", "zh-cn", "cn", "zh", "zh-Hans":
		return "zh_CN"
	case "zh_TW", "zh-TW", "zh-tw", "tw", "zh-Hant", "zh-HK":
		return "zh_TW"
	case "en", "en_US", "en-US", "en-GB", "en_GB":
		return "en"
	}
	return ""
}
