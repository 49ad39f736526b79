package reports

import "huntline/meta"

// The report list's sidebar groups reports by category, in this order.
var categoryNames = []string{"activity", "pipeline", "revenue", "candidates", "jobs", "system"}

var categoryLabels = map[string]meta.Label{
	"activity":   {"en": "Activity", "zh_CN": "工作量", "zh_TW": "工作量"},
	"pipeline":   {"en": "Pipeline", "zh_CN": "推荐流程", "zh_TW": "推薦流程"},
	"revenue":    {"en": "Revenue", "zh_CN": "业绩", "zh_TW": "業績"},
	"candidates": {"en": "Candidates", "zh_CN": "人才", "zh_TW": "人才"},
	"jobs":       {"en": "Jobs", "zh_CN": "职位", "zh_TW": "職位"},
	"system":     {"en": "System", "zh_CN": "系统", "zh_TW": "系統"},
}

const (
	accessUserActivities = "user_activities"
	sourceChangeLog      = "change_log"
	// UserActivitiesField is the user field (an admin's to set, like every user field) that
	// grants the User Activities Permission: reading the operation-log report.
	UserActivitiesField = "userActivitiesPermission"
)
