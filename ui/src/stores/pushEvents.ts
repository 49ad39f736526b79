// The live-push event bus: whoever receives pushes from the server (the SSE client of
// /rest/user/polling) calls emit(event, data) for each publish {event, data}; features
// subscribe with on(event, handler) and call the answer to stop. Deliberately tiny and
// framework-free so the receiving and the listening sides never import each other.
//
//   const off = on('loop_watch_calling', (data) => ...);   // subscribe
//   emit('loop_watch_calling', {sig, candidate, phone});     // the push client, per event
//   off();                                                   // unsubscribe
export type PushHandler = (data: unknown) => void;

const handlers = new Map<string, Set<PushHandler>>();

/** Subscribes handler to one event name; answers the unsubscribe function. */
export function on(event: string, handler: PushHandler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(event);
  };
}

/** Hands data to every handler of event; one handler throwing does not stop the others. */
export function emit(event: string, data: unknown): void {
  for (const handler of [...(handlers.get(event) ?? [])]) {
    try {
      handler(data);
    } catch (err) {
      console.warn(`push handler for ${event} failed`, err);
    }
  }
}
