// A field's prefill (meta/prefill.go) evaluated in the browser, live as the user types: the
// same expressions the server applies on create, in the subset of expr-lang metadata uses —
// numbers, strings, nil/true/false, + - * / %, comparisons, && || !, ?? and ?:, parentheses,
// link.field, and the functions addMonths(date, n) and round(x, places). Anything it cannot
// work out (a missing input, a nil in arithmetic) gives no value, as on the server.

type Node =
  | { k: 'lit'; v: unknown }
  | { k: 'id'; name: string }
  | { k: 'member'; of: Node; prop: string }
  | { k: 'call'; fn: string; args: Node[] }
  | { k: 'unary'; op: string; x: Node }
  | { k: 'bin'; op: string; a: Node; b: Node }
  | { k: 'cond'; c: Node; a: Node; b: Node };

class Unknown extends Error {}

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|([A-Za-z_][A-Za-z0-9_]*)|(\?\?|&&|\|\||==|!=|<=|>=|[-+*/%<>!?:().,]))/y;

function tokenize(src: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < src.length) {
    if (/^\s*$/.test(src.slice(TOKEN.lastIndex))) break;
    const m = TOKEN.exec(src);
    if (!m) throw new Error(`cannot read ${src.slice(TOKEN.lastIndex)}`);
    out.push(m[1] ?? m[2] ?? m[3] ?? m[4]);
  }
  return out;
}

const BINARY: Record<string, number> = { '??': 1, '||': 2, or: 2, '&&': 3, and: 3, '==': 4, '!=': 4, '<': 5, '<=': 5, '>': 5, '>=': 5, '+': 6, '-': 6, '*': 7, '/': 7, '%': 7 };

/** Parses an expression into its tree; a syntax error throws. */
export function parse(src: string): Node {
  const toks = tokenize(src);
  let i = 0;
  const peek = () => toks[i];
  const take = (want?: string) => {
    const t = toks[i++];
    if (t === undefined || (want !== undefined && t !== want)) throw new Error(`expected ${want ?? 'more'} in ${src}`);
    return t;
  };
  function primary(): Node {
    const t = take();
    if (/^\d/.test(t)) return { k: 'lit', v: Number(t) };
    if (t[0] === '"' || t[0] === "'") return { k: 'lit', v: t.slice(1, -1).replace(/\\(.)/g, '$1') };
    if (t === '(') { const n = expr(0); take(')'); return n; }
    if (t === '-' || t === '!' || t === 'not') return { k: 'unary', op: t === 'not' ? '!' : t, x: postfix(primary()) };
    if (t === 'nil') return { k: 'lit', v: null };
    if (t === 'true' || t === 'false') return { k: 'lit', v: t === 'true' };
    if (/^[A-Za-z_]/.test(t)) {
      if (peek() === '(') {
        take('(');
        const args: Node[] = [];
        while (peek() !== ')') { args.push(expr(0)); if (peek() === ',') take(','); }
        take(')');
        return { k: 'call', fn: t, args };
      }
      return { k: 'id', name: t };
    }
    throw new Error(`unexpected ${t} in ${src}`);
  }
  function postfix(n: Node): Node {
    while (peek() === '.') { take('.'); n = { k: 'member', of: n, prop: take() }; }
    return n;
  }
  function expr(min: number): Node {
    let left = postfix(primary());
    for (;;) {
      const op = peek();
      if (op === '?' && min === 0) {
        take('?');
        const a = expr(0);
        take(':');
        return { k: 'cond', c: left, a, b: expr(0) };
      }
      const p = op === undefined ? undefined : BINARY[op];
      if (p === undefined || p <= min) return left;
      take();
      left = { k: 'bin', op: op === 'or' ? '||' : op === 'and' ? '&&' : op, a: left, b: expr(p) };
    }
  }
  const tree = expr(0);
  if (i < toks.length) throw new Error(`unexpected ${toks[i]} in ${src}`);
  return tree;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** n calendar months after a YYYY-MM-DD date; a day the month lacks becomes its last day. */
export function addMonths(date: string, n: number): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return undefined;
  const first = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(Number(m[3]), last))}`;
}

function num(v: unknown): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  throw new Unknown();
}

const FUNCTIONS: Record<string, (args: unknown[]) => unknown> = {
  addMonths: ([d, n]) => (typeof d === 'string' && n !== null && n !== undefined ? addMonths(d, Math.trunc(num(n))) : undefined),
  round: ([x, places]) => {
    if (x === null || x === undefined) return undefined;
    const s = 10 ** (places === undefined ? 0 : num(places));
    const v = num(x);
    return Math.sign(v) * Math.round(Math.abs(v) * s) / s;
  },
};

function run(n: Node, env: Record<string, unknown>): unknown {
  switch (n.k) {
    case 'lit': return n.v;
    case 'id': return env[n.name] ?? null;
    case 'member': {
      const of = run(n.of, env);
      if (of === null || of === undefined || typeof of !== 'object') throw new Unknown();
      return (of as Record<string, unknown>)[n.prop] ?? null;
    }
    case 'call': {
      const f = FUNCTIONS[n.fn];
      if (!f) throw new Unknown();
      return f(n.args.map((a) => run(a, env))) ?? null;
    }
    case 'unary': {
      const x = run(n.x, env);
      return n.op === '-' ? -num(x) : !x;
    }
    case 'cond': return run(n.c, env) ? run(n.a, env) : run(n.b, env);
    case 'bin': {
      if (n.op === '&&') return !!run(n.a, env) && !!run(n.b, env);
      if (n.op === '||') return !!run(n.a, env) || !!run(n.b, env);
      const a = run(n.a, env);
      if (n.op === '??') return a ?? run(n.b, env);
      const b = run(n.b, env);
      switch (n.op) {
        case '==': return (a ?? null) === (b ?? null);
        case '!=': return (a ?? null) !== (b ?? null);
        case '+': return typeof a === 'string' && typeof b === 'string' ? a + b : num(a) + num(b);
        case '-': return num(a) - num(b);
        case '*': return num(a) * num(b);
        case '/': return num(a) / num(b);
        case '%': return num(a) % num(b);
        case '<': return num(a) < num(b);
        case '<=': return num(a) <= num(b);
        case '>': return num(a) > num(b);
        case '>=': return num(a) >= num(b);
      }
    }
  }
  throw new Unknown();
}

const parsed = new Map<string, Node | null>();

/** The expression's value over env, or undefined when it cannot be worked out. */
export function evaluate(src: string, env: Record<string, unknown>): unknown {
  let tree = parsed.get(src);
  if (tree === undefined) {
    try { tree = parse(src); } catch { tree = null; }
    parsed.set(src, tree);
  }
  if (!tree) return undefined;
  try {
    const v = run(tree, env);
    return v === null || v === '' || (typeof v === 'number' && !Number.isFinite(v)) ? undefined : v;
  } catch {
    return undefined;
  }
}

/** The link fields whose records an expression reads (link.field). */
export function prefillLinks(src: string): string[] {
  return [...new Set([...src.matchAll(/(?<![.\w])([A-Za-z_]\w*)\s*\.\s*[A-Za-z_]/g)].map((m) => m[1]))];
}

/** A field with a prefill, as the form needs it. */
export interface PrefillField { name: string; prefill?: unknown; type: string }

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The form data with each prefilled field worked out again. A field follows its expression
 * while it is empty or still holds what was last proposed; once the user types their own
 * value it is theirs. computed is what was proposed last time (kept by the caller); the answer
 * carries the new proposals. links hold the linked records expressions read (link.field).
 */
export function applyPrefill(fields: PrefillField[], data: Record<string, unknown>, computed: Record<string, unknown>,
  links: Record<string, Record<string, unknown> | undefined>, context: Record<string, unknown> = {}): { data: Record<string, unknown>; computed: Record<string, unknown> } {
  const out = { ...data };
  const proposed: Record<string, unknown> = {};
  for (const f of fields) {
    if (typeof f.prefill !== 'string' || !f.prefill) continue;
    const env: Record<string, unknown> = { ...context, ...out };
    for (const [name, rec] of Object.entries(links)) if (rec) env[name] = rec;
    let v = evaluate(f.prefill, env);
    if (v !== undefined && f.type === 'integer' && typeof v === 'number') v = Math.round(v);
    if (v !== undefined && (f.type === 'foreignkey' || f.type === 'comtree') && typeof v === 'object') v = (v as { id?: unknown }).id;
    const mine = !empty(out[f.name]) && JSON.stringify(out[f.name]) !== JSON.stringify(computed[f.name]);
    if (mine) continue;
    if (v === undefined) {
      if (!empty(computed[f.name])) delete out[f.name];
      continue;
    }
    out[f.name] = v;
    proposed[f.name] = v;
  }
  return { data: out, computed: proposed };
}
