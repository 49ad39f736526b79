package meta

// Views are a model's screen layouts by view name: list, search, detailtab (column lists) and
// detail, edit (groups of fields). Scenes (normal, dashboard, report, detailtab) may override
// them, and suffixes are named variants an admin or user picks (spec 000 §3, §9).
type Views map[string]*View

// View is one layout.
type View struct {
	Columns    []string    `json:"columns,omitempty"`
	Groups     []ViewGroup `json:"groups,omitempty"`
	Ordering   string      `json:"ordering,omitempty"`
	PaginateBy int         `json:"paginate_by,omitempty"`
}

// ViewGroup is a titled block of fields on a detail or edit screen, in 1 or 2 columns.
type ViewGroup struct {
	Name   string   `json:"name"`
	Label  Label    `json:"label,omitempty"`
	Layout int      `json:"layout,omitempty"`
	Fields []string `json:"fields"`
}

// ViewNames and SceneNames are the names the spec allows (000 §9), and card: the fields a
// phone's list card shows under the record's name (its status, a number to call).
var (
	ViewNames  = []string{"list", "search", "detailtab", "detail", "edit", "card"}
	SceneNames = []string{"normal", "dashboard", "report", "detailtab"}
)

// Suffix is a named variant of the views. Group says whose it is: -99 and -50 system,
// -1 shared, a positive user id personal (spec 001 §9). The default suffix has code "".
type Suffix struct {
	Code  string `json:"code"`
	Value Label  `json:"value"`
	Group int    `json:"group"`
	// Filter is the gql the view shows (My candidates: owner={{user.id}}); {{user.id}} is
	// the signed-in user and the relative dates (__this_week) read the clock in the
	// tenant's time zone, so one shipped view serves every user on any day.
	Filter string `json:"filter,omitempty"`
	// Roles are the user types offered the view; none means everyone. DefaultFor are the
	// user types whose list opens on it until they pick another view.
	Roles      []string `json:"roles,omitempty"`
	DefaultFor []string `json:"default_for,omitempty"`
	Views      Views    `json:"views,omitempty"`
	// Scenes are the suffix's own views for a scene other than normal.
	Scenes map[string]Views `json:"scenes,omitempty"`
}

// UserID answers the owner of a personal suffix, or 0 for system and shared ones.
func (s *Suffix) UserID() int64 {
	if s.Group > 0 {
		return int64(s.Group)
	}
	return 0
}

// DetailTab is one tab of a detail page (spec 000 §3).
type DetailTab struct {
	Name          string `json:"name"`
	Label         Label  `json:"label"`
	Type          string `json:"type"`
	Icon          string `json:"icon,omitempty"`
	Param         string `json:"param,omitempty"`
	SpecialParam  string `json:"special_param,omitempty"`
	PersistGQL    string `json:"persist_gql,omitempty"`
	DBName        string `json:"db_name,omitempty"`
	DataModelName string `json:"data_model_name,omitempty"`
	DefaultTab    bool   `json:"defaultTab,omitempty"`
}

// Actions lists a model's row and mass actions (spec 000 §3, §5, §6); see actions.go.
type Actions struct {
	Actions     []*Action `json:"actions,omitempty"`
	MassActions []*Action `json:"mass_actions,omitempty"`
}

// View answers the layout for a scene, view name and suffix code, falling back from the
// suffix to the scene to the normal views.
func (m *Model) View(scene, name, suffix string) *View {
	if suffix != "" {
		for _, s := range m.Suffixes {
			if s.Code != suffix {
				continue
			}
			if v := s.Scenes[scene][name]; v != nil {
				return v
			}
			if v := s.Views[name]; v != nil {
				return v
			}
		}
	}
	if scene != "" && scene != "normal" {
		if v := m.Scenes[scene][name]; v != nil {
			return v
		}
	}
	return m.Views[name]
}
