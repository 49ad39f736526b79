// A test SMTP server for the browser flows: the binary sends every mail here
// (HUNTLINE_SMTP_URL), and a flow reads what arrived, as a client's inbox would. Just enough
// of SMTP for the server's client (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), no TLS, no auth.
import { createServer } from 'node:net';

/** startSMTP answers {url, messages, close}; messages are {rcpts, raw} in arrival order. */
export function startSMTP() {
  const messages = [];
  const sockets = new Set();
  const server = createServer((sock) => {
    sockets.add(sock);
    sock.on('close', () => sockets.delete(sock));
    sock.setEncoding('latin1'); // the bytes as sent: attachments are base64, bodies 7- or 8-bit
    let buf = '';
    let inData = false;
    let rcpts = [];
    const reply = (s) => sock.write(`${s}\r\n`);
    reply('220 localhost ESMTP huntline test sink');
    sock.on('error', () => {});
    sock.on('data', (chunk) => {
      buf += chunk;
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push({ rcpts, raw: buf.slice(0, end + 2).replace(/\r\n\.\./g, '\r\n.') });
          buf = buf.slice(end + 5);
          inData = false;
          rcpts = [];
          reply('250 OK queued');
          continue;
        }
        const nl = buf.indexOf('\r\n');
        if (nl < 0) return;
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') sock.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL' || verb === 'RSET') { rcpts = []; reply('250 OK'); }
        else if (verb === 'RCPT') { rcpts.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, '$1')); reply('250 OK'); }
        else if (verb === 'DATA') { inData = true; reply('354 End data with <CR><LF>.<CR><LF>'); }
        else if (verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') { reply('221 Bye'); sock.end(); return; }
        else reply('502 Command not implemented');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `smtp://127.0.0.1:${port}?from=noreply@huntline.test&tls=none`,
        messages,
        close: () => new Promise((r) => { for (const s of sockets) s.destroy(); server.close(() => r()); }),
      });
    });
  });
}

/** The bytes of the attachment called name in a raw message (base64 part), or undefined. */
export function attachmentOf(raw, name) {
  for (const part of raw.split(/\r\n--[^\r\n]+/)) {
    const head = part.split('\r\n\r\n')[0];
    if (fileNameOf(head) !== name) continue;
    const body = part.slice(head.length + 4);
    return /base64/i.test(head) ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'latin1');
  }
  return undefined;
}

// The file name a part's headers give, decoded as a mail client would: RFC 2231
// (filename*=utf-8''%E8%B5%B5…, also split into filename*0*=…), RFC 2047 (=?utf-8?b?…?=), or plain.
function fileNameOf(head) {
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const pieces = [...unfolded.matchAll(/filename\*(\d+)?\*?=("?)([^";\r\n]*)\2/gi)];
  if (pieces.length) {
    const joined = pieces.sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0)).map((m) => m[3]).join('');
    try { return decodeURIComponent(joined.replace(/^[^']*'[^']*'/, '')); } catch { return joined; }
  }
  const plain = unfolded.match(/filename="?([^";\r\n]*)"?/i)?.[1] ?? unfolded.match(/name="?([^";\r\n]*)"?/i)?.[1];
  if (!plain) return undefined;
  return plain.replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=\s*/g, (_, _cs, enc, text) => (enc.toLowerCase() === 'b'
    ? Buffer.from(text, 'base64').toString('utf8')
    : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')));
}
