package liepin

import (
	"context"
	"errors"
	"net/http"

	"golang.org/x/oauth2"
)

// Provider is what Huntline asks the job-search provider (spec 002 add-on A). Client is
// its HTTP implementation (client.go documents the provider's API as Huntline expects
// it); the Simulator answers the same API in process.
type Provider interface {
	// OAuth answers the provider's OAuth 2 client: client id and secret, the authorize URL
	// the browser opens and the token URL the server posts to.
	OAuth() *oauth2.Config
	// HTTP is the client the server's calls (token requests included) go through.
	HTTP() *http.Client

	// User answers the provider's user behind a token.
	User(ctx context.Context, tok *oauth2.Token) (User, error)
	// SearchConfig answers the resume search's filters and their option lists.
	SearchConfig(ctx context.Context, lang string) (SearchConfig, error)
	// Dict answers a reference list: city, function, industry or ht_job.
	Dict(ctx context.Context, kind, lang string) ([]Option, error)
	// SearchForm answers the page and the form the browser posts into the result iframe
	// for a filter (keys of SearchConfig, plus curPage counted from 1).
	SearchForm(ctx context.Context, tok *oauth2.Token, filter map[string]any) (SearchForm, error)
	// ResumeView answers the page showing a resume (for an iframe) and its name.
	ResumeView(ctx context.Context, tok *oauth2.Token, originURL string) (ResumeView, error)
	// ResumeFile answers a resume as a CV file, for import as a candidate.
	ResumeFile(ctx context.Context, tok *oauth2.Token, originURL string) (CVFile, error)
	// PositionBaseInfo answers the option lists of the publish form.
	PositionBaseInfo(ctx context.Context, lang string) ([]OptionList, error)
	// Publish publishes a position; *Refusal when the provider refuses its fields.
	Publish(ctx context.Context, tok *oauth2.Token, pos Position) (Published, error)
	// Close takes a published position off the board.
	Close(ctx context.Context, tok *oauth2.Token, boardID string) error
	// IsOrigin tells whether a URL is one of the provider's resumes.
	IsOrigin(url string) bool
}

// User is the provider's account.
type User struct {
	UID       string `json:"uid"`
	Name      string `json:"name"`
	Company   string `json:"company"`
	Title     string `json:"title"`
	AvatarURL string `json:"avatar_url"`
}

// Option is one entry of an option list or tree; Children only on tree parents.
type Option struct {
	Value    string   `json:"value"`
	Label    string   `json:"label"`
	Children []Option `json:"children,omitempty"`
}

// OptionList is a named option list (publish form base info).
type OptionList struct {
	Key     string   `json:"key"`
	Options []Option `json:"options"`
}

// QueryItem is one filter of the resume search. DataIndex points into
// SearchConfig.BaseData; -1 for filters without options (input, range).
type QueryItem struct {
	Key       string `json:"key"`
	Label     string `json:"label"`
	Type      string `json:"type"` // input, select, multiselect, range
	DataIndex int    `json:"data_index"`
	Unit      string `json:"unit,omitempty"` // a range's unit (年, 万, 岁)
}

// BaseData is one option list of the search filters.
type BaseData struct {
	Options []Option `json:"options"`
}

// SearchConfig is the resume search's filter row.
type SearchConfig struct {
	QueryConfig []QueryItem `json:"query_config"`
	BaseData    []BaseData  `json:"base_data"`
}

// FormField is a hidden field of the form posted into the result iframe.
type FormField struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// SearchForm is where and what the browser posts to show a page of results.
type SearchForm struct {
	URL      string      `json:"url"`
	PostForm []FormField `json:"post_form"`
}

// ResumeView is the page showing one resume.
type ResumeView struct {
	URL       string `json:"url"`
	OriginURL string `json:"origin_url"`
	Name      string `json:"name"`
}

// CVFile is a resume as the provider hands it over.
type CVFile struct {
	Name        string
	ContentType string
	Data        []byte
}

// Position is the publish form's data (spec 002 §3), checked and normalised (publish.go):
// every value a string, multi-choices comma-separated.
type Position map[string]string

// Published is the provider's answer to a publication.
type Published struct {
	BoardID string `json:"board_id"`
	URL     string `json:"url"`
}

// Refusal is the provider refusing a request it understood (bad fields, unknown resume).
type Refusal struct {
	Status  int               `json:"-"`
	Message string            `json:"message"`
	Errors  map[string]string `json:"errors,omitempty"`
}

func (r *Refusal) Error() string { return "liepin: refused: " + r.Message }

// ErrUnauthorized is the provider refusing a token (expired or revoked).
var ErrUnauthorized = errors.New("liepin: the provider refused the token")
