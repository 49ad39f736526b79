package hunterboard

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"golang.org/x/oauth2"
)

// Provider is the hunter-recruiting job board as Huntline reaches it: its OAuth endpoints,
// the bound user, its reference lists and search tokens, the resume library, and the
// positions published there. Client is the real one over HTTP; the Simulator answers the
// same calls in process. Every call but the endpoints carries the user's access token; lang
// is the reader's language (en, zh_CN, zh_TW) for the labels the board answers.
type Provider interface {
	// Endpoint answers the board's OAuth 2 endpoints: AuthURL is opened by the browser,
	// TokenURL is called by the server through HTTPClient.
	Endpoint() oauth2.Endpoint
	// HTTPClient is what every call to the board goes through (the simulator's transport).
	HTTPClient() *http.Client
	Me(ctx context.Context, tok *oauth2.Token) (UserInfo, error)
	Dicts(ctx context.Context, tok *oauth2.Token, lang string) (Dicts, error)
	SearchTokens(ctx context.Context, tok *oauth2.Token, lang string) ([]SearchToken, error)
	Search(ctx context.Context, tok *oauth2.Token, lang string, query map[string]string, page int) (ResumePage, error)
	Resume(ctx context.Context, tok *oauth2.Token, lang, id string) (ResumeDetail, error)
	ResumeFile(ctx context.Context, tok *oauth2.Token, id string) (ResumeFile, error)
	Publish(ctx context.Context, tok *oauth2.Token, pos Position) (Published, error)
	Close(ctx context.Context, tok *oauth2.Token, boardID string) error
}

// UserInfo is the board's user behind a token.
type UserInfo struct {
	UID         string `json:"uid"`
	Name        string `json:"name"`
	CompanyName string `json:"company_name"`
	Title       string `json:"title"`
	AvatarURL   string `json:"avatar_url"`
}

// Option is one entry of a board list or tree (cities, industries, education levels).
type Option struct {
	ID       string   `json:"id"`
	Label    string   `json:"label"`
	Children []Option `json:"children,omitempty"`
}

// Dicts are the board's reference lists the publish form offers.
type Dicts struct {
	City         []Option `json:"city"`
	Industry     []Option `json:"industry"`
	Education    []Option `json:"education"`
	CompanyKind  []Option `json:"company_kind"`
	CompanyScale []Option `json:"company_scale"`
}

// SearchToken is one filter of the resume search (spec 002 §3 add-on B): type char, int,
// checkboxdropdown or tree; options for the last two.
type SearchToken struct {
	Name    string   `json:"name"`
	Label   string   `json:"label"`
	Type    string   `json:"type"`
	Options []Option `json:"options,omitempty"`
}

// Card is a resume as the result list shows it.
type Card struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Title     string `json:"title"`
	Company   string `json:"company"`
	City      string `json:"city"`
	Years     int    `json:"years"`
	Education string `json:"education"`
	Salary    string `json:"salary"`
	UpdatedAt string `json:"updated_at"`
	AvatarURL string `json:"avatar_url"`
}

// ResumePage is one page of search results; Page is 1-based.
type ResumePage struct {
	List  []Card `json:"list"`
	Count int    `json:"count"`
	Page  int    `json:"page"`
	Pages int    `json:"pages"`
}

// ResumeDetail is a resume as the detail panel shows it: the card, then its sections.
type ResumeDetail struct {
	Card
	Age        int    `json:"age"`
	Gender     string `json:"gender"`
	Industry   string `json:"industry"`
	Summary    string `json:"summary"`
	Work       []Work `json:"work"`
	Schools    []Edu  `json:"schools"`
	OriginURL  string `json:"origin_url"`
	DetailHTML string `json:"detail_html"`
}

// Work is one job of a resume.
type Work struct {
	From    string `json:"from"` // YYYY.MM
	To      string `json:"to"`   // YYYY.MM, empty: to date
	Company string `json:"company"`
	Title   string `json:"title"`
	Duty    string `json:"duty"`
}

// Edu is one school of a resume.
type Edu struct {
	From   string `json:"from"`
	To     string `json:"to"`
	School string `json:"school"`
	Major  string `json:"major"`
	Degree string `json:"degree"`
}

// ResumeFile is the CV as the board hands it out for import.
type ResumeFile struct {
	Name        string
	ContentType string
	Data        []byte
	OriginURL   string
}

// Position is what is published: the form's fields (but the private notes) by name.
type Position map[string]any

// Published is the board's answer to a publish.
type Published struct {
	ID  string `json:"id"`
	URL string `json:"url"`
}

// ErrUnauthorized is a token the board refuses (expired, revoked, not its own).
var ErrUnauthorized = errors.New("hunterboard: the board refused the token")

// ErrNotFound is a resume or position the board does not know.
var ErrNotFound = errors.New("hunterboard: not found on the board")

// RefusedError is a publish the board refused field by field.
type RefusedError struct{ Errors map[string]string }

func (e *RefusedError) Error() string {
	parts := make([]string, 0, len(e.Errors))
	for k, v := range e.Errors {
		parts = append(parts, k+": "+v)
	}
	return fmt.Sprintf("hunterboard: publish refused (%s)", strings.Join(parts, "; "))
}
