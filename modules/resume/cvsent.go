package resume

import "huntline/modules/mail"

// A mail written from a template with attach_resume carries the current CV of the
// candidates it names (issue 16, CV Sent): the mail module learns here where CVs are kept.
func init() { mail.RegisterResumes(candidateModel, resumesField) }
