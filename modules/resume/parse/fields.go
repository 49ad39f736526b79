// Package parse reads a résumé's text into the candidate model's fields: names, gender,
// birth date, contacts, city, current job and pay, expected pay, skills, languages,
// summary, and the work and education collections. It knows no storage and no HTTP; its
// keys are the candidate model's field names (checked against the metadata by its tests,
// so a rename there fails here), and option values are the option lists' codes.
package parse

// The candidate fields a parse fills.
const (
	ChineseName   = "chineseName"
	EnglishName   = "englishName"
	Gender        = "gender"      // option list "gender"
	DateOfBirth   = "dateOfBirth" // "2006-01-02"; a month alone is its first day
	Mobile        = "mobile"      // Chinese mobiles as 11 digits, others as +digits (E.164)
	Email         = "email"
	City          = "city" // the city's name as written; the module resolves it to a record
	Company       = "company"
	Title         = "title"
	MonthlySalary = "monthlySalary"
	SalaryMonths  = "salaryMonths"
	ExpectedPay   = "expectedSalary" // {"min", "max"}, annual
	Experience    = "experience"     // years
	Education     = "education"      // the highest degree, option list "degree"
	School        = "school"
	Skills        = "tags"      // the candidate's tags field holds skills
	Languages     = "languages" // option list "language_skill"
	Summary       = "summary"
	WorkSet       = "workexperience_set"
	EducationSet  = "education_set"
)

// The fields of the two collections' entries.
const (
	WorkCompany     = "company"
	WorkTitle       = "title"
	WorkStart       = "startDate"
	WorkEnd         = "endDate" // absent for the current job
	WorkDescription = "description"

	EduSchool = "school"
	EduMajor  = "major"
	EduDegree = "degree" // option list "degree"
	EduStart  = "startDate"
	EduEnd    = "endDate"
)

// OptionFields names the option list each coded field's values come from, for checking
// against the metadata.
var OptionFields = map[string]string{Gender: "gender", Education: "degree", Languages: "language_skill"}

// MaxSkills and MaxSkillLength keep skills within the tags field's limits.
const (
	MaxSkills      = 10
	MaxSkillLength = 50
)
