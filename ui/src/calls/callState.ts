// What a telephone call's feed cell shows, as pure functions of the call record (spec 000 §4
// "Call record"): the last recording plays; no recording on a finished call that lasted
// nothing is a call not connected; otherwise the recording is still being generated.

/** A recording as the attachments field reads: {id, originname, ext, uuidname, filesize}. */
export interface RecordingFile { id?: number; uuidname: string; originname?: string; ext?: string; filesize?: number }

/** The call record as GET /rest/telephone/{id} (or the feed item's target) gives it. */
export interface TelephoneRecord {
  id: number;
  call_type?: number | null;
  duration?: number | null;
  is_finished?: boolean | null;
  recordings?: Array<RecordingFile | number> | null;
  phone?: string | null;
  __name__?: string;
}

export type CallView = { kind: 'player'; uuid: string } | { kind: 'notConnected' } | { kind: 'generating' };

/** Spec: call_type 1 is a call in, anything else a call out. */
export function isIncoming(call: Pick<TelephoneRecord, 'call_type'>): boolean {
  return Number(call.call_type) === 1;
}

/** The uuid name of the call's last recording, or null. Bare ids (an unexpanded read) do not play. */
export function lastRecording(call: Pick<TelephoneRecord, 'recordings'>): string | null {
  const files = call.recordings ?? [];
  for (let i = files.length - 1; i >= 0; i--) {
    const f = files[i];
    if (f && typeof f === 'object' && f.uuidname) return f.uuidname;
  }
  return null;
}

/** What the cell shows; refreshed is a uuid a retry fetched, which wins over the record's. */
export function callView(call: TelephoneRecord, refreshed?: string | null): CallView {
  const uuid = refreshed || lastRecording(call);
  if (uuid) return { kind: 'player', uuid };
  if (call.is_finished && !Number(call.duration)) return { kind: 'notConnected' };
  return { kind: 'generating' };
}

/** Seconds as HH:mm:ss (spec 000 §9); hours grow past 99, bad or negative input is 00:00:00. */
export function formatDuration(seconds: number | null | undefined): string {
  const s = Number.isFinite(Number(seconds)) && Number(seconds) > 0 ? Math.floor(Number(seconds)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The player's address of a recording. */
export function recordingUrl(uuid: string): string {
  return `/rest/telephone/plugins/player/${encodeURIComponent(uuid)}`;
}
