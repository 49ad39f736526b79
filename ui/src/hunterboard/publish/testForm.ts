// Tests only: a publish form as GET /rest/hunterboard/publish_form answers it, five sections.
import type { PublishForm } from '../types';

export function testForm(over: Partial<PublishForm> = {}): PublishForm {
  return {
    sections: [
      { key: 'company', title: '1. Company basics', help: 'These are saved on the client, so the next job for it is prefilled.', fields: [{ type: 'text', name: 'hcompName', label: 'Company name', require: true }] },
      { key: 'job', title: '2. Job basics and pay', fields: [
        { type: 'text', name: 'hjobTitle', label: 'Job title', require: true },
        { type: 'range', name: 'salary', label: 'Annual salary', require: true, unit: '万', min: 0 },
      ] },
      { key: 'requirements', title: '3. Requirements', fields: [{ type: 'textarea', name: 'detailDuty', label: 'Duties', rows: 5 }] },
      { key: 'private', title: '4. Private notes', help: 'Visible only to you: never shown to managers or anyone else.', fields: [{ type: 'options', name: 'emergencyLevel', label: 'Urgency', data: [{ value: '0', label: 'Normal' }, { value: '1', label: 'Urgent' }] }] },
      { key: 'channel', title: '5. Publish channel', fields: [
        { type: 'radio', name: 'isPublish', label: 'Publish on the board', require: true, data: [{ value: '1', label: 'Yes' }, { value: '0', label: 'No' }] },
        { type: 'date', name: 'hjobCloseDate', label: 'Close date', require: true },
        { type: 'checkbox', name: 'otherinfo', label: 'Other info', data: [{ value: 'secret', label: 'Publish as a confidential job' }, { value: 'strict', label: 'Only fully matching candidates may apply' }] },
      ] },
    ],
    values: { hcompName: 'Acme', hjobTitle: 'CFO', isPublish: '1' },
    client: { id: 7, name: 'Acme Ltd' },
    can_submit: true,
    publication: null,
    ...over,
  };
}
