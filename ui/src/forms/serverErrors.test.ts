import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { serverErrorSchema } from './serverErrors';

describe('serverErrorSchema', () => {
  it('puts field errors at the field and sub-form errors under their index', () => {
    const err = new ApiError('refused', 'bad', 400, { errors: {
      chineseName: 'is required',
      'workexperience_set.1.company': 'is required',
      'workexperience_set.1.startDate': 'is not a date',
      workexperience_set: 'at most 30 items',
    } });
    expect(serverErrorSchema(err)).toEqual({
      chineseName: { __errors: ['is required'] },
      workexperience_set: {
        __errors: ['at most 30 items'],
        1: { company: { __errors: ['is required'] }, startDate: { __errors: ['is not a date'] } },
      },
    });
  });
  it('answers nothing without per-field errors', () => {
    expect(serverErrorSchema(new ApiError('refused', 'no', 403, {}))).toBeUndefined();
  });
});
