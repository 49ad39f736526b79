import { describe, expect, it } from 'vitest';
import { callView, formatDuration, isIncoming, lastRecording, recordingUrl, type TelephoneRecord } from './callState';

const rec = (uuidname: string) => ({ id: 1, uuidname, originname: `call-x.wav`, ext: 'wav', filesize: 10 });

describe('formatDuration', () => {
  it.each([
    [0, '00:00:00'], [5, '00:00:05'], [59, '00:00:59'], [60, '00:01:00'], [75, '00:01:15'],
    [3599, '00:59:59'], [3600, '01:00:00'], [3661, '01:01:01'], [86399, '23:59:59'], [360000, '100:00:00'],
    [12.9, '00:00:12'], [-3, '00:00:00'], [null, '00:00:00'], [undefined, '00:00:00'], [Number.NaN, '00:00:00'],
  ])('%s seconds → %s', (seconds, want) => {
    expect(formatDuration(seconds as number)).toBe(want);
  });
});

describe('callView', () => {
  const cases: Array<[string, TelephoneRecord, string | null, ReturnType<typeof callView>]> = [
    ['plays the last of several recordings', { id: 1, recordings: [rec('a.wav'), rec('b.wav')], is_finished: true, duration: 9 }, null, { kind: 'player', uuid: 'b.wav' }],
    ['a recording plays even with no duration', { id: 1, recordings: [rec('a.wav')], is_finished: true, duration: 0 }, null, { kind: 'player', uuid: 'a.wav' }],
    ['a refreshed recording wins', { id: 1, recordings: [rec('a.wav')] }, 'new.wav', { kind: 'player', uuid: 'new.wav' }],
    ['a refresh gives the first recording', { id: 1, is_finished: true, duration: 30 }, 'new.wav', { kind: 'player', uuid: 'new.wav' }],
    ['finished, nothing said: not connected', { id: 1, recordings: [], is_finished: true, duration: 0 }, null, { kind: 'notConnected' }],
    ['finished with a null duration: not connected', { id: 1, recordings: null, is_finished: true, duration: null }, null, { kind: 'notConnected' }],
    ['finished with a duration: being generated', { id: 1, is_finished: true, duration: 42 }, null, { kind: 'generating' }],
    ['not finished: being generated', { id: 1, is_finished: false, duration: 0 }, null, { kind: 'generating' }],
    ['bare ids do not play', { id: 1, recordings: [7], is_finished: true, duration: 3 }, null, { kind: 'generating' }],
  ];
  it.each(cases)('%s', (_name, call, refreshed, want) => {
    expect(callView(call, refreshed)).toEqual(want);
  });
});

describe('call helpers', () => {
  it.each([[1, true], [2, false], [0, false], [null, false], ['1' as unknown as number, true]])('call_type %s incoming: %s', (t, want) => {
    expect(isIncoming({ call_type: t })).toBe(want);
  });
  it('lastRecording skips entries without a uuid name', () => {
    expect(lastRecording({ recordings: [rec('a.wav'), 5] })).toBe('a.wav');
    expect(lastRecording({})).toBeNull();
  });
  it('recordingUrl escapes the name', () => {
    expect(recordingUrl('a b.wav')).toBe('/rest/telephone/plugins/player/a%20b.wav');
  });
});
