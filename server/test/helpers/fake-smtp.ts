import net from 'node:net';

export interface FakeSmtpServer {
  port: number;
  /** The messages accepted so far (headers and body, one string each). */
  messages: string[];
  /** While true, every message is refused with a temporary error (451), as a relay in trouble does. */
  refusing: boolean;
  close(): Promise<void>;
}

/** A minimal SMTP server standing in for the mail relay: it accepts every message and keeps it, unless told to refuse. */
export function fakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data: string[] | null = null;
    let buffer = '';
    socket.write('220 fake-relay ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else data.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake-relay\r\n');
        else if (/^MAIL FROM/i.test(line) && fake.refusing) socket.write('451 4.3.0 try again later\r\n');
        else if (/^DATA/i.test(line)) {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  const fake: FakeSmtpServer = {
    port: 0,
    messages,
    refusing: false,
    close: () => new Promise((done) => server.close(() => done())),
  };
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      fake.port = (server.address() as net.AddressInfo).port;
      resolve(fake);
    }),
  );
}
