import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request line as written, which an HTTP client would refuse or tidy up first (TRACE, `..` above the root,
 * a bad escape, a URL of 9,000 characters), and reads the answer up to its Content-Length.
 */
export function rawRequest(
  port: number,
  requestLine: string,
  extraHeaders: readonly string[] = [],
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no complete answer to ${requestLine.slice(0, 80)}: ${text.slice(0, 200)}`));
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) });
    };
    socket.setTimeout(10_000, () => reject(new Error(`no answer to ${requestLine.slice(0, 80)}`)));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
      if (end >= 0 && length && Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length[1])) finish();
    });
    socket.on('end', finish);
    socket.on('error', reject);
    socket.write([requestLine, 'Host: 127.0.0.1', ...extraHeaders, 'Connection: close', '', ''].join('\r\n'));
  });
}
