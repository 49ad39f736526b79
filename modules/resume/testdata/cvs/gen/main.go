// Command gen writes the project's own CV test set (modules/resume/testdata/cvs): each
// person of people.go rendered in a layout and a file format, and beside it the fields a
// parse should find (NAME.want.json), written from the person, never from the parser.
//
//	go run ./modules/resume/testdata/cvs/gen   (from the repository root)
//
// PDFs are printed from HTML by the system Chromium (with fonts-noto-cjk for Chinese);
// without it the PDFs already committed are kept.
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
)

func main() {
	dir := filepath.Join("modules", "resume", "testdata", "cvs")
	if _, err := os.Stat(dir); err != nil {
		log.Fatal("run from the repository root: ", err)
	}
	for _, x := range people {
		blocks := layouts[x.Layout](x)
		ext := x.Format
		var data []byte
		var err error
		switch x.Format {
		case "txt":
			data = []byte(asText(blocks))
		case "gbk":
			ext = "txt"
			data, err = asGBK(blocks)
		case "html":
			data = []byte(asHTML(blocks, true))
		case "docx":
			data, err = asDOCX(blocks)
		case "rtf":
			data = []byte(asRTF(blocks))
		case "pdf":
			data, err = asPDF(blocks)
		case "pdf2":
			ext = "pdf"
			data, err = printPDF(asTwoColumns(blocks))
		}
		if err != nil {
			log.Printf("%s: %v (kept the committed file)", x.File, err)
		} else if err := os.WriteFile(filepath.Join(dir, x.File+"."+ext), data, 0o644); err != nil {
			log.Fatal(err)
		}
		w, _ := json.MarshalIndent(want(x), "", "  ")
		if err := os.WriteFile(filepath.Join(dir, x.File+".want.json"), append(w, '\n'), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println(len(people), "CVs in", dir)
}

// want answers the candidate fields a parse of x should find, keyed as the candidate model.
func want(x Person) map[string]any {
	w := map[string]any{"gender": x.Gender, "dateOfBirth": x.Birth, "mobile": x.Mobile, "email": x.Email, "city": x.City,
		"company": x.Company, "title": x.Title, "monthlySalary": x.Monthly, "salaryMonths": x.Months,
		"expectedSalary": map[string]any{"min": x.ExpectMin, "max": x.ExpectMax}, "experience": x.Years,
		"education": x.Schools[0].Degree, "school": x.Schools[0].School, "tags": x.Skills, "languages": x.Languages, "summary": x.Summary}
	if x.Chinese != "" {
		w["chineseName"] = x.Chinese
	}
	if x.English != "" {
		w["englishName"] = x.English
	}
	var jobs []map[string]any
	for _, j := range x.Jobs {
		e := map[string]any{"company": j.Company, "title": j.Title, "startDate": j.From + "-01", "description": j.Desc}
		if j.To != "" {
			e["endDate"] = j.To + "-01"
		}
		jobs = append(jobs, e)
	}
	var schools []map[string]any
	for _, s := range x.Schools {
		schools = append(schools, map[string]any{"school": s.School, "major": s.Major, "degree": s.Degree, "startDate": s.From + "-01", "endDate": s.To + "-01"})
	}
	w["workexperience_set"], w["education_set"] = jobs, schools
	return w
}
