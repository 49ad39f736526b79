package resume

import "huntline/modules/mail"

// resumesField is the candidate's attachments field of CVs (meta/extends/candidate.json):
// its first file is the current CV.
const resumesField = "resumes"

// A mail written from a template with attach_resume carries the current CV of the
// candidates it names (issue 16, CV Sent): the mail module learns here where CVs are kept.
func init() { mail.RegisterResumes(candidateModel, resumesField) }
