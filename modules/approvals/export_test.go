package approvals

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"testing"

	"github.com/xuri/excelize/v2"

	"huntline/store/storetest"
)

// An exported approval names its record type as the screen does (the model's label in the
// reader's language), not by its code.
func TestApprovalExportNamesTheRecordType(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		w := newApprovalWorld(t, url)
		w.useDefinition(definition(level("root_admin")))
		_, flowID := w.invoice(w.leo)
		if flowID == 0 {
			t.Fatal("creating the invoice started no flow")
		}
		resp, err := w.h.Client.Get(w.h.URL + "/rest/approvalflow/list/export?columns=all&gql=" + q(fmt.Sprintf("id=%d", flowID)))
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("export: %d %s", resp.StatusCode, body)
		}
		f, err := excelize.OpenReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("not an xlsx: %v", err)
		}
		rows, _ := f.GetRows(f.GetSheetName(0))
		i := slices.Index(rows[0], "Record Type")
		if i < 0 || len(rows) < 2 || rows[1][i] != "Invoice" {
			t.Errorf("record type column %d in %q, want Invoice", i, rows)
		}
	})
}
