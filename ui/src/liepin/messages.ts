// The provider's list page talks to the page around it with window messages of JSON text
// (spec 002 §3 "Provider messages"): {"totalCnt": n} once loaded, {"url": originUrl} when a
// resume is clicked.
export type ProviderMessage = { kind: 'total'; total: number } | { kind: 'open'; url: string };

export function readProviderMessage(data: unknown): ProviderMessage | null {
  let v: unknown = data;
  if (typeof data === 'string') {
    try { v = JSON.parse(data); } catch { return null; }
  }
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if (o.totalCnt !== undefined && Number.isFinite(Number(o.totalCnt))) return { kind: 'total', total: Number(o.totalCnt) };
  if (typeof o.url === 'string' && o.url) return { kind: 'open', url: o.url };
  return null;
}
