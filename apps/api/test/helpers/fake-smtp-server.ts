/**
 * Just enough of an SMTP server to receive messages (no TLS, no auth): the tests of mail sent through
 * SMTP_URL read what arrived in `messages`, one raw message (headers and body) each.
 */
import { createServer, type Server } from 'node:net';

/** On `port` when given (a server that comes back after an outage), else on a free one. */
export function startFakeSmtpServer(port = 0): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let isReadingData = false;
    socket.write('220 fake-smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (isReadingData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          isReadingData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('DATA')) {
          isReadingData = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 fake-smtp\r\n');
        }
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages });
    });
  });
}
