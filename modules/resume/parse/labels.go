package parse

import (
	"regexp"
	"sort"
	"strings"
)

// What a label stands for.
const (
	lName     = "name"
	lGender   = "gender"
	lBirth    = "birth"
	lMobile   = "mobile"
	lEmail    = "email"
	lCity     = "city"
	lCompany  = "company"
	lTitle    = "title"
	lCurPay   = "current pay"
	lCurMonth = "current monthly pay"
	lCurYear  = "current annual pay"
	lExpPay   = "expected pay"
	lExpMonth = "expected monthly pay"
	lExpYear  = "expected annual pay"
	lYears    = "years"
	lDegree   = "degree"
	lSkills   = "skills"
	lLangs    = "languages"
	lIgnored  = "" // labels read only so that they end the value before them
	// Labels inside a work section's entries.
	lPeriod = "period"
	lDesc   = "description"
)

var labelNames = map[string][]string{
	lName:     {"姓名", "name", "full name"},
	lGender:   {"性别", "性別", "gender", "sex"},
	lBirth:    {"出生日期", "出生年月", "生日", "出生", "date of birth", "birth date", "dob", "birthday", "born"},
	lMobile:   {"手机", "手機", "手机号码", "手機號碼", "手机号", "移动电话", "联系电话", "聯繫電話", "联系方式", "电话", "電話", "mobile", "phone", "tel", "telephone", "cell", "mobile phone"},
	lEmail:    {"邮箱", "郵箱", "电子邮箱", "電子郵箱", "电子邮件", "電子郵件", "邮件", "email", "e-mail", "mail"},
	lCity:     {"现居住地", "現居住地", "现居城市", "現居城市", "居住地", "所在地", "所在城市", "现居", "現居", "城市", "location", "city", "current location", "based in", "address"},
	lCompany:  {"目前公司", "当前公司", "當前公司", "现任公司", "現任公司", "所在公司", "公司名称", "公司名稱", "公司", "current company", "company", "employer"},
	lTitle:    {"目前职位", "目前職位", "当前职位", "當前職位", "现任职位", "現任職位", "职位名称", "職位名稱", "职位", "職位", "职务", "current title", "current position", "title", "position", "job title", "role"},
	lCurPay:   {"目前薪资", "目前薪資", "当前薪资", "當前薪資", "现薪资", "current salary", "present salary", "current package", "current"},
	lCurMonth: {"目前月薪", "当前月薪", "當前月薪", "current monthly salary"},
	lCurYear:  {"目前年薪", "当前年薪", "當前年薪", "current annual salary"},
	lExpPay:   {"期望薪资", "期望薪資", "expected salary", "salary expectation", "expected"},
	lExpMonth: {"期望月薪", "expected monthly salary"},
	lExpYear:  {"期望年薪", "expected annual salary"},
	lYears:    {"工作年限", "工作经验", "工作經驗", "years of experience"},
	lDegree:   {"最高学历", "最高學歷", "学历", "學歷", "education level", "highest degree", "degree"},
	lSkills:   {"技能", "专业技能", "專業技能", "skills"},
	lLangs:    {"语言能力", "語言能力", "语言", "語言", "外语", "languages"},
	lIgnored:  {"期望职位", "期望職位", "期望地点", "期望地點", "期望行业", "期望城市", "年龄", "年齡", "age", "婚姻状况", "婚姻狀況", "民族", "籍贯", "籍貫", "政治面貌", "户口", "戶口", "身高", "nationality", "marital status", "qq", "微信", "wechat", "linkedin", "github", "website"},
	lPeriod:   {"在职时间", "在職時間", "任职时间", "工作时间", "时间", "時間", "period", "dates"},
	lDesc:     {"工作描述", "工作职责", "工作職責", "职责描述", "描述", "description", "responsibilities"},
}

var (
	labelOf = map[string]string{}
	// labelRe finds "label:" at the start of a line or after a separator; longer labels
	// first, so "期望职位:" is not read as "职位:".
	labelRe *regexp.Regexp
)

func init() {
	var all []string
	for key, names := range labelNames {
		for _, n := range names {
			labelOf[n] = key
			all = append(all, regexp.QuoteMeta(n))
		}
	}
	sort.Slice(all, func(i, j int) bool { return len(all[i]) > len(all[j]) })
	labelRe = regexp.MustCompile(`(?i)(?:^|[\s|｜·•,;，；\t])(` + strings.Join(all, "|") + `)\s*[:：]`)
}

// pair is one label and its value.
type pair struct{ key, value string }

// labelled reads a line's "label: value" pairs; a line of table cells ("姓名\t张伟\t性别\t男")
// pairs a cell that is a label with the cell after it.
func labelled(line string) []pair {
	var out []pair
	ms := labelRe.FindAllStringSubmatchIndex(line, -1)
	for i, m := range ms {
		end := len(line)
		if i+1 < len(ms) {
			end = ms[i+1][0]
		}
		out = append(out, pair{labelOf[strings.ToLower(line[m[2]:m[3]])], trimSep(line[m[1]:end])})
	}
	if len(ms) > 0 || !strings.Contains(line, "\t") {
		return out
	}
	cells := strings.Split(line, "\t")
	for i := 0; i+1 < len(cells); i++ {
		key, ok := labelOf[strings.ToLower(strings.TrimSpace(cells[i]))]
		_, nextIsLabel := labelOf[strings.ToLower(strings.TrimSpace(cells[i+1]))]
		if ok && !nextIsLabel {
			out = append(out, pair{key, trimSep(cells[i+1])})
			i++
		}
	}
	return out
}
