import { describe, expect, it } from 'vitest';
import {
  readRefusal, toUpdate,
  addOption, changeType, defaultOptions, draftOf, inputKeyOf, inputKeys, moveOption, newDraft, toSave, validateDraft,
} from './fieldForm';

const names = { en: 'Option', zh_CN: '选项', zh_TW: '選項' };

describe('choice options', () => {
  it('start as Option 1, 2, 3 with codes 1, 2, 3 in each language', () => {
    const opts = defaultOptions(names);
    expect(opts.map((o) => [o.code, o.value.en, o.value.zh_CN, o.value.zh_TW])).toEqual([
      ['1', 'Option 1', '选项1', '選項1'], ['2', 'Option 2', '选项2', '選項2'], ['3', 'Option 3', '选项3', '選項3'],
    ]);
  });

  it('a choice type gets them; a type with options keeps its own', () => {
    const d = changeType(newDraft(), 'dropdown', names);
    expect(d.options).toHaveLength(3);
    const edited = { ...d, options: d.options.slice(0, 1) };
    expect(changeType(edited, 'radio', names).options).toHaveLength(1);
    expect(changeType(newDraft(), 'char', names).options).toEqual([]);
  });

  it('a further option takes the next numeric code', () => {
    const more = addOption(defaultOptions(names), names);
    expect(more.map((o) => o.code)).toEqual(['1', '2', '3', '4']);
    expect(more[3].value.en).toBe('Option 4');
    expect(moveOption(more, 3, -1).map((o) => o.code)).toEqual(['1', '2', '4', '3']);
  });
});

describe('the payload', () => {
  it('posts only what the type uses', () => {
    const d = { ...changeType(newDraft(), 'dropdown', names), name: 'source2', label: { en: 'Source', zh_CN: '来源', zh_TW: '來源' } };
    const save = toSave(d);
    expect(save).toMatchObject({ name: 'source2', type: 'dropdown', new: true });
    expect(save.options?.[0]).toEqual({ code: '1', value: { en: 'Option 1', zh_CN: '选项1', zh_TW: '選項1' } });
    expect(save.max).toBeUndefined();
    expect(save.confirm_type_change).toBeUndefined();
    expect(toSave({ ...newDraft(), type: 'rate', max: '' }).max).toBe(5);
    expect(toSave({ ...newDraft(), type: 'rollupfield', rollup: { relation: 'jobsubmission_set', function: 'count', field: 'x' } }).rollup)
      .toEqual({ relation: 'jobsubmission_set', function: 'count' });
    expect(toSave(newDraft(), true).confirm_type_change).toBe(true);
  });

  it('reads a stored field back', () => {
    const d = draftOf({
      name: 'grade', label_value: 'Grade', type: 'radio', custom: true, label: { en: 'Grade', zh_CN: '等级', zh_TW: '等級' },
      options: [{ code: 'a', value: 'A', en_US: 'A', zh_CN: '甲' }],
    });
    expect(d.isNew).toBe(false);
    expect(d.options[0].value).toEqual({ en: 'A', zh_CN: '甲', zh_TW: '甲' });
    expect(toSave(d).new).toBe(false);
  });
});

describe('validation and server errors', () => {
  it('checks the name, labels and option codes before posting', () => {
    const d = changeType({ ...newDraft(), name: '9bad' }, 'dropdown', names);
    d.options[1] = { ...d.options[1], code: '1' };
    expect(validateDraft(d)).toEqual({ name: 'studio.field.badName', 'label.en': 'studio.field.required', 'options.1.code': 'studio.field.duplicateCode' });
    expect(validateDraft({ ...newDraft(), type: 'expressions', name: 'x', label: { en: 'X', zh_CN: '', zh_TW: '' } })).toEqual({ expression: 'studio.field.required' });
  });

  it('places a server error at the input its key names', () => {
    const d = changeType({ ...newDraft(), type: 'expressions' }, 'expressions', names);
    const inputs = inputKeys(d);
    expect(inputKeyOf('expression', inputs)).toBe('expression');
    expect(inputKeyOf('label', inputs)).toBe('label.en');
    expect(inputKeyOf('name', inputs)).toBe('name');
    expect(inputKeyOf('nonsense', inputs)).toBeUndefined();
    expect(inputKeyOf(undefined, inputs)).toBeUndefined();
    const choice = inputKeys(changeType(newDraft(), 'dropdown', names));
    expect(inputKeyOf('options[2].code', choice)).toBe('options.2.code');
    expect(inputKeyOf('options.0.value', choice)).toBe('options.0.value.en');
    expect(inputKeyOf('options.7.code', choice)).toBeUndefined();
    expect(inputKeyOf('rollup', inputKeys({ ...newDraft(), type: 'rollupfield' }))).toBe('rollup.relation');
  });
});

describe('saving an existing field', () => {
  const stored = draftOf({
    name: 'status', label_value: 'Status', type: 'dropdown', custom: false, required: true,
    label: { en: 'Status', zh_CN: '状态', zh_TW: '狀態' }, options: [{ code: 'a', value: 'A' }],
  });

  it('posts only the name and what changed', () => {
    expect(toUpdate({ ...stored, hidden: true }, stored)).toEqual({ name: 'status', new: false, hidden: true });
    expect(toUpdate({ ...stored, label: { ...stored.label, zh_TW: '狀況' } }, stored)).toEqual({
      name: 'status', new: false, label: { en: 'Status', zh_CN: '状态', zh_TW: '狀況' },
    });
    expect(toUpdate(stored, stored)).toEqual({ name: 'status', new: false });
  });

  it('leaves a stored choice field\'s options to the option editor, but posts them when a field becomes a choice', () => {
    expect(toUpdate({ ...stored, options: [] }, stored)).toEqual({ name: 'status', new: false });
    const text = draftOf({ name: 'level', label_value: 'Level', type: 'char', custom: true });
    const becomes = changeType(text, 'radio', names);
    const save = toUpdate(becomes, text, true);
    expect(save).toMatchObject({ name: 'level', new: false, type: 'radio', confirm_type_change: true });
    expect(save.options).toHaveLength(3);
  });
});

describe('reading a refusal', () => {
  it('takes problems from errors or from field', () => {
    expect(readRefusal(400, { errors: { expression: 'unknown field salary' } }, 'Please check')).toEqual({ fields: { expression: 'unknown field salary' } });
    expect(readRefusal(400, { field: 'name' }, 'already has a field')).toEqual({ fields: { name: 'already has a field' } });
    expect(readRefusal(400, {}, 'nope')).toEqual({ fields: {} });
  });

  it('finds the confirm question in either shape', () => {
    expect(readRefusal(409, { confirm: 'Convert 12 values?' }, 'x').confirm).toBe('Convert 12 values?');
    expect(readRefusal(409, { data: { confirm: true } }, 'Changing grade from char to integer… Go ahead?').confirm).toBe('Changing grade from char to integer… Go ahead?');
    expect(readRefusal(400, { data: { confirm: true } }, 'x').confirm).toBeUndefined();
  });
});
