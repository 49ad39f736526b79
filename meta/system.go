package meta

// UserModel is the model whose records are the people who sign in. System fields such as
// addedBy point at it, and {{user.id}} means the signed-in record of it.
const UserModel = "user"

// SystemFields are present on every model. They live in typed columns of the record table
// (Column), not in the JSON document, and clients cannot write them.
var SystemFields = []*Field{
	sysField("id", "integer", "id", Label{"en": "ID", "zh_CN": "ID", "zh_TW": "ID"}, ""),
	sysField("dateAdded", "datetime", "created_at", Label{"en": "Date Added", "zh_CN": "创建时间", "zh_TW": "建立時間"}, ""),
	sysField("lastUpdateDate", "datetime", "updated_at", Label{"en": "Last Updated", "zh_CN": "更新时间", "zh_TW": "更新時間"}, ""),
	sysField("addedBy", "foreignkey", "created_by", Label{"en": "Added By", "zh_CN": "创建人", "zh_TW": "建立人"}, UserModel),
	sysField("lastUpdateBy", "foreignkey", "updated_by", Label{"en": "Last Updated By", "zh_CN": "更新人", "zh_TW": "更新人"}, UserModel),
	sysField("version", "integer", "version", Label{"en": "Version", "zh_CN": "版本", "zh_TW": "版本"}, ""),
	sysField("is_deleted", "checkbox", "is_deleted", Label{"en": "Deleted", "zh_CN": "已删除", "zh_TW": "已刪除"}, ""),
}

var systemByName = map[string]*Field{}

func sysField(name, typ, column string, label Label, to string) *Field {
	f := &Field{Name: name, Type: typ, Column: column, Label: label, To: to, System: true, Indexed: true}
	if name == "dateAdded" || name == "lastUpdateDate" || name == "addedBy" {
		f.FacetAble = true
	}
	return f
}

func init() {
	for _, f := range SystemFields {
		systemByName[f.Name] = f
	}
}

// Fields of the user model that sign-in and the header read: the login name, the language,
// the admin flag, the user type, the status (a user who left cannot sign in) and the parent
// account of a sub user. A tenant's user model must define them.
const (
	UserLoginField  = "email"
	UserLangField   = "lang"
	UserAdminField  = "isAdmin"
	UserTypeField   = "user_type"
	UserStatusField = "status"
	UserParentField = "parent_user"
	UserStatusLeft  = "leave" // the user_status option of people who left
)
