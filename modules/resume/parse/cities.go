package parse

import (
	"strings"
)

// cities a CV names without a label ("name · phone · Singapore"); a labelled city is
// taken whatever it is.
var cities = map[string]bool{}

func init() {
	for _, c := range strings.Split("北京 上海 广州 深圳 杭州 南京 苏州 成都 武汉 西安 天津 重庆 长沙 郑州 青岛 大连 厦门 宁波 合肥 济南 沈阳 哈尔滨 福州 昆明 无锡 东莞 佛山 珠海 香港 澳门 台北 新竹 台中 高雄 新加坡 東京 东京 廣州 蘇州 臺北", " ") {
		cities[c] = true
	}
	for _, c := range strings.Split("beijing,shanghai,guangzhou,shenzhen,hangzhou,nanjing,suzhou,chengdu,wuhan,xi'an,xian,tianjin,chongqing,hong kong,macau,taipei,singapore,london,new york,san francisco,los angeles,seattle,boston,chicago,sydney,melbourne,tokyo,seoul,paris,berlin,munich,toronto,vancouver,dubai,kuala lumpur,bangkok,mumbai,bangalore,dublin,amsterdam,zurich", ",") {
		cities[c] = true
	}
}

func knownCity(c string) bool { return cities[strings.ToLower(c)] }

// cityOf reads a city as written: "上海市" → 上海, "San Francisco, CA" → San Francisco,
// "上海-浦东新区" → 上海.
func cityOf(s string) string {
	s = trimSep(s)
	// An address names its city among its parts, usually last.
	if parts := strings.Split(s, ","); len(parts) > 1 {
		for i := len(parts) - 1; i >= 0; i-- {
			if p := strings.TrimSpace(parts[i]); knownCity(p) {
				return p
			}
		}
	}
	for _, sep := range []string{",", "，", "-", "·", "/", " "} {
		if i := strings.Index(s, sep); i > 0 && (sep != " " || hasHan(s)) {
			s = strings.TrimSpace(s[:i])
		}
	}
	if hasHan(s) && len([]rune(s)) > 2 {
		s = strings.TrimSuffix(s, "市")
	}
	return s
}
